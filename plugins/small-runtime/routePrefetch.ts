/**
 * `window.docusaurus` (prefetch and preload a route's chunks) for the browser bundle, in place of
 * `@docusaurus/core/lib/client/docusaurus.js` (aliased by index.ts; re-check on upgrade, UPGRADING.md).
 * Same contract: a link that scrolls into view prefetches its route's files, hovering preloads them,
 * nothing is prefetched on 2G or data-saver connections. What 3.10 does and this does not:
 * - it scans every route key with a regular expression for each matched route of each visible link
 *   (about 30 ms of main thread for the 22 links in view on an API page on a phone, at load);
 *   here each route path's chunk names are indexed once, on first use;
 * - it never remembers which files it asked for (329 `<link rel="prefetch">` for 22 files on that
 *   page, 7 of them already loaded by the page); here each file is asked for once, and not at all
 *   when the page already fetched it;
 * - it prefetches at once, inside the task that reports the links in view; here prefetching waits
 *   for idle time, a few files per idle period (at most ~8 ms of work), so it never lengthens a
 *   task the reader waits on.
 */
import { matchPath } from '@docusaurus/router';
import type { RouteConfig } from '@docusaurus/types';
import routes from '@generated/routes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat.js';
import preloadRoute from '@docusaurus/core/lib/client/preload.js';

import { onRouteDataInstalled, type LazyRouteComponent } from './lazyRoute';
import { whenIdle } from './whenIdle';

/** The Network Information API, where the browser has it (Chromium). */
type WithConnection = Navigator & { connection?: { effectiveType: string; saveData: boolean } };

/**
 * webpack's (and Rspack's) runtime: `e` loads a chunk by id, `p` + `u(id)` is a chunk's URL. (Core's
 * prefetcher asks `gca(chunkName)`, a map of every chunk name that Docusaurus's ChunkAssetPlugin adds
 * to the runtime, which every page loads; ./index.ts leaves that plugin out when this prefetcher runs.)
 */
declare const __webpack_require__: {
  e: (chunkId: string) => Promise<unknown>;
  p: string;
  u: (chunkId: string) => string;
};

/**
 * The JavaScript files a registry loader (`() => Promise.all([n.e("4014"), n.e("2050")]).then(…)`)
 * would load: its calls to the runtime's `e` are recorded, with `e` stood in for, and never answered.
 */
function filesOfLoader(loader: () => Promise<unknown>): string[] {
  const chunkIds: string[] = [];
  const loadChunk = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => {
    chunkIds.push(String(chunkId));
    return new Promise<never>(() => undefined);
  };
  try {
    loader().catch(() => undefined);
  } finally {
    __webpack_require__.e = loadChunk;
  }
  return (
    chunkIds
      .map((chunkId) => __webpack_require__.p + __webpack_require__.u(chunkId))
      // A chunk of styles only (the shared stylesheet) has no script file: its name says "undefined".
      .filter((url) => !url.includes('undefined'))
  );
}

const isSlowConnection = (): boolean => {
  const { connection } = navigator as WithConnection;
  return Boolean(connection?.effectiveType.includes('2g') || connection?.saveData);
};

let chunkNamesByPath: Map<string, string[]> | undefined;

function indexChunkNames(keys: Iterable<string>): void {
  for (const key of keys) {
    const path = key.replace(/-[^-]+$/, '');
    const names = chunkNamesByPath!.get(path) ?? [];
    names.push(...Object.values(flat(routesChunkNames[key]!)));
    chunkNamesByPath!.set(path, names);
  }
}

/**
 * Route path → the chunk names of every route registered at that path (keys are `path-hash`). With
 * the route data in buckets (./routeData.mjs), a leaf's names arrive with its bucket.
 */
function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    indexChunkNames(Object.keys(routesChunkNames));
    onRouteDataInstalled(indexChunkNames);
  }
  return chunkNamesByPath.get(routePath) ?? [];
}

/** The routes that render `pathname`, outermost first (react-router-config's matchRoutes). */
function matchedRoutes(list: readonly RouteConfig[], pathname: string, found: RouteConfig[] = []): RouteConfig[] {
  for (const route of list) {
    if (!matchPath(pathname, { path: route.path, exact: route.exact, strict: route.strict })) continue;
    found.push(route);
    if (route.routes) matchedRoutes(route.routes, pathname, found);
    break;
  }
  return found;
}

const requestedFiles = new Set<string>();

