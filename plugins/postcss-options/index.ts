/**
 * PostCSS options for Docusaurus's style loader (its public `configurePostCss`):
 * - `config: false` tells PostCSS's loader that the site has no PostCSS config file: the plugins
 *   Docusaurus passes it are the whole config. Without this, the loader looks for one for every
 *   stylesheet it processes: some 27 file names in each folder from the stylesheet's up to the file
 *   system's root, package.json files included (about 0.6 s of `npm start`'s first compile, and of every
 *   build). A site that adds a PostCSS config must remove this plugin; tests/unit/postcssOptions.test.ts
 *   fails until it does.
 * - Under `npm start` only, Docusaurus's one plugin, postcss-preset-env (vendor prefixes and fallbacks
 *   for the browsers of package.json's browserslist), is left out: loading it (autoprefixer,
 *   browserslist, caniuse-lite) and running it on every stylesheet was about 0.6 s of the first
 *   compile (issue 24, point 5; median of 4 alternating cold starts each). The dev server is read in a
 *   current browser, which needs neither; the production build keeps it, and so ships what it did.
 */
import type { Plugin, PostCssOptions } from '@docusaurus/types';

import { isDevServer } from '../../src/site/devServer';

/** Docusaurus's PostCSS plugin, as its style loader names it (a module path or a name). */
const PRESET_ENV = /(^|[\\/])postcss-preset-env([\\/]|$)/;

/** The name of a plugin entry of PostCSS's options (a name, a path, `[name, options]` or a plugin object). */
function pluginName(plugin: unknown): string {
  const entry: unknown = Array.isArray(plugin) ? plugin[0] : plugin;
  if (typeof entry === 'string') return entry;
  const named = entry as { postcssPlugin?: unknown } | null;
  return typeof named?.postcssPlugin === 'string' ? named.postcssPlugin : '';
}

export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'postcss-options',
    configurePostCss(options: PostCssOptions): PostCssOptions {
      const plugins = isDevServer()
        ? options.plugins.filter((plugin) => !PRESET_ENV.test(pluginName(plugin)))
        : options.plugins;
      return { ...options, config: false, plugins };
    },
  };
}
