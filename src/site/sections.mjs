/**
 * Where the site lives and which section a path is in, declared once. "Which section is this
 * path in?" is asked by the header (the active tab, the Ready-to-Launch / Custom Builds switch),
 * by the post-build pass (the search index's section level, the sections of llms.txt) and by the
 * route report; they all derive their answer from the table below, and the base URL from
 * BASE_URL, instead of each writing its own regex or `/docs/`.
 * Plain data and small pure functions in plain JavaScript (types in JSDoc), so that the Docusaurus
 * config, the browser bundle, the post-build worker threads, the server and the scripts can all
 * import it without a TypeScript step.
 */

/** The path the site is served under (Docusaurus `baseUrl`). */
export const BASE_URL = '/docs/';

/**
 * A path from the site's root without the base, as Docusaurus links take it: `/docs/api/` → `/api/`.
 * Paths outside the base come back as they are.
 * @param {string} route
 */
export function withoutBase(route) {
  return route.startsWith(BASE_URL) ? route.slice(BASE_URL.length - 1) : route;
}

/** @typedef {'readyToLaunch' | 'custom'} DocsMode */

/**
 * @typedef {object} Section
 * @property {'API' | 'WL-UIs' | 'Guides' | 'Banking' | 'Capital' | 'Bill Pay'} id the navbar link id
 *   (CONTRIBUTING.md#header)
 * @property {string} label
 * @property {string} to site-relative target of its tab (without the base)
 * @property {boolean} readyToLaunch true: the section belongs to Ready-to-Launch; false: to Custom Builds
 * @property {readonly string[] | null} paths the paths (without the base, no slashes around) whose pages
 *   are in the section; null for the one section that takes every other page below the base
 * @property {string} description one line shown under the tab in the mobile menu when it is selected
 * @property {string} docsPluginId the id of the section's own docs plugin instance (issue 24: each
 *   section loads only its own sidebar); its sidebars are in `sidebars/<docsPluginId>.ts`
 */

/**
 * The sections, in the header's order.
 * @type {readonly Section[]}
 */
export const SECTIONS = [
  {
    id: 'API',
    docsPluginId: 'api',
    label: 'API',
    to: '/api/',
    readyToLaunch: false,
    paths: ['api', 'application-review', 'check-deposit-review', 'wire-payment-review'],
    description: 'Endpoints, resources, events and webhooks of the Unit API.',
  },
  {
    id: 'WL-UIs',
    docsPluginId: 'white-label-uis',
    label: 'White-Label UIs',
    to: '/white-label-uis/',
    readyToLaunch: false,
    paths: ['white-label-uis'],
    description: 'Drop-in banking components for web, iOS, Android and React Native.',
  },
  {
    id: 'Guides',
    docsPluginId: 'guides',
    label: 'Guides',
    to: '/introduction/',
    readyToLaunch: false,
    paths: null,
    description: 'Concepts and step-by-step guides for building on Unit.',
  },
  {
    id: 'Banking',
    docsPluginId: 'banking',
    label: 'Banking',
    to: '/ready-to-launch/banking/',
    readyToLaunch: true,
    paths: ['ready-to-launch/banking'],
    description: 'Launch hosted banking: accounts, cards and payments.',
  },
  {
    id: 'Capital',
    docsPluginId: 'capital',
    label: 'Capital',
    to: '/ready-to-launch/capital/',
    readyToLaunch: true,
    paths: ['ready-to-launch/capital'],
    description: 'Launch hosted lending for your business customers.',
  },
  {
    id: 'Bill Pay',
    docsPluginId: 'bill-pay',
    label: 'Bill Pay',
    to: '/ready-to-launch/bill-pay/',
    readyToLaunch: true,
    paths: ['ready-to-launch/bill-pay'],
    description: 'Launch hosted bill payments for your business customers.',
  },
];

/**
 * The react-router path of a section's docs routes, from the site's root: its folders below the
 * base (`/docs/white-label-uis/`, `/docs/:section(api|application-review|…)/`), or the base itself for
 * the catch-all section, whose routes the router tries last. Every docs instance has the route base
 * path `/` (its pages keep the routes of the contract), so plugins/docs-sections puts this path on
 * each instance's outer route, and on its global data, which the theme matches the same way.
 * @param {Section} section
 */
export function docsRoutePathOf(section) {
  if (section.paths === null) return BASE_URL;
  if (section.paths.length === 1) return `${BASE_URL}${section.paths[0]}/`;
  return `${BASE_URL}:section(${section.paths.join('|')})/`;
}

/**
 * The DocSearch tags of the docs (`docusaurus_tag`), as the contextual search of the theme asks for
 * them: `default` (pages outside the docs) and each docs instance's current version.
 * @type {readonly string[]}
 */
