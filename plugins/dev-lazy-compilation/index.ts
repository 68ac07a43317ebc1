/**
 * `npm start` compiles a page's code when the browser first asks for it, not every page before the
 * first one shows (Rspack's lazy compilation of dynamic imports: Docusaurus loads each route's
 * modules with `import()`). The production build is untouched.
 *
 * Docusaurus's dev server is webpack-dev-server, which does not serve Rspack's lazy-compilation
 * requests by itself, so this plugin adds Rspack's own middleware. It is made by a bundler plugin,
 * because the middleware must hook the compiler before the dev server starts watching it.
 */
import type { Plugin } from '@docusaurus/types';

import { isDevServer } from '../../src/site/devServer';

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
        lazyCompilation: { entries: false, imports: true },
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
