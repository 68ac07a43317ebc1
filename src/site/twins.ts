/**
 * Where a page's Markdown twin lives: `/docs/api/cards/` → `/docs/api/cards.md`, `/docs/` →
 * `/docs/index.md`. Shared by the build step that writes twins and the page actions that link them.
 */
export function twinPathOf(route: string, baseUrl = '/docs/'): string {
  if (route === baseUrl) return `${baseUrl}index.md`;
  return `${route.replace(/\/$/, '')}.md`;
}
