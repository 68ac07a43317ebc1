/**
 * The local search engine: parses the index file and answers Algolia-shaped requests with
 * Algolia-shaped results (hits with hierarchy, highlight and snippet; facets; paging), so that
 * DocSearch's modal and the theme's search page render them as they render Algolia's.
 * Loaded on demand by the client in ./searchMode.ts, which fetches the term shards and text chunks
 * a request needs (missingShards, missingChunks) before answering it.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';

import { highlight, snippet, escapeHtml } from './highlight';
import {
  miniSearchOptions,
  miniSearchQueryOptions,
  recordsOfManifest,
  shardKeyOf,
  type SearchManifest,
  type SearchRecord,
  type TermEntry,
} from './indexFormat';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type FacetFilter = string | readonly FacetFilter[];

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: {
    query?: string;
    hitsPerPage?: number;
    page?: number;
    facetFilters?: FacetFilter[] | string;
    facets?: string[] | string;
    highlightPreTag?: string;
    highlightPostTag?: string;
    [key: string]: unknown;
  };
}

/** The manifest plus the shards and chunks loaded so far. */
export interface LoadedIndex {
  manifest: SearchManifest;
  /** Records in id order; `content` is empty until its text chunk is loaded. */
  records: SearchRecord[];
  /**
   * Term shard file → a MiniSearch over that shard's terms, for the shards loaded so far. Every
   * query term is looked up in its own shard (its prefix and typo variants share its first two
   * characters), and the per-term results are combined here as MiniSearch combines them.
   */
  shards: Map<string, MiniSearch<SearchRecord>>;
  /** Text chunks loaded so far, by number. */
  chunks: Set<number>;
  /** Per query term (with its prefix and typo settings), its matches: typing a query repeats its first words. */
  termResults: Map<string, Map<number, TermMatch>>;
  /** Per record, the score factor of its page's depth (see rank). */
  depthBoost: number[];
  /** The last ranking, reused when the same request asks for its texts and then for its hits. */
  lastRanking?: { key: string; shardCount: number; results: SearchResult[] };
}

const FACET_FIELDS: Record<string, (record: SearchRecord) => string> = {
  language: (record) => record.language,
  docusaurus_tag: (record) => record.docusaurusTag,
};

/** Algolia facet filters: the top level is AND, a nested array is OR, `attr:value` matches a field. */
function matchesFilters(record: SearchRecord, filters: readonly FacetFilter[]): boolean {
  const matchesOne = (filter: string): boolean => {
    const separator = filter.indexOf(':');
    const attribute = filter.slice(0, separator);
    const negated = attribute.startsWith('-');
    const field = FACET_FIELDS[negated ? attribute.slice(1) : attribute];
    if (!field) return true;
    const equal = field(record) === filter.slice(separator + 1);
    return negated ? !equal : equal;
  };
  return filters.every((filter) =>
    typeof filter === 'string'
      ? matchesOne(filter)
      : filter.some((f) => (typeof f === 'string' ? matchesOne(f) : true)),
  );
}

function normaliseFilters(filters: FacetFilter[] | string | undefined): FacetFilter[] {
  if (!filters) return [];
  if (typeof filters === 'string') {
    try {
      return JSON.parse(filters) as FacetFilter[];
    } catch {
      return [filters];
    }
  }
  return filters;
}

/**
 * A hit is a heading hit (`lvlN`) when a heading, title or keyword matched or the section has no
 * text, else a text hit ('content'). The modal shows the text of text hits only.
 */
function hitType(loaded: LoadedIndex, record: SearchRecord, result: SearchResult): `lvl${number}` | 'content' {
  const matchedHeading =
    Object.keys(result.match).length > 0 &&
    Object.values(result.match).some((fields) => fields.some((field) => field !== 'content'));
  const contentField = loaded.manifest.fieldIds.content ?? -1;
  const hasText = (loaded.manifest.fieldLength[record.id]?.[contentField] ?? 0) > 0;
  return matchedHeading || !hasText ? `lvl${record.level}` : 'content';
}

