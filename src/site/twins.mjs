/**
 * Where a page's Markdown twin lives. Shared by the build step that writes twins (plain
 * JavaScript, so its worker thread runs without a TypeScript step) and the page actions that link them.
 */
import { BASE_URL } from './sections.mjs';

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
