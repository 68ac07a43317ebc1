/**
 * A worker thread of the post-build pass (./index.ts): reads its share of the pages (./readPages.mjs)
 * and sends each page's result as soon as it is done, then `null` when its share is.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { readPages } from './readPages.mjs';

await readPages(/** @type {import('./readPages.mjs').PagesJob} */ (workerData), (result) =>
  parentPort?.postMessage(result),
);
parentPort?.postMessage(null);
