/**
 * The Algolia-shaped answer (../localSearchEngine.ts): hits with hierarchy, highlight and snippet,
 * facet counts and paging, as DocSearch's modal and the theme's search page read Algolia's.
 */
import type { SearchResult } from 'minisearch';

import { escapeHtml, highlight, snippet } from '../highlight';
import type { SearchRecord } from '../indexFormat';
import type { LoadedIndex } from './loadedIndex';
import { rank } from './ranking';
import { FACET_FIELDS, parseRequest, type SearchRequest } from './request';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * A hit is a heading hit (`lvlN`) when a heading, title or keyword matched or the section has no
 * text, else a text hit ('content'). The modal shows the text of text hits only.
 */
export function hitType(loaded: LoadedIndex, record: SearchRecord, result: SearchResult): `lvl${number}` | 'content' {
  return isTextHit(loaded, result) ? 'content' : `lvl${record.level}`;
}

/** Whether a hit is a text hit (see hitType): known from the manifest, before the hit's record chunk is loaded. */
export function isTextHit(loaded: LoadedIndex, result: SearchResult): boolean {
  const matchedHeading =
    Object.keys(result.match).length > 0 &&
    Object.values(result.match).some((fields) => fields.some((field) => field !== 'content'));
  const contentField = loaded.manifest.fieldIds.content ?? -1;
  const hasText = (loaded.fieldLengths[result.id as number]?.[contentField] ?? 0) > 0;
  return !matchedHeading && hasText;
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
