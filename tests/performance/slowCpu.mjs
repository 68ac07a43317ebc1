/**
 * A slower machine, emulated for `npm run bench -- --vs-stock --slow-cpu[=CORES]`: Chromium runs in a
 * Linux control group whose CPU quota is CORES cores (0.75 by default) for all its processes together.
 * Unlike Lighthouse's simulated 4× slowdown, which multiplies the durations of tasks measured on a
 * fast machine, the browser here really is slower: its tasks take longer, so those near Lighthouse's
 * 50 ms threshold cross it, as they do on a slower phone or a busy CI host.
 *
 * Needs the `cpu` controller writable (root in a container, or a delegated cgroup): cgroup v2
 * (`cpu.max`) or v1 (`cpu/cpu.cfs_quota_us`). Anything else is a clear error, not a silent run at
 * full speed. The quota is given per 2 ms period, so a throttled task waits at most about a
 * millisecond at a time rather than tens of them, as it would with the kernel's default 100 ms period.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CHROMIUM_PATH } from '../chromium.mjs';

const PERIOD_US = 2000;

/**
 * Where this machine's cpu controller is, and how its quota is written.
 * @returns {{ dir: string, write: (group: string, quotaUs: number) => void, procs: string }}
 */
function cpuController() {
  const v2 = '/sys/fs/cgroup';
  if (existsSync(path.join(v2, 'cgroup.controllers'))) {
    if (!readFileSync(path.join(v2, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('cpu'))
      throw new Error('--slow-cpu: cgroup v2 is mounted but its cpu controller is not available here');
    return {
      dir: v2,
      procs: 'cgroup.procs',
      write: (group, quotaUs) => {
        // The controller must be enabled for the root's children before a child can set cpu.max.
        try {
          writeFileSync(path.join(v2, 'cgroup.subtree_control'), '+cpu');
        } catch {
          // Already enabled, or not allowed: cpu.max below says which.
        }
        writeFileSync(path.join(group, 'cpu.max'), `${quotaUs} ${PERIOD_US}`);
      },
    };
  }
  const v1 = '/sys/fs/cgroup/cpu';
  if (existsSync(path.join(v1, 'cpu.cfs_quota_us')))
    return {
      dir: v1,
      procs: 'cgroup.procs',
      write: (group, quotaUs) => {
        writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(quotaUs));
      },
    };
  throw new Error('--slow-cpu: no cgroup cpu controller found under /sys/fs/cgroup (Linux only)');
}

/**
 * Makes the control group and a launcher that moves itself into it and then starts Chromium.
 * @param {number} cores the CPU quota for all of Chromium's processes together, in cores
 * @param {{ program?: string }} [options] program: what the launcher starts (Chromium; tests start another)
 * @returns {{ chromiumPath: string, cores: number, group: string, close: () => void }}
 */
export function slowChromium(cores, { program = CHROMIUM_PATH } = {}) {
  if (!(cores > 0)) throw new Error(`--slow-cpu: "${cores}" is not a number of cores above 0`);
  // The kernel's smallest quota is 1 ms, half of the 2 ms period.
  if (cores < 0.5) throw new Error(`--slow-cpu: ${cores} cores is below the smallest quota, 0.5`);
  const controller = cpuController();
  const group = path.join(controller.dir, `unit-docs-bench-${process.pid}`);
  try {
    mkdirSync(group, { recursive: true });
    controller.write(group, Math.round(cores * PERIOD_US));
  } catch (error) {
    try {
      rmdirSync(group);
    } catch {
      // Never made, or not ours to remove.
    }
    throw new Error(
      `--slow-cpu: cannot set a CPU quota in ${group} (${error instanceof Error ? error.message : String(error)}); it needs root or a delegated cgroup`,
    );
  }
  const launcher = path.join(mkdtempSync(path.join(tmpdir(), 'slow-chromium-')), 'chromium');
  // `exec` keeps the process (now inside the group) as Chromium itself; its children inherit the group.
  writeFileSync(
    launcher,
    `#!/bin/sh\necho $$ > '${path.join(group, controller.procs)}' || exit 1\nexec '${program}' "$@"\n`,
  );
  chmodSync(launcher, 0o755);
  return {
    chromiumPath: launcher,
    cores,
    group,
    close: () => {
      try {
        rmdirSync(group);
      } catch {
        // A Chromium still exiting keeps the group busy; an empty group left behind is harmless.
      }
    },
  };
}
