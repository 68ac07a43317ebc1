/**
 * One Lighthouse mobile run (performance only) in Debian's Chromium with a fresh profile, as
 * `npm run bench` and `npm run bench -- --compare-runtime` take it. Spawned asynchronously, because the
 * calling process often serves the pages it loads.
 *
 * Throttling is Lighthouse's default, simulated: it loads the page at full speed and computes what a
 * phone 4× slower would have seen from the trace. With `appliedCpuSlowdown` it is applied instead
 * (`--throttling-method=devtools`): Chromium itself runs the page's main thread that many times
 * slower, and DevTools slows the network, so the blocking time is what the trace really shows. That
 * is the bench's slower machine (`--applied-cpu`): a rate of 8 is a phone 4× slower on a host 2×
 * slower, without the simulation also multiplying the main thread's waits on other processes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Lighthouse's command-line arguments for one run.
 * @param {string} url
 * @param {string} report where the JSON report goes
 * @param {string} profileDir a fresh Chromium profile
 * @param {{ appliedCpuSlowdown?: number }} [options]
 * @returns {string[]}
 */
export function lighthouseArguments(url, report, profileDir, { appliedCpuSlowdown } = {}) {
  if (appliedCpuSlowdown !== undefined && !(appliedCpuSlowdown >= 1))
    throw new Error(`Lighthouse: a CPU slowdown of "${appliedCpuSlowdown}" is not a number of at least 1`);
  return [
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    ...(appliedCpuSlowdown === undefined
      ? []
      : ['--throttling-method=devtools', `--throttling.cpuSlowdownMultiplier=${appliedCpuSlowdown}`]),
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')} --user-data-dir=${profileDir}`,
  ];
}

/**
 * @param {string} url
 * @param {{ chromiumPath?: string, appliedCpuSlowdown?: number }} [options] chromiumPath: another
 *   launcher of Chromium (./slowCpu.mjs); appliedCpuSlowdown: throttling applied, not simulated
 * @returns {Promise<{ score: number, tbtMs: number } | undefined>} undefined for a run that failed or
 *   recorded no score (Lighthouse's NO_NAVSTART): not a figure.
 */
export function lighthouse(url, { chromiumPath = CHROMIUM_PATH, appliedCpuSlowdown } = {}) {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'lh-report-')), 'report.json');
  const args = lighthouseArguments(url, report, mkdtempSync(path.join(tmpdir(), 'lh-')), { appliedCpuSlowdown });
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'lighthouse'), args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', () => {
      clearTimeout(timer);
      try {
        const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
        const score = categories.performance.score;
        resolve(typeof score === 'number' ? { score, tbtMs: audits['total-blocking-time'].numericValue } : undefined);
      } catch {
        resolve(undefined);
      }
    });
  });
}

/**
 * The rates of `npm run bench -- --applied-cpu[=RATES]`: 4 and 8 when none are given (a phone on this
 * host, and on a host twice as slow).
 * @param {string} argument `--applied-cpu` or `--applied-cpu=4,8`
 * @returns {number[]}
 */
export function appliedCpuRates(argument) {
  const [, list] = argument.split('=');
  if (list === undefined) return [4, 8];
  const rates = list.split(',').map((word) => Number(word.trim()));
  const bad = list.split(',').find((word, index) => word.trim() === '' || !(Number(rates[index]) >= 1));
  if (bad !== undefined)
    throw new Error(`--applied-cpu: "${bad}" is not a CPU slowdown of at least 1 (e.g. --applied-cpu=4,8)`);
  return rates;
}
