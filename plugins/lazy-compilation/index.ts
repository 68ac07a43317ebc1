/**
 * `npm start` compiles a page's code when a browser first asks for it (Rspack's lazy compilation),
 * instead of every page of the site before the first one is served (issue 24, point 5).
 *
 * Docusaurus loads each route's chunks with dynamic `import()` (the generated registry). With
 * `lazyCompilation: { imports: true }`, Rspack compiles each such import as a small stand-in module;
 * when the browser runs it, the stand-in tells the dev server (a POST to `/lazy-compilation-using-…`),
 * which compiles the real module and hands it over through hot module replacement. The entry (runtime,
 * theme, layout) is still compiled up front (see `LAZY_MODULES`).
 *
 * Rspack's option alone does nothing: `lazyCompilationMiddleware(compiler)` both applies the plugin
 * to the compiler and answers the browser's requests, so it has to be made before the first compile.
 * Docusaurus's dev server (webpack-dev-server) calls `setupMiddlewares` before it starts the compiler.
 * Only for the browser bundle under `docusaurus start`: a production build, `build --dev` and the
 * server bundle never see it.
 */
import type { Plugin } from '@docusaurus/types';

import { isDevServer } from '../../src/site/devServer';

/** What a plugin's configureWebpack returns (Docusaurus's type for it is not exported). */
type ConfigureWebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** The parts of webpack-dev-server's middleware list and server that this plugin touches. */
type Middleware = { name: string; middleware: unknown } | ((...args: never[]) => unknown);
interface DevServerLike {
  compiler: unknown;
}

/**
 * What the plugin adds under `npm start`: Rspack's top-level `lazyCompilation` (webpack's configuration
 * type, which Docusaurus's plugin API uses, has no such key) and a devServer.setupMiddlewares.
 */
export type LazyCompilationConfig = ConfigureWebpackResult & {
  lazyCompilation: { imports: true; entries: false; test: RegExp };
  devServer: { setupMiddlewares(middlewares: Middleware[], devServer: DevServerLike): Middleware[] };
};

/**
 * Rspack's `lazyCompilation.test`, matched against each imported module's file: every dynamic import is
 * compiled lazily but
 * - Docusaurus's App, which plugins/small-runtime/clientEntry.tsx imports in `webpackMode: "eager"`
 *   (in the entry's chunk, only to start it in a task of its own). It is the whole layout, which every
 *   page needs first: left lazy, it cost the first page one more round trip to the compiler;
 * - the theme's components (`@theme/…`: the classic theme's and src/theme's), which the routes load:
 *   DocsRoot, DocVersionRoot, DocRoot, DocItem… Left lazy, each level of them waited for the one above
 *   to arrive before the browser asked for it, a round trip each; compiled up front they made the first
 *   page's wait after its request 2.41 → 1.94 s (median of 3 alternating cold starts), and the first
 *   compile no longer (1.45 → 1.39 s);
 * - the data modules Docusaurus writes to .docusaurus/ as JSON (each docs section's plugin data and
 *   version props: about two dozen, a few kB each), which a page's route data bucket imports. Left lazy, the
 *   page's content waited for one more round trip after its bucket; compiled up front, the first API
 *   page's wait after its request went 3.62 → 2.52 s (median of 4 alternating cold starts on a slow
 *   hour; start to page shown 14.84 → 13.52 s), and the first compile no longer (2.81 → 2.77 s).
 * (The route data buckets of plugins/small-runtime stay lazy: compiled up front, their ~600 imports
 * became as many stand-ins and chunks, which made the first compile 4–7 s longer in two alternating
 * pairs.)
 * A regular expression, not a function: Rspack 1.7's dev server crashed (segmentation fault) calling
 * a function test.
 */
export const LAZY_MODULES =
  /^(?!.*[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]App\.js$)(?!.*[\\/](?:theme-classic[\\/]lib|src)[\\/]theme[\\/])(?!.*[\\/]\.docusaurus[\\/].*\.json$)/;

export default function lazyCompilationPlugin(): Plugin {
  return {
    name: 'lazy-compilation',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer || !isDevServer() || config.mode !== 'development' || currentBundler.name !== 'rspack') return {};
      const { lazyCompilationMiddleware } = currentBundler.instance as unknown as {
        lazyCompilationMiddleware: (compiler: unknown) => Middleware;
      };
      const result: LazyCompilationConfig = {
        lazyCompilation: {
          imports: true,
          entries: false,
          test: LAZY_MODULES,
        },
        devServer: {
          // Docusaurus's own setupMiddlewares runs too: webpack-merge calls both with the same list and
          // joins what they return, so this one adds to the list in place and returns nothing more.
          setupMiddlewares(middlewares, devServer) {
            const middleware = lazyCompilationMiddleware(devServer.compiler);
            middlewares.unshift({ name: 'lazy-compilation', middleware });
            return [];
          },
        },
      };
      return result;
    },
  };
}
