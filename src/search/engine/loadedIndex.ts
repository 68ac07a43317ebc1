/**
 * The index as the browser holds it (../localSearchEngine.ts): the manifest, parsed and checked,
 * and the term shards, record chunks and text chunks loaded so far, each shard as a MiniSearch of
 * its own.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';

import {
  miniSearchOptions,
  recordChunkFile,
  termShardFile,
  textChunkFile,
  type RecordChunk,
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
  /**
   * Records in id order, with their facet values from the manifest; `url`, `hierarchy` and `level`
   * are empty until the record chunk is loaded, `content` until the text chunk is.
   */
  records: SearchRecord[];
  /**
   * Term shard file → a MiniSearch over that shard's terms, for the shards loaded so far. Every
   * query term is looked up in its own shard (its prefix and typo variants share its first two
   * characters), and the per-term results are combined here as MiniSearch combines them.
   */
  shards: Map<string, MiniSearch<SearchRecord>>;
  /** Record chunks loaded so far, by number. */
  recordChunks: Set<number>;
  /** Text chunks loaded so far, by number. */
  textChunks: Set<number>;
  /** Per query term (with its prefix and typo settings), its matches: typing a query repeats its first words. */
  termResults: Map<string, Map<number, TermMatch>>;
  /** Per record, the number of terms in each field (by number): the manifest's columns as rows, for BM25. */
  fieldLengths: number[][];
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
    fieldLength[i] = loaded.fieldLengths[i] ?? [];
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
  const records: SearchRecord[] = [];
  const depthBoost: number[] = [];
  manifest.pages.records.forEach((count, page) => {
    const [language = '', docusaurusTag = ''] = manifest.facets[manifest.pages.facets[page] ?? 0] ?? [];
    // Between equally good matches, a page higher in the tree (a component's overview before its
    // platform pages, a section's overview before its subpages) ranks first.
    const boost = PAGE_DEPTH_DECAY ** (manifest.pages.depths[page] ?? 0);
    for (let i = 0; i < count; i++) {
      records.push({ id: records.length, url: '', hierarchy: [], level: 0, content: '', language, docusaurusTag });
      depthBoost.push(boost);
    }
  });
  return {
    manifest,
    records,
    shards: new Map(),
    recordChunks: new Set(),
    textChunks: new Set(),
    termResults: new Map(),
    fieldLengths: records.map((_, id) => manifest.fieldLength.map((lengths) => lengths[id] ?? 0)),
    depthBoost,
  };
}

export function addShard(loaded: LoadedIndex, file: string, entries: unknown): void {
  if (!Array.isArray(entries)) throw new Error(`Search index shard ${file} is not a list`);
  loaded.shards.set(file, shardSearch(loaded, entries as TermEntry[]));
}

/** A part of the index that holds records: a record chunk or a text chunk, by number. */
export interface ChunkRef {
  kind: 'records' | 'text';
  chunk: number;
  file: string;
}

export function chunkRef(manifest: SearchManifest, kind: ChunkRef['kind'], chunk: number): ChunkRef {
  return { kind, chunk, file: kind === 'records' ? recordChunkFile(manifest, chunk) : textChunkFile(manifest, chunk) };
}

function isRecordChunk(value: unknown): value is RecordChunk {
  if (typeof value !== 'object' || value === null) return false;
  const { firstPage, pages, records } = value as Partial<RecordChunk>;
  return (
    typeof firstPage === 'number' &&
    Array.isArray(pages) &&
    pages.every((page) => Array.isArray(page) && page.every((text) => typeof text === 'string')) &&
    Array.isArray(records) &&
    records.every(
      (record) =>
        Array.isArray(record) &&
        typeof record[0] === 'number' &&
        record.slice(1).every((text: unknown) => typeof text === 'string'),
    )
  );
}

/** Page number of each record (records of a page are consecutive), computed once per index. */
const pageNumbers = new WeakMap<SearchManifest, number[]>();
function pageOfRecord(manifest: SearchManifest, id: number): number {
  let pages = pageNumbers.get(manifest);
  if (!pages) {
    pages = manifest.pages.records.flatMap((count, page) => Array<number>(count).fill(page));
    pageNumbers.set(manifest, pages);
  }
  return pages[id] ?? -1;
}

/** Takes in a chunk's content; a chunk that is not what its kind holds throws, naming the file. */
export function addChunk(loaded: LoadedIndex, { kind, chunk, file }: ChunkRef, content: unknown): void {
  const first = chunk * loaded.manifest.chunkSize;
  if (kind === 'text') {
    if (!Array.isArray(content)) throw new Error(`Search index text chunk ${file} is not a list`);
    content.forEach((text, i) => {
      const record = loaded.records[first + i];
      if (record && typeof text === 'string') record.content = text;
    });
    loaded.textChunks.add(chunk);
    return;
  }
  if (!isRecordChunk(content)) throw new Error(`Search index record chunk ${file} is not a record chunk`);
  content.records.forEach(([level, anchor, ...headings], i) => {
    const record = loaded.records[first + i];
    const page = record && content.pages[pageOfRecord(loaded.manifest, record.id) - content.firstPage];
    if (!record || !page) throw new Error(`Search index record chunk ${file} lacks the page of record ${first + i}`);
    const [url, section, title] = page;
    record.url = anchor ? `${url}#${anchor}` : url;
    record.hierarchy = [section, title, ...headings];
    record.level = level;
  });
  loaded.recordChunks.add(chunk);
}

/** Loads every shard and chunk at once (build-time tests, the MCP server), from a reader of files by name. */
export function loadEverything(loaded: LoadedIndex, read: (file: string) => unknown): LoadedIndex {
  loaded.manifest.termShards.forEach((_, shard) => {
    const file = termShardFile(loaded.manifest, shard);
    addShard(loaded, file, read(file));
  });
  for (let chunk = 0; chunk < loaded.manifest.chunkCount; chunk++) {
    for (const kind of ['records', 'text'] as const) {
      const ref = chunkRef(loaded.manifest, kind, chunk);
      addChunk(loaded, ref, read(ref.file));
    }
  }
  return loaded;
}

export function parseManifest(json: string): LoadedIndex {
  const manifest = JSON.parse(json) as SearchManifest;
  if (
    manifest.version !== 3 ||
    typeof manifest.pages !== 'object' ||
    !Array.isArray(manifest.pages.records) ||
    !Array.isArray(manifest.pages.facets) ||
    !Array.isArray(manifest.pages.depths) ||
    !Array.isArray(manifest.facets) ||
    !Array.isArray(manifest.fieldLength) ||
    typeof manifest.chunkCount !== 'number' ||
    typeof manifest.hash !== 'string' ||
    !Array.isArray(manifest.termShards)
  ) {
    throw new Error('Unsupported search index format');
  }
  return createLoadedIndex(manifest);
}
