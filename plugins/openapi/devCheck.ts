/**
 * Under `npm start`, the checks that the build fails on (Redocly's lint, then the project's checks:
 * examples, extensions, sources; the placement of operations on pages) run in a process of their own
 * (./devCheckProcess.ts), started once the bundler has finished the compile that follows a load of
 * openapi/. They ran in the dev server's own thread before, right after the description was bundled,
 * so they held up the first page and every edit of openapi/ while the plugins loaded and the bundler
 * compiled (measured alone: lint 5.7 s, checks 3.4 s; placements 1.3–2.5 s in a profile). The
 * build and `npm run check:api` still run them first and fail on them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import path from 'node:path';

/** What the bundler calls when a compile has finished (a webpack/Rspack plugin). */
export interface CompileDoneHook {
  apply(compiler: { hooks: { done: { tap(name: string, callback: () => void): void } } }): void;
}

/**
 * Runs a check when a compile has finished, if a load of the description asked for one since the
 * last; a check still running when the next starts is stopped, as its description is out of date.
 */
export class DevCheck {
  private pending = false;
  private running: ChildProcess | undefined;

  constructor(
    private readonly start: () => ChildProcess,
    private readonly report: (output: string, exitCode: number | null) => void,
  ) {}

  /** A load of openapi/ asks for a check of what it loaded. */
  request(): void {
    this.pending = true;
  }

  /** The bundler finished a compile: start the check asked for, if any. */
  compiled(): void {
    if (!this.pending) return;
    this.pending = false;
    this.running?.kill();
    const child = this.start();
    this.running = child;
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('close', (exitCode, signal) => {
      if (this.running === child) this.running = undefined;
      // Stopped for a newer check: nothing to say about an outdated description.
      if (signal === null) this.report(output, exitCode);
    });
  }

  /** The plugin that tells this check when the bundler has finished a compile. */
  compileDoneHook(): CompileDoneHook {
    return { apply: (compiler) => compiler.hooks.done.tap('openapi-dev-check', () => this.compiled()) };
  }
}

/**
 * Gives a started process the lowest scheduling priority: the check is background work, and on a
 * machine with few cores it would otherwise take a core from the dev server and the browser while
 * they serve and show the page it checks. A system that refuses leaves the priority as it was.
 */
export function inBackground(child: ChildProcess): ChildProcess {
  try {
    if (child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  } catch {
    // Not allowed here: the check still runs, at normal priority.
  }
  return child;
}

/** The dev server's check of openapi/: ./devCheckProcess.ts in a Node process of its own, through jiti. */
export const devCheck = new DevCheck(
  () =>
    inBackground(
      spawn(process.execPath, [require.resolve('jiti/bin/jiti.js'), path.join(__dirname, 'devCheckProcess.ts')], {
        cwd: process.cwd(),
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ),
  (output, exitCode) => {
    if (exitCode !== 0) console.error(`[openapi] Checked after serving; the build fails on this:\n${output.trimEnd()}`);
  },
);
