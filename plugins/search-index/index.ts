/**
 * Local search (issue: search that works offline). After the build it writes build/search-index.json
 * (the manifest) and build/search-index/ (term shards and text chunks) from the rendered pages and
 * the API description; the browser loads the manifest the first time the reader searches, then
 * only the shards of the words typed and the text of the hits shown. With Algolia
 * credentials configured the hosted `docs` index answers instead and no local index is written.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { INDEX_DIR, INDEX_FILE_NAME } from '../../src/search/indexFormat';
import { loadApi } from '../openapi/model';
import { apiKeywords } from './apiKeywords';
import { buildSearchIndex } from './buildIndex';

export interface SearchIndexPluginOptions {
  /** false when the hosted index answers searches. */
  enabled: boolean;
}

const require = createRequire(__filename);

/** The browser build of 'algoliasearch/lite' (the package's exports only name it by condition). */
function realAlgoliaLiteBrowserBuild(): string {
  return path.join(path.dirname(require.resolve('algoliasearch/lite')), 'browser.js');
}

export default function searchIndexPlugin(options: SearchIndexPluginOptions): (context: LoadContext) => Plugin {
  return () => ({
    name: 'search-index',
    configureWebpack() {
      // The theme's search page builds its client from 'algoliasearch/lite'; route it through ours.
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.resolve(__dirname, '../../src/search/algoliaLiteClient.ts'),
            'unit-docs-real-algoliasearch-lite$': realAlgoliaLiteBrowserBuild(),
          },
        },
      };
    },
    async postBuild({ outDir, routesPaths, baseUrl }) {
      if (!options.enabled) return;
      const htmlFiles = routesPaths.map((routePath) =>
        path.join(outDir, routePath.slice(baseUrl.length), routePath.endsWith('.html') ? '' : 'index.html'),
      );
      const excluded = new Set([`${baseUrl}search/`, `${baseUrl}404.html`]);
      const started = Date.now();
      const { model } = await loadApi();
      const { manifest, files } = await buildSearchIndex(outDir, htmlFiles, baseUrl, excluded, apiKeywords(model));
      const manifestJson = JSON.stringify(manifest);
      await writeFile(path.join(outDir, INDEX_FILE_NAME), manifestJson);
      const dir = path.join(outDir, INDEX_DIR);
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      let bytes = manifestJson.length;
      for (const [name, content] of files) {
        const json = JSON.stringify(content);
        bytes += json.length;
        await writeFile(path.join(dir, name), json);
      }
      console.log(
        `[search-index] ${manifest.records.length} records from ${htmlFiles.length} pages, ${files.size + 1} files, ${(bytes / 1024).toFixed(0)} kB, ${Date.now() - started} ms`,
      );
    },
  });
}
