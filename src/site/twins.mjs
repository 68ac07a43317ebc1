/**
 * Where a page's Markdown twin lives, and which pages have one. Shared by the build step that
 * writes twins (plain JavaScript, so its worker thread runs without a TypeScript step) and the page
 * actions that link them.
 */
import { BASE_URL, TOOL_ROUTES } from './sections.mjs';

/**
 * `/docs/api/cards/` → `/docs/api/cards.md`, `/docs/` → `/docs/index.md`.
 * @param {string} route
 * @param {string} [baseUrl]
 * @returns {string}
 */
export function twinPathOf(route, baseUrl = BASE_URL) {
  if (route === baseUrl) return `${baseUrl}index.md`;
  return `${route.replace(/\/$/, '')}.md`;
}

/**
 * Whether the post-build pass writes a twin for a route: a page at a directory address that is
 * content, not a tool, in a build with twins (`customFields.markdownTwins`; only the benchmark
 * builds without).
 * @param {string} route
 * @param {boolean} twinsBuilt
 * @returns {boolean}
 */
export function hasTwin(route, twinsBuilt) {
  return twinsBuilt && route.endsWith('/') && !TOOL_ROUTES.includes(route);
}
