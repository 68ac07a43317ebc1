/**
 * Writes the Markdown twins in a worker thread, so that on a machine with two cores they are made
 * beside the search index (which runs in the main thread at the same time) instead of after it.
 * Receives the job and the Markdown of every API component (a plain record: functions can't cross
 * threads); answers with the twins written.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { writeTwins } from './writeTwins.mjs';

/** @type {import('./writeTwins.mjs').TwinJob & { components: Record<string, string> }} */
const { components, ...job } = workerData;
const twins = await writeTwins({ ...job, componentMarkdown: (reference) => components[reference] });
parentPort?.postMessage(twins);
