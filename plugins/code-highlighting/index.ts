/**
 * Code is highlighted at build time (rehype-prism-plus in the MDX pipeline, see docusaurus.config.ts),
 * so no highlighter ships to the browser. This plugin:
 * - replaces the classic theme's client module that loads Prism into every page with an empty one;
 * - writes the token colours of src/config/prismThemes.ts (light and dark) into each page's head;
 * - defines whether a bundle carries the highlighted code's HTML (./rehypeBuildTimeHtml.ts): the server
 *   bundle and `npm start` do, the production browser bundle does not.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';

import { BUILD_TIME_HTML_IN_BUNDLE } from './rehypeBuildTimeHtml';
import { accessibleDarkTheme, accessibleLightTheme } from '../../src/config/prismThemes';

const require = createRequire(__filename);

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

/** CSS for rehype-prism-plus output (`.token.<type>`) under a scope selector. */
export function tokenCss(theme: PrismTheme, scope: string): string {
  const rules = [`${scope} pre.code-block{color:${theme.plain.color};background:${theme.plain.backgroundColor}}`];
  for (const { types, style } of theme.styles) {
    const selectors = types.map((type) => `${scope} pre.code-block .token.${type}`).join(',');
    rules.push(`${selectors}{${declarations(style)}}`);
  }
  return rules.join('\n');
}

export default function codeHighlightingPlugin(): Plugin {
  const themePrismModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  const emptyModule = path.resolve(__dirname, 'emptyClientModule.ts');
  const css = [tokenCss(accessibleLightTheme, 'html'), tokenCss(accessibleDarkTheme, "html[data-theme='dark']")].join(
    '\n',
  );
  return {
    name: 'code-highlighting',
    configureWebpack(_config, isServer, { currentBundler }) {
      const withHtml = isServer || process.env.NODE_ENV !== 'production';
      return {
        resolve: { alias: { [themePrismModule]: emptyModule } },
        plugins: [new currentBundler.instance.DefinePlugin({ [BUILD_TIME_HTML_IN_BUNDLE]: JSON.stringify(withHtml) })],
      };
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'style', attributes: { 'data-code-tokens': 'true' }, innerHTML: css }] };
    },
  };
}
