/**
 * The route data of the browser bundle, split so that a page loads its own (issue 24). Docusaurus
 * generates three modules that main.js carries whole: the route tree (`.docusaurus/routes.js`, one
 * `ComponentCreator(path, hash)` per route), the chunk registry (`registry.js`, one loader per chunk
 * name) and the chunk names of each route (`routesChunkNames.json`). Together they grew every page by
 * about 64 bytes (gzip) per page of the site, and main.js ran every route's ComponentCreator at start.
 *
 * In the browser build (never the server's), a webpack loader (./routeDataLoader.cjs) rewrites them:
 * - the route tree keeps every route and its properties (path, exact, sidebar: what the router and
 *   the theme match and read), but a leaf route's component is `lazyRoute(bucket, key)`
 *   (./lazyRoute.ts): its registry entries and chunk names wait in a "bucket" module of its own;
 * - a bucket holds up to BUCKET_SIZE neighbouring leaf routes (one parent's, in the tree's order),
 *   a chunk of its own (`route-data-<n>`); loading it adds its entries to the registry and chunk
 *   names objects that core's ComponentCreator reads, then the leaf is created by ComponentCreator;
 * - registry.js and routesChunkNames.json keep the layout routes' entries only.
 * The page's bucket is one more script tag in its HTML (./routeScripts.mjs), so a first load waits on
 * no extra round trip; core's preload() (first load, navigation) and ./routePrefetch.ts wait for it.
 * The parsing below fails with a message naming the file when Docusaurus changes these formats
 * (re-check on upgrade: UPGRADING.md).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Leaf routes per bucket: a bucket is ~1 kB gzip, which every page loads whatever the site's size. */
export const BUCKET_SIZE = 16;

/** The chunk name of bucket `n` (and the client manifest's key for its files). */
export const bucketChunkName = (/** @type {number} */ n) => `route-data-${n}`;

/**
 * @typedef {{ path: string; component: string; exact?: boolean; routes?: RouteEntry[]; [key: string]: unknown }} RouteEntry
 * @typedef {{ [key: string]: string | ChunkTree }} ChunkTree
 * @typedef {{ key: string; bucket: number }} LazyLeaf
 */

/**
 * The route tree of routes.js, each route's `component` replaced by its key (`path-hash`, the key of
 * routesChunkNames.json; `*` for the not-found route).
 * @param {string} source routes.js
 * @param {string} file for messages
 * @returns {RouteEntry[]}
 */
export function parseRoutes(source, file) {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default\b/m, 'return');
  /** @type {unknown} */
  let routes;
  try {
    // Our own generated file, evaluated at build time with a stand-in for ComponentCreator.
    routes = new Function('ComponentCreator', body)(
      /** @type {(routePath: string, hash?: string) => string} */ (routePath, hash) =>
        hash === undefined ? routePath : `${routePath}-${hash}`,
    );
  } catch (error) {
    throw new Error(`${file}: could not read the route tree (has Docusaurus changed its format?): ${String(error)}`);
  }
  if (!Array.isArray(routes)) throw new Error(`${file}: expected an array of routes`);
  return /** @type {RouteEntry[]} */ (routes);
}

/**
 * registry.js's entries, each the source text of its value, by chunk name. Docusaurus writes one
 * entry per line: `  "name": [() => import(...), "module", require.resolveWeak("module")],`.
 * @param {string} source registry.js
 * @param {string} file for messages
 * @returns {Map<string, string>}
 */
export function parseRegistry(source, file) {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== 'export default {') {
    throw new Error(`${file}: expected "export default {" on the first line (has Docusaurus changed its format?)`);
  }
  /** @type {Map<string, string>} */
  const entries = new Map();
  for (const line of lines.slice(1)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed === '};') continue;
    const entry = /^"([^"]+)": (\[\(\) => import\(.*\)\]),?(\};)?$/.exec(trimmed);
    if (!entry) {
      throw new Error(
        `${file}: cannot read the registry line ${JSON.stringify(trimmed.slice(0, 120))} (has Docusaurus changed its format?)`,
      );
    }
    entries.set(/** @type {string} */ (entry[1]), /** @type {string} */ (entry[2]));
  }
  return entries;
}

/** @param {string | ChunkTree} tree @returns {string[]} */
export const chunkNamesIn = (tree) => (typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(chunkNamesIn));

