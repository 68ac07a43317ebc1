#!/usr/bin/env node
/**
 * `npm run serve:nginx -- --port N --host H [--dir build] [--mcp host:port]`: serves the production
 * build with Debian's nginx and the configuration in server/nginx/nginx.conf, in the foreground;
 * with --mcp, /mcp is proxied to the MCP server over HTTP listening there (mcp.conf). No root is
 * needed: the pid file, temp paths and generated includes live in a temporary directory of its own,
 * removed when nginx stops (Ctrl+C).
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { BASE_URL } from '../../src/site/sections.mjs';
import { nginxHeaderLines, policyInputsFor } from '../security.mjs';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** The base URL without its trailing slash, as nginx locations are written. */
const BASE = BASE_URL.slice(0, -1);

/** Whether Debian's brotli_static module is installed (libnginx-mod-http-brotli-static). */
export const hasBrotliStatic = () => existsSync(BROTLI_MODULE);

/** nginx `location` blocks for the redirect table. */
function redirectLocations() {
  /** @type {{ from: string; to: string }[]} */
  const table = JSON.parse(readFileSync(new URL('../../src/config/redirects.json', import.meta.url), 'utf8'));
  return table.map((r) => `location = ${BASE}${r.from} {\n    return 301 ${BASE}${r.to}$is_args$args;\n}`).join('\n');
}

/**
 * The `location = /mcp` block (mcp.conf) that proxies to an MCP server at `upstream` (host:port).
 * @param {string} upstream
 */
export function mcpLocation(upstream) {
  if (!/^[\w.-]+:\d+$|^\[[\da-f:]+\]:\d+$/i.test(upstream)) {
    throw new Error(`Invalid MCP upstream "${upstream}": give host:port, e.g. 127.0.0.1:3100.`);
  }
  // On one line, as every value filled into nginx.conf is (its header comment names them too).
  return readFileSync(new URL('./mcp.conf', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .join(' ')
    .replaceAll('{{MCP_UPSTREAM}}', upstream);
}

/**
 * Writes the configuration for a build into a fresh temporary directory; returns its paths.
 * With `mcpUpstream` (host:port), /mcp is proxied to the MCP server listening there.
 * @param {{ buildDir: string, host: string, port: number, mcpUpstream?: string }} options
 */
export function prepareNginx({ buildDir, host, port, mcpUpstream }) {
  if (!existsSync(path.join(buildDir, '404.html'))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" first.`);
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'unit-docs-nginx-'));
  // Started as root, nginx's workers run as nobody, and must reach the build through this directory.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'site'));
  symlinkSync(buildDir, path.join(prefix, 'site', 'docs'));
  writeFileSync(path.join(prefix, 'security-headers.conf'), `${nginxHeaderLines(policyInputsFor(buildDir))}\n`);
  writeFileSync(path.join(prefix, 'redirects.conf'), `${redirectLocations()}\n`);
  const brotli = hasBrotliStatic();
  const values = {
    PREFIX: prefix,
    LISTEN: `${host.includes(':') ? `[${host}]` : host}:${port}`,
    SITE_ROOT: path.join(prefix, 'site'),
    MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    BROTLI: brotli ? 'brotli_static on;' : '',
    MCP: mcpUpstream ? mcpLocation(mcpUpstream) : '',
  };
  const template = readFileSync(new URL('./nginx.conf', import.meta.url), 'utf8');
  const config = template.replace(/\{\{([A-Z_]+)\}\}/g, (_m, /** @type {string} */ name) => {
    if (!(name in values)) throw new Error(`nginx.conf: unknown placeholder {{${name}}}`);
    return values[/** @type {keyof typeof values} */ (name)];
  });
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  return { prefix, configFile };
}

/**
 * Resolves once something accepts connections on host:port, or rejects after `timeoutMs`.
 * @param {string} host
 * @param {number} port
 * @returns {Promise<void>}
 */
function waitForPort(host, port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect({ host, port }, () => {
        socket.end();
        resolve();
      });
      socket.on('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${host}:${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx for a build; resolves once it listens. `stop()` ends it and removes its directory.
 * @param {{ buildDir: string, host?: string, port: number, mcpUpstream?: string, stdio?: import('node:child_process').StdioOptions }} options
 */
export async function startNginx({
  buildDir,
  host = '127.0.0.1',
  port,
  mcpUpstream,
  stdio = ['ignore', 'inherit', 'inherit'],
}) {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install -y nginx).`);
  }
  const { prefix, configFile } = prepareNginx({ buildDir, host, port, mcpUpstream });
  const child = spawn(NGINX, ['-p', prefix, '-c', configFile, '-e', 'stderr'], { stdio });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
  exited.then(cleanUp);
  await Promise.race([
    waitForPort(host, port),
    exited.then(({ code }) => {
      throw new Error(`nginx exited with ${code} before listening`);
    }),
  ]);
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: 'localhost' },
      dir: { type: 'string', default: 'build' },
      mcp: { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`Invalid --port "${values.port}": give a number from 1 to 65535.`);
    process.exit(2);
  }
  try {
    const nginx = await startNginx({
      buildDir: path.resolve(values.dir),
      host: values.host,
      port,
      mcpUpstream: values.mcp,
    });
    console.log(`nginx serving ${values.dir} at ${nginx.origin}${BASE}/ (Ctrl+C stops it)`);
    if (values.mcp) console.log(`and proxying ${nginx.origin}/mcp to the MCP server at ${values.mcp}`);
    // Ctrl+C reaches nginx too (same process group); a TERM from elsewhere is passed on.
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => nginx.child.kill('SIGQUIT'));
    }
    const { code, signal } = await nginx.exited;
    process.exit(code ?? (signal ? 0 : 1));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
