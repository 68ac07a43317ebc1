/**
 * The local search index: its files, and the MiniSearch options shared by the build step
 * (plugins/search-index) and the browser client (./localSearchEngine, loaded by ./searchMode). What is
 * indexed is decided by ./selectors.json, which the hosted crawler's configuration (./crawlerConfig.mjs) shares.
 *
 * The index is split so that the first search downloads a small part of it (issue #11), and so that
 * what it downloads grows little with the number of pages and headings (issue #24):
 * - `search-index.json`, the manifest: only what ranking needs before any result is shown: the
 *   length of each indexed field per record (for BM25), and per page its number of records, its
 *   facet values (for filters) and the depth of its URL (for the depth boost); where the term
 *   shards are, and the names of the chunks;
 * - `search-index/t-<hash>-<n>.json`, term shards: the posting lists of every term, grouped by the term's
 *   first two characters, so a query loads only the shards of its own words;
 * - `search-index/r-<hash>-<n>.json`, record chunks: for chunk n of `chunkSize` consecutive records,
 *   what a hit shows: its page's URL, section and title, and its level, anchor and headings; loaded
 *   for the hits on the page of results being shown;
 * - `search-index/c-<hash>-<n>.json`, text chunks: the start of each record's text, for snippets,
 *   for the same records; loaded for the hits that show text.
 * Shard and chunk names carry one hash of the content of them all, so a new build never mixes with an
 * old one.
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

/** A page in a record chunk: its URL, section (navbar tab) and title. */
export type ChunkPage = [url: string, section: string, title: string];
/** A record in a record chunk: its level, anchor ('' for none) and headings below the page title. */
export type ChunkRecord = [level: number, anchor: string, ...headings: string[]];
/**
 * A record chunk: the records of one chunk, and the pages they belong to, from the page of the
 * chunk's first record (`firstPage`, a page number as in the manifest) on.
 */
export interface RecordChunk {
  firstPage: number;
  pages: ChunkPage[];
  records: ChunkRecord[];
}

/**
 * A term's posting lists, compact: the term, then per field that holds it the field's number, the
 * record ids as differences from the previous id, and the term's count per record (0 when every
 * count is 1).
 */
export type TermEntry = [string, ...(number | number[])[]];

export interface SearchManifest {
  version: 3;
  /** Field name → field number, as in MiniSearch's serialised index. */
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per field (by number), the number of distinct terms of each record in that field, in id order. */
  fieldLength: number[][];
  /** Facet values shared by pages: [language, docusaurus_tag]. */
  facets: [language: string, docusaurusTag: string][];
  /**
   * The pages, in the order of their records (a page's records are consecutive): per page its
   * number of records, its facet values (index into `facets`) and the number of path segments of its URL.
   */
  pages: { records: number[]; facets: number[]; depths: number[] };
  /** The keys of the term shards (a term's first two characters), sorted; shard n is termShardFile(manifest, n). */
  termShards: string[];
  /** Records per record chunk and per text chunk; chunk n holds records n·size to (n+1)·size − 1. */
  chunkSize: number;
  /** The number of record chunks (and of text chunks). */
  chunkCount: number;
  /**
   * A hash of the content of every shard and chunk, part of each one's file name: one hash, not one
   * per file, as a hash per file would add incompressible bytes to the manifest per file.
   */
  hash: string;
}

/** The file (under INDEX_DIR) of term shard number `shard`. */
export function termShardFile(manifest: Pick<SearchManifest, 'hash'>, shard: number): string {
  return `t-${manifest.hash}-${shard}.json`;
}

/** The file (under INDEX_DIR) of record chunk `chunk`. */
export function recordChunkFile(manifest: Pick<SearchManifest, 'hash'>, chunk: number): string {
  return `r-${manifest.hash}-${chunk}.json`;
}

/** The file (under INDEX_DIR) of text chunk `chunk`. */
export function textChunkFile(manifest: Pick<SearchManifest, 'hash'>, chunk: number): string {
  return `c-${manifest.hash}-${chunk}.json`;
}

const shardNumbers = new WeakMap<Pick<SearchManifest, 'termShards'>, Map<string, number>>();

/** The file of the term shard that holds `term`, if any term of the index starts as it does. */
export function shardFileOf(manifest: Pick<SearchManifest, 'hash' | 'termShards'>, term: string): string | undefined {
  let numbers = shardNumbers.get(manifest);
  if (!numbers) {
    numbers = new Map(manifest.termShards.map((key, n) => [key, n]));
    shardNumbers.set(manifest, numbers);
  }
  const shard = numbers.get(shardKeyOf(term));
  return shard === undefined ? undefined : termShardFile(manifest, shard);
}

/** The number of records of the index. */
export function recordCountOf(manifest: Pick<SearchManifest, 'pages'>): number {
  return manifest.pages.records.reduce((sum, count) => sum + count, 0);
}

/** The number of path segments of a URL: what the depth boost counts (see rank in ./engine/ranking.ts). */
export function urlDepthOf(url: string): number {
  return (url.split('#')[0] ?? '').split('/').filter(Boolean).length;
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
