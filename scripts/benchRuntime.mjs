/**
 * `npm run bench -- --compare-runtime [--pieces] [--no-build] [--lighthouse-pages a,b] [--runs N] [--minutes M]`:
 * the custom browser runtime against Docusaurus's own (src/site/runtime.mjs), side by side in one run.
 *   - builds each runtime into a folder of its own (bench-results/runtime/<variant>/, never build/),
 *     one after the other; --pieces adds one build per piece turned off, and one of the stock
 *     runtime with React Suspense boundaries at the gates (DOCS_HYDRATION_GATES=suspense);
 *   - serves each with the project's server (server/app.mjs) on a port of its own;
 *   - for every page type of tests/performance/pageTypes.mjs: first-load JS (gzip), the hydration
 *     marks (from navigation start: `hydrate root`, `data-has-hydrated`, `data-deferred-hydration=
 *     "done"`, and the blocking time of the long tasks until then, at 4× CPU slowdown; median of
 *     --runs), and Lighthouse mobile performance and total blocking time (median of --runs, each run
 *     shown). Page loads and Lighthouse runs are interleaved (A, B, A, B…), so drift of a busy
 *     machine hits every variant alike;
 *   - prints, per page type, each variant with its ratio to stock, and with --pieces each piece's
 *     gain: (the build without it) − (the full custom build).
 * --lighthouse-pages limits the Lighthouse runs and the hydration marks, of every build, to the page
 * types whose names contain one of the words (first-load JS is taken for every page type and build).
 * --minutes caps the whole run: once a further marks round or Lighthouse run would pass it, the rest
 * are skipped (never a build) and the tables say how many runs each figure has.
 * The builds write no .br/.gz files (DOCS_PRECOMPRESS=off unless set: a minute saved per build), so
 * every build is served uncompressed alike; first-load JS is counted at gzip size from the files.
 * Figures go to bench-results/runtime.json.
 * Hold the shared lock for the whole run: `flock /tmp/unit-docs-heavy.lock npm run bench -- --compare-runtime`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';
import { measureFirstLoad } from '../tests/performance/firstLoad.mjs';
import { PAGE_TYPES } from '../tests/performance/pageTypes.mjs';
import { serveBuild } from '../tests/performance/serveBuild.mjs';
import { browserRuntime } from '../src/site/runtime.mjs';
import { lighthouse } from '../tests/performance/lighthouse.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * @typedef {{ id: string, env: Record<string, string>, piece?: string }} Variant
 * `piece`: the piece whose gain this build measures (the build lacks it).
 */

/** @type {Variant[]} */
const COMPARED = [
  { id: 'custom', env: {} },
  { id: 'stock', env: { DOCS_RUNTIME: 'stock' } },
];
/** @type {Variant[]} */
const PIECES = [
  // The gates rely on preact (src/site/runtime.mjs), so preact's gain is measured without gates on
  // both sides: (no preact, no gates) − (no gates).
  { id: 'no-preact', env: { DOCS_RUNTIME_OFF: 'preact,gates' }, piece: 'preact' },
  { id: 'no-gates', env: { DOCS_RUNTIME_OFF: 'gates' }, piece: 'gates' },
  { id: 'no-entry', env: { DOCS_RUNTIME_OFF: 'entry' }, piece: 'entry' },
  // Core's prefetcher cannot read the route data buckets, so the prefetcher's gain is measured
  // without them on both sides: (no prefetch, no routeData) − (no routeData).
  { id: 'no-prefetch', env: { DOCS_RUNTIME_OFF: 'prefetch,routeData' }, piece: 'prefetch' },
  { id: 'no-routeScripts', env: { DOCS_RUNTIME_OFF: 'routeScripts' }, piece: 'routeScripts' },
  { id: 'no-routeData', env: { DOCS_RUNTIME_OFF: 'routeData' }, piece: 'routeData' },
  { id: 'no-utilsCommon', env: { DOCS_RUNTIME_OFF: 'utilsCommon' }, piece: 'utilsCommon' },
  { id: 'stock-suspense', env: { DOCS_RUNTIME: 'stock', DOCS_HYDRATION_GATES: 'suspense' } },
];

/** @param {number[]} values */
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : /** @type {number} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
};
/** @param {number} bytes */
const kB = (bytes) => (bytes / 1024).toFixed(1);
/** @param {number} ms */
const ms = (ms) => (Number.isFinite(ms) ? String(Math.round(ms)) : '–');
/**
 * @param {number} value
 * @param {number} base
 */
const ratio = (value, base) => (Number.isFinite(value) && base > 0 ? (value / base).toFixed(2) : '–');

