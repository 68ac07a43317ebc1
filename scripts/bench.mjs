#!/usr/bin/env node
/**
 * `npm run bench`: prints the figures the project tracks (no thresholds; tests do not time things).
 *   - production build time and page count (skip the build with --no-build)
 *   - for each page type of tests/performance/pageTypes.mjs: first-load JS and CSS (gzip, as loaded by
 *     Chromium), HTML size and DOM elements
 *   - the API reference's Try it panel: its chunk's size (gzip), what one operation's data and
 *     validators add, and the time from the click to a ready panel (median of fresh pages), beside
 *     the same pages' own load time, as a ratio (the machine's speed varies between runs)
 *   - local search: index size raw and gzip, bytes on the wire for the first search, manifest load
 *     time, engine query time in the browser (median, p95), keystroke to rendered results, and the
 *     time from the first keystroke to the first results on a cold cache
 *   - Lighthouse mobile performance and total blocking time per page type, median of 3 runs
 *     (BENCH_LIGHTHOUSE_RUNS to change), on the project's server
 *   - requests/s and p50/p99 latency of the project's server under a mixed load at 50 clients
 *   - newman's run of the Postman collection against a mock of Unit's OpenAPI file: accepted, rejected
 *     (listed as known differences or not) and left-out requests (tests/providerMock.mjs)
 * Figures go to stdout and to bench-results/latest.json.
 * `--compare-runtime [--pieces]` measures the browser runtimes side by side instead (scripts/benchRuntime.mjs).
 * `--only=first-load,try-it` (with --no-build) runs only the sections named: first-load, try-it,
 * search, lighthouse, load; their figures go to bench-results/only-<sections>.json instead.
 * `--scale N` measures growth with the page count instead (scripts/benchScale.mjs).
 * `--dev-loop [--ref <commit>]` times `npm start` on a fresh copy instead (scripts/benchDevLoop.mjs).
 * `--vs-stock` (no build) measures only the page types' weight and Lighthouse, each Lighthouse run of a
 * page type after one of the stock Docusaurus page (scripts/benchStock.mjs); `--baseline <build folder>`
 * runs another build's pages beside them (before/after in one run); `--pages=cards,applications`
 * limits the page types (words of their names); `--no-stock` leaves the stock page out of a default run;
 * `--slow-cpu[=CORES]` runs every Lighthouse run's Chromium limited to CORES cores (0.75 by default), an
 * emulated slower machine (tests/performance/slowCpu.mjs); `--applied-cpu[=RATES]` also runs Lighthouse
 * with Chromium's own CPU throttling at each rate (4 and 8 by default; tests/performance/lighthouse.mjs).
 * `--vs-stock` also prints the renderer's CPU time for a first load of each page type beside the stock
 * page's (tests/performance/rendererCpu.mjs).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

import { benchDevLoop } from './benchDevLoop.mjs';
import { benchScale } from './benchScale.mjs';
import { STOCK_ROUTE, stockBuild } from './benchStock.mjs';
import { describeLoad, measureLoad } from './loadBench.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../tests/chromium.mjs';
import { readBuild } from '../src/site/builtPages.mjs';
import { measureFirstLoad } from '../tests/performance/firstLoad.mjs';
import { serveBuild } from '../tests/performance/serveBuild.mjs';
import { openHydrated, recordSearchRequests, waitForSearchResults } from '../tests/performance/firstSearch.mjs';
import { PAGE_TYPES } from '../tests/performance/pageTypes.mjs';
import { appliedCpuRates, lighthouse } from '../tests/performance/lighthouse.mjs';
import { slowChromium } from '../tests/performance/slowCpu.mjs';
import { rendererCpu } from '../tests/performance/rendererCpu.mjs';
import { readDifferences, runAgainstProvider } from '../tests/providerMock.mjs';
import { compareRuntimes } from './benchRuntime.mjs';

// The custom browser runtime against Docusaurus's own, and each of its pieces (its own section).
if (process.argv.includes('--compare-runtime')) {
  await compareRuntimes();
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
// `--scale N`: how per-page cost grows with the page count, on scratch copies (scripts/benchScale.mjs).
if (process.argv.includes('--scale')) {
  const copies = Number(process.argv[process.argv.indexOf('--scale') + 1]);
  await benchScale(copies, { keepScratch: process.argv.includes('--keep-scratch') });
  process.exit(0);
}
// `--dev-loop [--ref <commit>]`: `npm start` on a fresh copy: first API page, MDX edit, OpenAPI edit.
if (process.argv.includes('--dev-loop')) {
  const refIndex = process.argv.indexOf('--ref');
  const times = await benchDevLoop({
    ref: refIndex === -1 ? 'HEAD' : process.argv[refIndex + 1],
    keepScratch: process.argv.includes('--keep-scratch'),
  });
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'dev-loop.json'), JSON.stringify(times, null, 2));
  process.exit(0);
}
/** @type {Record<string, any>} The figures written to bench-results/latest.json. */
const figures = {};
/** @param {number} bytes */
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const SECTIONS = ['first-load', 'try-it', 'search', 'lighthouse', 'load'];
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
// --vs-stock: the page types' weight and Lighthouse beside the stock page, on the build as it is.
const vsStock = process.argv.includes('--vs-stock');
// Read before anything runs, so that a bad rate fails at once (tests/performance/lighthouse.mjs).
const appliedArgument = process.argv.find(
  (argument) => argument === '--applied-cpu' || argument.startsWith('--applied-cpu='),
);
const appliedRates = appliedArgument ? appliedCpuRates(appliedArgument) : [];
const only = vsStock ? ['first-load', 'lighthouse'] : onlyArgument?.slice('--only='.length).split(',').filter(Boolean);
const unknownSection = only?.find((section) => !SECTIONS.includes(section));
if (unknownSection !== undefined) {
  console.error(`npm run bench: unknown section '${unknownSection}' in --only (sections: ${SECTIONS.join(', ')})`);
  process.exit(2);
}
/** @param {string} section */
const wanted = (section) => !only || only.includes(section);
/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
/** @param {number[]} values */
const median = (values) => /** @type {number} */ (percentile(values, 50));

