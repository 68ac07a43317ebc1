/**
 * The changelog as Atom and RSS feeds, written with the `feed` package: one item per entry, newest
 * first, each linking to its entry on the changelog page. Built from the committed data only.
 */
import { Feed } from 'feed';

import type { ChangelogEntry } from './entries';
import { CHANGELOG_ROUTE, FEED_ATOM_PATH, FEED_RSS_PATH, KIND_LABELS, entryUrl, sourceUrl } from './render';

/** Feeds carry this many of the newest entries; the page has them all. */
export const FEED_ITEMS = 200;

export function changelogFeed(entries: readonly ChangelogEntry[], siteOrigin: string, baseUrl: string): Feed {
  const sorted = [...entries].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const page = `${siteOrigin}${CHANGELOG_ROUTE}`;
  const updated = sorted[0] ? new Date(sorted[0].date) : new Date(0);
  const feed = new Feed({
    title: 'Unit API changelog',
    description: "Dated changes to Unit's API, derived from the history of Unit's public OpenAPI description and SDKs.",
    id: page,
    link: page,
    language: 'en',
    updated,
    copyright: 'Unit',
    feedLinks: {
      atom: `${siteOrigin}${baseUrl}${FEED_ATOM_PATH}`,
      rss: `${siteOrigin}${baseUrl}${FEED_RSS_PATH}`,
    },
  });
  for (const entry of sorted.slice(0, FEED_ITEMS)) {
    const plain = entry.summary.replaceAll('`', '');
    feed.addItem({
      title: `${KIND_LABELS[entry.kind]}: ${plain}`,
      id: `${siteOrigin}${entryUrl(entry)}`,
      link: `${siteOrigin}${entryUrl(entry)}`,
      date: new Date(entry.date),
      // Atom's <published>: the date the change appeared in its source (<updated> alone says less).
      published: new Date(entry.date),
      description: `${plain} Source: ${sourceUrl(entry)}`,
      category: [{ name: entry.resource }],
    });
  }
  return feed;
}