function toHit(
  loaded: LoadedIndex,
  record: SearchRecord,
  result: SearchResult,
  query: string,
  preTag: string,
  postTag: string,
  origin: string,
) {
  const words = [...result.terms, ...result.queryTerms].filter((word) => word.length >= 2);
  const hierarchy: Record<string, string | null> = {};
  const highlighted: Record<string, ReturnType<typeof highlight>> = {};
  LEVELS.forEach((level, i) => {
    const value = record.hierarchy[i];
    hierarchy[level] = value === undefined ? null : escapeHtml(value);
    if (value !== undefined) highlighted[level] = highlight(value, words, preTag, postTag);
  });
  const type = hitType(loaded, record, result);
  const [urlWithoutAnchor, anchor] = record.url.split('#');
  return {
    objectID: String(record.id),
    url: new URL(record.url, origin).href,
    url_without_anchor: new URL(urlWithoutAnchor ?? record.url, origin).href,
    anchor: anchor ?? null,
    type,
    hierarchy,
    content: type === 'content' ? escapeHtml(record.content) : null,
    language: record.language,
    docusaurus_tag: record.docusaurusTag,
    _highlightResult: {
      hierarchy: highlighted,
      content: highlight(record.content, words, preTag, postTag),
    },
    _snippetResult: {
      hierarchy: highlighted,
      content: snippet(record.content, words, 24, preTag, postTag),
    },
    _rankingInfo: { score: result.score, query },
  };
}

/** Score factor per level of page depth (see boostDocument in rank). */
const PAGE_DEPTH_DECAY = 0.85;

interface ParsedRequest {
  query: string;
  hitsPerPage: number;
  page: number;
  filters: FacetFilter[];
}

function parseRequest(request: SearchRequest): ParsedRequest {
  const params = request.params ?? {};
  return {
    query: (request.query ?? params.query ?? '').slice(0, 512),
    hitsPerPage: Math.max(0, Number(params.hitsPerPage ?? 20) || 0),
    page: Math.max(0, Number(params.page ?? 0) || 0),
    filters: normaliseFilters(params.facetFilters),
  };
}

/**
 * A result whose score is below this share of the best one is a stray match (one query word in
 * passing, a distant typo) and is left out, so the count and the list show meaningful matches.
 */
const MIN_SHARE_OF_BEST_SCORE = 0.25;

/** The query's terms as the index holds them. */
function queryTerms(query: string): string[] {
  const tokenize = miniSearchOptions.tokenize!;
  const processTerm = miniSearchOptions.processTerm!;
  return tokenize(query, '')
    .map((token) => processTerm(token, ''))
    .flatMap((term) => (typeof term === 'string' && term ? [term] : []));
}

/** One query term's match in one record. */
interface TermMatch {
  score: number;
  terms: Set<string>;
  queryTerms: Set<string>;
  match: SearchResult['match'];
}

/** MiniSearch's default weights of typo and prefix matches, and the typo weight beside an exact match. */
const FUZZY_WEIGHT = 0.45;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT_BESIDE_EXACT = 0.2;

/** Query terms whose matches are kept (see LoadedIndex.termResults). */
const TERM_CACHE_SIZE = 64;

/** A MiniSearch over one shard's terms, with every record's field lengths (BM25 needs them). */
function shardSearch(loaded: LoadedIndex, entries: TermEntry[]): MiniSearch<SearchRecord> {
  const { manifest } = loaded;
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  loaded.records.forEach((record, i) => {
    documentIds[i] = record.id;
    fieldLength[i] = manifest.fieldLength[i] ?? [];
  });
  const index: [string, Record<string, Record<string, number>>][] = [];
  for (const [term, ...postings] of entries) {
    const fields: Record<string, Record<string, number>> = {};
    for (let i = 0; i + 2 < postings.length; i += 3) {
      const fieldId = postings[i] as number;
      const deltas = postings[i + 1] as number[];
      const tally = postings[i + 2];
      const counts: Record<string, number> = {};
      let id = 0;
      deltas.forEach((delta, j) => {
        id += delta;
        counts[id] = Array.isArray(tally) ? (tally[j] ?? 1) : 1;
      });
      fields[fieldId] = counts;
    }
    index.push([term, fields]);
  }
  return MiniSearch.loadJS<SearchRecord>(
    {
      documentCount: loaded.records.length,
      nextId: loaded.records.length,
      documentIds,
      fieldIds: manifest.fieldIds,
      fieldLength,
      averageFieldLength: manifest.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index,
      serializationVersion: 2,
    },
    miniSearchOptions as Options<SearchRecord>,
  );
}

/**
 * Searches the loaded shards for the query's terms and combines the per-term results as MiniSearch
 * does within one index: AND keeps records that match every term, OR any; scores add up, and the
 * total is multiplied by the number of query terms matched. Facet filters apply at the end.
 */
