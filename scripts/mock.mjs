#!/usr/bin/env node
/**
 * `npm run mock [-- --port N] [--host H]`: a mock of Unit's API made from our own description
 * (openapi/), for the API reference's Try it panel and for trying requests with no account and no
 * network. Bundles openapi/ as the build does (plugins/openapi/description.ts) into a temporary
 * file and runs Prism (a dev dependency) on it:
 * - `--errors`: a request the description rejects gets a 4xx naming the problem (the
 *   `sl-violations` header), as does a request without a bearer token (401);
 * - `--dynamic false`: answers are the description's own examples;
 * - CORS on (Prism's default): it answers a preflight with the page's origin, the method and the
 *   headers asked for (Authorization, Content-Type), so the docs site can call it from the browser.
 * Needs no production build. Listens on 127.0.0.1:4010 unless told otherwise; Ctrl+C stops it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import createJiti from 'jiti';

import { MOCK_PORT } from '../src/site/tryItHosts.mjs';

const root = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(MOCK_PORT) },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`npm run mock: --port must be a number from 1 to 65535, not '${values.port}'`);
  process.exit(2);
}

const jiti = createJiti(import.meta.filename);
/** @type {typeof import('../plugins/openapi/description')} */
const { bundleApiDescription } = jiti('../plugins/openapi/description.ts');
let document;
try {
  document = await bundleApiDescription();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const dir = mkdtempSync(path.join(tmpdir(), 'unit-docs-mock-'));
const file = path.join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(document));

const prism = spawn(
  path.join(root, 'node_modules', '.bin', 'prism'),
  ['mock', file, '--port', String(port), '--host', values.host, '--errors', '--dynamic', 'false'],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
const address = `http://${values.host.includes(':') ? `[${values.host}]` : values.host}:${port}`;
let started = false;
/** @param {Buffer} chunk */
function relay(chunk) {
  const text = chunk.toString();
  process.stdout.write(text);
  if (!started && text.includes('Prism is listening')) {
    started = true;
    console.log(
      `\nMock of the Unit API (openapi/) at ${address}\n` +
        `Requests are validated against the description; answers are its examples. Ctrl+C stops it.`,
    );
  }
}
prism.stdout.on('data', relay);
prism.stderr.on('data', relay);

let stopping = false;
function stop() {
  stopping = true;
  prism.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
prism.on('exit', (code, signal) => {
  rmSync(dir, { recursive: true, force: true });
  if (stopping) process.exit(0);
  console.error(`npm run mock: Prism stopped${started ? '' : ` before it listened on ${address}`} (${code ?? signal})`);
  process.exit(code || 1);
});
