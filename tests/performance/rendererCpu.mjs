/**
 * The renderer's CPU time for one first load, as `npm run bench -- --vs-stock` prints it beside
 * Lighthouse: a fresh Chromium traces the page from navigation until it has hydrated
 * (`data-has-hydrated`, and `data-deferred-hydration="done"` on our runtime) plus a second, and the
 * main thread's tasks are added up by their CPU time (thread time), which a busy or slow machine
 * stretches far less than their wall time. The same page measured twice varies by a few percent,
 * where Lighthouse's blocking time varies by tens.
 */
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const END_MARK = 'renderer-cpu-end';

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any }} TraceEvent
 * @typedef {{ cpuMs: number, longestTaskMs: number, taskMs: number, tasks: number }} RendererCpu
 */

/**
 * Adds up the tasks of the page's renderer main thread (the `CrRendererMain` with the most task time)
 * up to the end mark.
 * @param {TraceEvent[]} events a Chromium trace's events (with the disabled-by-default-devtools.timeline category, which has RunTask)
 * @returns {RendererCpu}
 */
export function summariseRendererTasks(events) {
  const threadNames = new Map();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name);
  /** @type {Map<string, TraceEvent[]>} */
  const tasksByThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || threadNames.get(thread) !== 'CrRendererMain') continue;
    const tasks = tasksByThread.get(thread) ?? [];
    tasks.push(event);
    tasksByThread.set(thread, tasks);
  }
  const cpuOf = (/** @type {TraceEvent} */ task) => (task.tdur ?? task.dur ?? 0) / 1000;
  const total = (/** @type {TraceEvent[]} */ tasks) => tasks.reduce((sum, task) => sum + cpuOf(task), 0);
  const main = [...tasksByThread.values()].sort((a, b) => total(b) - total(a))[0];
  if (!main) throw new Error('renderer CPU: the trace has no task on a renderer main thread');
  const end = events.find((event) => event.name === END_MARK);
  const tasks = end ? main.filter((task) => task.ts <= end.ts) : main;
  return {
    cpuMs: total(tasks),
    longestTaskMs: Math.max(0, ...tasks.map(cpuOf)),
    taskMs: tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000, 0),
    tasks: tasks.length,
  };
}

/**
 * One fresh load of `url` in a phone-sized viewport.
 * @param {string} url
 * @param {{ stock?: boolean, chromiumPath?: string }} [options] stock: the page is stock Docusaurus,
 *   which sets no `data-deferred-hydration`
 * @returns {Promise<RendererCpu>}
 */
export async function rendererCpu(url, { stock = false, chromiumPath = CHROMIUM_PATH } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto('about:blank');
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        '__metadata',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      (isStock) => {
        const { dataset } = document.documentElement;
        return dataset.hasHydrated === 'true' && (isStock || dataset.deferredHydration === 'done');
      },
      stock,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1000);
    await page.evaluate((mark) => performance.mark(mark), END_MARK);
    const events = /** @type {{ traceEvents: TraceEvent[] }} */ (JSON.parse((await browser.stopTracing()).toString()))
      .traceEvents;
    return summariseRendererTasks(events);
  } finally {
    await browser.close();
  }
}
