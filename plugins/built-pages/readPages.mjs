/**
 * The post-build pass over the built pages, run by the main thread and worker threads together:
 * each takes the next page not yet taken (one counter in shared memory) until none is left, so the
 * threads share the work however long each page takes. Each page is read and parsed once
 * (src/site/builtPageHtml.mjs), and feeds both outputs from that one parse: its search records
 * (plugins/search-index/pageRecords.mjs) and its Markdown twin (plugins/markdown-twins/htmlToMarkdown.mjs),
 * written beside the HTML. Plain JavaScript: it runs in worker threads (./worker.mjs) without a
 * TypeScript step.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { contentOf } from '../../src/site/builtPageHtml.mjs';
import { hasTwin, twinPathOf } from '../../src/site/twins.mjs';
import { twinOfPage, withFrontMatter } from '../markdown-twins/htmlToMarkdown.mjs';
import { recordsOfPage } from '../search-index/pageRecords.mjs';

/**
 * What a worker is given. Functions can't cross threads, so the API components' search keywords and
 * Markdown come as plain records, by their `data-api-twin` reference.
 * @typedef {object} PagesJob
 * @property {string} outDir
 * @property {string} baseUrl
 * @property {string[]} routes the pages' routes, as Docusaurus lists them (`/docs/api/`, `/docs/404.html`)
 * @property {SharedArrayBuffer} taken one 32-bit counter, shared by the threads: how many pages have been taken
 * @property {{ keywords: Record<string, readonly string[]> } | null} search null: no search records
 * @property {{ origin: string, components: Record<string, string> } | null} twins null: no twins
 */

/**
 * What a worker answers, per page.
 * @typedef {import('../markdown-twins/htmlToMarkdown.mjs').TwinPage & { route: string, url: string }} Twin
 * @typedef {object} PageResult
 * @property {number} index the page's position in `routes`
 * @property {string} route
 * @property {import('../search-index/pageRecords.mjs').PageRecord[]} records
 * @property {Twin | null} twin
 */

/**
 * The HTML file of a route: `/docs/api/` → `<outDir>/api/index.html`, `/docs/404.html` → `<outDir>/404.html`.
 * @param {string} outDir
 * @param {string} baseUrl
 * @param {string} route
 */
export function htmlFileOf(outDir, baseUrl, route) {
  return path.join(outDir, route.slice(baseUrl.length), route.endsWith('.html') ? '' : 'index.html');
}

/**
 * Reads pages of the job until every page has been taken.
 * @param {PagesJob} job
 * @param {(result: PageResult) => void} onPage called as each page is done
 */
export async function readPages({ outDir, baseUrl, routes, taken, search, twins }, onPage) {
  const counter = new Int32Array(taken);
  const keywordsOf = search ? (/** @type {string} */ reference) => search.keywords[reference] : undefined;
  const componentMarkdown = twins ? (/** @type {string} */ reference) => twins.components[reference] : undefined;
  for (let index = Atomics.add(counter, 0, 1); index < routes.length; index = Atomics.add(counter, 0, 1)) {
    const route = /** @type {string} */ (routes[index]);
    const file = htmlFileOf(outDir, baseUrl, route);
    const page = contentOf(await readFile(file, 'utf8'));
    if (!page) {
      onPage({ index, route, records: [], twin: null });
      continue;
    }
    const { $, content } = page;
    // Search reads the page as it is; the twin, made afterwards, changes it.
    const records = search ? recordsOfPage($, content, route, keywordsOf) : [];
    /** @type {Twin | null} */
    let twin = null;
    // A twin is written for pages at a directory address (the rule the page actions read too).
    if (twins && hasTwin(route, true)) {
      const twinPage = await twinOfPage($, content, twins.origin, componentMarkdown);
      const twinPath = twinPathOf(route, baseUrl);
      const twinFile = path.join(outDir, twinPath.slice(baseUrl.length));
      await mkdir(path.dirname(twinFile), { recursive: true });
      await writeFile(twinFile, withFrontMatter(twinPage, twins.origin + route));
      twin = { ...twinPage, route, url: twins.origin + twinPath };
    }
    onPage({ index, route, records, twin });
  }
}
