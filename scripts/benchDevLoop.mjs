/**
 * `npm run bench -- --dev-loop [--ref <commit>]`: the docs team's loop with `npm start`, on a fresh
 * copy of the repository (`git archive` of the commit, HEAD by default, into a temporary folder, with
 * links to this checkout's packages but not to its bundler cache, and a temporary folder of its own
 * for the config loader's cache: nothing of this checkout is touched, and the dev server starts cold).
 * It prints three times:
 *   - from `docusaurus start` to the first API page answered: /docs/api/cards/ shown in Chromium with
 *     its operations (the dev server renders in the browser);
 *   - an MDX edit (a sentence added to docs/api/cards.mdx) until the open page shows it;
 *   - an OpenAPI edit (the description of "Create a card" in openapi/resources/cards.yaml) until the open
 *     page shows it.
 * Hold the shared lock for the whole run.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PAGE = '/docs/api/cards/';
const MDX_FILE = 'docs/api/cards.mdx';
const OPENAPI_FILE = 'openapi/resources/cards.yaml';
/** The start of "Create a card"'s description, which the page shows. */
const OPENAPI_LINE = "description: 'Issues a new debit or credit card";
const LIMIT_MS = 180_000;

/** A free port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ ref?: string, keepScratch?: boolean }} [options]
 * @returns {Promise<{ firstPageMs: number, mdxEditMs: number, openApiEditMs: number, ref: string }>}
 */
export async function benchDevLoop({ ref = 'HEAD', keepScratch = false } = {}) {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim();
  const scratch = mkdtempSync(path.join(tmpdir(), 'unit-docs-devloop-'));
  execFileSync('bash', ['-c', `git archive ${commit} | tar -x -C ${JSON.stringify(scratch)}`], { cwd: root });
  // node_modules: a folder of links to this checkout's packages, without its .cache, so that the
  // bundler starts cold as in a fresh clone and writes its cache into the scratch copy only.
  const modules = path.join(scratch, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  const temporaryFolder = mkdtempSync(path.join(tmpdir(), 'unit-docs-devloop-tmp-'));
  const port = await freePort();
  console.log(`Dev loop: ${commit} in ${scratch}, docusaurus start on port ${port} …`);
  const started = Date.now();
  // What `npm start` runs at that commit: scripts/docusaurus.mjs (Docusaurus's CLI with the config
  // transpiled by swc) where it exists, Docusaurus's CLI itself before.
  const launcher = path.join(scratch, 'scripts', 'docusaurus.mjs');
  const cli = existsSync(launcher)
    ? launcher
    : path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const server = spawn(
    process.execPath,
    [cli, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    // TMPDIR: jiti (the config's loader) keeps its transpile cache in the system's temporary folder,
    // by file path, so that runs from one checkout would find this checkout's packages transpiled;
    // a folder of the copy's own starts it cold, as on a fresh clone (plugins/nodeRequire.ts).
    {
      cwd: scratch,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BROWSER: 'none', TMPDIR: temporaryFolder },
    },
  );
  // Stopped from outside (a timeout): the dev server's process group goes too.
  const stopServer = () => {
    if (server.pid === undefined) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('SIGTERM', () => {
    stopServer();
    process.exit(143);
  });
  let output = '';
  // Each chunk of the dev server's output, stamped with the seconds since start, also goes to
  // dev-server.log in the copy (kept with --keep-scratch): where the first page's time goes.
  const logFile = path.join(scratch, 'dev-server.log');
  const onOutput = (/** @type {Buffer} */ chunk) => {
    output += chunk;
    const stamp = `[${((Date.now() - started) / 1000).toFixed(1)} s] `;
    appendFileSync(logFile, String(chunk).replace(/^(?=.)/gm, stamp));
  };
  server.stdout.on('data', onOutput);
  server.stderr.on('data', onOutput);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const url = `http://127.0.0.1:${port}${PAGE}`;
    // The first page: retried until the dev server answers and the page shows "Create a card"'s fields.
    for (;;) {
      if (Date.now() - started > LIMIT_MS || server.exitCode !== null)
        throw new Error(`docusaurus start did not show ${PAGE} in time:\n${output.slice(-3000)}`);
      try {
        await page.goto(url, { timeout: 10_000 });
        await page.locator('[data-operation-id="createCard"] .api-field').first().waitFor({ timeout: 60_000 });
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    const firstPageMs = Date.now() - started;
    console.log(`  first API page shown after ${(firstPageMs / 1000).toFixed(1)} s`);

    /**
     * Edits a file of the scratch copy and waits until the open page shows the marker (hot reload,
     * or a reload when the dev server asks for one).
     * @param {string} file
     * @param {(text: string, marker: string) => string} edit
     */
    const timedEdit = async (file, edit) => {
      const marker = `Devloopmarker${Date.now()}`;
      const target = path.join(scratch, file);
      const editStarted = Date.now();
      writeFileSync(target, edit(readFileSync(target, 'utf8'), marker));
      // textContent, not innerText: an operation's box has `content-visibility: auto`
      // (src/components/ApiStaticHtml/api-reference.css), and innerText leaves out the text of a box
      // that is off screen, so an OpenAPI edit was never seen (the bench waited until its time limit).
      await page.waitForFunction((text) => document.body.textContent?.includes(text), marker, {
        timeout: LIMIT_MS,
        polling: 100,
      });
      return Date.now() - editStarted;
    };
    const mdxEditMs = await timedEdit(MDX_FILE, (text, marker) => `${text.trimEnd()}\n\n${marker} sentence.\n`);
    console.log(`  MDX edit shown after ${(mdxEditMs / 1000).toFixed(1)} s`);
    const openApiEditMs = await timedEdit(OPENAPI_FILE, (text, marker) => {
      if (!text.includes(OPENAPI_LINE)) throw new Error(`${OPENAPI_FILE} has no line '${OPENAPI_LINE}' to edit`);
      return text.replace(OPENAPI_LINE, OPENAPI_LINE.replace("'", `'${marker} `));
    });
    console.log(`  OpenAPI edit (${OPENAPI_FILE}) shown after ${(openApiEditMs / 1000).toFixed(1)} s`);
    return { firstPageMs, mdxEditMs, openApiEditMs, ref: commit };
  } finally {
    await browser.close();
    // The dev server and its workers: their own process group.
    stopServer();
    if (!keepScratch) {
      rmSync(scratch, { recursive: true, force: true });
      rmSync(temporaryFolder, { recursive: true, force: true });
    }
  }
}
