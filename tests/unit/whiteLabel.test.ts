/**
 * The white-label data (src/data/white-label) and the pages generated from it.
 * `npm run generate:white-label` rewrites the pages; this test fails when they are stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { PLATFORMS, whiteLabelComponents } from '../../src/data/white-label';
import { pageData } from '../../src/data/white-label/pageData';
import { whiteLabelPages } from '../../src/data/white-label/pages';
import { namesInSnippet, snippetFor } from '../../src/data/white-label/snippets';
import { contractRoutes } from '../contract/contract';

const docsDir = path.resolve(__dirname, '../../docs');
const SPEC_COMPONENTS = [
  'account',
  'ach-credit',
  'ach-debit',
  'ach-repayment',
  'activity',
  'book-payments',
  'cards',
  'check-deposits',
  'check-payments',
  'create-card',
  'document-collection',
  'multifactor-authentication',
  'multiple-cards',
  'next-repayment',
  'payee-management',
  'program-details',
  'recurring-repayment',
  'wire-payment',
];
const NAME_CONVENTIONS = {
  'web-components': { input: /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, event: /^[a-z][A-Za-z0-9]*$/ },
  ios: { input: /^[a-z][A-Za-z0-9]*$/, event: /^[a-z][A-Za-z0-9]*$/ },
  android: { input: /^[a-z][A-Za-z0-9]*$/, event: /^[a-z][A-Za-z0-9]*$/ },
  'react-native': { input: /^[a-z][A-Za-z0-9]*$/, event: /^[a-z][A-Za-z0-9]*$/ },
} as const;

describe('white-label component data', () => {
  it('covers the 18 components of the spec, each once', () => {
    expect(whiteLabelComponents.map((component) => component.slug).sort()).toEqual([...SPEC_COMPONENTS].sort());
  });

  for (const component of whiteLabelComponents) {
    describe(component.slug, () => {
      it('has all four platforms, with inputs and events only where documented', () => {
        expect(Object.keys(component.platforms).sort(), component.slug).toEqual([...PLATFORMS].sort());
        for (const platform of PLATFORMS) {
          const details = component.platforms[platform];
          if (details.status !== 'available') {
            expect(details.inputs, `${component.slug} ${platform}`).toEqual([]);
            expect(details.events, `${component.slug} ${platform}`).toEqual([]);
            expect(details.notes.length, `${component.slug} ${platform}: say what is known`).toBeGreaterThan(0);
          }
        }
      });

      it("types every input and event and names them by the platform's conventions", () => {
        for (const platform of PLATFORMS) {
          const { inputs, events } = component.platforms[platform];
          for (const input of inputs) {
            const where = `${component.slug} ${platform} input ${input.name}`;
            expect(input.type.trim(), where).not.toBe('');
            expect(input.description.trim(), where).not.toBe('');
            expect(input.name, where).toMatch(NAME_CONVENTIONS[platform].input);
          }
          for (const event of events) {
            const where = `${component.slug} ${platform} event ${event.name}`;
            expect(event.payload.trim(), where).not.toBe('');
            expect(event.description.trim(), where).not.toBe('');
            expect(event.name, where).toMatch(NAME_CONVENTIONS[platform].event);
          }
        }
      });

      it('links to API pages of the route contract, and cites its sources', () => {
        expect(component.apiPages.length, component.slug).toBeGreaterThan(0);
        for (const route of component.apiPages) {
          expect(contractRoutes, `${component.slug}: ${route}`).toContain(route);
          expect(route, component.slug).toMatch(/^\/docs\/api\//);
        }
        expect(component.sources.length, component.slug).toBeGreaterThan(0);
      });

      it('names in its snippets only inputs the data defines', () => {
        for (const platform of PLATFORMS) {
          const snippet = snippetFor(component, platform);
          if (!snippet) continue;
          const { inputs, events } = component.platforms[platform];
          // React Native callbacks are props too.
          const defined = [...inputs, ...events].map((item) => item.name);
          for (const name of namesInSnippet(snippet)) {
            expect(defined, `${component.slug} ${platform} snippet uses ${name}`).toContain(name);
          }
        }
      });
    });
  }
});

describe('white-label component pages', () => {
  const pages = whiteLabelPages(whiteLabelComponents);

  it('are generated for every component route of the contract', () => {
    const generated = new Set(pages.map((page) => `/docs/${page.file.replace(/(\/index)?\.mdx$/, '')}/`));
    const expected = contractRoutes.filter((route) => route.startsWith('/docs/white-label-uis/ui-components/'));
    expect([...generated].sort()).toEqual([...expected].sort());
  });

  it('are up to date in docs/ (run `npm run generate:white-label` after changing the data)', () => {
    const stale: string[] = [];
    for (const page of pages) {
      const file = path.join(docsDir, page.file);
      const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
      if (current !== page.content) stale.push(`docs/${page.file}`);
    }
    expect(stale, `stale or missing pages:\n${stale.join('\n')}`).toEqual([]);
  });
});

describe('white-label page data (what each generated page carries)', () => {
  it('gives the overview the same snippets, and each platform page its own platform in full', () => {
    for (const component of whiteLabelComponents) {
      const overview = pageData(component, 'overview');
      for (const platform of PLATFORMS) {
        expect(snippetFor(overview, platform), `${component.slug} on ${platform}`).toEqual(
          snippetFor(component, platform),
        );
        expect(overview.platforms[platform].status).toBe(component.platforms[platform].status);
        expect(overview.platforms[platform].notes).toEqual([]);
        const page = pageData(component, platform);
        expect(page.platforms[platform]).toEqual(component.platforms[platform]);
        for (const other of PLATFORMS.filter((candidate) => candidate !== platform))
          expect(page.platforms[other].inputs).toEqual([]);
      }
      expect({ ...overview, platforms: null }).toEqual({ ...component, platforms: null });
    }
  });

  it('is smaller than the component data on the overview', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    const cards = whiteLabelComponents.find((component) => component.slug === 'cards')!;
    expect(size(pageData(cards, 'overview'))).toBeLessThan(size(cards) / 2);
  });
});
