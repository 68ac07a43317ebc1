#!/usr/bin/env node
/**
 * Load figures for the project's server: requests per second and latency (p50, p99) for a mixed
 * load of pages, scripts and the search index, at 50 concurrent clients, with autocannon.
 * The server runs in its own process (so the load generator does not share its event loop), on
 * the loopback address only; the run is bounded in time (and so in request count).
 *
 * Used by `npm run bench` (scripts/bench.mjs); on its own:
 *   node scripts/loadBench.mjs [--dir build] [--server server/cli.mjs]
 * (--server lets the same load run against another checkout's server, to compare before and after.)
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

import { BASE_URL } from '../src/site/sections.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const LOAD = { connections: 50, durationSeconds: 15 };

/**
 * The mixed request list: pages, the largest scripts and stylesheets, and the search index.
 * @param {string} buildDir
 */
export function mixedPaths(buildDir) {
  const pages = ['', 'api/', 'api/cards/', 'quickstart/', 'api/payments/']
    .filter((page) => existsSync(path.join(buildDir, page, 'index.html')))
    .map((page) => BASE_URL + page);
  const scripts = readdirSync(path.join(buildDir, 'assets/js'))
    .filter((file) => file.endsWith('.js') && /^(main|runtime~main|\d+)\./.test(file))
    .slice(0, 4)
    .map((file) => `${BASE_URL}assets/js/${file}`);
  const styles = readdirSync(path.join(buildDir, 'assets/css'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => `${BASE_URL}assets/css/${file}`);
  const search = existsSync(path.join(buildDir, 'search-index.json')) ? [`${BASE_URL}search-index.json`] : [];
  return [...pages, ...scripts, ...styles, ...search];
}

/**
 * Starts `node <serverScript> --port 0` on 127.0.0.1 and resolves its origin once it listens.
 * @param {string} serverScript
 * @param {string} buildDir
 * @returns {Promise<{ origin: string; stop: () => void }>}
 */
function startServer(serverScript, buildDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverScript, '--port', '0', '--host', '127.0.0.1', '--dir', buildDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ origin: `http://127.0.0.1:${match[1]}`, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/**
 * Runs the mixed load against a fresh server process; returns requests/s, p50 and p99 latency in
 * ms, the request count and every non-2xx answer or error (there should be none).
 */
export async function measureLoad({
  buildDir = path.join(root, 'build'),
  serverScript = path.join(root, 'server/cli.mjs'),
} = {}) {
  const paths = mixedPaths(buildDir);
  const server = await startServer(serverScript, buildDir);
  try {
    const result = await autocannon({
      url: server.origin,
      connections: LOAD.connections,
      duration: LOAD.durationSeconds,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    });
    return {
      paths,
      connections: LOAD.connections,
      requests: result.requests.total,
      requestsPerSecond: Number(result.requests.average.toFixed(1)),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      seconds: result.duration,
    };
  } finally {
    server.stop();
  }
}

/** @param {Awaited<ReturnType<typeof measureLoad>>} load */
export function describeLoad(load) {
  return `Load, ${load.connections} clients, ${load.paths.length} paths (pages, scripts, styles, search index): ${load.requestsPerSecond} requests/s, p50 ${load.latencyP50Ms} ms, p99 ${load.latencyP99Ms} ms (${load.requests} requests in ${load.seconds.toFixed(1)} s, ${load.errors} errors, ${load.non2xx} non-2xx)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'build' }, server: { type: 'string', default: 'server/cli.mjs' } },
  });
  const load = await measureLoad({ buildDir: path.resolve(values.dir), serverScript: path.resolve(values.server) });
  console.log(describeLoad(load));
  if (load.errors > 0 || load.non2xx > 0) process.exit(1);
}
