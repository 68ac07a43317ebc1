/**
 * The API links of the white-label component overviews (src/components/WhiteLabelDocs/apiLinks.ts).
 * The docs plugin reports doc paths without a trailing slash while the component data writes
 * routes with one; a comparison that ignored this printed every API route as code, never as a link.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { apiPageLinks } from '../../src/components/WhiteLabelDocs/apiLinks';
import { whiteLabelComponents } from '../../src/data/white-label';

const docsDir = path.resolve(__dirname, '../../docs');

/** The doc path Docusaurus gives a route's file, as the docs plugin reports it (no trailing slash). */
function docPathIfPublished(route: string): string | null {
  const relative = route.replace(/^\/docs\//, '').replace(/\/$/, '');
  const published = ['.mdx', '.md', '/index.mdx', '/index.md'].some((ext) =>
    existsSync(path.join(docsDir, `${relative}${ext}`)),
  );
  return published ? `/docs/${relative}` : null;
}

describe('apiPageLinks', () => {
  it('links a route with a trailing slash to a doc path without one, and the reverse', () => {
    expect(apiPageLinks(['/docs/api/cards/'], ['/docs/api/cards'])).toEqual([
      { route: '/docs/api/cards/', label: 'Cards', to: '/api/cards/' },
    ]);
    expect(apiPageLinks(['/docs/api/cards/'], ['/docs/api/cards/'])[0]!.to).toBe('/api/cards/');
  });

  it('does not link a route that no doc has, nor one that only shares a prefix', () => {
    expect(apiPageLinks(['/docs/api/cards/'], ['/docs/api/cards-add-to-mobile-wallet'])[0]!.to).toBeNull();
    expect(apiPageLinks(['/docs/api/wires/'], [])[0]!.to).toBeNull();
  });

  it('turns the route into a readable label', () => {
    expect(apiPageLinks(['/docs/api/customer-api-tokens/'], [])[0]!.label).toBe('Customer API tokens');
    expect(apiPageLinks(['/docs/api/ach-payments/'], [])[0]!.label).toBe('ACH payments');
  });
});

describe('white-label component overviews', () => {
  for (const component of whiteLabelComponents) {
    it(`${component.slug}: links every API page it names, and each one is a published doc`, () => {
      const docPaths = component.apiPages.map(docPathIfPublished);
      for (const [i, route] of component.apiPages.entries()) {
        expect(docPaths[i], `${component.slug}: ${route} has no file under docs/`).not.toBeNull();
      }
      const links = apiPageLinks(
        component.apiPages,
        docPaths.filter((p): p is string => p !== null),
      );
      for (const link of links) {
        expect(link.to, `${component.slug}: ${link.route} is not linked`).toBe(link.route.replace(/^\/docs/, ''));
      }
    });
  }
});
