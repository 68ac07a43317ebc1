/**
 * Serves React's API from preact/compat in the browser bundle: the same components, about 50 kB
 * (gzip) less JavaScript on every page's first load. The server bundle keeps React, so the
 * prerendered HTML is React's; preact hydrates it (see reactCompat.mjs for the one difference that
 * needed putting right). The whole browser suite runs against this bundle.
 * It also swaps in a cheaper route prefetcher (routePrefetch.ts) and an entry that starts the app in
 * short tasks (clientEntry.tsx).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function smallRuntimePlugin(): Plugin {
  return {
    name: 'small-runtime',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus aliases `react` and `react-dom` to their folders; those aliases must go for ours to match.
      const alias = (config.resolve?.alias ?? {}) as Record<string, unknown>;
      delete alias.react;
      delete alias['react-dom'];
      return {
        resolve: {
          alias: {
            'react-dom/client$': 'preact/compat/client',
            'react-dom/server$': 'preact/compat/server',
            'react-dom$': path.join(__dirname, 'reactCompat.mjs'),
            'react/jsx-runtime$': 'preact/jsx-runtime',
            'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
            react$: path.join(__dirname, 'reactCompat.mjs'),
            // window.docusaurus: route prefetching that indexes once, asks once and waits for idle time.
            [require.resolve('@docusaurus/core/lib/client/docusaurus.js')]: path.join(__dirname, 'routePrefetch.ts'),
            // The entry: the same start-up, split into short tasks.
            [require.resolve('@docusaurus/core/lib/client/clientEntry.js')]: path.join(__dirname, 'clientEntry.tsx'),
          },
        },
      };
    },
    getClientModules() {
      return [
        path.join(__dirname, 'scrollToHash.ts'),
        // Ends the first load's deferred hydration when the reader navigates first.
        path.resolve(__dirname, '../../src/components/DeferredHydration/clientModule.ts'),
      ];
    },
  };
}