// 1. Build: a warm-up, then without and with the Markdown twins, to measure what twins add.
function timedBuild(env = {}) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return { seconds: (Date.now() - started) / 1000, stdout: result.stdout };
}
if (!process.argv.includes('--no-build') && !vsStock) {
  timedBuild(); // warm-up: bundler caches as a developer's machine has them
  const withoutTwins = timedBuild({ DOCS_MARKDOWN_TWINS: 'off' });
  const build = timedBuild();
  figures.buildSeconds = build.seconds;
  figures.buildWithoutTwinsSeconds = withoutTwins.seconds;
  figures.twinsShareOfBuild = (build.seconds - withoutTwins.seconds) / build.seconds;
  // The post-build pass that writes the search index and the twins from one read of every page.
  const pass = /\[built-pages\][^\n]*; (\d+) ms in all/;
  figures.postBuildPassMs = Number(pass.exec(build.stdout)?.[1] ?? NaN);
  figures.postBuildPassWithoutTwinsMs = Number(pass.exec(withoutTwins.stdout)?.[1] ?? NaN);
  console.log(`Build: ${build.seconds.toFixed(1)} s (without Markdown twins ${withoutTwins.seconds.toFixed(1)} s)`);
  console.log(
    `  Markdown twins add ${(figures.twinsShareOfBuild * 100).toFixed(1)}% to the build (the post-build pass takes ${figures.postBuildPassMs} ms with them, ${figures.postBuildPassWithoutTwinsMs} ms without)`,
  );
}
const { pages } = readBuild(buildDir);
figures.pages = pages.size;
console.log(`Pages: ${pages.size}`);

const server = await serveBuild(buildDir);
const { origin } = server;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

