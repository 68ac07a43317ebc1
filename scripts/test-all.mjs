#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in the order that shares one production build.
 *   1. static checks: ESLint, TypeScript, Prettier, MDX (every content file compiles)
 *   2. unit tests (no build needed)
 *   3. one production build (skipped with --no-build when build/ is fresh)
 *   4. build tests (Vitest), then browser tests against that build (Playwright Test, playwright.config.ts)
 *   5. a build on Docusaurus's own runtime (DOCS_RUNTIME=stock, src/site/runtime.mjs) into build-stock/,
 *      and the behaviour tests tagged @stock on it, so that the stock runtime cannot rot
 * Ends with a table of each phase's duration (slowest first, and the total), then one line
 * "N passed, N failed" counting every test and check, read from each runner's JSON report in test-results/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const skipBuild = process.argv.includes('--no-build');

let passed = 0;
let failed = 0;
const failures = [];
/** @type {{ label: string, seconds: number, ok: boolean }[]} every phase, for the table at the end */
const phases = [];

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 */
function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  const ok = result.status === 0;
  phases.push({ label, seconds, ok });
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds.toFixed(1)} s)`);
  return ok;
}

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 */
function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/** @param {string} project */
function vitest(project) {
  const output = path.join(resultsDir, `${project}.json`);
  const ok = run(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
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
function playwright(label = 'e2e tests', args = [], env = {}) {
  const output = path.join(resultsDir, env.E2E_BUILD_DIR ? 'e2e-stock.json' : 'e2e.json');
  rmSync(output, { force: true });
  const ok = run(label, 'npx', ['playwright', 'test', ...args], env);
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

check('ESLint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('TypeScript', 'npx', ['tsc', '--noEmit']);
check('Prettier', 'npx', ['prettier', '--check', '.']);
check('MDX', 'node', ['scripts/check-mdx.mjs']);
vitest('unit');

const built = skipBuild || run('production build', 'npm', ['run', 'build']);
if (built) {
  if (!skipBuild) passed += 1;
  vitest('build');
  playwright();
  // Docusaurus's own runtime: one more build (its own folder), and the behaviour tests tagged @stock.
  // No .br/.gz files for it (DOCS_PRECOMPRESS=off, plugins/build-output): compression is a minute of
  // the build and not what these tests are about.
  const stock = { DOCS_RUNTIME: 'stock', DOCS_PRECOMPRESS: 'off', E2E_BUILD_DIR: 'build-stock' };
  // With --no-build an existing build-stock/ is tested as it is, like build/.
  const reuseStock = skipBuild && existsSync(path.join(root, 'build-stock'));
  if (
    reuseStock ||
    run('production build, stock runtime', 'npx', ['docusaurus', 'build', '--out-dir', 'build-stock'], stock)
  ) {
    if (!reuseStock) passed += 1;
    playwright('e2e tests on the stock runtime', ['--grep', '@stock'], stock);
  } else {
    failed += 1;
    failures.push('production build, stock runtime (its browser tests not run)');
  }
} else {
  failed += 1;
  failures.push('production build (build and browser tests not run)');
}

/** The phases' durations, slowest first, and the whole run's (the budget is 10 minutes: README). */
function printPhases() {
  const width = Math.max(...phases.map(({ label }) => label.length), 'total'.length);
  const line = (/** @type {string} */ label, /** @type {number} */ seconds, mark = ' ') =>
    `${mark} ${label.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s`;
  const total = phases.reduce((sum, { seconds }) => sum + seconds, 0);
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
