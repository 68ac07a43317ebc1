/**
 * The local search engine: parses the index file and answers Algolia-shaped requests with
 * Algolia-shaped results (hits with hierarchy, highlight and snippet; facets; paging), so that
 * DocSearch's modal and the theme's search page render them as they render Algolia's.
 * Loaded on demand by the client in ./searchMode.ts.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';

import { highlight, snippet, escapeHtml } from './highlight';
import { miniSearchOptions, miniSearchQueryOptions, type SearchIndexFile, type SearchRecord } from './indexFormat';

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

export interface LoadedIndex {
  miniSearch: MiniSearch<SearchRecord>;
  records: SearchRecord[];
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

function toHit(
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
  const matchedHeading =
    Object.keys(result.match).length > 0 &&
    Object.values(result.match).some((fields) => fields.some((field) => field !== 'content'));
  const type = matchedHeading || !record.content ? (`lvl${record.level}` as const) : 'content';
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

/** Score factor per level of page depth (see boostDocument in searchLoadedIndex). */
const PAGE_DEPTH_DECAY = 0.85;

/** Answers one Algolia-shaped request from the loaded index; hit URLs are absolute on `origin`. */
export function searchLoadedIndex(loaded: LoadedIndex, request: SearchRequest, origin: string) {
  const started = performance.now();
  const params = request.params ?? {};
  const query = (request.query ?? params.query ?? '').slice(0, 512);
  const hitsPerPage = Math.max(0, Number(params.hitsPerPage ?? 20));
  const page = Math.max(0, Number(params.page ?? 0));
  const filters = normaliseFilters(params.facetFilters);
  const preTag = params.highlightPreTag ?? '<mark>';
  const postTag = params.highlightPostTag ?? '</mark>';

  const filter = (result: SearchResult): boolean => {
    const record = loaded.records[result.id as number];
    return record !== undefined && matchesFilters(record, filters);
  };
  // Between equally good matches, a page higher in the tree (a component's overview before its
  // platform pages, a section's overview before its subpages) ranks first.
  const boostDocument = (id: unknown): number => {
    const url = loaded.records[id as number]?.url ?? '';
    const depth = url.split('#')[0]!.split('/').filter(Boolean).length;
    return PAGE_DEPTH_DECAY ** depth;
  };
  let results: SearchResult[] = [];
  if (query.trim()) {
    results = loaded.miniSearch.search(query, { ...miniSearchQueryOptions, filter, boostDocument });
    // A reader who types more words than one section holds still wants the closest sections.
    if (results.length === 0) {
      results = loaded.miniSearch.search(query, {
        ...miniSearchQueryOptions,
        combineWith: 'OR',
        filter,
        boostDocument,
      });
    }
  }

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
    return record ? [toHit(record, result, query, preTag, postTag, origin)] : [];
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

export function parseIndexFile(json: string): LoadedIndex {
  const file = JSON.parse(json) as SearchIndexFile;
  if (file.version !== 1 || !Array.isArray(file.records)) {
    throw new Error('Unsupported search index format');
  }
  const miniSearch = MiniSearch.loadJS<SearchRecord>(
    file.index as Parameters<typeof MiniSearch.loadJS>[0],
    miniSearchOptions as Options<SearchRecord>,
  );
  return { miniSearch, records: file.records };
}
