import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { docFiles, routeOfDocFile, slugOf } from '../../src/site/routes';
import { contractRoutes, withoutBase } from '../contract/contract';

const docsDir = path.resolve(__dirname, '../../docs');

describe('docs/ and the route contract', () => {
  it('maps files to routes the way the docs plugin does', () => {
    expect(routeOfDocFile('api/index.mdx')).toBe('/api/');
    expect(routeOfDocFile('api/cards.mdx')).toBe('/api/cards/');
    expect(routeOfDocFile('ready-to-launch/banking/index.mdx')).toBe('/ready-to-launch/banking/');
    expect(routeOfDocFile('introduction.md')).toBe('/introduction/');
    // A file named as its folder is the folder's index, unless a slug says otherwise.
    expect(routeOfDocFile(path.join('application-review', 'application-review.mdx'))).toBe('/application-review/');
    expect(routeOfDocFile('x/x.mdx', '/x/x/')).toBe('/x/x/');
  });

  it('serves every doc at a contract route, once', () => {
    const contract = new Set(contractRoutes.map(withoutBase));
    const seen = new Map<string, string>();
    for (const file of docFiles(docsDir)) {
      const route = routeOfDocFile(file, slugOf(path.join(docsDir, file)));
      expect(contract, `docs/${file} is served at ${route}, which is not in tests/contract/routes.txt`).toContain(
        route,
      );
      expect(seen.get(route), `docs/${file} and docs/${seen.get(route)} are both served at ${route}`).toBeUndefined();
      seen.set(route, file);
    }
  });

  it('has a contract without duplicates, every route under /docs/ with a trailing slash', () => {
    expect(new Set(contractRoutes).size).toBe(contractRoutes.length);
    for (const route of contractRoutes) expect(route).toMatch(/^\/docs\/(.+\/)?$/);
  });
});
