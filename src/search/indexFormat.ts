/**
 * The local search index: its records, the MiniSearch options shared by the build step
 * (plugins/search-index) and the browser client (./localSearchEngine, loaded by ./searchMode), and the selectors that
 * decide what is indexed. The same selectors are the hosted crawler's (search/crawler-config.json).
 */
import type { Options, SearchOptions } from 'minisearch';

import selectors from './selectors.json';

export { selectors };

/** One section of a page, as shipped to the browser: the page itself (level 1) or the part under one h2/h3. */
export interface SearchRecord {
  id: number;
  /** Path under the site, with `#anchor` for sections below the page level. */
  url: string;
  /** Section (navbar tab), page title, then h2 and h3 headings down to this section. */
  hierarchy: string[];
  /** 1 for the page record, 2 for an h2 section, 3 for an h3 section. */
  level: number;
  /** Paragraphs, list items and table cells of the section, in reading order (shipped: the start only). */
  content: string;
  language: string;
  docusaurusTag: string;
}

/** A section as indexed at build time: the shipped fields plus the weighted text fields. */
export interface IndexedSection extends SearchRecord {
  /** Page title; only on the page record, so a title match ranks the page first. */
  title: string;
  /** This section's own heading. */
  heading: string;
  /** Ancestor headings of the section, so that "Cards → Freeze" finds the section under both. */
  parents: string;
}

export interface SearchIndexFile {
  version: 1;
  records: SearchRecord[];
  /** MiniSearch.toJSON() output. */
  index: unknown;
}

export const INDEX_FILE_NAME = 'search-index.json';

export const miniSearchOptions: Options<IndexedSection> = {
  fields: ['title', 'heading', 'parents', 'content'],
  storeFields: [],
  // Split camelCase too, so `idempotencyKey` is found by `idempotency` and by `key`.
  tokenize: (text) => {
    const words = text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean);
    const parts = words.flatMap((word) => {
      const split = word.split(/(?<=[a-z0-9])(?=[A-Z])/);
      return split.length > 1 ? [word, ...split] : [word];
    });
    return parts;
  },
  processTerm: (term) => term.toLowerCase(),
};

export const miniSearchQueryOptions: SearchOptions = {
  boost: { title: 4, heading: 2.5, parents: 0.6, content: 1 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
  combineWith: 'AND',
};