/**
 * Every file this page has fetched (absolute URLs): its script tags, and each resource since, which
 * an observer adds as it arrives. Built on first use, so that asking costs a lookup, not a walk of
 * the page's scripts and of the resource timeline per file (a third of the prefetcher's time on an
 * API page, measured with a CPU profile at 4× slowdown).
 */
let fetchedByThePage: Set<string> | undefined;

function loadedByThePage(url: string): boolean {
  if (!fetchedByThePage) {
    const fetched = new Set<string>();
    for (const script of document.scripts) if (script.src) fetched.add(script.src);
    for (const entry of performance.getEntriesByType('resource')) fetched.add(entry.name);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) fetched.add(entry.name);
    }).observe({ type: 'resource' });
    fetchedByThePage = fetched;
  }
  return fetchedByThePage.has(new URL(url, window.location.href).href);
}

function prefetchFile(url: string): Promise<void> {
  if (requestedFiles.has(url)) return Promise.resolve();
  requestedFiles.add(url);
  if (loadedByThePage(url)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // A failed prefetch only means a click loads the file itself; a 404 shows in the console anyway.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

let hydrated: Promise<void> | undefined;

/**
 * Resolves once the page has hydrated whole: Docusaurus's `<html data-has-hydrated="true">` and our
 * `data-deferred-hydration="done"` (src/components/DeferredHydration), whichever comes last.
 */
function afterHydration(): Promise<void> {
  hydrated ??= new Promise((resolve) => {
    const { dataset } = document.documentElement;
    const done = () => dataset.deferredHydration === 'done' && dataset.hasHydrated === 'true';
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-deferred-hydration', 'data-has-hydrated'],
    });
  });
  return hydrated;
}

async function prefetchRouteFiles(routePath: string): Promise<void[]> {
  const matched = matchedRoutes(routes as unknown as RouteConfig[], routePath);
  // A leaf route's chunk names come with its bucket (./routeData.mjs): a small chunk that has to be
  // run, not just fetched. Other pages' buckets wait until this page has hydrated, so that they
  // never compete with it (a click on a link loads the bucket at once, through preload).
  for (const route of matched) {
    const { routeData } = route.component as Partial<LazyRouteComponent>;
    if (!routeData) continue;
    await afterHydration();
    // A bucket that fails to load leaves the route unprefetched; a click loads it again.
    await routeData().catch(() => undefined);
  }
  // The bucket arrived in a task of its own: the rest goes back to idle time, a file at a time.
  const files = await inIdleTime(() =>
    matched
      .flatMap((route) => chunkNamesOf(route.path))
      .flatMap((chunkName) => {
        const loader = registry[chunkName]?.[0];
        return loader ? filesOfLoader(loader) : [];
      }),
  );
  return Promise.all([...new Set(files)].map((url) => inIdleTime(() => prefetchFile(url))));
}

/** Work queued for idle time, run in order by runWaiting. */
const waiting: Array<() => void> = [];

/** Runs `step` in idle time, after what is queued already. */
function inIdleTime<T>(step: () => T | Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const run = (): void => {
      try {
        resolve(step());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    if (waiting.push(run) === 1) whenIdle(runWaiting);
  });
}

/**
 * At most ~8 ms of work per idle period, whatever the deadline allows: a lab run that records the
 * page at full speed and replays it 4× slower (Lighthouse's simulated throttling) would otherwise turn
 * one 40 ms idle period into a 160 ms task.
 */
const MAX_IDLE_WORK_MS = 8;

function runWaiting(deadline?: IdleDeadline): void {
  const start = performance.now();
  do waiting.shift()?.();
  while (
    waiting.length > 0 &&
    deadline !== undefined &&
    deadline.timeRemaining() > 5 &&
    performance.now() - start < MAX_IDLE_WORK_MS
  );
  if (waiting.length > 0) whenIdle(runWaiting);
}

const fetched = new Set<string>();
const loaded = new Set<string>();

function prefetch(routePath: string): false | Promise<void[]> {
  // `npm start` compiles a page when its code is first run (plugins/lazy-compilation), and asking for
  // a route's files runs its loaders: each link in view would have the dev server compile its page.
  // There the files are local anyway; hovering a link still preloads (and compiles) its page.
  if (process.env.NODE_ENV === 'development') return false;
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return inIdleTime(() => prefetchRouteFiles(routePath));
}

function preload(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({ prefetch, preload });
