/**
 * The dev server's check of openapi/ (plugins/openapi/devCheck.ts): started only when a compile
 * ends after a load asked for it, reported with its output, and a check made stale by a newer load
 * stopped without a report. The checks are small Node processes standing in for the real one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';

import { getPriority } from 'node:os';

import { DevCheck, inBackground } from '../../plugins/openapi/devCheck';

/** A stand-in check: a Node process that runs `script`. */
const nodeProcess = (script: string) => () =>
  spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });

function recorder() {
  const reports: { output: string; exitCode: number | null }[] = [];
  let resolveNext: () => void = () => {};
  const next = () => new Promise<void>((resolve) => (resolveNext = resolve));
  const report = (output: string, exitCode: number | null) => {
    reports.push({ output, exitCode });
    resolveNext();
  };
  return { reports, report, next };
}

describe('the dev server check of openapi/', () => {
  it('starts no check when no load asked for one', () => {
    let started = 0;
    const check = new DevCheck(
      () => {
        started += 1;
        return nodeProcess('')();
      },
      () => {},
    );
    check.compiled();
    expect(started).toBe(0);
  });

  it('starts once per load, when the compile after it ends, and reports the output and exit code', async () => {
    const { reports, report, next } = recorder();
    let started = 0;
    const check = new DevCheck(() => {
      started += 1;
      return nodeProcess('console.error("cards.yaml: a problem"); process.exit(1)')();
    }, report);
    let onDone: () => void = () => {};
    check.compileDoneHook().apply({ hooks: { done: { tap: (_name, callback) => (onDone = callback) } } });
    check.request();
    expect(started).toBe(0);
    const reported = next();
    onDone();
    onDone();
    await reported;
    expect(started).toBe(1);
    expect(reports).toEqual([{ output: 'cards.yaml: a problem\n', exitCode: 1 }]);
  });

  it('stops a check that a newer load made stale, and reports only the newer one', async () => {
    const { reports, report, next } = recorder();
    const scripts = ['setTimeout(() => console.log("stale"), 20000)', 'console.log("fresh")'];
    const children: ChildProcess[] = [];
    const check = new DevCheck(() => {
      const child = nodeProcess(scripts.shift() ?? '')();
      children.push(child);
      return child;
    }, report);
    check.request();
    check.compiled();
    const reported = next();
    check.request();
    check.compiled();
    await reported;
    const stale = children[0];
    if (stale && stale.exitCode === null && stale.signalCode === null)
      await new Promise((resolve) => stale.once('close', resolve));
    expect(stale?.signalCode).toBe('SIGTERM');
    expect(reports).toEqual([{ output: 'fresh\n', exitCode: 0 }]);
  });

  it('runs the check at the lowest priority, in the background of the dev server and the browser', () => {
    const child = inBackground(nodeProcess('setTimeout(() => {}, 5000)')());
    try {
      expect(getPriority(child.pid)).toBe(19);
    } finally {
      child.kill();
    }
  });
});