function searchShards(
  loaded: LoadedIndex,
  query: string,
  combineWith: 'AND' | 'OR',
  options: SearchOptions,
): SearchResult[] {
  type Partial = TermMatch;
  const terms = queryTerms(query);
  let combined: Map<number, Partial> | null = null;
  terms.forEach((term, i) => {
    const shard = loaded.shards.get(loaded.manifest.termShards[shardKeyOf(term)] ?? '');
    const prefix = typeof options.prefix === 'function' ? options.prefix(term, i, terms) : Boolean(options.prefix);
    const fuzzy = typeof options.fuzzy === 'function' ? options.fuzzy(term, i, terms) : (options.fuzzy ?? false);
    const cacheKey = `${term}\u0000${String(prefix)}\u0000${String(fuzzy)}`;
    let found = loaded.termResults.get(cacheKey);
    if (!found) {
      found = new Map<number, Partial>();
      const lookUp = (typos: typeof fuzzy, typoWeight = FUZZY_WEIGHT) =>
        shard?.search(term, {
          ...options,
          tokenize: (text) => [text],
          prefix,
          fuzzy: typos,
          weights: { fuzzy: typoWeight, prefix: PREFIX_WEIGHT },
          filter: undefined,
        }) ?? [];
      // A word the index holds as typed weighs its typo variants little (as Algolia ranks exact
      // matches first): `apple` ranks pages about Apple Pay above those that say `apply`.
      const exact = fuzzy ? lookUp(false).length > 0 : false;
      for (const result of lookUp(fuzzy, exact ? FUZZY_WEIGHT_BESIDE_EXACT : FUZZY_WEIGHT)) {
        found.set(result.id as number, {
          score: result.score,
          terms: new Set(result.terms),
          queryTerms: new Set([term]),
          match: result.match,
        });
      }
      if (shard) {
        if (loaded.termResults.size >= TERM_CACHE_SIZE) loaded.termResults.clear();
        loaded.termResults.set(cacheKey, found);
      }
    }
    if (!combined) {
      combined = combineWith === 'OR' ? new Map(found) : found;
      return;
    }
    const previous: Map<number, Partial> = combined;
    const next = combineWith === 'AND' ? new Map<number, Partial>() : previous;
    for (const [id, partial] of found) {
      const existing = previous.get(id);
      if (!existing) {
        if (combineWith === 'OR') next.set(id, partial);
        continue;
      }
      next.set(id, {
        score: existing.score + partial.score,
        terms: new Set([...existing.terms, ...partial.terms]),
        queryTerms: new Set([...existing.queryTerms, ...partial.queryTerms]),
        match: { ...existing.match, ...partial.match },
      });
    }
    combined = next;
  });
  const results: SearchResult[] = [];
  for (const [id, partial] of (combined as Map<number, Partial> | null) ?? []) {
    const result: SearchResult = {
      id,
      score: partial.score * partial.queryTerms.size,
      terms: [...partial.terms],
      queryTerms: [...partial.queryTerms],
      match: partial.match,
    };
    if (!options.filter || options.filter(result)) results.push(result);
  }
  return results.sort((a, b) => b.score - a.score);
}

/** The manifest of the index, ready for shards and chunks. */
export function createLoadedIndex(manifest: SearchManifest): LoadedIndex {
  const records = recordsOfManifest(manifest).map((record) => ({ ...record, content: '' }));
  return {
    manifest,
    records,
    shards: new Map(),
    chunks: new Set(),
    termResults: new Map(),
    // Between equally good matches, a page higher in the tree (a component's overview before its
    // platform pages, a section's overview before its subpages) ranks first.
    depthBoost: records.map(({ url }) => PAGE_DEPTH_DECAY ** url.split('#')[0]!.split('/').filter(Boolean).length),
  };
}

/** Term shard files the request's words need that are not loaded yet. */
export function missingShards(loaded: LoadedIndex, request: SearchRequest): string[] {
  const files = new Set<string>();
  for (const term of queryTerms(parseRequest(request).query)) {
    const file = loaded.manifest.termShards[shardKeyOf(term)];
    if (file && !loaded.shards.has(file)) files.add(file);
  }
  return [...files];
}

export function addShard(loaded: LoadedIndex, file: string, entries: unknown): void {
  if (!Array.isArray(entries)) throw new Error(`Search index shard ${file} is not a list`);
  loaded.shards.set(file, shardSearch(loaded, entries as TermEntry[]));
}

/**
 * Text chunks (number and file) holding the text of the request's page of results, not loaded yet:
 * of every hit, or with `textHitsOnly` (the modal, which shows no text for heading hits) of the
 * text hits only.
 */
