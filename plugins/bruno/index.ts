/**
 * Publishes the Bruno collection of the API at /docs/api/bruno-collection.json, beside the Postman
 * one (plugins/postman) and from the same checked description: made while the site loads, so a
 * description the converter cannot take stops the build early, and written after the build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { BRUNO_COLLECTION_PATH } from '../../src/site/brunoCollection';
import { loadApi } from '../openapi/model';
import type { BrunoCollection } from './collection';
import { isDevServer } from '../../src/site/devServer';

export default function brunoPlugin(): Plugin {
  let collection: BrunoCollection | undefined;
  let loadedIn = 0;
  let madeIn = 0;
  return {
    name: 'bruno-collection',
    async loadContent() {
      // The collection is build output (postBuild): the dev server, which writes none, skips the work.
      if (isDevServer()) return;
      const { document } = await loadApi(); // shared with the openapi plugin; the time below is the collection's own
      let started = Date.now();
      // Loaded here, not at the top: the converter brings jscodeshift and Babel, which only this step needs.
      const { buildBrunoCollection } = await import('./collection');
      loadedIn = Date.now() - started; // other plugins load beside it: an upper bound
      started = Date.now();
      collection = buildBrunoCollection(document); // synchronous: its own time
      madeIn = Date.now() - started;
    },
    async postBuild({ outDir }) {
      if (!collection) throw new Error('The Bruno collection was not made');
      const target = path.join(outDir, BRUNO_COLLECTION_PATH);
      await mkdir(path.dirname(target), { recursive: true });
      const text = JSON.stringify(collection, null, 2);
      await writeFile(target, text);
      const { brunoRequests } = await import('./collection');
      console.log(
        `[bruno-collection] ${brunoRequests(collection.items).length} requests, ${Math.round(text.length / 1024)} kB, made in ${madeIn} ms (converter loaded in ${loadedIn} ms)`,
      );
    },
  };
}
