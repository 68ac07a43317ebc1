/**
 * The API pages a white-label component links to, worked out without React so that it can be
 * tested. The component data writes routes with a trailing slash ('/docs/api/cards/'); the docs
 * plugin reports doc paths with or without one depending on the trailingSlash setting, so both
 * sides are compared without it.
 */
import { withoutBase } from '../../site/sections.mjs';

export interface ApiPageLink {
  /** The route as the data writes it, e.g. '/docs/api/cards/'. */
  route: string;
  /** What the reader sees, e.g. 'Cards'. */
  label: string;
  /** The route for <Link to>, without the /docs base ('/api/cards/'); null when no such page is built. */
  to: string | null;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function apiPageLabel(route: string): string {
  return withoutBase(route)
    .replace(/^\/api\//, '')
    .replace(/\/$/, '')
    .replace(/-/g, ' ')
    .replace(/\b(api|ach)\b/g, (word) => word.toUpperCase())
    .replace(/^./, (c) => c.toUpperCase());
}

export function apiPageLinks(routes: readonly string[], existingDocPaths: Iterable<string>): ApiPageLink[] {
  const existing = new Set([...existingDocPaths].map(withoutTrailingSlash));
  return routes.map((route) => ({
    route,
    label: apiPageLabel(route),
    to: existing.has(withoutTrailingSlash(route)) ? withoutBase(route) : null,
  }));
}
