/**
 * The post-build pass: every built page is read and parsed once, and feeds both outputs that are
 * made from the rendered pages, from one list of page chrome (src/site/builtPageHtml.mjs) and one
 * list of routes that are tools, not content (src/site/sections.mjs TOOL_ROUTES):
 * - the local search index (plugins/search-index): records per page and section, then the manifest,
 *   term shards and text chunks;
 * - the Markdown twins (plugins/markdown-twins): a twin beside every page, then llms.txt and llms-full.txt.
 * The pages are read in worker threads (./worker.mjs), one per core, so the pass keeps both cores
 * busy; the main thread builds the search index from their records as they come, then writes what
 * needs every page (the index's files, llms.txt).
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { TOOL_ROUTES } from '../../src/site/sections.mjs';
import { apiComponents, writeLlmsFiles } from '../markdown-twins/llms';
import { loadApi } from '../openapi/model';
import { apiKeywords } from '../search-index/apiKeywords';
import { SearchIndexBuilder, writeSearchIndex } from '../search-index/buildIndex';
import { htmlFileOf, type PageResult, type PagesJob } from './readPages.mjs';

export interface BuiltPagesOptions {
  /** false when the hosted index answers searches: no local index is written. */
  searchIndex: boolean;
  /** false only for the benchmark, which measures what twins add to the build. */
  markdownTwins: boolean;
}

/** Runs a worker on a share of the pages; `onPage` gets each page's result as soon as it is done. */
function readPagesInWorker(job: PagesJob, onPage: (result: PageResult) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), { workerData: job });
    worker.on('message', (result: PageResult | null) => (result ? onPage(result) : resolve()));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`A post-build worker stopped with exit code ${code}`));
    });
  });
}

const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export default function builtPagesPlugin(options: BuiltPagesOptions): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'built-pages',
    async postBuild({ outDir, routesPaths, baseUrl }) {
      if (!options.searchIndex && !options.markdownTwins) return;
      const started = Date.now();
      const origin = context.siteConfig.url.replace(/\/$/, '');
      const { model } = await loadApi();
      const keywordsOf = apiKeywords(model);
      const references = [
        ...[...model.operations.keys()].map((id) => `operation:${id}`),
        ...[...model.schemas.keys()].map((name) => `schema:${name}`),
      ];
      const search: PagesJob['search'] = options.searchIndex
        ? { keywords: Object.fromEntries(references.map((reference) => [reference, keywordsOf(reference) ?? []])) }
        : null;
      const twins: PagesJob['twins'] = options.markdownTwins ? { origin, components: apiComponents(model) } : null;

      // The pages in the order of their files, the order record ids have always followed.
      const pages = routesPaths
        .filter((route) => !TOOL_ROUTES.includes(route))
        .map((route) => ({ route, file: htmlFileOf(outDir, baseUrl, route) }))
        .sort((a, b) => byString(a.file, b.file));
      const position = new Map(pages.map(({ route }, i) => [route, i]));
      // Each worker takes every n-th page, so all get their share of the long API pages and the
      // pages come back roughly in order: the index takes them in while the workers read on.
      const workers = Math.max(1, Math.min(availableParallelism(), pages.length));
      const shares = Array.from({ length: workers }, (_, share) =>
        pages.filter((_page, i) => i % workers === share).map(({ route }) => route),
      );
      const index = options.searchIndex ? new SearchIndexBuilder() : null;
      const results: PageResult[] = [];
      const waiting = new Map<number, PageResult>();
      let next = 0;
      const onPage = (result: PageResult): void => {
        results.push(result);
        if (!index) return;
        waiting.set(position.get(result.route) ?? -1, result);
        for (let ready = waiting.get(next); ready; ready = waiting.get(next)) {
          waiting.delete(next);
          index.add(ready.records);
          next += 1;
        }
      };
      await Promise.all(shares.map((routes) => readPagesInWorker({ outDir, baseUrl, routes, search, twins }, onPage)));
      const read = Date.now() - started;

      const summary = [`${results.length} pages read once in ${workers} workers in ${read} ms`];
      if (index) {
        const { records, files, bytes } = await writeSearchIndex(outDir, index.files());
        summary.push(`search index: ${records} records, ${files} files, ${(bytes / 1024).toFixed(0)} kB`);
      }
      if (twins) {
        const written = results
          .flatMap((result) => (result.twin ? [result.twin] : []))
          .sort((a, b) => byString(a.route, b.route));
        await writeLlmsFiles(outDir, `${context.siteConfig.title} developer documentation`, origin, written);
        summary.push(`${written.length} Markdown twins, llms.txt and llms-full.txt`);
      }
      console.log(`[built-pages] ${summary.join('; ')}; ${Date.now() - started} ms in all`);
    },
  });
}
