/**
 * Every white-label component overview in build/ links each of its API pages, and each link lands
 * on a page of the build (run `npm run build` first).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';

import { whiteLabelComponents } from '../../src/data/white-label';
import { readBuild } from '../../src/site/builtPages.mjs';

const build = readBuild(path.resolve(__dirname, '../../build'));

describe('white-label component overviews in the build', () => {
  for (const component of whiteLabelComponents) {
    it(`${component.slug} links its API pages`, () => {
      const route = `/docs/white-label-uis/ui-components/${component.slug}/`;
      const file = build.pages.get(route);
      expect(file, `${route} is not built`).toBeDefined();
      const $ = load(readFileSync(file!, 'utf8'));
      const section = $('article h2#api-resources').nextUntil('h2');
      const hrefs = section
        .find('a[href]')
        .map((_, a) => $(a).attr('href'))
        .get();
      for (const apiRoute of component.apiPages) {
        expect(hrefs, `${component.slug}: no link to ${apiRoute}`).toContain(apiRoute);
        expect(build.pages.has(apiRoute), `${component.slug}: ${apiRoute} is not a page of the build`).toBe(true);
      }
    });
  }
});