export const DOCS_SEARCH_TAGS = ['default', ...SECTIONS.map((section) => `docs-${section.docsPluginId}-current`)];

/**
 * Top-level pages: real pages that are in no section (and no sidebar), without the base. The
 * landing page is the base itself.
 */
export const TOP_LEVEL_PAGES = ['custom', 'markdown-page', 'search'];

/** Routes that are tools, not content: the post-build pass neither indexes them nor writes their twins. */
export const TOOL_ROUTES = [`${BASE_URL}search/`, `${BASE_URL}404.html`];

/** The header's mode switch (CONTRIBUTING.md#mode-switch): each mode's label and landing page (without the base). */
export const MODES = /** @type {const} */ ({
  readyToLaunch: { label: 'Ready-to-Launch', to: '/ready-to-launch/banking/' },
  custom: { label: 'Custom Builds', to: '/custom/' },
});

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {readonly string[]} list */
const alternatives = (list) => (list.length === 1 ? list[0] : `(${list.join('|')})`);

/** The first path segments that sections other than the catch-all claim, and the top-level pages. */
const claimedFirstSegments = [
  ...new Set([
    ...SECTIONS.flatMap((section) => (section.paths ?? []).map((sectionPath) => sectionPath.split('/')[0] ?? '')),
    ...TOP_LEVEL_PAGES,
  ]),
];

/**
 * The regex (as a string, for the theme's navbar item `activeBaseRegex`) that matches the paths of
 * a section's pages, from the site's root.
 * @param {Section} section
 */
export function activeBaseRegexOf(section) {
  const base = `^${escapeRegExp(BASE_URL)}`;
  if (section.paths === null) return `${base}(?!${alternatives(claimedFirstSegments.map(escapeRegExp))}/)[^/]+/`;
  return `${base}${alternatives(section.paths.map(escapeRegExp))}/`;
}

/**
 * The section a path (from the site's root, such as `/docs/api/cards/`) is in, or undefined for
 * the landing page, the top-level pages and paths outside the base. A lookup by path segments; the
 * header's regexes (activeBaseRegexOf) are derived from the same table, and
 * tests/unit/sections.test.ts checks that both agree on every route of the contract.
 * @param {string} pathname
 * @returns {Section | undefined}
 */
export function sectionOf(pathname) {
  if (!pathname.startsWith(BASE_URL)) return undefined;
  const segments = pathname.slice(BASE_URL.length).split('/');
  // A page is a directory: the last segment is what follows its trailing slash.
  const directories = segments.slice(0, -1);
  if (directories.length === 0) return undefined;
  const inPaths = (/** @type {string} */ sectionPath) => {
    const parts = sectionPath.split('/');
    return parts.length <= directories.length && parts.every((part, i) => part === directories[i]);
  };
  const named = SECTIONS.find((section) => section.paths?.some(inPaths));
  if (named) return named;
  if (claimedFirstSegments.includes(directories[0] ?? '')) return undefined;
  return SECTIONS.find((section) => section.paths === null);
}

/**
 * Path fragments that highlight each mode (CONTRIBUTING.md#mode-switch), matched anywhere in the pathname: the first
 * segment of each of the mode's tab targets and of its landing page (Custom Builds: `/docs/api`,
 * `/docs/white-label-uis`, `/docs/introduction`, `/docs/custom`; Ready-to-Launch:
 * `/docs/ready-to-launch`).
 * @type {Record<DocsMode, readonly string[]>}
 */
export const modePathRules = {
  readyToLaunch: modeFragments('readyToLaunch'),
  custom: modeFragments('custom'),
};

/** @param {DocsMode} mode */
function modeFragments(mode) {
  const targets = [
    ...SECTIONS.filter((section) => section.readyToLaunch === (mode === 'readyToLaunch')).map((section) => section.to),
    MODES[mode].to,
  ];
  return [...new Set(targets.map((to) => BASE_URL + (to.split('/')[1] ?? '')))];
}

/**
 * The mode whose highlight rule matches `pathname`, or null when neither does (e.g. the landing page).
 * @param {string} pathname
 * @returns {DocsMode | null}
 */
export function highlightedMode(pathname) {
  if (modePathRules.readyToLaunch.some((fragment) => pathname.includes(fragment))) return 'readyToLaunch';
  if (modePathRules.custom.some((fragment) => pathname.includes(fragment))) return 'custom';
  return null;
}

/**
 * The mode whose tabs the header shows: Ready-to-Launch on its own paths, Custom Builds everywhere
 * else (guides and review APIs are part of a custom build even though the highlight rule is silent).
 * @param {string} pathname
 * @returns {DocsMode}
 */
export function tabsMode(pathname) {
  return highlightedMode(pathname) === 'readyToLaunch' ? 'readyToLaunch' : 'custom';
}
