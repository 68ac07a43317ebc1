/**
 * What one page costs a first-time reader (method of shared/design/performance.md): every script
 * the browser requests until the page has loaded and hydrated, each counted at its gzip size
 * (level 9) from build/. Prefetches of other pages (resource type "other") do not count, nor does what
 * the page starts to fetch after it reports itself hydrated (`data-has-hydrated`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { BASE_URL } from '../../src/site/sections.mjs';

/** @param {string} file */
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, buildDir: string, route: string }} where
 * @returns {Promise<{ jsGzip: number, cssGzip: number, htmlGzip: number, htmlBytes: number, domElements: number, scripts: string[] }>}
 */
export async function measureFirstLoad(browser, { origin, buildDir, route }) {
  const page = await browser.newPage();
  const assets = new Set();
  let collecting = true;
  page.on('response', (response) => {
    if (!collecting) return;
    const type = response.request().resourceType();
    const url = response.url();
    if (url.startsWith(`${origin}${BASE_URL}`) && (type === 'script' || type === 'stylesheet')) assets.add(url);
  });
  // When the page reports itself hydrated whole, on the page's own clock: Docusaurus's
  // <html data-has-hydrated="true"> and our data-deferred-hydration="done" (the parts that hydrate in
  // later tasks, src/components/DeferredHydration), as the prefetcher waits for both. What the page
  // starts to fetch after that (other pages' route data, for prefetching) is not part of its own
  // load. (data-has-hydrated alone may come last, in the same task as the prefetcher's first loads.)
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const dataset = document.documentElement?.dataset;
      if (dataset?.hasHydrated !== 'true' || dataset.deferredHydration !== 'done') return;
      /** @type {Window & { hydratedAt?: number }} */ (window).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-has-hydrated', 'data-deferred-hydration'],
    });
  });
  await page.goto(origin + route, { waitUntil: 'load' });
  await page.waitForFunction(() => /** @type {Window & { hydratedAt?: number }} */ (window).hydratedAt !== undefined);
  // What the page started before then has arrived a moment later (a local server); what it starts
  // after is told apart by its start time, read now. Responses after this read are not counted: the
  // prefetcher's loads may start just after the read and answer before the page closes.
  await page.waitForTimeout(1000);
  collecting = false;
  /** @type {string[]} */
  const startedAfterHydration = await page.evaluate(() => {
    const { hydratedAt } = /** @type {{ hydratedAt: number }} */ (/** @type {unknown} */ (window));
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime > hydratedAt)
      .map((entry) => entry.name);
  });
  const late = new Set(startedAfterHydration);
  const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
  await page.close();
  /** @param {string} url */
  const fileOf = (url) => path.join(buildDir, new URL(url).pathname.slice(BASE_URL.length));
  const urls = [...assets].filter((url) => !late.has(url));
  const scripts = urls.filter((url) => url.endsWith('.js'));
  const html = readFileSync(path.join(buildDir, route.slice(BASE_URL.length), 'index.html'));
  return {
    jsGzip: scripts.reduce((sum, url) => sum + gzipSize(fileOf(url)), 0),
    cssGzip: urls.filter((url) => url.endsWith('.css')).reduce((sum, url) => sum + gzipSize(fileOf(url)), 0),
    htmlGzip: gzipSync(html, { level: 9 }).length,
    htmlBytes: html.length,
    domElements,
    scripts: scripts.map((url) => new URL(url).pathname),
  };
}
