/**
 * Where a page's Markdown twin lives: `/docs/api/cards/` → `/docs/api/cards.md`, `/docs/` →
 * `/docs/index.md`. Shared by the build step that writes twins (plain JavaScript, so its worker
 * thread runs without a TypeScript step) and the page actions that link them.
 *
 * @param {string} route
 * @param {string} [baseUrl]
 * @returns {string}
 */
export function twinPathOf(route, baseUrl = '/docs/') {
  if (route === baseUrl) return `${baseUrl}index.md`;
  return `${route.replace(/\/$/, '')}.md`;
}
