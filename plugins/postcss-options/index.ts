/**
 * Tells PostCSS's loader that the site has no PostCSS config file: the plugins Docusaurus passes it
 * are the whole config. Without this, the loader looks for one for every stylesheet it processes:
 * some 27 file names in each folder from the stylesheet's up to the file system's root, package.json
 * files included (about 0.6 s of `npm start`'s first compile, and of every build). A site that adds
 * a PostCSS config must remove this plugin; tests/unit/postcssOptions.test.ts fails until it does.
 */
import type { Plugin, PostCssOptions } from '@docusaurus/types';

export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'postcss-options',
    configurePostCss(options: PostCssOptions): PostCssOptions {
      return { ...options, config: false };
    },
  };
}
