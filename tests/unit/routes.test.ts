import { describe, expect, it } from 'vitest';

import { contractRoutes } from '../contract/contract';

// That the build serves exactly these routes is checked on the build (tests/build/site.test.ts).
describe('the route contract', () => {
  it('has no duplicates, every route under /docs/ with a trailing slash', () => {
    expect(new Set(contractRoutes).size).toBe(contractRoutes.length);
    for (const route of contractRoutes) expect(route).toMatch(/^\/docs\/(.+\/)?$/);
  });
});
