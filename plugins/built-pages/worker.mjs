/**
 * A worker thread of the post-build pass (./index.ts): reads pages (./readPages.mjs) until none is
 * left, sending each page's result as soon as it is done, then `null`.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { readPages } from './readPages.mjs';

await readPages(/** @type {import('./readPages.mjs').PagesJob} */ (workerData), (result) =>
  parentPort?.postMessage(result),
);
parentPort?.postMessage(null);
