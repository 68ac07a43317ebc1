/**
 * `npm start`: Redocly's bundle of openapi/ in a worker thread (./description.ts, bundleInWorker).
 * Loading Redocly and bundling the split files took about 0.6 s of the dev server's own thread while
 * the docs plugins loaded their content on it; here it runs on another core. Plain JavaScript: a
 * worker does not go through the config's TypeScript loader.
 *
 * Messages in: `{ id, rootFile, config }` (Redocly's raw config, ./description.ts's); out: `{ id, parsed, problems }` (each problem reduced to what
 * formatProblem reads) or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { bundle, createConfig } from '@redocly/openapi-core';

if (!parentPort) throw new Error('plugins/openapi/bundleWorker.mjs runs as a worker thread');
const port = parentPort;

port.on(
  'message',
  async (
    /** @type {{ id: number; rootFile: string; config: import('@redocly/openapi-core').RawUniversalConfig }} */ request,
  ) => {
    try {
      const config = await createConfig(request.config);
      const bundled = await bundle({ ref: request.rootFile, config });
      const problems = bundled.problems.map((problem) => ({
        severity: problem.severity,
        message: problem.message,
        ruleId: problem.ruleId,
        location: problem.location
          .slice(0, 1)
          .map((location) => ({ source: { absoluteRef: location.source.absoluteRef }, pointer: location.pointer })),
      }));
      port.postMessage({ id: request.id, parsed: bundled.bundle.parsed, problems });
    } catch (error) {
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  },
);
