/**
 * Builds the local search index from the rendered pages of build/: one record per page and per
 * h2/h3 section, with the text a reader sees (headings, paragraphs, list items, table cells), and
 * for API sections the names from the API description (keywords). Written as a manifest, term
 * shards and text chunks (src/search/indexFormat.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import MiniSearch from 'minisearch';

import {
  manifestRecordsOf,
  miniSearchOptions,
  selectors,
  shardKeyOf,
  type IndexedSection,
  type SearchManifest,
  type TermEntry,
} from '../../src/search/indexFormat';
import { contentRootOf, documentTitleOf, loadBuiltPage } from '../../src/site/builtPageHtml.mjs';
import { sectionOf } from '../../src/site/sections.mjs';

/** Text indexed per section. */
const MAX_CONTENT_CHARS = 4000;
/** Text shipped per section for result snippets; the index itself covers the whole section. */
export const STORED_CONTENT_CHARS = 160;
/** Records per text chunk: a page of 20 hits touches a few chunks of about 2 kB each. */
const CHUNK_SIZE = 32;
/** Attribute on the API components (operation, schema): `operation:<id>` or `schema:<name>`. */
const API_COMPONENT = 'data-api-twin';

/** Search keywords of an API component, by its `data-api-twin` reference. */
export type KeywordsOf = (reference: string) => readonly string[] | undefined;

function textOf($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  return $(element)
    .text()
    .replace(/[\u200B\s]+/g, ' ')
    .trim();
}

/**
 * The records of one rendered page, or none when the page is not a content page. An API component
 * adds its keywords (from the API description, through `keywordsOf`) to the section it sits in.
 */
export function recordsFromHtml(html: string, url: string, firstId: number, keywordsOf?: KeywordsOf): IndexedSection[] {
  const $ = loadBuiltPage(html);
  const language = $('meta[name="docsearch:language"]').attr('content');
  const docusaurusTag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  if (!language || !docusaurusTag) return [];

  const root = contentRootOf($, selectors.root);
  if (!root) return [];
  // The section (the navbar tab the page makes active), from the URL: the hosted crawler reads the same
  // tab from the page (selectors.lvl0), where the header rendered it from the same table.
  const lvl0 = sectionOf(url)?.label ?? 'Documentation';
  // Page chrome inside the content (breadcrumbs, anchors, code, navigation) is not indexed.
  root.find(selectors.exclude).remove();
  const pageTitle = textOf($, $(selectors.lvl1).first()) || documentTitleOf($);

  const records: Omit<IndexedSection, 'id'>[] = [];
  let current: Omit<IndexedSection, 'id'> = {
    url,
    hierarchy: [lvl0, pageTitle],
    level: 1,
    title: pageTitle,
    heading: pageTitle,
    parents: lvl0,
    content: '',
    keywords: '',
    language,
    docusaurusTag,
  };
  let lvl2 = '';
  const flush = (): void => {
    current.content = current.content.trim().slice(0, MAX_CONTENT_CHARS);
    current.keywords = current.keywords.trim();
    if (current.level === 1 || current.content || current.heading) records.push(current);
  };

  const blocks = root.find(`h2, h3, ${selectors.content}, [${API_COMPONENT}]`).toArray();
  for (const element of blocks) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'h2' || tag === 'h3') {
      const heading = textOf($, element);
      const anchor = $(element).attr('id');
      if (!heading) continue;
      flush();
      if (tag === 'h2') lvl2 = heading;
      const hierarchy = tag === 'h2' ? [lvl0, pageTitle, heading] : [lvl0, pageTitle, lvl2, heading].filter(Boolean);
      current = {
        url: anchor ? `${url}#${anchor}` : url,
        hierarchy,
        level: tag === 'h2' ? 2 : 3,
        title: '',
        heading,
        parents: hierarchy.slice(0, -1).join(' '),
        content: '',
        keywords: '',
        language,
        docusaurusTag,
      };
      continue;
    }
    const reference = $(element).attr(API_COMPONENT);
    if (reference !== undefined) {
      const words = keywordsOf?.(reference) ?? [];
      if (words.length) current.keywords += `${words.join(' ')} `;
      if (!$(element).is(selectors.content)) continue;
    }
    // A full section takes no more text (API reference sections hold thousands of table cells).
    if (current.content.length >= MAX_CONTENT_CHARS) continue;
    // A list item that holds paragraphs or lists is indexed through those children.
    if (tag === 'li' && $(element).find('p, ul, ol').length > 0) continue;
    const text = textOf($, element);
    if (text) current.content += `${text} `;
  }
  flush();
  return records.map((record, i) => ({ ...record, id: firstId + i }));
}

/** `build/api/cards/index.html` → `/docs/api/cards/`. */
export function urlOfHtmlFile(buildDir: string, file: string, baseUrl: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return baseUrl + relative.replace(/(^|\/)index\.html$/, '$1');
}

/** The files of the index: the manifest and, by file name under INDEX_DIR, the shards and chunks. */
export interface SearchIndexFiles {
  manifest: SearchManifest;
  files: Map<string, unknown>;
}

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 10);
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
  const json = miniSearch.toJSON();
  const files = new Map<string, unknown>();

  const shards = new Map<string, TermEntry[]>();
  for (const [term, fields] of json.index) {
    const key = shardKeyOf(term);
    const entries = shards.get(key) ?? [];
    entries.push(compactEntry(term, fields as unknown as Record<string, Record<string, number>>));
    shards.set(key, entries);
  }
  const termShards: Record<string, string> = {};
  for (const key of [...shards.keys()].sort()) {
    const entries = shards.get(key)!;
    const name = `t-${hashOf(entries)}.json`;
    files.set(name, entries);
    termShards[key] = name;
  }

  const contentChunks: string[] = [];
  for (let start = 0; start < sections.length; start += CHUNK_SIZE) {
    const texts = sections
      .slice(start, start + CHUNK_SIZE)
      .map(({ content }) => content.slice(0, STORED_CONTENT_CHARS));
    const name = `c-${hashOf(texts)}.json`;
    files.set(name, texts);
    contentChunks.push(name);
  }

  const fieldCount = Object.keys(json.fieldIds).length;
  const fieldLength = sections.map((section) => {
    const lengths = (json.fieldLength as Record<string, number[]>)[String(section.id)] ?? [];
    return Array.from({ length: fieldCount }, (_, i) => lengths[i] ?? 0);
  });
  const manifest: SearchManifest = {
    version: 2,
    fieldIds: json.fieldIds,
    averageFieldLength: json.averageFieldLength,
    fieldLength,
    ...manifestRecordsOf(sections),
    termShards,
    chunkSize: CHUNK_SIZE,
    contentChunks,
  };
  return { manifest, files };
}

export async function buildSearchIndex(
  buildDir: string,
  htmlFiles: readonly string[],
  baseUrl: string,
  excludedUrls: ReadonlySet<string>,
  keywordsOf?: KeywordsOf,
): Promise<SearchIndexFiles> {
  const sections: IndexedSection[] = [];
  for (const file of [...htmlFiles].sort()) {
    const url = urlOfHtmlFile(buildDir, file, baseUrl);
    if (excludedUrls.has(url)) continue;
    const html = await readFile(file, 'utf8');
    sections.push(...recordsFromHtml(html, url, sections.length, keywordsOf));
  }
  return searchIndexFiles(sections);
}