// 2. Page types: first-load JS and CSS, HTML size, DOM elements (tests/performance: the budgets' own list)
figures.pageTypes = {};
const pagesArgument = process.argv.find((argument) => argument.startsWith('--pages='));
const pageWords = pagesArgument?.slice('--pages='.length).split(',').filter(Boolean);
/** The page types --pages=word,word names (by a word of their name), or all. */
const pageTypes = PAGE_TYPES.filter(({ name }) => !pageWords || pageWords.some((word) => name.includes(word)));
for (const { name, route, budgetKb } of wanted('first-load') ? pageTypes : []) {
  const load = await measureFirstLoad(browser, { origin, buildDir, route });
  figures.pageTypes[name] = { route, budgetKb, ...load };
  console.log(
    `First load, ${name} (${route}): JS ${kB(load.jsGzip)} (budget ${budgetKb} kB), CSS ${kB(load.cssGzip)}, HTML ${kB(load.htmlBytes)} raw / ${kB(load.htmlGzip)} gzip, ${load.domElements} DOM elements`,
  );
}

// 2b. The Try it panel of "Create a card": each run in a fresh context (an empty cache), as a reader's
// first click. The page's load time is from navigation to the end of its deferred hydration.
if (wanted('try-it'))
  try {
    const runs = [];
    /** @type {Set<string>} */
    let panelFiles = new Set();
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openHydrated(page, `${origin}/docs/api/cards/`);
      const loadMs = await page.evaluate(() => performance.now());
      /** @type {string[]} */
      const fetched = [];
      // Prefetches of other pages' chunks (resource type "other") can fall in the same window: they
      // are not the panel's.
      page.on('request', (request) => {
        if (request.resourceType() !== 'other') fetched.push(request.url());
      });
      const clickMs = await page.evaluate(async () => {
        const button = /** @type {HTMLButtonElement} */ (document.querySelector('button[data-try-it="createCard"]'));
        const panel = /** @type {HTMLElement} */ (document.getElementById(button.getAttribute('aria-controls') ?? ''));
        const started = performance.now();
        const ready = new Promise((resolve) => {
          new MutationObserver((_, observer) => {
            if (panel.dataset.ready !== 'true') return;
            observer.disconnect();
            resolve(undefined);
          }).observe(panel, { attributes: true });
        });
        button.click();
        await ready;
        await new Promise(requestAnimationFrame);
        return performance.now() - started;
      });
      runs.push({ loadMs, clickMs });
      panelFiles = new Set(fetched.filter((url) => url.startsWith(`${origin}/docs/`)));
      await context.close();
    }
    /** @param {string} url */
    const gzipOf = (url) =>
      gzipSync(readFileSync(path.join(buildDir, new URL(url).pathname.slice('/docs/'.length))), { level: 9 }).length;
    const files = [...panelFiles];
    const chunk = files.filter((url) => url.includes('/assets/js/')).reduce((sum, url) => sum + gzipOf(url), 0);
    const css = files.filter((url) => url.includes('/assets/css/')).reduce((sum, url) => sum + gzipOf(url), 0);
    const data = files.filter((url) => url.includes('/api/try-it/')).reduce((sum, url) => sum + gzipOf(url), 0);
    const clickMs = median(runs.map((run) => run.clickMs));
    const loadMs = median(runs.map((run) => run.loadMs));
    figures.tryIt = {
      chunkGzip: chunk,
      cssGzip: css,
      createCardFilesGzip: data,
      clickToReadyMs: clickMs,
      pageLoadMs: loadMs,
      ratio: clickMs / loadMs,
      runs,
    };
    console.log(
      `Try it panel: chunk ${kB(chunk)} gzip (goal 35 kB) and CSS ${kB(css)}; "Create a card"'s data and validators ${kB(data)} gzip`,
    );
    console.log(
      `  Click to ready panel: median ${Math.round(clickMs)} ms over ${runs.length} fresh pages; the page's load to hydrated: median ${Math.round(loadMs)} ms (ratio ${(clickMs / loadMs).toFixed(2)})`,
    );
  } catch (error) {
    console.log(`Try it panel: not measured (${error instanceof Error ? error.message : String(error)})`);
  }

