/**
 * The index as the browser holds it (../localSearchEngine.ts): the manifest, parsed and checked,
 * and the term shards and text chunks loaded so far, each shard as a MiniSearch of its own.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';

import {
  miniSearchOptions,
  recordsOfManifest,
  type SearchManifest,
  type SearchRecord,
  type TermEntry,
} from '../indexFormat';

/** One query term's match in one record. */
export interface TermMatch {
  score: number;
  terms: Set<string>;
  queryTerms: Set<string>;
  match: SearchResult['match'];
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
  /** Per record, the score factor of its page's depth (see rank in ./ranking.ts). */
  depthBoost: number[];
  /** The last ranking, reused when the same request asks for its texts and then for its hits. */
  lastRanking?: { key: string; shardCount: number; results: SearchResult[] };
}

/** Score factor per level of page depth (see boostDocument in rank, ./ranking.ts). */
const PAGE_DEPTH_DECAY = 0.85;

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

export function addShard(loaded: LoadedIndex, file: string, entries: unknown): void {
  if (!Array.isArray(entries)) throw new Error(`Search index shard ${file} is not a list`);
  loaded.shards.set(file, shardSearch(loaded, entries as TermEntry[]));
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
