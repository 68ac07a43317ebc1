/**
 * API pages in the production build: the build-time HTML is in every page, values no source gives
 * link to the page's one list of open questions, and no page stacks "Not confirmed" boxes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';

import { OPEN_QUESTIONS_ID } from '../../plugins/openapi/staticHtml';
import { readBuild } from '../../src/site/builtPages.mjs';

const build = readBuild(path.resolve(__dirname, '../../build'));
const pages = [...build.pages].map(([route, file]) => ({ route, $: load(readFileSync(file, 'utf8')) }));

describe('API pages', () => {
  it('carry every operation, schema and example as HTML, not as an empty container', () => {
    let containers = 0;
    for (const { route, $ } of pages) {
      $('[data-static-html]').each((_, element) => {
        containers += 1;
        expect($(element).children().length, `${route}: ${$(element).attr('data-static-html')} is empty`).toBeGreaterThan(0);
      });
    }
    expect(containers).toBeGreaterThan(170);
  });

  it('link each "Not published" value to the page\'s list of what the sources leave open', () => {
    for (const { route, $ } of pages) {
      if ($(`a[href="#${OPEN_QUESTIONS_ID}"]`).length === 0) continue;
      expect($(`#${OPEN_QUESTIONS_ID}`).length, `${route} links to #${OPEN_QUESTIONS_ID} but has no such section`).toBe(1);
    }
  });

  it('have at most one "Not confirmed" box per page', () => {
    for (const { route, $ } of pages) {
      const boxes = $('.theme-admonition, .alert').filter((_, box) => /^\s*Not confirmed/.test($(box).text()));
      expect(boxes.length, `${route} has ${boxes.length} "Not confirmed" boxes`).toBeLessThanOrEqual(1);
    }
  });
});
