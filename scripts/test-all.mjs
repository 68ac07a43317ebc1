#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in the order that shares one production build.
 *   1. static checks: ESLint, TypeScript, Prettier, MDX (every content file compiles)
 *   2. unit tests (no build needed)
 *   3. one production build (skipped with --no-build when build/ is fresh)
 *   4. build tests (Vitest), and beside them a build on Docusaurus's own runtime (DOCS_RUNTIME=stock,
 *      src/site/runtime.mjs) into build-stock/
 *   5. browser tests against the production build (Playwright Test, playwright.config.ts), then the
 *      behaviour tests tagged @stock against build-stock/, so that the stock runtime cannot rot
 * The static checks run in two lanes at once, ESLint in one and the others in turn in the other: the
 * machine has 2 cores and each of these is mostly one thread; each lane's output is printed whole
 * when it ends, so that the two do not interleave.
 * Ends with a table of each phase's duration (slowest first, and the whole run's wall time), then one line
 * "N passed, N failed" counting every test and check, read from each runner's JSON report in test-results/.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const skipBuild = process.argv.includes('--no-build');
const suiteStarted = Date.now();

let passed = 0;
let failed = 0;
const failures = [];
/** @type {{ label: string, seconds: number, ok: boolean }[]} every phase, for the table at the end */
const phases = [];

/**
 * Runs one phase. `buffered`: its output is kept and printed whole when it ends, so that it does not
 * interleave with a phase running beside it (whose output streams as usual).
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 * @param {{ buffered?: boolean, beside?: string }} [options] `beside`: the phase it runs next to, for the log
 * @returns {Promise<boolean>} whether it exited with 0
 */
