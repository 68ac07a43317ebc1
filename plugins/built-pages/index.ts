/**
 * The post-build pass: every built page is read and parsed once, and feeds both outputs that are
 * made from the rendered pages, from one list of page chrome (src/site/builtPageHtml.mjs) and one
 * list of routes that are tools, not content (src/site/sections.mjs TOOL_ROUTES):
 * - the local search index (plugins/search-index): records per page and section, then the manifest,
 *   term shards and text chunks;
 * - the Markdown twins (plugins/markdown-twins): a twin beside every page, then llms.txt and llms-full.txt.
 * The main thread and a worker thread per other core (./worker.mjs) read the pages together, each
 * taking the next page left, so the pass keeps every core busy; the main thread also builds the
 * search index from the pages' records as they come, then writes what needs every page (the
 * index's files, llms.txt).
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { TOOL_ROUTES } from '../../src/site/sections.mjs';
import type { PageResult, PagesJob } from './readPages.mjs';

export interface BuiltPagesOptions {
  /** false when the hosted index answers searches: no local index is written. */
  searchIndex: boolean;
  /** false only for the benchmark, which measures what twins add to the build. */
  markdownTwins: boolean;
}

/** Runs a worker on the pages; `onPage` gets each page's result as soon as it is done. */
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
      // Loaded here, not with the config: `npm start` never runs this pass (plugins/nodeRequire.ts).
      const [
        { apiComponents, writeLlmsFiles },
        { loadApi },
        { apiKeywords },
        { SearchIndexBuilder, writeSearchIndex },
      ] = await Promise.all([
        import('../markdown-twins/llms'),
        import('../openapi/model'),
        import('../search-index/apiKeywords'),
        import('../search-index/buildIndex'),
      ]);
      const { htmlFileOf, readPages } = await import('./readPages.mjs');
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

      // The pages in the order of their files, the order record ids have always followed. They are
      // taken in that order, so they come back roughly in it: the index takes them in as they do.
      const routes = routesPaths
        .filter((route) => !TOOL_ROUTES.includes(route))
        .sort((a, b) => byString(htmlFileOf(outDir, baseUrl, a), htmlFileOf(outDir, baseUrl, b)));
      const job: PagesJob = { outDir, baseUrl, routes, taken: new SharedArrayBuffer(4), search, twins };
      const index = options.searchIndex ? new SearchIndexBuilder() : null;
      const results: PageResult[] = [];
      const waiting = new Map<number, PageResult>();
      let next = 0;
      const onPage = (result: PageResult): void => {
        results.push(result);
        if (!index) return;
        waiting.set(result.index, result);
        for (let ready = waiting.get(next); ready; ready = waiting.get(next)) {
          waiting.delete(next);
          index.add(ready.records);
          next += 1;
        }
      };
      const workers = Math.max(0, Math.min(availableParallelism() - 1, routes.length - 1));
      await Promise.all([
        ...Array.from({ length: workers }, () => readPagesInWorker(job, onPage)),
        readPages(job, onPage),
      ]);
      const read = Date.now() - started;

      const summary = [`${results.length} pages read once by ${workers + 1} threads in ${read} ms`];
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
