/**
 * The browser runtime of our own, piece by piece (each can be turned off: src/site/runtime.mjs;
 * `DOCS_RUNTIME=stock` turns them all off and builds on Docusaurus's own React runtime):
 * - preact: React's API served by preact/compat in the browser bundle. The server bundle keeps
 *   React, so the prerendered HTML is React's; preact hydrates it (see reactCompat.mjs for the one
 *   difference that needed putting right).
 * - prefetch: a cheaper route prefetcher (routePrefetch.ts) in place of core's docusaurus.js.
 * - entry: an entry that starts the app in short tasks (clientEntry.tsx) in place of core's.
 * - gates: src/components/DeferredHydration, told by the compile-time constant
 *   `__DOCS_HYDRATION_GATES__` whether to gate, to be a React Suspense boundary, or to pass through.
 * - utilsCommon: @docusaurus/utils-common without the tslib its index requires (utilsCommon.ts).
 * - routeData: each page's route data in a small chunk of its own (routeData.mjs, lazyRoute.ts)
 *   instead of every page's in main.js.
 * The route scripts (routeScripts.mjs) are a post-build step, switched in the same place.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { browserRuntime } from '../../src/site/runtime.mjs';
import { isDevServer } from '../../src/site/devServer';

export default function smallRuntimePlugin({ generatedFilesDir }: LoadContext): Plugin {
  const runtime = browserRuntime();
  return {
    name: 'small-runtime',
    configureWebpack(config, isServer, { currentBundler }) {
      const define = new currentBundler.instance.DefinePlugin({
        __DOCS_HYDRATION_GATES__: JSON.stringify(runtime.gates),
      });
      // Rspack's persistent cache (future.faster) is keyed by a version that knows neither our
      // aliases nor our constant: without the runtime in it, a stock build after a custom one reuses
      // modules compiled for preact, and the page fails to hydrate (React error #525).
      const cache = (config as { experiments?: { cache?: { version?: string } | boolean } }).experiments?.cache;
      if (typeof cache === 'object' && typeof cache.version === 'string') {
        cache.version = `${cache.version}-runtime-${runtime.label}`;
      }
      if (isServer) return { plugins: [define] };
      const alias: Record<string, string> = {};
      const rules = [];
      if (runtime.routeData) {
        // The route tree, registry and chunk names of the browser bundle, split per page (./routeData.mjs).
        rules.push({
          enforce: 'pre' as const,
          include: ['routes.js', 'registry.js', 'routesChunkNames.json'].map((file) =>
            path.join(generatedFilesDir, file),
          ),
          use: [
            {
              loader: path.join(__dirname, 'routeDataLoader.cjs'),
              // `npm start` compiles lazily (plugins/lazy-compilation): no weak module ids, which would
              // make a bucket's first compile build all of its pages (routeData.mjs, bucketSource).
              // Options only then: they are part of the modules' ids, which a build keeps as they were.
              ...(isDevServer() ? { options: { weakModuleIds: false } } : {}),
            },
          ],
        });
      }
      if (runtime.preact) {
        // Docusaurus aliases `react` and `react-dom` to their folders; those aliases must go for ours to match.
        const configured = (config.resolve?.alias ?? {}) as Record<string, unknown>;
        delete configured.react;
        delete configured['react-dom'];
        Object.assign(alias, {
          'react-dom/client$': 'preact/compat/client',
          'react-dom/server$': 'preact/compat/server',
          'react-dom$': path.join(__dirname, 'reactCompat.mjs'),
          'react/jsx-runtime$': 'preact/jsx-runtime',
          'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
          react$: path.join(__dirname, 'reactCompat.mjs'),
        });
      }
      if (runtime.prefetch) {
        // Our prefetcher finds a chunk's files through the registry (routePrefetch.ts), not through
        // the map of every chunk name that core's ChunkAssetPlugin adds to the runtime (gca).
        config.plugins = (config.plugins ?? []).filter(
          (plugin) => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name !== 'ChunkAssetPlugin',
        );
        // window.docusaurus: route prefetching that indexes once, asks once and waits for idle time.
        // By file for core's entry ('./docusaurus'), by name for ours: with a symlinked node_modules
        // (pnpm, a scratch copy) the name does not resolve to the file's real path before aliasing.
        const prefetcher = path.join(__dirname, 'routePrefetch.ts');
        alias[require.resolve('@docusaurus/core/lib/client/docusaurus.js')] = prefetcher;
        alias['@docusaurus/core/lib/client/docusaurus$'] = prefetcher;
      }
      if (runtime.utilsCommon) {
        // The package's index requires all of tslib for one helper; the same exports without it.
        alias['@docusaurus/utils-common$'] = path.join(__dirname, 'utilsCommon.ts');
      }
      if (runtime.gates === 'deferred') {
        // The page's <Head>s mount once the first load has hydrated, not in its root's task.
        const head = path.join(__dirname, '../../src/components/DeferredHydration/DeferredHead.tsx');
        alias[require.resolve('@docusaurus/core/lib/client/exports/Head.js')] = head;
        alias['@docusaurus/Head$'] = head;
      }
      if (runtime.entry) {
        // The entry: the same start-up, split into short tasks.
        alias[require.resolve('@docusaurus/core/lib/client/clientEntry.js')] = path.join(__dirname, 'clientEntry.tsx');
      }
      return { plugins: [define], resolve: { alias }, module: { rules } };
    },
    getClientModules() {
      return [
        // Under React the theme's own scroll to the #hash works; under preact this redoes it.
        ...(runtime.preact ? [path.join(__dirname, 'scrollToHash.ts')] : []),
        // Ends the first load's deferred hydration when the reader navigates first, and marks its end.
        path.resolve(__dirname, '../../src/components/DeferredHydration/clientModule.ts'),
      ];
    },
  };
}
