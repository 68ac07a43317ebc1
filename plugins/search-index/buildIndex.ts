/**
 * Builds the local search index from the rendered pages of build/: one record per page and per
 * h2/h3 section, with the text a reader sees (headings, paragraphs, list items, table cells).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import MiniSearch from 'minisearch';

import {
  miniSearchOptions,
  selectors,
  type IndexedSection,
  type SearchIndexFile,
  type SearchRecord,
} from '../../src/search/indexFormat';
import { contentRootOf, documentTitleOf, loadBuiltPage } from '../../src/site/builtPageHtml.mjs';

/** Text indexed per section. */
const MAX_CONTENT_CHARS = 4000;
/** Text shipped per section for result snippets; the index itself covers the whole section. */
export const STORED_CONTENT_CHARS = 320;

function textOf($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  return $(element)
    .text()
    .replace(/[\u200B\s]+/g, ' ')
    .trim();
}

/** The records of one rendered page, or none when the page is not a content page. */
export function recordsFromHtml(html: string, url: string, firstId: number): IndexedSection[] {
  const $ = loadBuiltPage(html);
  const language = $('meta[name="docsearch:language"]').attr('content');
  const docusaurusTag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  if (!language || !docusaurusTag) return [];

  const root = contentRootOf($, selectors.root);
  if (!root) return [];
  const lvl0 = $(selectors.lvl0).first().text().trim() || 'Documentation';
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
    language,
    docusaurusTag,
  };
  let lvl2 = '';
  const flush = (): void => {
    current.content = current.content.trim().slice(0, MAX_CONTENT_CHARS);
    if (current.level === 1 || current.content || current.heading) records.push(current);
  };

  const blocks = root.find(`h2, h3, ${selectors.content}`).toArray();
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
        language,
        docusaurusTag,
      };
      continue;
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

export async function buildSearchIndex(
  buildDir: string,
  htmlFiles: readonly string[],
  baseUrl: string,
  excludedUrls: ReadonlySet<string>,
): Promise<SearchIndexFile> {
  const sections: IndexedSection[] = [];
  for (const file of [...htmlFiles].sort()) {
    const url = urlOfHtmlFile(buildDir, file, baseUrl);
    if (excludedUrls.has(url)) continue;
    const html = await readFile(file, 'utf8');
    sections.push(...recordsFromHtml(html, url, sections.length));
  }
  const miniSearch = new MiniSearch<IndexedSection>(miniSearchOptions);
  miniSearch.addAll(sections);
  const shipped: SearchRecord[] = sections.map(({ id, url, hierarchy, level, content, language, docusaurusTag }) => ({
    id,
    url,
    hierarchy,
    level,
    content: content.slice(0, STORED_CONTENT_CHARS),
    language,
    docusaurusTag,
  }));
  return { version: 1, records: shipped, index: miniSearch.toJSON() };
}
