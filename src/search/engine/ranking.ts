/**
 * Ranking (../localSearchEngine.ts): each query term is looked up in its own shard, the per-term
 * matches are combined as MiniSearch combines them within one index, and stray matches are cut.
 */
import type { SearchOptions, SearchResult } from 'minisearch';

import { miniSearchQueryOptions, shardFileOf } from '../indexFormat';
import type { LoadedIndex, TermMatch } from './loadedIndex';
import { matchesFilters, parseRequest, queryTerms, type SearchRequest } from './request';

/**
 * A result whose score is below this share of the best one is a stray match (one query word in
 * passing, a distant typo) and is left out, so the count and the list show meaningful matches.
 */
const MIN_SHARE_OF_BEST_SCORE = 0.25;

/** MiniSearch's default weights of typo and prefix matches, and the typo weight beside an exact match. */
const FUZZY_WEIGHT = 0.45;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT_BESIDE_EXACT = 0.2;

/** Query terms whose matches are kept (see LoadedIndex.termResults). */
const TERM_CACHE_SIZE = 64;

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
    const shard = loaded.shards.get(shardFileOf(loaded.manifest, term) ?? '');
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

/** The request's matches, best first, after facet filters and the cut of stray matches. */
export function rank(loaded: LoadedIndex, request: SearchRequest): SearchResult[] {
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
