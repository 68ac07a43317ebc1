/**
 * Names the browser bundle's lazy chunk files by chunk id and content hash only
 * (`assets/js/1234.1a2b3c4d.js`), through Docusaurus's public configureWebpack (issue 24).
 *
 * Docusaurus's own pattern, `assets/js/[name].[contenthash:8].js`, makes the bundler's runtime, which
 * every page loads, carry a map from each chunk's id to its name (an 8-character hash) beside the
 * map to its content hash: two entries per page of the site. Without the name in the file, the
 * first map goes; chunk names still exist (the chunk registry uses
 * them) and plugins/small-runtime finds a page's files through the client manifest, not file names.
 * Entry files (`main`, `runtime~main`) keep Docusaurus's `output.filename`.
 */
import type { Plugin } from '@docusaurus/types';

/** The file name pattern of a lazy chunk in the production browser bundle. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function chunkFilesPlugin(): Plugin {
  return {
    name: 'chunk-files',
    configureWebpack(config, isServer) {
      // The server bundle's chunks never reach the browser; the dev server keeps its readable names.
      if (isServer || config.mode !== 'production') return {};
      return { output: { chunkFilename: CHUNK_FILENAME } };
    },
  };
}
