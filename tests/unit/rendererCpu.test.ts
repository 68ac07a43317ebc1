import { describe, expect, it } from 'vitest';

import { summariseRendererTasks } from '../performance/rendererCpu.mjs';

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs?: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});

// npm run bench -- --vs-stock: the renderer's CPU time for a first load, from a Chromium trace.
describe("the bench's renderer CPU time", () => {
  it("adds up the page's renderer main thread by CPU time, up to the end mark", () => {
    const events = [
      thread(1, 1, 'CrBrowserMain'),
      thread(2, 7, 'CrRendererMain'), // about:blank's renderer
      thread(3, 9, 'CrRendererMain'), // the page's
      task(1, 1, 100, 500, 400),
      task(2, 7, 100, 3, 3),
      task(3, 9, 1_000, 40, 10),
      task(3, 9, 60_000, 30, 20),
      task(3, 9, 90_000, 5), // no thread time recorded: its wall time counts
      { name: 'renderer-cpu-end', ph: 'R', pid: 3, tid: 9, ts: 100_000 },
      task(3, 9, 200_000, 90, 90), // after the end mark
    ];
    expect(summariseRendererTasks(events)).toEqual({ cpuMs: 35, longestTaskMs: 20, taskMs: 75, tasks: 3 });
  });

  it('says so when the trace holds no renderer task', () => {
    expect(() => summariseRendererTasks([thread(1, 1, 'CrBrowserMain'), task(1, 1, 0, 10, 10)])).toThrow(
      /no task on a renderer main thread/,
    );
  });
});
