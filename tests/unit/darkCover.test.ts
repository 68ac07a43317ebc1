/**
 * The dark-mode cover of the accessibility crawl (tests/e2e/darkCover.ts), on small made-up pages:
 * every page type and every class and inline colour lands in at least one dark-checked page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { colourFeatures, darkCover, pageType } from '../e2e/darkCover';

const dir = mkdtempSync(path.join(tmpdir(), 'dark-cover-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** route → HTML file, written from `pages` (route → HTML) */
function files(pages: Record<string, string>): Map<string, string> {
  return new Map(
    Object.entries(pages).map(([route, html], index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      return [route, file];
    }),
  );
}

const doc = (id: string, body: string) =>
  `<html class="plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-${id}"><body>${body}</body></html>`;

describe('dark-mode cover', () => {
  it('reads the layout from <html> without the page id, and the classes and colours from the rest', () => {
    const html = doc('a', '<p class="note  big" style="color: red">x</p><p style="margin: 0">y</p>');
    expect(pageType(html)).toBe('docs-doc-page plugin-docs');
    expect([...colourFeatures(html)].sort()).toEqual(['.big', '.note', 'style="color: red"']);
  });

  it('takes one page of each type, then every page with a class or colour no other has', () => {
    const cover = darkCover(
      files({
        '/docs/a/': doc('a', '<p class="note">a</p>'),
        '/docs/b/': doc('b', '<p class="note tip">b</p>'),
        '/docs/c/': doc('c', '<p class="note">c</p>'),
        '/docs/d/': doc('d', '<p class="note" style="background: #000">d</p>'),
        '/docs/search/': '<html class="plugin-pages search-page-wrapper"><body><p class="note">s</p></body></html>',
      }),
    );
    expect([...cover.reasons.keys()].sort()).toEqual(['/docs/b/', '/docs/d/', '/docs/search/']);
    expect(cover.reasons.get('/docs/d/')).toContain('style="background: #000"');
    expect(cover).toMatchObject({ types: 2, features: 3 });
  });
});