// 3. Local search: the manifest (search-index.json) plus term shards, record chunks and text chunks (search-index/)
if (wanted('search'))
  try {
    const manifestRaw = readFileSync(path.join(buildDir, 'search-index.json'));
    const manifest = JSON.parse(manifestRaw.toString());
    const shardDir = path.join(buildDir, 'search-index');
    // The index's own files, not the .br and .gz copies the build writes beside them.
    const files = [
      manifestRaw,
      ...readdirSync(shardDir)
        .filter((name) => !/\.(br|gz)$/.test(name))
        .map((name) => readFileSync(path.join(shardDir, name))),
    ];
    figures.searchIndex = {
      records: manifest.pages.records.reduce((/** @type {number} */ sum, /** @type {number} */ n) => sum + n, 0),
      files: files.length,
      rawBytes: files.reduce((sum, file) => sum + file.length, 0),
      gzipBytes: files.reduce((sum, file) => sum + gzipSync(file).length, 0),
      manifestGzipBytes: gzipSync(manifestRaw).length,
    };
    console.log(
      `Search index: ${figures.searchIndex.records} records in ${files.length} files, ${kB(figures.searchIndex.rawBytes)} raw, ${kB(figures.searchIndex.gzipBytes)} gzip (manifest ${kB(figures.searchIndex.manifestGzipBytes)} gzip)`,
    );
    const queries = [
      'idempotencyKey',
      'cards',
      'chek deposit',
      'authoriz',
      'pagination',
      'webhook',
      'customer token',
      'rate limit',
      'ach payment',
      'sandbox',
      'white label',
      'bill pay',
      'capital',
      'errors',
      'application',
      'statements',
      'POST /applications',
      'json:api',
      'themes',
      'status page',
    ];
    const context = await browser.newContext();
    const page = await context.newPage();
    await openHydrated(page, `${origin}/docs/api/`);
    // Bytes on the wire (compressed bodies, as the server sends them) for everything search loads:
    // DocSearch's modal, the engine, the manifest, shards and chunks.
    const { requests: searchRequests, wireBytes } = recordSearchRequests(page);
    // Cold cache: the first keystroke is the shortcut; measured until the first results render.
    const coldStart = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('c');
    await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
    figures.searchFirstResultsMs = Date.now() - coldStart;
    figures.searchFirstResultsWireBytes = await wireBytes();
    // The rest of a first query typed key by key: each new word loads its shards.
    const firstQuery = 'create customer';
    await page.keyboard.type(firstQuery.slice(1), { delay: 60 });
    await waitForSearchResults(page, firstQuery);
    await page.waitForLoadState('networkidle');
    figures.searchFirstQueryWireBytes = await wireBytes();
    console.log(
      `Search, first search on the wire: ${kB(figures.searchFirstResultsWireBytes)} until the first results ('c'), ${kB(figures.searchFirstQueryWireBytes)} for '${firstQuery}' typed key by key (${searchRequests.length} requests: modal, engine, manifest, shards, chunks)`,
    );
    const rendered = [];
    // Rounds after the first: every shard and chunk these queries need is loaded.
    const renderedLoaded = [];
    for (let round = 0; round < 3; round += 1) {
      for (const query of queries) {
        await page.locator('.DocSearch-Input').fill('');
        const started = Date.now();
        await page.locator('.DocSearch-Input').fill(query);
        await waitForSearchResults(page, query);
        rendered.push(Date.now() - started);
        if (round > 0) renderedLoaded.push(Date.now() - started);
      }
    }
    // Engine time per query, from the client's User Timing entries (src/search/searchMode.ts).
    const timings = await page.evaluate(() => ({
      queries: performance.getEntriesByName('unit-docs:search-query').map((entry) => entry.duration),
      load: performance.getEntriesByName('unit-docs:search-index-load').map((entry) => entry.duration),
    }));
    figures.searchIndex.loadMs = Math.round(timings.load[0] ?? NaN);
    figures.searchQueryMs = {
      count: timings.queries.length,
      // No query timings throws here, as before: search is then reported as not measured.
      median: Number(/** @type {number} */ (percentile(timings.queries, 50)).toFixed(2)),
      p95: Number(/** @type {number} */ (percentile(timings.queries, 95)).toFixed(2)),
    };
    figures.searchRenderedMs = {
      median: percentile(rendered, 50),
      p95: percentile(rendered, 95),
      loadedMedian: percentile(renderedLoaded, 50),
      loadedP95: percentile(renderedLoaded, 95),
    };
    console.log(`Search index manifest load (fetch and parse) in the browser: ${figures.searchIndex.loadMs} ms`);
    console.log(
      `Search query in the browser (engine, ${timings.queries.length} queries): median ${figures.searchQueryMs.median} ms, p95 ${figures.searchQueryMs.p95} ms`,
    );
    console.log(
      `Search, keystroke to rendered results: median ${figures.searchRenderedMs.median} ms, p95 ${figures.searchRenderedMs.p95} ms (shards loaded: median ${figures.searchRenderedMs.loadedMedian} ms, p95 ${figures.searchRenderedMs.loadedP95} ms); first results ${figures.searchFirstResultsMs} ms after the first keystroke (Ctrl+K, then 'c') on a cold cache`,
    );
    await context.close();
  } catch (error) {
    console.log(`Search: not measured (${error instanceof Error ? error.message : String(error)})`);
  }
