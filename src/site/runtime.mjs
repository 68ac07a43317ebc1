/**
 * Which browser runtime a build uses, read from the environment in one place. The plugins
 * (plugins/small-runtime) and the post-build steps ask `browserRuntime()`; client code sees the
 * hydration choice as the compile-time constant `__DOCS_HYDRATION_GATES__` (a DefinePlugin constant
 * set by plugins/small-runtime), so a pass-through gate is compiled in, not decided at run time.
 *
 *   DOCS_RUNTIME=custom (default) | stock
 *     custom: every piece below on; stock: Docusaurus's own React runtime, every piece off.
 *   DOCS_RUNTIME_OFF=piece,piece  (custom only) turns single pieces off, for the benchmark:
 *     preact        preact/compat in place of React in the browser bundle
 *     entry         plugins/small-runtime/clientEntry.tsx in place of core's clientEntry.js
 *     prefetch      plugins/small-runtime/routePrefetch.ts in place of core's docusaurus.js
 *     gates         src/components/DeferredHydration, the idle mounts and the deferred <Head>s (pass-through when off;
 *                   they rely on preact, so turning preact off needs gates off too)
 *     routeScripts  the route's chunks listed in each page's HTML (post-build)
 *     utilsCommon   @docusaurus/utils-common's exports without its index, which requires all of tslib
 *     routeData     each page's route data in a bucket chunk instead of all of it in main.js
 *                   (plugins/small-runtime/routeData.mjs; needs prefetch, which knows the buckets)
 *   DOCS_HYDRATION_GATES=suspense  (React only: stock, or custom with preact off) makes each gate a
 *     plain React Suspense boundary, rendered on the server too, so React hydrates it on its own
 *     (selective hydration) instead of our gates: the alternative the benchmark weighs.
 * Plain JavaScript (types in JSDoc), so the config, the plugins and the scripts can import it.
 */

/** @typedef {'preact' | 'entry' | 'prefetch' | 'gates' | 'routeScripts' | 'routeData' | 'utilsCommon'} RuntimePiece */
/** @typedef {'deferred' | 'suspense' | 'none'} HydrationGates */

/**
 * @typedef {object} BrowserRuntime
 * @property {'custom' | 'stock'} name
 * @property {boolean} preact
 * @property {boolean} entry
 * @property {boolean} prefetch
 * @property {HydrationGates} gates 'deferred': our gates; 'suspense': React Suspense boundaries; 'none': pass-through
 * @property {boolean} routeScripts
 * @property {boolean} routeData
 * @property {boolean} utilsCommon
 * @property {string} label how the bench and the build log name it
 */

/** @type {readonly RuntimePiece[]} */
export const RUNTIME_PIECES = ['preact', 'entry', 'prefetch', 'gates', 'routeScripts', 'routeData', 'utilsCommon'];

/** @param {string} value */
const isPiece = (value) => /** @type {readonly string[]} */ (RUNTIME_PIECES).includes(value);

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {BrowserRuntime}
 */
export function browserRuntime(env = process.env) {
  const name = env.DOCS_RUNTIME?.trim() || 'custom';
  if (name !== 'custom' && name !== 'stock') {
    throw new Error(`DOCS_RUNTIME="${env.DOCS_RUNTIME}": use "custom" (the default) or "stock".`);
  }
  const off = (env.DOCS_RUNTIME_OFF ?? '')
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean);
  const unknown = off.filter((piece) => !isPiece(piece));
  if (unknown.length > 0) {
    throw new Error(
      `DOCS_RUNTIME_OFF names unknown pieces (${unknown.join(', ')}): use any of ${RUNTIME_PIECES.join(', ')}.`,
    );
  }
  if (name === 'stock' && off.length > 0) {
    throw new Error('DOCS_RUNTIME_OFF applies to the custom runtime only: DOCS_RUNTIME=stock turns every piece off.');
  }
  /** @param {RuntimePiece} piece */
  const on = (piece) => name === 'custom' && !off.includes(piece);
  const gatesVariable = env.DOCS_HYDRATION_GATES?.trim();
  if (gatesVariable && gatesVariable !== 'suspense') {
    throw new Error(`DOCS_HYDRATION_GATES="${gatesVariable}": the only value is "suspense".`);
  }
  if (gatesVariable === 'suspense' && on('preact')) {
    throw new Error(
      'DOCS_HYDRATION_GATES=suspense needs React in the browser: set DOCS_RUNTIME=stock or DOCS_RUNTIME_OFF=preact.',
    );
  }
  if (name === 'custom' && !on('preact') && on('gates') && gatesVariable !== 'suspense') {
    throw new Error(
      'DOCS_RUNTIME_OFF=preact needs gates off too (or DOCS_HYDRATION_GATES=suspense): the gates rely on preact keeping server DOM that suspends while hydrating, which React does only at server-rendered Suspense boundaries.',
    );
  }
  if (on('routeData') && !on('prefetch')) {
    throw new Error(
      "DOCS_RUNTIME_OFF=prefetch needs routeData off too: core's prefetcher reads every route's chunk names from main.js, which the route data buckets leave out.",
    );
  }
  /** @type {HydrationGates} */
  const gates = gatesVariable === 'suspense' ? 'suspense' : on('gates') ? 'deferred' : 'none';
  const label =
    name === 'stock'
      ? `stock${gates === 'suspense' ? ' + Suspense gates' : ''}`
      : off.length === 0
        ? 'custom'
        : `custom without ${off.join(', ')}${gates === 'suspense' ? ' (Suspense gates)' : ''}`;
  return {
    name,
    preact: on('preact'),
    entry: on('entry'),
    prefetch: on('prefetch'),
    gates,
    routeScripts: on('routeScripts'),
    routeData: on('routeData'),
    utilsCommon: on('utilsCommon'),
    label,
  };
}
