/**
 * The local search index's files, from the records of every page (./pageRecords.mjs, made by the
 * post-build pass, plugins/built-pages): a manifest, term shards, record chunks and text chunks
 * (src/search/indexFormat.ts).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import MiniSearch from 'minisearch';

import {
  INDEX_DIR,
  INDEX_FILE_NAME,
  miniSearchOptions,
  recordChunkFile,
  recordCountOf,
  shardKeyOf,
  termShardFile,
  textChunkFile,
  urlDepthOf,
  type ChunkPage,
  type IndexedSection,
  type RecordChunk,
  type SearchManifest,
  type TermEntry,
} from '../../src/search/indexFormat';
import { shortHash } from '../../src/site/shortHash.mjs';
import { contentOf } from '../../src/site/builtPageHtml.mjs';
import { recordsOfPage, type KeywordsOf, type PageRecord } from './pageRecords.mjs';

export type { KeywordsOf };

/** Text shipped per section for result snippets; the index itself covers the whole section. */
export const STORED_CONTENT_CHARS = 160;
/**
 * Records per record chunk and text chunk. A search loads the chunks of up to 20 hits, and typing a
 * query key by key shows the hits of every prefix, spread over the whole index: small chunks waste
 * least on the neighbours of a hit. Typing "book payment" on this site (253 pages) loads, in gzip,
 * 4.9 kB of record chunks and 2.3 kB of text chunks with 4 records a chunk; 5.7 and 3.8 kB with 8.
 */
const CHUNK_SIZE = 4;

function numberRecords(records: readonly PageRecord[], firstId: number): IndexedSection[] {
  return records.map((record, i) => ({ ...record, id: firstId + i }));
}

/** The records of one built page's HTML, numbered from `firstId` (as the post-build pass reads a page). */
export function recordsFromHtml(html: string, url: string, firstId: number, keywordsOf?: KeywordsOf): IndexedSection[] {
  const page = contentOf(html);
  return page ? numberRecords(recordsOfPage(page.$, page.content, url, keywordsOf), firstId) : [];
}

/** The files of the index: the manifest and, by file name under INDEX_DIR, the shards and chunks. */
export interface SearchIndexFiles {
  manifest: SearchManifest;
  files: Map<string, unknown>;
}

function hashOf(value: unknown): string {
  return shortHash(JSON.stringify(value), 10);
}

/** MiniSearch's postings of one term, `{fieldId: {recordId: count}}`, in the compact form of TermEntry. */
function compactEntry(term: string, fields: Record<string, Record<string, number>>): TermEntry {
  const entry: TermEntry = [term];
  for (const [fieldId, counts] of Object.entries(fields)) {
    const ids = Object.keys(counts)
      .map(Number)
      .sort((a, b) => a - b);
    let previous = 0;
    const deltas = ids.map((id) => {
      const delta = id - previous;
      previous = id;
      return delta;
    });
    const tally = ids.map((id) => counts[id] ?? 1);
    entry.push(Number(fieldId), deltas, tally.every((count) => count === 1) ? 0 : tally);
  }
  return entry;
}

/** Splits indexed sections into the manifest, term shards and text chunks (see src/search/indexFormat.ts). */
export function searchIndexFiles(sections: readonly IndexedSection[]): SearchIndexFiles {
  const miniSearch = new MiniSearch<IndexedSection>(miniSearchOptions);
  miniSearch.addAll(sections);
  return indexFilesOf(miniSearch, sections);
}

/**
 * Builds the index as the pages' records come in, page after page in the order of their files
 * (record ids follow it), so that the post-build pass indexes while its workers still read pages.
 */
export class SearchIndexBuilder {
  private readonly miniSearch = new MiniSearch<IndexedSection>(miniSearchOptions);
  private readonly sections: IndexedSection[] = [];

  add(records: readonly PageRecord[]): void {
    const numbered = numberRecords(records, this.sections.length);
    this.sections.push(...numbered);
    this.miniSearch.addAll(numbered);
  }

  files(): SearchIndexFiles {
    return indexFilesOf(this.miniSearch, this.sections);
  }
}

