/**
 * `npm start` compiles a docs page's content (its MDX) when the browser first asks for it, not all
 * ~250 pages before the first one shows: Rspack's lazy compilation of dynamic imports, limited to
 * the imports of docs content (Docusaurus loads each route's content with `import()`). Everything
 * else (theme, components, route data) is compiled at start as before. The production build is
 * untouched.
 *
 * Docusaurus's dev server is webpack-dev-server, which does not serve Rspack's lazy-compilation
 * requests by itself, so this plugin adds Rspack's own middleware. It is made by a bundler plugin,
 * because the middleware must hook the compiler before the dev server starts watching it.
 */
import type { Plugin } from '@docusaurus/types';

import { isDevServer } from '../../src/site/devServer';

/** A docs page's content module (`docs/…/page.mdx`), the only imports compiled on demand. */
export const LAZY_CONTENT = /[\\/]docs[\\/](?:.+[\\/])?[^\\/]+\.mdx?$/;

export default function devLazyCompilationPlugin(): Plugin {
  let middleware: unknown;
  return {
    name: 'dev-lazy-compilation',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer || !isDevServer() || currentBundler.name !== 'rspack') return {};
      const { lazyCompilationMiddleware } = currentBundler.instance as unknown as {
        lazyCompilationMiddleware: (compiler: unknown) => unknown;
      };
      // Rspack's own option (webpack's configuration type, which Docusaurus uses, does not know it).
      const config: Record<string, unknown> = {
        lazyCompilation: { entries: false, imports: true, test: LAZY_CONTENT },
        plugins: [
          {
            apply(compiler: unknown) {
              middleware = lazyCompilationMiddleware(compiler);
            },
          },
        ],
        devServer: {
          // Docusaurus's own setupMiddlewares runs too: webpack-merge calls both with the same list and
          // joins what they return, so this one adds to the list in place and returns nothing more.
          setupMiddlewares(middlewares: unknown[]) {
            if (middleware) middlewares.unshift(middleware);
            return [];
          },
        },
      };
      return config;
    },
  };
}
