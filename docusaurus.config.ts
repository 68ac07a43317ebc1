import path from 'node:path';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import { announcement } from './src/config/announcement';
import { DOCS_VERSION } from './src/config/constants';
import redirects from './src/config/redirects.json';
import { footerLinks } from './src/config/footer';
import { navbarItems } from './src/config/navbarItems';
import { accessibleDarkTheme, accessibleLightTheme } from './src/config/prismThemes';
import { searchConfig } from './src/config/search';
import { docRoutes } from './src/site/routes';
import htmlNormalisePlugin from './plugins/html-normalise';
import progressBarPlugin from './plugins/progress-bar';
import searchIndexPlugin from './plugins/search-index';
import codeHighlightingPlugin from './plugins/code-highlighting';
import markdownTwinsPlugin from './plugins/markdown-twins';
import openApiPlugin from './plugins/openapi';
import smallRuntimePlugin from './plugins/small-runtime';
import remarkApiComponents from './plugins/openapi/remarkApiComponents';
import rehypePrism from 'rehype-prism-plus';

/** Redirects whose target page is written; the route report lists the others as pending. */
const existingRoutes = docRoutes(path.join(__dirname, 'docs'));
const activeRedirects = redirects.filter((redirect) => existingRoutes.has(redirect.to));
const search = searchConfig(process.env);

const config: Config = {
  title: 'Unit',
  tagline: 'Developer documentation for banking, cards, payments, bill pay and lending on Unit',
  favicon: 'img/favicon.svg',
  url: 'https://www.unit.co',
  baseUrl: '/docs/',
  trailingSlash: true,
  future: { v4: true, faster: true },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  customFields: { search: search.customFields },
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: DOCS_VERSION.name,
          versions: { [DOCS_VERSION.name]: { label: DOCS_VERSION.label } },
          breadcrumbs: true,
          beforeDefaultRemarkPlugins: [remarkApiComponents],
          rehypePlugins: [[rehypePrism, { ignoreMissing: true }]],
        },
        blog: false,
        pages: { path: 'src/pages', rehypePlugins: [[rehypePrism, { ignoreMissing: true }]] },
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    openApiPlugin,
    smallRuntimePlugin,
    ['@docusaurus/plugin-client-redirects', { redirects: activeRedirects }],
    htmlNormalisePlugin,
    progressBarPlugin,
    codeHighlightingPlugin,
    // DOCS_MARKDOWN_TWINS=off exists only for the benchmark, which measures what twins add to the build.
    ...(process.env.DOCS_MARKDOWN_TWINS === 'off' ? [] : [markdownTwinsPlugin]),
    searchIndexPlugin({ enabled: search.mode === 'local' }),
  ],
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    announcementBar: { ...announcement },
    algolia: search.algolia,
    docs: { sidebar: { autoCollapseCategories: true, hideable: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 2 },
    navbar: {
      title: 'Unit Docs',
      logo: { alt: 'Unit', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: '/docs/' },
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
