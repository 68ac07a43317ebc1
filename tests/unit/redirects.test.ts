import { describe, expect, it } from 'vitest';

import redirects from '../../src/config/redirects.json';
import { BASE_URL, contractRedirects, contractRoutes, withoutBase } from '../contract/contract';

describe('redirect table', () => {
  it('is exactly the redirect contract', () => {
    const table = redirects.map(({ from, to }) => `${from} -> ${to}`).sort();
    const contract = contractRedirects.map(({ from, to }) => `${withoutBase(from)} -> ${withoutBase(to)}`).sort();
    expect(table).toEqual(contract);
  });

  it('redirects only to contract routes, and never from one', () => {
    const routes = new Set(contractRoutes);
    for (const { from, to } of redirects) {
      expect(routes, `target ${to}`).toContain(BASE_URL + to.slice(1));
      expect(routes, `source ${from}`).not.toContain(BASE_URL + from.slice(1));
    }
  });
});