function indexFilesOf(miniSearch: MiniSearch<IndexedSection>, sections: readonly IndexedSection[]): SearchIndexFiles {
  const json = miniSearch.toJSON();
  const files = new Map<string, unknown>();

  const shards = new Map<string, TermEntry[]>();
  for (const [term, fields] of json.index) {
    const key = shardKeyOf(term);
    const entries = shards.get(key) ?? [];
    entries.push(compactEntry(term, fields));
    shards.set(key, entries);
  }
  const termShards = [...shards.keys()].sort();
  const shardEntries = termShards.map((key) => shards.get(key)!);

  const pages: SearchManifest['pages'] = { records: [], facets: [], depths: [] };
  const facets: SearchManifest['facets'] = [];
  const pageTexts: ChunkPage[] = [];
  /** Per record, its page number. */
  const pageOf: number[] = [];
  let previousUrl: string | undefined;
  for (const section of sections) {
    const url = section.url.split('#')[0] ?? '';
    if (url !== previousUrl || pages.records.length === 0) {
      let facet = facets.findIndex(([language, tag]) => language === section.language && tag === section.docusaurusTag);
      if (facet < 0) facet = facets.push([section.language, section.docusaurusTag]) - 1;
      pages.records.push(0);
      pages.facets.push(facet);
      pages.depths.push(urlDepthOf(url));
      pageTexts.push([url, section.hierarchy[0] ?? '', section.hierarchy[1] ?? '']);
      previousUrl = url;
    }
    const page = pages.records.length - 1;
    pages.records[page] = (pages.records[page] ?? 0) + 1;
    pageOf.push(page);
  }

  const recordChunks: RecordChunk[] = [];
  const textChunks: string[][] = [];
  for (let start = 0; start < sections.length; start += CHUNK_SIZE) {
    const chunk = sections.slice(start, start + CHUNK_SIZE);
    const firstPage = pageOf[start] ?? 0;
    const lastPage = pageOf[start + chunk.length - 1] ?? firstPage;
    recordChunks.push({
      firstPage,
      pages: pageTexts.slice(firstPage, lastPage + 1),
      records: chunk.map((section) => [section.level, section.url.split('#')[1] ?? '', ...section.hierarchy.slice(2)]),
    });
    textChunks.push(chunk.map(({ content }) => content.slice(0, STORED_CONTENT_CHARS)));
  }
  const hash = hashOf([shardEntries, recordChunks, textChunks]);
  shardEntries.forEach((entries, n) => files.set(termShardFile({ hash }, n), entries));
  recordChunks.forEach((chunk, n) => files.set(recordChunkFile({ hash }, n), chunk));
  textChunks.forEach((texts, n) => files.set(textChunkFile({ hash }, n), texts));

  const fieldCount = Object.keys(json.fieldIds).length;
  const lengthsById = json.fieldLength as Record<string, number[]>;
  const fieldLength = Array.from({ length: fieldCount }, (_, field) =>
    sections.map((section) => lengthsById[String(section.id)]?.[field] ?? 0),
  );
  const manifest: SearchManifest = {
    version: 3,
    fieldIds: json.fieldIds,
    averageFieldLength: json.averageFieldLength,
    fieldLength,
    facets,
    pages,
    termShards,
    chunkSize: CHUNK_SIZE,
    chunkCount: recordChunks.length,
    hash,
  };
  return { manifest, files };
}

/** Writes the index into the build: the manifest, and its shards and chunks in a fresh INDEX_DIR. */
export async function writeSearchIndex(
  outDir: string,
  { manifest, files }: SearchIndexFiles,
): Promise<{ records: number; files: number; bytes: number }> {
  const manifestJson = JSON.stringify(manifest);
  await writeFile(path.join(outDir, INDEX_FILE_NAME), manifestJson);
  const dir = path.join(outDir, INDEX_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let bytes = manifestJson.length;
  for (const [name, content] of files) {
    const json = JSON.stringify(content);
    bytes += json.length;
    await writeFile(path.join(dir, name), json);
  }
  return { records: recordCountOf(manifest), files: files.size + 1, bytes };
}