export function missingChunks(
  loaded: LoadedIndex,
  request: SearchRequest,
  textHitsOnly = false,
): { chunk: number; file: string }[] {
  const { hitsPerPage, page } = parseRequest(request);
  const chunks = new Set<number>();
  for (const result of rank(loaded, request).slice(page * hitsPerPage, (page + 1) * hitsPerPage)) {
    const record = loaded.records[result.id as number];
    if (textHitsOnly && (!record || hitType(loaded, record, result) !== 'content')) continue;
    const chunk = Math.floor((result.id as number) / loaded.manifest.chunkSize);
    if (!loaded.chunks.has(chunk)) chunks.add(chunk);
  }
  return [...chunks].flatMap((chunk) => {
    const file = loaded.manifest.contentChunks[chunk];
    return file ? [{ chunk, file }] : [];
  });
}

export function addChunk(loaded: LoadedIndex, chunk: number, texts: unknown): void {
  if (!Array.isArray(texts)) throw new Error(`Search index chunk ${chunk} is not a list`);
  texts.forEach((text, i) => {
    const record = loaded.records[chunk * loaded.manifest.chunkSize + i];
    if (record && typeof text === 'string') record.content = text;
  });
  loaded.chunks.add(chunk);
}

/** Loads every shard and chunk at once (build-time tests), from a reader of files by name. */
export function loadEverything(loaded: LoadedIndex, read: (file: string) => unknown): LoadedIndex {
  for (const file of new Set(Object.values(loaded.manifest.termShards))) addShard(loaded, file, read(file));
  loaded.manifest.contentChunks.forEach((file, chunk) => addChunk(loaded, chunk, read(file)));
  return loaded;
}

/** The request's matches, best first, after facet filters and the cut of stray matches. */
function rank(loaded: LoadedIndex, request: SearchRequest): SearchResult[] {
  const { query, filters } = parseRequest(request);
  const key = JSON.stringify([query, filters]);
  const shardCount = loaded.shards.size;
  if (loaded.lastRanking?.key === key && loaded.lastRanking.shardCount === shardCount)
    return loaded.lastRanking.results;

  const filter = (result: SearchResult): boolean => {
    const record = loaded.records[result.id as number];
    return record !== undefined && matchesFilters(record, filters);
  };
  const boostDocument = (id: unknown): number => loaded.depthBoost[id as number] ?? 1;
  let results: SearchResult[] = [];
  if (query.trim()) {
    const options = { ...miniSearchQueryOptions, filter, boostDocument };
    results = searchShards(loaded, query, 'AND', options);
    // A reader who types more words than one section holds still wants the closest sections.
    if (results.length === 0) results = searchShards(loaded, query, 'OR', options);
    const best = results[0]?.score ?? 0;
    results = results.filter((result) => result.score >= best * MIN_SHARE_OF_BEST_SCORE);
  }
  loaded.lastRanking = { key, shardCount, results };
  return results;
}

/** Answers one Algolia-shaped request from the loaded index; hit URLs are absolute on `origin`. */
export function searchLoadedIndex(loaded: LoadedIndex, request: SearchRequest, origin: string) {
  const started = performance.now();
  const params = request.params ?? {};
  const { query, hitsPerPage, page } = parseRequest(request);
  const preTag = params.highlightPreTag ?? '<mark>';
  const postTag = params.highlightPostTag ?? '</mark>';
  const results = rank(loaded, request);

  const requestedFacets = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
  const facets: Record<string, Record<string, number>> = {};
  for (const facet of requestedFacets) {
    const field = FACET_FIELDS[facet];
    if (!field) continue;
    const counts: Record<string, number> = {};
    for (const result of results) {
      const record = loaded.records[result.id as number];
      if (record) counts[field(record)] = (counts[field(record)] ?? 0) + 1;
    }
    facets[facet] = counts;
  }

  const pageResults = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const hits = pageResults.flatMap((result) => {
    const record = loaded.records[result.id as number];
    return record ? [toHit(loaded, record, result, query, preTag, postTag, origin)] : [];
  });
  return {
    hits,
    nbHits: results.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(results.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    facets,
    query,
    params: new URLSearchParams({ query }).toString(),
    index: request.indexName ?? 'docs',
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** The User Timing measure recorded for each local search. */
export const QUERY_MEASURE = 'unit-docs:search-query';
/** The User Timing measure recorded when the index has been fetched and parsed. */
export const INDEX_LOAD_MEASURE = 'unit-docs:search-index-load';

export function parseManifest(json: string): LoadedIndex {
  const manifest = JSON.parse(json) as SearchManifest;
  if (
    manifest.version !== 2 ||
    !Array.isArray(manifest.records) ||
    !Array.isArray(manifest.pages) ||
    !Array.isArray(manifest.facets) ||
    !Array.isArray(manifest.fieldLength) ||
    !Array.isArray(manifest.contentChunks) ||
    typeof manifest.termShards !== 'object'
  ) {
    throw new Error('Unsupported search index format');
  }
  return createLoadedIndex(manifest);
}