/**
 * Builds one variant into its folder (`docusaurus build --out-dir`, which runs every step of the
 * build: plugins/build-output), with the variant's environment.
 * @param {Variant} variant
 * @param {string} outDir
 */
function buildVariant(variant, outDir) {
  const env = {
    ...process.env,
    DOCS_PRECOMPRESS: process.env.DOCS_PRECOMPRESS ?? 'off',
    DOCS_RUNTIME: '',
    DOCS_RUNTIME_OFF: '',
    DOCS_HYDRATION_GATES: '',
    ...variant.env,
  };
  // Fails here, naming the variable, before a build starts.
  const runtime = browserRuntime(env);
  console.log(`Building ${variant.id} (${runtime.label}) into ${path.relative(root, outDir)}/ …`);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.dirname(outDir), { recursive: true });
  const started = Date.now();
  // The build's own lines (plugins/build-output prints its steps' times) go to a log beside the folder.
  const logFile = `${outDir}.build.log`;
  const result = spawnSync(process.execPath, ['scripts/docusaurus.mjs', 'build', '--out-dir', outDir], {
    cwd: root,
    env,
    stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
  });
  if (result.status !== 0)
    throw new Error(`The ${variant.id} build failed (docusaurus build exited with ${result.status}; ${logFile}).`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`  ${variant.id}: built in ${seconds.toFixed(0)} s (log: ${path.relative(root, logFile)})`);
  return seconds;
}

/**
 * The hydration marks of one first load at 4× CPU slowdown, in ms from navigation start, and the
 * blocking time (each long task's time beyond 50 ms) until the last of them. Which runtime sets which:
 *   - `hydrate root` (performance mark): the custom entry only (plugins/small-runtime/clientEntry.tsx),
 *     just before it hydrates; core's entry marks nothing, so stock shows none;
 *   - `data-has-hydrated="true"` on <html>: both (Docusaurus sets it through Helmet once the root
 *     has hydrated);
 *   - `data-deferred-hydration="done"` on <html>: both (the gates when the last has opened; with the
 *     gates passing through, src/components/DeferredHydration/clientModule.ts right after hydration;
 *     with Suspense gates, once every boundary has hydrated);
 *   - `hydrate <id>` marks: one per gate opened (custom) or Suspense boundary hydrated; none with
 *     the gates passing through. Counted in `gateMarks`.
 * The observer watches `document`, not `document.documentElement`: an init script runs before the
 * parser has created <html> (documentElement is still null then).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
export async function hydrationMarks(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const marks = /** @type {{ hasHydrated?: number, done?: number, tasks: number[][] }} */ ({ tasks: [] });
    /** @type {any} */ (window).hydrationMarks = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      const html = document.documentElement;
      if (!html) return;
      if (html.dataset.hasHydrated === 'true') marks.hasHydrated ??= performance.now();
      if (html.dataset.deferredHydration === 'done') marks.done ??= performance.now();
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-has-hydrated', 'data-deferred-hydration'],
    });
  });
  await page.goto(url);
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hasHydrated === 'true' &&
      document.documentElement.dataset.deferredHydration === 'done',
    undefined,
    { timeout: 60_000 },
  );
  const marks = await page.evaluate(() => {
    const recorded = /** @type {any} */ (window).hydrationMarks;
    const end = Math.max(recorded.hasHydrated ?? 0, recorded.done ?? 0);
    return {
      // null, not NaN, when absent: the figures are also written as JSON.
      root: performance.getEntriesByName('hydrate root')[0]?.startTime ?? null,
      hasHydrated: recorded.hasHydrated ?? null,
      done: recorded.done ?? null,
      gateMarks: performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('hydrate ') && mark.name !== 'hydrate root').length,
      blockingMs: /** @type {number[][]} */ (recorded.tasks)
        .filter(([start]) => /** @type {number} */ (start) <= end)
        .reduce((sum, [, duration]) => sum + Math.max(0, /** @type {number} */ (duration) - 50), 0),
    };
  });
  await context.close();
  if (marks.hasHydrated === null || marks.done === null) {
    throw new Error(
      `${url}: the hydration marks were not recorded (data-has-hydrated ${marks.hasHydrated}, done ${marks.done}).`,
    );
  }
  return marks;
}

