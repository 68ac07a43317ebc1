import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { slowChromium } from '../performance/slowCpu.mjs';

// npm run bench -- --vs-stock --slow-cpu: Lighthouse's Chromium in a CPU-limited control group.
describe('the emulated slower machine of the bench', () => {
  it('refuses a quota that is not a number of cores above 0, naming the option', () => {
    expect(() => slowChromium(Number('fast'))).toThrow(/--slow-cpu: "NaN" is not a number of cores/);
    expect(() => slowChromium(0)).toThrow(/--slow-cpu/);
    expect(() => slowChromium(0.25)).toThrow(/below the smallest quota, 0.5/);
  });

  it('starts its program inside a group limited to the quota asked for', (context) => {
    let slow: ReturnType<typeof slowChromium>;
    try {
      slow = slowChromium(0.5, { program: '/bin/cat' });
    } catch (error) {
      // Only a machine without a writable cpu controller (not root, not Linux) gets here.
      context.skip(`no writable cgroup cpu controller here: ${String(error)}`);
      return;
    }
    try {
      const cgroups = execFileSync(slow.chromiumPath, ['/proc/self/cgroup'], { encoding: 'utf8' });
      expect(cgroups).toContain(path.basename(slow.group));
      const quota = ['cpu.max', 'cpu.cfs_quota_us']
        .map((file) => {
          try {
            return readFileSync(path.join(slow.group, file), 'utf8').trim();
          } catch {
            return undefined;
          }
        })
        .find(Boolean);
      // Half a core is 1,000 µs in every 2,000 µs period.
      expect(quota).toMatch(/^1000( 2000)?$/);
    } finally {
      slow.close();
    }
  });
});