/**
 * Which routes load lazily, and in which bucket: every leaf route (no child routes) but the
 * not-found one, in the tree's order, BUCKET_SIZE at a time among one parent's children.
 * @param {RouteEntry[]} routes
 * @returns {Map<string, number>} leaf key → bucket number
 */
export function bucketsOf(routes) {
  /** @type {Map<string, number>} */
  const buckets = new Map();
  let next = 0;
  /** @param {RouteEntry[]} level */
  const visit = (level) => {
    let inBucket = BUCKET_SIZE;
    for (const route of level) {
      if (route.routes) {
        visit(route.routes);
        continue;
      }
      if (route.component === '*') continue;
      if (inBucket === BUCKET_SIZE) {
        next += 1;
        inBucket = 0;
      }
      buckets.set(route.component, next - 1);
      inBucket += 1;
    }
  };
  visit(routes);
  return buckets;
}

/** @param {string} generatedDir */
const routeDataFiles = (generatedDir) => ({
  routes: path.join(generatedDir, 'routes.js'),
  registry: path.join(generatedDir, 'registry.js'),
  chunkNames: path.join(generatedDir, 'routesChunkNames.json'),
});

/**
 * Everything the loader needs, read from the generated folder.
 * @param {string} generatedDir
 */
export function readRouteData(generatedDir) {
  const files = routeDataFiles(generatedDir);
  const routes = parseRoutes(readFileSync(files.routes, 'utf8'), files.routes);
  const registry = parseRegistry(readFileSync(files.registry, 'utf8'), files.registry);
  /** @type {Record<string, ChunkTree>} */
  const chunkNames = JSON.parse(readFileSync(files.chunkNames, 'utf8'));
  const buckets = bucketsOf(routes);
  /** Chunk names that a layout route (or anything not lazy) uses: they stay in main.js. */
  const eager = new Set(
    Object.entries(chunkNames)
      .filter(([key]) => !buckets.has(key))
      .flatMap(([, tree]) => chunkNamesIn(tree)),
  );
  return { files, routes, registry, chunkNames, buckets, eager };
}

/** @typedef {ReturnType<typeof readRouteData>} RouteData */

/** @type {Map<string, { stamp: string; data: RouteData }>} generated folder → its last read */
const lastReads = new Map();

/**
 * readRouteData, read again only when one of its files changed. The loader runs once per module it
 * rewrites (routes.js, each bucket, registry.js, routesChunkNames.json: about 23 times a compile),
 * and the files change only when the routes do (a page added under `npm start`): each file's
 * modification time (in nanoseconds) and size say whether it did, for the cost of a stat.
 * @param {string} generatedDir
 * @returns {RouteData}
 */
export function routeDataOf(generatedDir) {
  const stamp = Object.values(routeDataFiles(generatedDir))
    .map((file) => {
      const stats = statSync(file, { bigint: true });
      return `${stats.mtimeNs}:${stats.size}`;
    })
    .join(' ');
  const last = lastReads.get(generatedDir);
  if (last?.stamp === stamp) return last.data;
  // Stamped before reading: a file rewritten in between only makes the next call read again.
  const data = readRouteData(generatedDir);
  lastReads.set(generatedDir, { stamp, data });
  return data;
}

/**
 * routes.js for the browser: the same tree, with each leaf's component a lazy route.
 * @param {RouteData} data
 * @param {string} lazyRouteModule the import path of ./lazyRoute.ts
 */