await browser.close();

// 4. Lighthouse mobile (performance only, simulated throttling), median of 3 runs per page type, each
// beside a stock Docusaurus docs page (scripts/benchStock.mjs) served by the same server in the same
// run: the page types' scores and blocking times are printed as ratios to the stock page's, which
// holds on a slower or busier machine where absolute figures do not. Runs are interleaved: in every
// round the stock page runs before each page type with --vs-stock (A, B, A, C…), once before all of
// them in the default run (cheaper: S, A, B, C…). --no-stock leaves it out.
// Spawned asynchronously: this process serves the pages it loads.
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
figures.lighthouse = {};
if (wanted('lighthouse')) {
  const types = pageTypes;
  const withStock = !process.argv.includes('--no-stock');
  // --slow-cpu[=CORES]: every Lighthouse run on an emulated slower machine (its own line in the output).
  const slowArgument = process.argv.find((argument) => argument === '--slow-cpu' || argument.startsWith('--slow-cpu='));
  const slow = slowArgument ? slowChromium(Number(slowArgument.split('=')[1] ?? 0.75)) : undefined;
  if (slow) {
    figures.lighthouse.slowCpuCores = slow.cores;
    console.log(`Lighthouse: Chromium limited to ${slow.cores} of a core for all its processes (--slow-cpu)`);
  }
  // --applied-cpu[=RATES]: each page also run with Chromium's own CPU throttling at each rate, beside
  // the stock page at the same rate: a slower machine without Lighthouse's simulation.
  const modes = [
    { suffix: '', appliedCpuSlowdown: /** @type {number | undefined} */ (undefined) },
    ...appliedRates.map((rate) => ({
      suffix: ` [applied ${rate}×]`,
      appliedCpuSlowdown: /** @type {number | undefined} */ (rate),
    })),
  ];
  if (appliedRates.length > 0) figures.lighthouse.appliedCpuRates = appliedRates;
  /** @type {{ url: string, close: () => void } | undefined} */
  let stock;
  if (withStock)
    try {
      const { buildDir: stockDir, route, versions } = await stockBuild();
      const stockServer = await serveBuild(stockDir);
      stock = { url: `${stockServer.origin}${route}`, close: stockServer.close };
      figures.lighthouse.stockVersions = versions;
    } catch (error) {
      console.log(`Lighthouse: no stock page (${error instanceof Error ? error.message : String(error)})`);
    }
  // --baseline <build folder>: another build of the site (e.g. main's, copied) run beside this one,
  // for a before/after table in one run.
  const baselineIndex = process.argv.indexOf('--baseline');
  /** @type {{ origin: string, close: () => void } | undefined} */
  let baseline;
  if (baselineIndex !== -1) {
    const baselineDir = path.resolve(process.argv[baselineIndex + 1] ?? '');
    baseline = await serveBuild(baselineDir);
    figures.lighthouse.baselineBuild = baselineDir;
  }
  const BASELINE = ' [baseline]';
  const STOCK = 'stock Docusaurus docs page';
  // The pages measured, in the order they are printed: with --baseline, each page type's baseline first.
  const variants = types.flatMap((type) => (baseline ? [{ ...type, name: type.name + BASELINE }, type] : [type]));
  /** @type {Map<string, Array<{ score: number, tbtMs: number }>>} */
  const runsOf = new Map();
  for (const { suffix } of modes)
    for (const name of [...variants.map((variant) => variant.name), STOCK]) runsOf.set(name + suffix, []);
  const stockEvery = vsStock ? 1 : types.length;
  /**
   * One run of a page; a run that recorded no trace is run again (twice at most).
   * @param {string} name
   * @param {string} url
   * @param {number | undefined} appliedCpuSlowdown
   */
  const runOnce = async (name, url, appliedCpuSlowdown) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await lighthouse(url, { chromiumPath: slow?.chromiumPath, appliedCpuSlowdown });
      if (result) {
        runsOf.get(name)?.push(result);
        // Each run as it ends: a long run cut short still shows what it measured.
        console.log(`  Lighthouse run: ${name}: ${result.score}/${Math.round(result.tbtMs)} ms`);
        return;
      }
    }
  };
  for (let round = 0; round < lighthouseRuns; round += 1)
    for (const { suffix, appliedCpuSlowdown } of modes)
      for (const [index, { name, route }] of types.entries()) {
        if (stock && index % stockEvery === 0) await runOnce(STOCK + suffix, stock.url, appliedCpuSlowdown);
        if (baseline) await runOnce(name + BASELINE + suffix, baseline.origin + route, appliedCpuSlowdown);
        await runOnce(name + suffix, origin + route, appliedCpuSlowdown);
      }
  // --vs-stock: the renderer's CPU time for a first load, beside the stock page's, interleaved the same
  // way (tests/performance/rendererCpu.mjs): steadier than blocking time, and what a slower machine
  // stretches; BENCH_CPU_RUNS loads each (5 by default).
  if (vsStock && stock) {
    const cpuRuns = Number(process.env.BENCH_CPU_RUNS ?? 5);
    /** @type {Map<string, import('../tests/performance/rendererCpu.mjs').RendererCpu[]>} */
    const cpuOf = new Map();
    /** @param {string} name @param {string} url @param {boolean} [isStock] */
    const measureCpu = async (name, url, isStock = false) => {
      try {
        const result = await rendererCpu(url, { stock: isStock, chromiumPath: slow?.chromiumPath });
        const runs = cpuOf.get(name) ?? [];
        runs.push(result);
        cpuOf.set(name, runs);
      } catch (error) {
        console.log(
          `  renderer CPU, ${name}: not measured (${error instanceof Error ? error.message : String(error)})`,
        );
      }
    };
    for (let round = 0; round < cpuRuns; round += 1)
      for (const { name, route } of types) {
        await measureCpu(STOCK, stock.url, true);
        if (baseline) await measureCpu(name + BASELINE, baseline.origin + route);
        await measureCpu(name, origin + route);
      }
    /** @param {string} name */
    const cpuFigure = (name) => {
      const runs = cpuOf.get(name) ?? [];
      return runs.length === 0
        ? undefined
        : {
            runs: runs.length,
            cpuMs: Math.round(median(runs.map((run) => run.cpuMs))),
            longestTaskMs: Math.round(median(runs.map((run) => run.longestTaskMs))),
            taskMs: Math.round(median(runs.map((run) => run.taskMs))),
          };
    };
    const stockCpu = cpuFigure(STOCK);
    figures.rendererCpu = { [STOCK]: stockCpu };
    if (stockCpu)
      console.log(
        `Renderer CPU for a first load, until hydrated plus 1 s (median of ${stockCpu.runs}): ${STOCK} ${stockCpu.cpuMs} ms, longest task ${stockCpu.longestTaskMs} ms, task time ${stockCpu.taskMs} ms`,
      );
    for (const { name } of variants) {
      const figure = cpuFigure(name);
      if (!figure || !stockCpu) continue;
      figures.rendererCpu[name] = { ...figure, cpuVsStock: figure.cpuMs / stockCpu.cpuMs };
      console.log(
        `Renderer CPU, ${name}: ${figure.cpuMs} ms (×stock ${(figure.cpuMs / stockCpu.cpuMs).toFixed(2)}), longest task ${figure.longestTaskMs} ms, task time ${figure.taskMs} ms (median of ${figure.runs})`,
      );
    }
  }
  stock?.close();
  baseline?.close();
  slow?.close();
  for (const { suffix } of modes) {
    const stockRuns = runsOf.get(STOCK + suffix) ?? [];
    const stockFigure =
      stockRuns.length > 0
        ? {
            performance: median(stockRuns.map((run) => run.score)),
            tbtMs: Math.round(median(stockRuns.map((run) => run.tbtMs))),
          }
        : undefined;
    /** @param {Array<{ score: number, tbtMs: number }>} runs */
    const listRuns = (runs) => runs.map((run) => `${run.score}/${Math.round(run.tbtMs)} ms`).join(', ');
    if (stockFigure) {
      figures.lighthouse[STOCK + suffix] = { route: STOCK_ROUTE, runs: stockRuns.length, ...stockFigure };
      console.log(
        `Lighthouse mobile, ${STOCK}${suffix} (${STOCK_ROUTE}, served alike): performance ${stockFigure.performance}, total blocking time ${stockFigure.tbtMs} ms (median of ${stockRuns.length}; runs: ${listRuns(stockRuns)})`,
      );
    }
    for (const variant of variants) {
      const name = variant.name + suffix;
      const { route } = variant;
      const runs = runsOf.get(name) ?? [];
      if (runs.length === 0) {
        console.log(`Lighthouse mobile, ${name}: not measured`);
        continue;
      }
      const figure = {
        route,
        runs: runs.length,
        performance: median(runs.map((run) => run.score)),
        tbtMs: Math.round(median(runs.map((run) => run.tbtMs)) ?? NaN),
        ...(stockFigure
          ? {
              scoreVsStock: median(runs.map((run) => run.score)) / stockFigure.performance,
              tbtVsStock: median(runs.map((run) => run.tbtMs)) / Math.max(1, stockFigure.tbtMs),
            }
          : {}),
      };
      figures.lighthouse[name] = figure;
      const ratios = stockFigure
        ? `; ×stock: score ${figure.scoreVsStock?.toFixed(2)}, blocking time ${figure.tbtVsStock?.toFixed(2)}`
        : '';
      console.log(
        `Lighthouse mobile, ${name} (${route}): performance ${figure.performance}, total blocking time ${figure.tbtMs} ms (median of ${runs.length}; runs: ${listRuns(runs)})${ratios}`,
      );
    }
  }
}
server.close();

