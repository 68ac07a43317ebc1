import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { findCrossSectionLinks, routeOfDocsFile } from '../../scripts/cross-section-links.mjs';

// scripts/cross-section-links.mjs turns file links that cross docs sections into URL links: the
// form that still resolves now that each section is a docs plugin instance of its own (issue 24,
// plugins/docs-sections). The build would fail on such a link too, after minutes; this says so in a second.
describe('links across docs sections', () => {
  it('leaves no file link across sections in docs/ (run `npm run links:cross-section` to convert them)', () => {
    const found = findCrossSectionLinks().links.map(({ file, line, link }) => `docs/${file}:${line}: ${link}`);
    expect(found).toEqual([]);
  });

  it('finds the route of a docs file as the docs plugin does', () => {
    expect(routeOfDocsFile('api/cards.mdx', '# Cards')).toBe('/docs/api/cards/');
    expect(routeOfDocsFile('white-label-uis/index.mdx', '')).toBe('/docs/white-label-uis/');
    expect(routeOfDocsFile('a/b/b.mdx', '')).toBe('/docs/a/b/');
    expect(routeOfDocsFile('a/x.mdx', '---\nslug: /elsewhere/y\n---\n')).toBe('/docs/elsewhere/y/');
    expect(routeOfDocsFile('a/x.mdx', '---\nslug: z\n---\n')).toBe('/docs/a/z/');
  });

  describe('in a folder of pages', () => {
    let docsDir = '';
    afterEach(() => rmSync(docsDir, { recursive: true, force: true }));

    it('turns only the links that cross sections into URL links, anchors kept, code left alone', () => {
      docsDir = mkdtempSync(path.join(tmpdir(), 'cross-section-'));
      mkdirSync(path.join(docsDir, 'api'));
      writeFileSync(
        path.join(docsDir, 'api/cards.mdx'),
        'See [tokens](../tokens.mdx#scopes) and [limits](./limits.mdx).\n',
      );
      writeFileSync(path.join(docsDir, 'api/limits.mdx'), '# Limits\n');
      writeFileSync(
        path.join(docsDir, 'tokens.mdx'),
        [
          '[Cards](./api/cards.mdx#create-a-card)',
          '```md',
          '[Cards](./api/cards.mdx)',
          '```',
          '[cards]: ./api/cards.mdx',
        ].join('\n'),
      );
      const { links, rewritten } = findCrossSectionLinks(docsDir);
      expect(links).toEqual([
        { file: 'api/cards.mdx', line: 1, link: '../tokens.mdx#scopes', url: '/docs/tokens/#scopes' },
        { file: 'tokens.mdx', line: 1, link: './api/cards.mdx#create-a-card', url: '/docs/api/cards/#create-a-card' },
        { file: 'tokens.mdx', line: 5, link: './api/cards.mdx', url: '/docs/api/cards/' },
      ]);
      expect(rewritten.get('api/cards.mdx')).toBe('See [tokens](/docs/tokens/#scopes) and [limits](./limits.mdx).\n');
      expect(rewritten.get('tokens.mdx')).toBe(
        [
          '[Cards](/docs/api/cards/#create-a-card)',
          '```md',
          '[Cards](./api/cards.mdx)',
          '```',
          '[cards]: /docs/api/cards/',
        ].join('\n'),
      );
    });
  });
});