async function run(label, command, args, env = {}, { buffered = false, beside } = {}) {
  const started = Date.now();
  const header = `\n▶ ${label}: ${command} ${args.join(' ')}`;
  if (!buffered) console.log(header);
  const child = spawn(command, args, {
    cwd: root,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', (code) => resolve(code));
  });
  const seconds = (Date.now() - started) / 1000;
  const ok = status === 0;
  phases.push({ label, seconds, ok });
  if (buffered) {
    console.log(header);
    process.stdout.write(Buffer.concat(output));
  }
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds.toFixed(1)} s${beside ? `, beside ${beside}` : ''})`);
  return ok;
}

/**
 * Static checks at once, each lane's checks in turn; each counts as one passed or failed check.
 * @param {[string, string, string[]][][]} lanes each a list of [label, command, args]
 */
async function checkConcurrently(lanes) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [label, command, args] of lane) {
        const ok = await run(label, command, args, {}, { buffered: true, beside: 'the other lane' });
        if (ok) passed += 1;
        else {
          failed += 1;
          failures.push(label);
        }
      }
    }),
  );
}

/**
 * @param {string} project
 * @param {{ beside?: string }} [options]
 */
async function vitest(project, { beside } = {}) {
  const output = path.join(resultsDir, `${project}.json`);
  const ok = await run(
    `${project} tests`,
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    {},
    { beside },
  );
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numFailedTests > 0 || !ok) failures.push(`${project} tests`);
    if (report.numTotalTests === 0) {
      failed += 1;
      failures.push(`${project} tests: none ran`);
    }
  } catch {
    failed += 1;
    failures.push(`${project} tests: no report`);
  }
}

/**
 * Browser tests on Playwright Test, counted from its JSON report: a flaky test (passed only on a
 * retry; the config allows none) counts as failed, and so does a run in which no test ran.
 * @param {string} [label]
 * @param {string[]} [args]
 * @param {Record<string, string>} [env] E2E_BUILD_DIR tests another build (its own report)
 */
async function playwright(label = 'e2e tests', args = [], env = {}) {
  const output = path.join(resultsDir, env.E2E_BUILD_DIR ? 'e2e-stock.json' : 'e2e.json');
  rmSync(output, { force: true });
  const ok = await run(label, 'npx', ['playwright', 'test', ...args], env);
  try {
    const { stats } = JSON.parse(readFileSync(output, 'utf8'));
    const bad = stats.unexpected + stats.flaky;
    passed += stats.expected;
    failed += bad;
    if (bad > 0 || !ok) failures.push(label);
    if (stats.skipped > 0) console.log(`${stats.skipped} e2e tests skipped`);
    if (stats.expected + bad === 0) {
      failed += 1;
      failures.push(`${label}: none ran`);
    }
  } catch {
    failed += 1;
    failures.push(`${label}: no report`);
  }
}

const staticStarted = Date.now();
await checkConcurrently([
  [['ESLint', 'npx', ['eslint', '.', '--max-warnings=0']]],
  [
    ['TypeScript', 'npx', ['tsc', '--noEmit']],
    ['Prettier', 'npx', ['prettier', '--check', '.']],
    ['MDX', 'node', ['scripts/check-mdx.mjs']],
  ],
]);
console.log(`Static checks: ${((Date.now() - staticStarted) / 1000).toFixed(1)} s wall`);
await vitest('unit');

const built = skipBuild || (await run('production build', 'npm', ['run', 'build']));
if (built) {
  if (!skipBuild) passed += 1;
  // Docusaurus's own runtime: one more build (its own folder), and the behaviour tests tagged @stock.
  // No .br/.gz files for it (DOCS_PRECOMPRESS=off, plugins/build-output): compression is a minute of
  // the build and not what these tests are about. No API mock either (E2E_MOCK=off, playwright.config.ts):
  // only the Try it tests call it, and none of them is tagged @stock. Its generated files go to
  // .docusaurus-stock/ (DOCUSAURUS_GENERATED_FILES_DIR_NAME, read by Docusaurus), so that .docusaurus/
  // stays the production build's, which the build tests read (tests/build/sections.test.ts).
  const stock = {
    DOCS_RUNTIME: 'stock',
    DOCS_PRECOMPRESS: 'off',
    DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-stock',
    E2E_BUILD_DIR: 'build-stock',
    E2E_MOCK: 'off',
  };
  // With --no-build an existing build-stock/ is tested as it is, like build/.
  const reuseStock = skipBuild && existsSync(path.join(root, 'build-stock'));
  // The stock build runs beside the build tests: the build loads its content on about one core for
  // half its time, and on the 2-core machine the two took 110 s together against 141 s one after the
  // other (65 s and 76 s, measured alone within 6 minutes). The browser tests wait for both: their
  // timing tests need the cores to themselves.
  const [stockBuilt] = await Promise.all([
    reuseStock ||
      run(
        'production build, stock runtime',
        'node',
        ['scripts/docusaurus.mjs', 'build', '--out-dir', 'build-stock'],
        stock,
        {
          buffered: true,
          beside: 'the build tests',
        },
      ),
    vitest('build', { beside: reuseStock ? undefined : 'the stock-runtime build' }),
  ]);
  await playwright();
  if (stockBuilt) {
    if (!reuseStock) passed += 1;
    await playwright('e2e tests on the stock runtime', ['--grep', '@stock'], stock);
  } else {
    failed += 1;
    failures.push('production build, stock runtime (its browser tests not run)');
  }
} else {
  failed += 1;
  failures.push('production build (build and browser tests not run)');
}

/**
 * The phases' durations, slowest first, and the whole run's wall time (the budget is 10 minutes:
 * README); the static checks overlap, so the phases add up to more than the total.
 */
function printPhases() {
  const width = Math.max(...phases.map(({ label }) => label.length), 'total'.length);
  const line = (/** @type {string} */ label, /** @type {number} */ seconds, mark = ' ') =>
    `${mark} ${label.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s`;
  const total = (Date.now() - suiteStarted) / 1000;
  console.log('\nPhase durations:');
  for (const { label, seconds, ok } of [...phases].sort((a, b) => b.seconds - a.seconds)) {
    console.log(line(label, seconds, ok ? '✔' : '✘'));
  }
  console.log(line('total', total));
}

printPhases();
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
