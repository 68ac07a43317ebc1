/**
 * What an Algolia-shaped search request asks (../localSearchEngine.ts): its query, page, and facet
 * filters, and the query's terms as the index holds them.
 */
import { miniSearchOptions, type SearchRecord } from '../indexFormat';

export type FacetFilter = string | readonly FacetFilter[];

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

export const FACET_FIELDS: Record<string, (record: SearchRecord) => string> = {
  language: (record) => record.language,
  docusaurus_tag: (record) => record.docusaurusTag,
};

/** Algolia facet filters: the top level is AND, a nested array is OR, `attr:value` matches a field. */
export function matchesFilters(record: SearchRecord, filters: readonly FacetFilter[]): boolean {
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

export interface ParsedRequest {
  query: string;
  hitsPerPage: number;
  page: number;
  filters: FacetFilter[];
}

export function parseRequest(request: SearchRequest): ParsedRequest {
  const params = request.params ?? {};
  return {
    query: (request.query ?? params.query ?? '').slice(0, 512),
    hitsPerPage: Math.max(0, Number(params.hitsPerPage ?? 20) || 0),
    page: Math.max(0, Number(params.page ?? 0) || 0),
    filters: normaliseFilters(params.facetFilters),
  };
}

/** The query's terms as the index holds them. */
export function queryTerms(query: string): string[] {
  const tokenize = miniSearchOptions.tokenize!;
  const processTerm = miniSearchOptions.processTerm!;
  return tokenize(query, '')
    .map((token) => processTerm(token, ''))
    .flatMap((term) => (typeof term === 'string' && term ? [term] : []));
}