export function mainRoutesSource({ routes, buckets }, lazyRouteModule) {
  const bucketCount = Math.max(0, ...buckets.values()) + (buckets.size > 0 ? 1 : 0);
  const loaders = Array.from(
    { length: bucketCount },
    (_, n) =>
      `() => import(/* webpackChunkName: ${JSON.stringify(bucketChunkName(n))} */ "./routes.js?route-data-bucket=${n}")`,
  );
  /** @param {RouteEntry} route @returns {string} */
  const routeSource = (route) => {
    const { component, routes: children, ...rest } = route;
    const bucket = buckets.get(component);
    const at = component.lastIndexOf('-');
    const [routePath, hash] = [component.slice(0, at), component.slice(at + 1)];
    // The common leaf, a doc page, in short: leaf(path, hash, bucket, sidebar).
    const { path: ownPath, exact, sidebar, ...others } = rest;
    if (
      bucket !== undefined &&
      ownPath === routePath &&
      exact === true &&
      (sidebar === undefined || typeof sidebar === 'string') &&
      Object.keys(others).length === 0
    ) {
      const args = [routePath, hash, bucket, ...(sidebar === undefined ? [] : [sidebar])];
      return `leaf(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
    }
    const props = Object.entries(rest).map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`);
    if (bucket !== undefined) {
      props.push(`component: lazyRoute(buckets[${bucket}], ${JSON.stringify(component)})`);
    } else if (component === '*') {
      props.push(`component: ComponentCreator("*")`);
    } else {
      props.push(`component: ComponentCreator(${JSON.stringify(routePath)}, ${JSON.stringify(hash)})`);
    }
    if (children) props.push(`routes: [${children.map(routeSource).join(',\n')}]`);
    return `{${props.join(', ')}}`;
  };
  return [
    `import ComponentCreator from '@docusaurus/ComponentCreator';`,
    `import { lazyRoute } from ${JSON.stringify(lazyRouteModule)};`,
    `const buckets = [${loaders.join(',\n')}];`,
    `const leaf = (path, hash, bucket, sidebar) => ({ path, exact: true, ...(sidebar === undefined ? {} : { sidebar }), component: lazyRoute(buckets[bucket], path + "-" + hash) });`,
    `export default [${routes.map(routeSource).join(',\n')}];`,
    '',
  ].join('\n');
}

/**
 * A bucket module: per leaf route, its chunk names and the registry entries main.js does not have.
 * With `weakModuleIds: false` (`npm start`), each entry's third item, `require.resolveWeak(module)`,
 * becomes `undefined`. A weak reference adds no code to the chunk, but the bundler still builds the
 * module to learn its id: under lazy compilation (plugins/lazy-compilation) the first page's bucket
 * compiled the MDX of all its 16 pages before the page could ask for its own (0.6 s of a 10 s first
 * page). Only react-loadable reads the id, to tell whether a module is already loaded on hydration
 * (`preloadReady`, which Docusaurus does not call): an undefined id means "load it", as on any
 * first visit.
 * @param {RouteData} data
 * @param {number} bucket
 * @param {{ weakModuleIds?: boolean }} [options]
 */
export function bucketSource({ buckets, chunkNames, registry, eager }, bucket, { weakModuleIds = true } = {}) {
  const keys = [...buckets].filter(([, n]) => n === bucket).map(([key]) => key);
  if (keys.length === 0) throw new Error(`route data: no bucket ${bucket}`);
  const names = [...new Set(keys.flatMap((key) => chunkNamesIn(chunkNames[key] ?? {})))].filter(
    (name) => !eager.has(name) && registry.has(name),
  );
  const routeChunkNames = Object.fromEntries(keys.map((key) => [key, chunkNames[key] ?? {}]));
  return [
    `export const chunkNames = ${JSON.stringify(routeChunkNames)};`,
    `export const registry = {${names
      .map((name) => {
        const entry = /** @type {string} */ (registry.get(name));
        return `${JSON.stringify(name)}: ${weakModuleIds ? entry : withoutWeakModuleId(entry)}`;
      })
      .join(',\n')}};`,
    '',
  ].join('\n');
}

/**
 * A registry entry's source with its `require.resolveWeak("…")` replaced by `undefined`.
 * @param {string} entry `[() => import("m"), "m", require.resolveWeak("m")]`
 */
function withoutWeakModuleId(entry) {
  const weak = /, require\.resolveWeak\((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\)\]$/;
  if (!weak.test(entry)) {
    throw new Error(
      `route data: a registry entry without require.resolveWeak at its end (has Docusaurus changed its format?): ${entry.slice(0, 120)}`,
    );
  }
  return entry.replace(weak, ', undefined]');
}

/**
 * registry.js for the browser: the entries of the chunks that are not lazy only.
 * @param {RouteData} data
 */
export function eagerRegistrySource({ registry, eager }) {
  const names = [...registry.keys()].filter((name) => eager.has(name));
  return `export default {\n${names.map((name) => `  ${JSON.stringify(name)}: ${registry.get(name)},`).join('\n')}\n};\n`;
}

/**
 * routesChunkNames.json for the browser: the routes that are not lazy only.
 * @param {RouteData} data
 */
export function eagerChunkNamesSource({ chunkNames, buckets }) {
  return JSON.stringify(Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !buckets.has(key))));
}
