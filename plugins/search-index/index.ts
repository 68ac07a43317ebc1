/**
 * Local search (issue: search that works offline), the browser's side: the theme's search page
 * builds its client from 'algoliasearch/lite', which this plugin routes through ours
 * (src/search/algoliaLiteClient.ts). The index itself, build/search-index.json (the manifest) and
 * build/search-index/ (term shards and text chunks), is written after the build by the post-build
 * pass (plugins/built-pages) from the rendered pages and the API description; the browser loads the
 * manifest the first time the reader searches, then only the shards of the words typed and the text
 * of the hits shown. With Algolia credentials configured the hosted `docs` index answers instead.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(__filename);

/** The browser build of 'algoliasearch/lite' (the package's exports only name it by condition). */
function realAlgoliaLiteBrowserBuild(): string {
  return path.join(path.dirname(require.resolve('algoliasearch/lite')), 'browser.js');
}

export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.resolve(__dirname, '../../src/search/algoliaLiteClient.ts'),
            'unit-docs-real-algoliasearch-lite$': realAlgoliaLiteBrowserBuild(),
          },
        },
      };
    },
  };
}
