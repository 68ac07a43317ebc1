import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import { announcement } from './src/config/announcement';
import { DOCS_VERSION } from './src/config/constants';
import redirects from './src/config/redirects.json';
import { footerLinks } from './src/config/footer';
import { navbarItems } from './src/config/navbarItems';
import { accessibleDarkTheme, accessibleLightTheme } from './src/config/prismThemes';
import { searchConfig } from './src/config/search';
import { BASE_URL, SECTIONS } from './src/site/sections.mjs';
import { isDevServer } from './src/site/devServer';
import docsSectionPlugin, { docsSectionOptions } from './plugins/docs-sections';
import htmlNormalisePlugin from './plugins/html-normalise';
import progressBarPlugin from './plugins/progress-bar';
import searchIndexPlugin from './plugins/search-index';
import codeHighlightingPlugin from './plugins/code-highlighting';
import builtPagesPlugin from './plugins/built-pages';
import openApiPlugin from './plugins/openapi';
import changelogPlugin from './plugins/changelog';
import smallRuntimePlugin from './plugins/small-runtime';
import chunkFilesPlugin from './plugins/chunk-files';
import compileHintsPlugin from './plugins/compile-hints';
import browserSiteConfigPlugin from './plugins/browser-site-config';
import postcssOptionsPlugin from './plugins/postcss-options';
import lazyCompilationPlugin from './plugins/lazy-compilation';
import postmanPlugin from './plugins/postman';
import brunoPlugin from './plugins/bruno';
import remarkApiComponents from './plugins/openapi/remarkApiComponents';
import rehypeMagicComments from './plugins/code-highlighting/rehypeMagicComments';
import rehypeBuildTimeHtml from './plugins/code-highlighting/rehypeBuildTimeHtml';
import rehypePrism from './plugins/code-highlighting/rehypePrism';
import rehypeHydrationSlices from './plugins/hydration-slices/rehypeHydrationSlices';

const search = searchConfig(process.env);
// DOCS_MARKDOWN_TWINS=off exists only for the benchmark, which measures what twins add to the build.
const markdownTwins = process.env.DOCS_MARKDOWN_TWINS !== 'off';
/**
 * Fenced code is highlighted at build time: magic comments become line ranges, which Prism marks;
 * the highlighted HTML then leaves the browser's JavaScript (the prerendered page holds it).
 */
const rehypeCode = [rehypeMagicComments, [rehypePrism, { ignoreMissing: true }], rehypeBuildTimeHtml];
/** Docs also cut their content into hydration slices: its top-level blocks hydrate one per task. */
const docsRehypePlugins = [...rehypeCode, rehypeHydrationSlices];

/**
 * A redirect that differs from its page only in case (/api/rewards/ → /api/Rewards/) needs a
 * case-sensitive file system. On one that ignores case (macOS, Windows by default) the redirect page
 * would be the page's own file, which the redirect plugin refuses to overwrite, and the host serves
 * the page under both spellings anyway; so it is left out there.
 */
const filesAreCaseSensitive = !existsSync(path.join(__dirname, 'PACKAGE.JSON'));
const redirectPages = redirects.filter(
  ({ from, to }) => filesAreCaseSensitive || from.toLowerCase() !== to.toLowerCase(),
);

const config: Config = {
  title: 'Unit',
  tagline: 'Developer documentation for banking, cards, payments, bill pay and lending on Unit',
  favicon: 'img/favicon.svg',
  url: 'https://www.unit.co',
  baseUrl: BASE_URL,
  trailingSlash: true,
  future: { v4: true, faster: true },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  // markdownTwins: the page actions offer a page's twin only when the build writes it.
  customFields: { search: search.customFields, markdownTwins },
  presets: [
    // First: the build's last steps (route scripts, image hints, security policy, compression) run
    // inside `docusaurus build`, after every other plugin's postBuild (plugins/build-output).
    './plugins/build-output/preset.ts',
    [
      'classic',
      {
        // The docs: one instance per section (below), each with its own sidebars.
        docs: false,
        blog: false,
        pages: { path: 'src/pages', rehypePlugins: rehypeCode },
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    // One docs instance per section (src/site/sections.mjs), each with the spec's single version.
    ...SECTIONS.map((section): PluginConfig => [
      docsSectionPlugin,
      {
        ...docsSectionOptions(section),
        lastVersion: DOCS_VERSION.name,
        versions: { [DOCS_VERSION.name]: { label: DOCS_VERSION.label } },
        breadcrumbs: true,
        beforeDefaultRemarkPlugins: [remarkApiComponents],
        rehypePlugins: docsRehypePlugins,
      },
    ]),
    openApiPlugin,
    changelogPlugin,
    smallRuntimePlugin,
    chunkFilesPlugin,
    compileHintsPlugin,
    browserSiteConfigPlugin,
    postcssOptionsPlugin,
    // `npm start` only: a plugin's name reaches the browser bundle (Docusaurus's site metadata), so
    // the production build would change with it.
    ...(isDevServer() ? [lazyCompilationPlugin] : []),
    postmanPlugin,
    brunoPlugin,
    ['@docusaurus/plugin-client-redirects', { redirects: redirectPages }],
    htmlNormalisePlugin,
    progressBarPlugin,
    codeHighlightingPlugin,
    searchIndexPlugin,
    builtPagesPlugin({
      searchIndex: search.mode === 'local',
      markdownTwins,
    }),
  ],
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    announcementBar: { ...announcement },
    algolia: search.algolia,
    docs: { sidebar: { autoCollapseCategories: true, hideable: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 2 },
    navbar: {
      title: 'Unit Docs',
      // No `logo`: the mark is inline SVG, drawn by src/theme/Logo for both colour modes.
      hideOnScroll: true,
      items: navbarItems,
    },
    footer: {
      style: 'dark',
      links: footerLinks,
      copyright: `© ${new Date().getFullYear()} Unit. Documentation for developers and partners.`,
    },
    prism: {
      theme: accessibleLightTheme,
      darkTheme: accessibleDarkTheme,
      // Fenced code is highlighted at build time (plugins/code-highlighting); these colours apply there too.
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
