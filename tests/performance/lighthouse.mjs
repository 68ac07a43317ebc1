/**
 * One Lighthouse mobile run (performance only, simulated throttling) in Debian's Chromium with a fresh
 * profile, as `npm run bench` and `npm run bench -- --compare-runtime` take it. Spawned asynchronously,
 * because the calling process often serves the pages it loads.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * @param {string} url
 * @param {{ chromiumPath?: string }} [options] chromiumPath: another launcher of Chromium (./slowCpu.mjs)
 * @returns {Promise<{ score: number, tbtMs: number } | undefined>} undefined for a run that failed or
 *   recorded no score (Lighthouse's NO_NAVSTART): not a figure.
 */
export function lighthouse(url, { chromiumPath = CHROMIUM_PATH } = {}) {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'lh-report-')), 'report.json');
  return new Promise((resolve) => {
    const child = spawn(
      path.join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')} --user-data-dir=${mkdtempSync(path.join(tmpdir(), 'lh-'))}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
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