export async function compareRuntimes(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'compare-runtime': { type: 'boolean' },
      pieces: { type: 'boolean' },
      'no-build': { type: 'boolean' },
      'lighthouse-pages': { type: 'string' },
      runs: { type: 'string', default: process.env.BENCH_LIGHTHOUSE_RUNS ?? '3' },
      minutes: { type: 'string' },
    },
  });
  const started = Date.now();
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs "${values.runs}": give a whole number of runs.`);
  const minutes = values.minutes === undefined ? Infinity : Number(values.minutes);
  if (!(minutes > 0)) throw new Error(`--minutes "${values.minutes}": give the run's time limit in minutes.`);
  /** Whether a step that may take `stepMs` still ends within --minutes. */
  const timeLeftFor = (/** @type {number} */ stepMs) => Date.now() - started + stepMs <= minutes * 60_000;
  let skipped = 0;
  const variants = values.pieces ? [...COMPARED, ...PIECES] : COMPARED;
  const lighthouseWords = values['lighthouse-pages']?.split(',').map((word) => word.trim().toLowerCase());
  const lighthousePages = PAGE_TYPES.filter(
    ({ name }) => !lighthouseWords || lighthouseWords.some((word) => name.toLowerCase().includes(word)),
  );
  const outRoot = path.join(root, 'bench-results', 'runtime');
  /** @type {Record<string, any>} */
  const figures = { variants: {}, pageTypes: {} };

  for (const variant of variants) {
    const outDir = path.join(outRoot, variant.id);
    const buildSeconds = values['no-build'] ? NaN : buildVariant(variant, outDir);
    figures.variants[variant.id] = {
      label: browserRuntime({ ...variant.env }).label,
      buildSeconds,
      outDir,
    };
  }

  /** @type {Map<string, { origin: string, buildDir: string, close: () => void }>} */
  const servers = new Map();
  for (const variant of variants) {
    const buildDir = figures.variants[variant.id].outDir;
    servers.set(variant.id, { ...(await serveBuild(buildDir)), buildDir });
  }
  const serverOf = (/** @type {string} */ id) =>
    /** @type {NonNullable<ReturnType<typeof servers.get>>} */ (servers.get(id));

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const { name, route } of PAGE_TYPES) {
    console.log(`First-load JS: ${name} …`);
    figures.pageTypes[name] = { route, variants: {} };
    for (const variant of variants) {
      const { origin, buildDir } = serverOf(variant.id);
      const load = await measureFirstLoad(browser, { origin, buildDir, route });
      figures.pageTypes[name].variants[variant.id] = {
        jsGzip: load.jsGzip,
        scripts: load.scripts,
        marks: [],
        lighthouse: [],
      };
    }
  }
  // Interleaved: run 1 of every variant and page type, then run 2…; a round starts only if a round
  // as long as the longest so far still fits in --minutes.
  let longestRoundMs = 0;
  for (let run = 0; run < runs; run += 1) {
    if (!timeLeftFor(longestRoundMs)) {
      skipped += (runs - run) * lighthousePages.length * variants.length;
      console.log(`Hydration marks: rounds ${run + 1}–${runs} skipped (--minutes ${minutes}).`);
      break;
    }
    console.log(`Hydration marks, round ${run + 1} of ${runs} …`);
    const roundStarted = Date.now();
    for (const { name, route } of lighthousePages) {
      for (const variant of variants) {
        const marks = await hydrationMarks(browser, serverOf(variant.id).origin + route);
        figures.pageTypes[name].variants[variant.id].marks.push(marks);
      }
    }
    longestRoundMs = Math.max(longestRoundMs, Date.now() - roundStarted);
  }
  await browser.close();

  let longestRunMs = 0;
  for (let run = 0; run < runs; run += 1) {
    console.log(`Lighthouse, round ${run + 1} of ${runs} …`);
    for (const { name, route } of lighthousePages) {
      for (const variant of variants) {
        if (!timeLeftFor(longestRunMs)) {
          skipped += 1;
          continue;
        }
        const runStarted = Date.now();
        // A run that recorded no trace (Lighthouse's NO_NAVSTART) is run once more.
        const result =
          (await lighthouse(serverOf(variant.id).origin + route)) ??
          (await lighthouse(serverOf(variant.id).origin + route));
        longestRunMs = Math.max(longestRunMs, Date.now() - runStarted);
        if (result) figures.pageTypes[name].variants[variant.id].lighthouse.push(result);
      }
    }
  }
  if (skipped > 0)
    console.log(`${skipped} marks loads and Lighthouse runs skipped to end within --minutes ${minutes}.`);
  for (const { close } of servers.values()) close();

  // Summaries and the tables.
  const lines = [];
  lines.push(
    `Runtimes compared: ${variants.map((variant) => `${variant.id} = ${figures.variants[variant.id].label}`).join('; ')}.`,
  );
  lines.push(
    `Run time ${Math.round((Date.now() - started) / 60_000)} min; ${skipped} marks loads and Lighthouse runs skipped (--minutes).`,
  );
  lines.push(
    `Build time: ${variants.map((variant) => `${variant.id} ${ms(figures.variants[variant.id].buildSeconds)} s`).join(', ')}.`,
  );
  lines.push(
    'Per page type: first-load JS gzip; Lighthouse mobile score and TBT (median of runs, runs in brackets); marks at 4× CPU from navigation start (median): hydrate root, data-has-hydrated, deferred done; blocking time of long tasks until then; gates = `hydrate <id>` marks (gates opened or Suspense boundaries hydrated). `hydrate root` is the mark of the custom entry: stock has none (–); data-has-hydrated and deferred done exist in every runtime. Ratio = variant / stock.',
  );
  for (const { name, route } of PAGE_TYPES) {
    const entry = figures.pageTypes[name];
    for (const variant of variants) {
      const figure = entry.variants[variant.id];
      const marks = figure.marks;
      figure.summary = {
        jsGzip: figure.jsGzip,
        score: median(figure.lighthouse.map((/** @type {any} */ run) => run.score)),
        tbtMs: median(figure.lighthouse.map((/** @type {any} */ run) => run.tbtMs)),
        rootMs: median(marks.map((/** @type {any} */ mark) => mark.root)),
        hasHydratedMs: median(marks.map((/** @type {any} */ mark) => mark.hasHydrated)),
        doneMs: median(marks.map((/** @type {any} */ mark) => mark.done)),
        blockingMs: median(marks.map((/** @type {any} */ mark) => mark.blockingMs)),
        gateMarks: median(marks.map((/** @type {any} */ mark) => mark.gateMarks)),
      };
    }
    const stock = entry.variants.stock.summary;
    lines.push('', `${name} (${route})`);
    lines.push(
      '| runtime | JS kB | ×stock | score | TBT ms | ×stock | LH runs | root ms | hydrated ms | ×stock | done ms | ×stock | blocking ms (4× CPU) | gates | marks runs |',
    );
    lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const variant of variants) {
      const figure = entry.variants[variant.id];
      const s = figure.summary;
      lines.push(
        `| ${variant.id} | ${kB(s.jsGzip)} | ${ratio(s.jsGzip, stock.jsGzip)} | ${Number.isFinite(s.score) ? s.score.toFixed(2) : '–'} | ${ms(s.tbtMs)} | ${ratio(s.tbtMs, stock.tbtMs)} | ${figure.lighthouse.map((/** @type {any} */ run) => `${run.score}/${Math.round(run.tbtMs)}`).join(', ') || '–'} | ${ms(s.rootMs)} | ${ms(s.hasHydratedMs)} | ${ratio(s.hasHydratedMs, stock.hasHydratedMs)} | ${ms(s.doneMs)} | ${ratio(s.doneMs, stock.doneMs)} | ${ms(s.blockingMs)} | ${ms(s.gateMarks)} | ${figure.marks.length} |`,
      );
    }
  }
  if (values.pieces) {
    lines.push(
      '',
      "Each piece's gain: (the build without it) − (custom); preact's: (no preact, no gates) − (no gates); the prefetcher's: (no prefetch, no routeData) − (no routeData); React's Suspense gates': (stock) − (stock with Suspense gates). Positive: the piece helps.",
    );
    lines.push('| piece | page type | JS kB | TBT ms (Lighthouse) | blocking ms (4× CPU) | done ms (4× CPU) |');
    lines.push('|---|---|---|---|---|---|');
    /** @type {Array<{ piece: string, without: string, withIt: string }>} */
    const gains = [
      ...PIECES.filter((variant) => variant.piece).map((variant) => ({
        piece: /** @type {string} */ (variant.piece),
        without: variant.id,
        withIt: variant.piece === 'preact' ? 'no-gates' : variant.piece === 'prefetch' ? 'no-routeData' : 'custom',
      })),
      { piece: 'Suspense gates (stock)', without: 'stock', withIt: 'stock-suspense' },
    ];
    for (const { piece, without: withoutId, withIt: withId } of gains) {
      for (const { name } of PAGE_TYPES) {
        const without = figures.pageTypes[name].variants[withoutId].summary;
        const withIt = figures.pageTypes[name].variants[withId].summary;
        lines.push(
          `| ${piece} | ${name} | ${kB(without.jsGzip - withIt.jsGzip)} | ${ms(without.tbtMs - withIt.tbtMs)} | ${ms(without.blockingMs - withIt.blockingMs)} | ${ms(without.doneMs - withIt.doneMs)} |`,
        );
      }
    }
  }
  console.log(lines.join('\n'));
  mkdirSync(outRoot, { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'runtime.json'), JSON.stringify(figures, null, 2));
  writeFileSync(path.join(root, 'bench-results', 'runtime.md'), `${lines.join('\n')}\n`);
}
