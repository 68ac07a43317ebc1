/**
 * Puts each page's route chunks in its HTML as `<script defer>` tags, after main.js.
 *
 * Docusaurus 3 means to do this (its SSR template lists the chunks that the render reported), but
 * the lookup finds nothing with webpack 5 or Rspack: the render reports module paths
 * (`@theme/DocItem`) while the client manifest is keyed by chunk names (`17896441`). So every page
 * shipped only runtime and main.js, and main.js then asked for the page's ~10 chunks one script
 * element at a time: a network round trip after main.js, and ~55 ms of main thread at 4× CPU
 * inside main.js's own task. With the tags in the HTML the chunks download beside main.js, and
 * webpack's loader adopts the existing tags (it matches a script by its `src`) instead of making
 * new ones. Being after main.js, they run after it, as tasks of their own.
 *
 * The chunks of a page are found as the browser finds them: the route tree (.docusaurus/routes.js)
 * matched like react-router-config's matchRoutes, each matched route's chunk names
 * (routesChunkNames.json), and each name's files in the client manifest (client-manifest.json).
 * Re-check these three generated files on a Docusaurus upgrade (UPGRADING.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';

import { bucketChunkName, bucketsOf, chunkNamesIn, parseRoutes } from './routeData.mjs';

/**
 * @typedef {{ path: string; component: string; exact?: boolean; strict?: boolean; routes?: RouteEntry[] }} RouteEntry
 * @typedef {{ [key: string]: string | ChunkTree }} ChunkTree
 * @typedef {{ origins: Record<string, Array<string | number>>; assets: Record<string, { js?: Array<{ file: string }> }> }} ClientManifest
 * @typedef {{ routes: RouteEntry[]; chunkNames: Record<string, ChunkTree>; manifest: ClientManifest; buckets: Map<string, number> }} RouteChunkData
 */

/**
 * Reads the route tree, chunk names and client manifest that `docusaurus build` generated, and, when
 * the route data is split (./routeData.mjs), which bucket each leaf route's data is in.
 * routes.js is an ES module whose routes call `ComponentCreator(path, hash)`; read by parseRoutes,
 * each route's `component` is `path-hash`, which is routesChunkNames.json's key for that route.
 * @param {string} generatedDir the site's `.docusaurus` folder
 * @param {{ routeData?: boolean }} [options]
 * @returns {RouteChunkData}
 */
export function readRouteChunkData(generatedDir, { routeData = false } = {}) {
  const routesFile = path.join(generatedDir, 'routes.js');
  const routes = parseRoutes(readFileSync(routesFile, 'utf8'), routesFile);
  return {
    routes,
    chunkNames: JSON.parse(readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8')),
    manifest: JSON.parse(readFileSync(path.join(generatedDir, 'client-manifest.json'), 'utf8')),
    buckets: routeData ? bucketsOf(routes) : new Map(),
  };
}

/**
 * The routes that render `pathname`, outermost first: at each level the first match, as
 * react-router-config's matchRoutes does.
 * @param {RouteEntry[]} routes
 * @param {string} pathname
 * @returns {RouteEntry[]}
 */
export function matchedRoutes(routes, pathname) {
  /** @type {RouteEntry[]} */
  const found = [];
  let level = /** @type {RouteEntry[] | undefined} */ (routes);
  while (level) {
    const route = level.find((candidate) =>
      matchPath(pathname, { path: candidate.path, exact: candidate.exact, strict: candidate.strict }),
    );
    if (!route) break;
    found.push(route);
    level = route.routes;
  }
  return found;
}

/**
 * The JavaScript files (relative to the build folder, e.g. `assets/js/db7331b1.1a2b3c4d.js`) that
 * the browser loads for `pathname` before it renders, in the order webpack asks for them.
 * @param {RouteChunkData} data
 * @param {string} pathname
 * @returns {string[]}
 */
export function routeChunkFiles({ routes, chunkNames, manifest, buckets }, pathname) {
  const matched = matchedRoutes(routes, pathname);
  const files = [
    ...matched.flatMap((route) => {
      const bucket = buckets.get(route.component);
      return bucket === undefined ? [] : [bucketChunkName(bucket)];
    }),
    ...matched.flatMap((route) => chunkNamesIn(chunkNames[route.component] ?? {})),
  ]
    .flatMap((name) => manifest.origins[name] ?? [])
    .flatMap((id) => manifest.assets[String(id)]?.js ?? [])
    .map((asset) => asset.file);
  return [...new Set(files)];
}

const MAIN_SCRIPT = /<script\b[^>]*\bsrc=["']?[^"' >]*\/main\.[\w]+\.js["']?[^>]*><\/script>/;

/**
 * @param {string} html a built page
 * @param {string[]} urls the page's chunk URLs
 * @returns {string} the page with a deferred script per URL right after main.js's, or as it was
 *   when it has no main.js (a redirect page) or already has them
 */
export function addRouteScripts(html, urls) {
  const main = MAIN_SCRIPT.exec(html);
  if (!main || urls.length === 0) return html;
  const missing = urls.filter((url) => !html.includes(`src=${url} `) && !html.includes(`src="${url}"`));
  if (missing.length === 0) return html;
  const at = main.index + main[0].length;
  return html.slice(0, at) + missing.map((url) => `<script src="${url}" defer></script>`).join('') + html.slice(at);
}
