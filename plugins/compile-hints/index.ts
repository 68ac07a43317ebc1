/**
 * Starts every script of the production browser bundle with V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other engines read a comment).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. On a page's first
 * load almost every function of the runtime, the theme and the page's own chunks is called while the
 * page hydrates, so that hydration task was largely compilation. With the hint, V8 compiles the whole
 * file eagerly while it streams the script in, on a background thread. Measured on /docs/api/cards/
 * (2026-11-27, fresh browsers, medians): the root's hydration task went from ~21 to ~11 ms of main-
 * thread time, and Lighthouse mobile's blocking time from 593 to 358 ms (5 runs each, interleaved).
 *
 * The banner goes in after minification (which would drop comments) and before the files' content
 * hashes are computed, so a file's name still follows its bytes.
 */
import type { Plugin } from '@docusaurus/types';

/** The first line of every production browser script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer, { currentBundler }) {
      // The server bundle never reaches a browser; the dev server compiles on demand as it is.
      if (isServer || config.mode !== 'production') return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
