/**
 * The local search index: its files, and the MiniSearch options shared by the build step
 * (plugins/search-index) and the browser client (./localSearchEngine, loaded by ./searchMode). What is
 * indexed is decided by ./selectors.json, which the hosted crawler's configuration (./crawlerConfig.mjs) shares.
 *
 * The index is split so that the first search downloads a small part of it (issue #11):
 * - `search-index.json`, the manifest: the records without their text (URL, headings, facets), the
 *   length of each indexed field per record (for BM25), and where the term shards and text chunks are;
 * - `search-index/t-*.json`, term shards: the posting lists of every term, grouped by the term's
 *   first two characters, so a query loads only the shards of its own words;
 * - `search-index/c-*.json`, text chunks: the start of each record's text, for snippets, in chunks
 *   of consecutive records, loaded for the hits on the page of results being shown.
 * Shard and chunk names carry a hash of their content, so a new build never mixes with an old one.
 */
import type { Options, SearchOptions } from 'minisearch';

/** One section of a page: the page itself (level 1) or the part under one h2/h3. */
export interface SearchRecord {
  id: number;
  /** Path under the site, with `#anchor` for sections below the page level. */
  url: string;
  /** Section (navbar tab), page title, then h2 and h3 headings down to this section. */
  hierarchy: string[];
  /** 1 for the page record, 2 for an h2 section, 3 for an h3 section. */
  level: number;
  /** Paragraphs, list items and table cells of the section, in reading order (shipped: the start only, in a text chunk). */
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
  /**
   * Names a reader searches for that the section's text may hold only deep in long tables: the
   * operationId and every parameter and field name of the API operations and schemas it shows,
   * read from the API description (not from the page).
   */
  keywords: string;
}

/** A record without its text. */
export type ManifestRecord = Omit<SearchRecord, 'content'>;

/** A page in the manifest: its URL, section (navbar tab), title, and facet values (index into `facets`). */
export type ManifestPage = [url: string, section: string, title: string, facets: number];
/** A record in the manifest: its page (index into `pages`), level, anchor ('' for none), headings below the title. */
export type ManifestEntry = [page: number, level: number, anchor: string, ...headings: string[]];

/**
 * A term's posting lists, compact: the term, then per field that holds it the field's number, the
 * record ids as differences from the previous id, and the term's count per record (0 when every
 * count is 1).
 */
export type TermEntry = [string, ...(number | number[])[]];

export interface SearchManifest {
  version: 2;
  /** Field name → field number, as in MiniSearch's serialised index. */
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per record, the number of terms in each field. */
  fieldLength: number[][];
  /** Facet values shared by pages: [language, docusaurus_tag]. */
  facets: [language: string, docusaurusTag: string][];
  pages: ManifestPage[];
  /** The records in id order (see recordsOfManifest). */
  records: ManifestEntry[];
  /** Term shard key (a term's first two characters) → file name under INDEX_DIR. */
  termShards: Record<string, string>;
  /** Records per text chunk. */
  chunkSize: number;
  /** Text chunk file names under INDEX_DIR, in record order. */
  contentChunks: string[];
}

/** The manifest's records as objects, in id order. */
export function recordsOfManifest(manifest: Pick<SearchManifest, 'facets' | 'pages' | 'records'>): ManifestRecord[] {
  return manifest.records.map(([page, level, anchor, ...headings], id) => {
    const [url = '', section = '', title = '', facets = 0] = manifest.pages[page] ?? [];
    const [language = '', docusaurusTag = ''] = manifest.facets[facets] ?? [];
    return {
      id,
      url: anchor ? `${url}#${anchor}` : url,
      hierarchy: [section, title, ...headings],
      level,
      language,
      docusaurusTag,
    };
  });
}

/** Compacts records (in id order) for the manifest. */
export function manifestRecordsOf(
  records: readonly ManifestRecord[],
): Pick<SearchManifest, 'facets' | 'pages' | 'records'> {
  const facets: SearchManifest['facets'] = [];
  const pages: ManifestPage[] = [];
  const pageNumbers = new Map<string, number>();
  const entries = records.map((record): ManifestEntry => {
    const [url = '', anchor = ''] = record.url.split('#');
    let page = pageNumbers.get(url);
    if (page === undefined) {
      let facet = facets.findIndex(([language, tag]) => language === record.language && tag === record.docusaurusTag);
      if (facet < 0) facet = facets.push([record.language, record.docusaurusTag]) - 1;
      page = pages.push([url, record.hierarchy[0] ?? '', record.hierarchy[1] ?? '', facet]) - 1;
      pageNumbers.set(url, page);
    }
    return [page, record.level, anchor, ...record.hierarchy.slice(2)];
  });
  return { facets, pages, records: entries };
}

export const INDEX_FILE_NAME = 'search-index.json';
export const INDEX_DIR = 'search-index';

/** The shard a term's postings are in: its first two characters. */
export function shardKeyOf(term: string): string {
  return [...term].slice(0, 2).join('');
}

export const miniSearchOptions: Options<IndexedSection> = {
  fields: ['title', 'heading', 'parents', 'content', 'keywords'],
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
  boost: { title: 4, heading: 3, parents: 0.6, content: 1, keywords: 0.3 },
  // Like Algolia's default (prefixLast): only the word being typed matches as a prefix; the words
  // before it are complete, so `ach payment` does not match `achieve`.
  prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
  combineWith: 'AND',
};
