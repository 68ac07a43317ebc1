/**
 * The local search engine: parses the index file and answers Algolia-shaped requests with
 * Algolia-shaped results (hits with hierarchy, highlight and snippet; facets; paging), so that
 * DocSearch's modal and the theme's search page render them as they render Algolia's.
 * Loaded on demand by the client in ./searchMode.ts, which fetches the term shards, record chunks
 * and text chunks a request needs (missingShards, missingChunks) before answering it.
 *
 * Its parts, in ./engine/: the request (query, paging, facet filters: request.ts), the index as
 * loaded so far (manifest, shards, chunks: loadedIndex.ts), ranking (ranking.ts), and the
 * Algolia-shaped answer (response.ts). This module is what the client, the build tests and the MCP
 * server import.
 */
import { shardFileOf } from './indexFormat';
import type { LoadedIndex } from './engine/loadedIndex';
import { rank } from './engine/ranking';
import { parseRequest, queryTerms, type SearchRequest } from './engine/request';
import { chunkRef, type ChunkRef } from './engine/loadedIndex';
import { isTextHit } from './engine/response';

export type { SearchRequest } from './engine/request';
export {
  addChunk,
  addShard,
  chunkRef,
  createLoadedIndex,
  loadEverything,
  parseManifest,
  type ChunkRef,
  type LoadedIndex,
} from './engine/loadedIndex';
export { searchLoadedIndex } from './engine/response';

/** Term shard files the request's words need that are not loaded yet. */
export function missingShards(loaded: LoadedIndex, request: SearchRequest): string[] {
  const files = new Set<string>();
  for (const term of queryTerms(parseRequest(request).query)) {
    const file = shardFileOf(loaded.manifest, term);
    if (file && !loaded.shards.has(file)) files.add(file);
  }
  return [...files];
}

/**
 * Chunks the request's page of results needs that are not loaded yet: the record chunks of every
 * hit (what a hit shows: URL, hierarchy), and the text chunks of every hit, or with `textHitsOnly`
 * (the modal, which shows no text for heading hits) of the text hits only.
 */
export function missingChunks(loaded: LoadedIndex, request: SearchRequest, textHitsOnly = false): ChunkRef[] {
  const { hitsPerPage, page } = parseRequest(request);
  const missing = new Map<string, ChunkRef>();
  for (const result of rank(loaded, request).slice(page * hitsPerPage, (page + 1) * hitsPerPage)) {
    const chunk = Math.floor((result.id as number) / loaded.manifest.chunkSize);
    if (!loaded.recordChunks.has(chunk)) {
      const ref = chunkRef(loaded.manifest, 'records', chunk);
      missing.set(ref.file, ref);
    }
    if (!loaded.textChunks.has(chunk) && (!textHitsOnly || isTextHit(loaded, result))) {
      const ref = chunkRef(loaded.manifest, 'text', chunk);
      missing.set(ref.file, ref);
    }
  }
  return [...missing.values()];
}

/** The User Timing measure recorded for each local search. */
export const QUERY_MEASURE = 'unit-docs:search-query';
/** The User Timing measure recorded when the index has been fetched and parsed. */
export const INDEX_LOAD_MEASURE = 'unit-docs:search-index-load';
