/**
 * The API changelog in build/: the Atom and RSS feeds parse with a feed parser and hold the newest
 * entries, the page announces the Atom feed in its <head> and links it, every entry has its anchor,
 * and every link to our reference (entries and badges) lands on an element of the target page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';

import { referenceAnchors } from '../../plugins/changelog/anchors';
import { badgesOf } from '../../plugins/changelog/badges';
import { readEntries } from '../../plugins/changelog/data';

const buildDir = path.resolve(__dirname, '../../build');
const read = (sitePath: string) => readFileSync(path.join(buildDir, sitePath.replace(/^\/docs\//, '')), 'utf8');
const entries = readEntries().sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
const page = read('/docs/api/api-changelog/index.html');

describe('the API changelog feeds', () => {
  for (const [file, format] of [
    ['/docs/api/changelog.atom', 'atom'],
    ['/docs/api/changelog.rss', 'rss'],
  ] as const) {
    it(`${file} parses as ${format} and lists the newest entries first, each linking to its entry`, () => {
      const feed = parseFeed(read(file));
      expect(feed.meta.type).toBe(format);
      expect(feed.title).toBe('Unit API changelog');
      expect(feed.items.length).toBe(Math.min(200, entries.length));
      expect(feed.items[0]!.url).toBe(`https://www.unit.co/docs/api/api-changelog/#${entries[0]!.id}`);
      expect(feed.items[0]!.published?.toISOString()).toBe(new Date(entries[0]!.date).toISOString());
    });
  }

  it('a document that is not a feed does not parse', () => {
    // The parser forgives a missing end tag, so the check breaks the root element instead.
    const broken = read('/docs/api/changelog.atom').replace('<feed ', '<document ').replace('</feed>', '</document>');
    expect(() => parseFeed(broken)).toThrow(/could not be parsed as a feed/);
  });
});

describe('the API changelog page', () => {
  it('announces the Atom feed in its head and links both feeds visibly', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(/<link[^>]+rel="?alternate"?[^>]+type="?application\/atom\+xml"?[^>]+href="?\/docs\/api\/changelog\.atom/);
    const body = page.slice(page.indexOf('</head>'));
    expect(body).toMatch(/href="?\/docs\/api\/changelog\.atom"?/);
    expect(body).toMatch(/href="?\/docs\/api\/changelog\.rss"?/);
  });

  it('has an anchor for every entry, and links to our reference land on an element', () => {
    for (const entry of entries) expect(page, entry.id).toMatch(new RegExp(`id="?${entry.id}[" >]`));
    const pages = new Map<string, string>();
    const links = [...page.matchAll(/href="?(\/docs\/api\/[^"#\s>]+)#([^"\s>]+)/g)].filter(
      ([, route]) => route !== '/docs/api/api-changelog/',
    );
    expect(links.length).toBeGreaterThan(50);
    for (const [, route, id] of links) {
      const file = path.join(buildDir, route!.replace(/^\/docs\//, ''), 'index.html');
      expect(existsSync(file), route).toBe(true);
      if (!pages.has(route!)) pages.set(route!, readFileSync(file, 'utf8'));
      expect(pages.get(route!), `${route}#${id}`).toMatch(new RegExp(`id="?${id}[" >]`));
    }
  });

  it('stays under 1.5 MB of HTML, though it lists every entry', () => {
    expect(Buffer.byteLength(page)).toBeLessThan(1_500_000);
  });
});

describe('the New and Changed badges in the reference', () => {
  const badges = badgesOf(entries);
  const anchors = referenceAnchors(path.resolve(__dirname, '../../docs'));
  /** The entries a page's badges should link to: those of the operations it documents. */
  const expectedOn = (route: string) => {
    const ids = new Set<string>();
    const onPage = (operation: string) => anchors.links.get(`operation:${operation}`)?.startsWith(route);
    for (const [operation, badge] of badges.operations) if (onPage(operation)) ids.add(badge.href.split('#')[1]!);
    for (const [operation, fields] of badges.fields)
      if (onPage(operation)) for (const badge of fields.values()) ids.add(badge.href.split('#')[1]!);
    return ids;
  };

  for (const route of ['/docs/api/cards/', '/docs/api/applications/']) {
    it(`${route} shows a badge, a plain link, for each recent entry of its operations`, () => {
      const html = read(`${route}index.html`);
      const found = new Set(
        [...html.matchAll(/<a class="?api-badge[^>]*href="?\/docs\/api\/api-changelog\/#([^"\s>]+)/g)].map(([, id]) => id!),
      );
      expect([...found].sort(), route).toEqual([...expectedOn(route)].sort());
    });
  }

  it('the applications page has some (the cards page has none: no cards entry falls in the window)', () => {
    expect(expectedOn('/docs/api/applications/').size).toBeGreaterThan(0);
  });
});