// 5. Load on the project's server (scripts/loadBench.mjs): a mixed load of pages, scripts and the
// search index at 50 concurrent clients, on 127.0.0.1, for a bounded time. Its own block: it
// starts its own server process so the load generator does not share the server's event loop.
if (wanted('load'))
  try {
    figures.load = await measureLoad({ buildDir });
    console.log(describeLoad(figures.load));
  } catch (error) {
    console.log(`Load: not measured (${error instanceof Error ? error.message : String(error)})`);
  }

// 6. A real client against Unit's own OpenAPI file (tests/providerMock.mjs, as tests/build/newman.test.ts
// runs it): newman sends the Postman collection to a Prism mock of the file's facts-only skeleton.
if (!vsStock)
  try {
    const started = Date.now();
    const run = await runAgainstProvider();
    const listed = new Set(readDifferences().map((difference) => difference.operationId));
    const unlisted = run.rejected.filter((answer) => !listed.has(answer.operationId));
    figures.newman = {
      sent: run.accepted.length + run.misread.length + run.rejected.length,
      accepted: run.accepted.length,
      rejected: run.rejected.length,
      listed: run.rejected.length - unlisted.length,
      unlisted: unlisted.map((answer) => answer.operationId),
      misread: run.misread.map((answer) => answer.operationId),
      multipart: run.multipart.length,
      unknownPath: run.unknownPath.length,
      seconds: (Date.now() - started) / 1000,
    };
    console.log(
      `newman against a mock of Unit's OpenAPI file: ${figures.newman.accepted} of ${figures.newman.sent} requests accepted, ${figures.newman.rejected} rejected (${figures.newman.listed} listed as known differences, ${unlisted.length} unlisted), ${run.misread.length} misread by Prism; not sent: ${run.multipart.length} multipart, ${run.unknownPath.length} on paths the file does not know (${figures.newman.seconds.toFixed(1)} s)`,
    );
  } catch (error) {
    console.log(`newman: not measured (${error instanceof Error ? error.message : String(error)})`);
  }

mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench-results', only ? `only-${only.join('-')}.json` : 'latest.json'),
  JSON.stringify(figures, null, 2),
);
