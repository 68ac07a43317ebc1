/**
 * The one place where the MCP server meets the site's local search: it loads the built index and
 * asks the engine the browser runs (src/search/localSearchEngine.ts), with the modal's contextual
 * filters, so `search_docs` ranks exactly as the site's search does. The index is sharded for the
 * browser (a manifest, term shards and text chunks); a long-running server loads every part once.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { INDEX_DIR, INDEX_FILE_NAME } from '../../src/search/indexFormat';
import { loadEverything, parseManifest, searchLoadedIndex } from '../../src/search/localSearchEngine';
import { DOCS_SEARCH_TAGS } from '../../src/site/sections.mjs';

export interface DocsSearchHit {
  /** Page title, then the section's headings: "Cards › Freeze a card". */
  title: string;
  /** Site path with the section's anchor: /docs/api/cards/#freeze-a-card. */
  url: string;
  /** Words of the section around the match, as plain text. */
  excerpt: string;
}

export type DocsSearch = (query: string, limit: number) => DocsSearchHit[];

/** The files the adapter reads, relative to the build directory (for the server's start-up check). */
export const SEARCH_INDEX_FILES = [INDEX_FILE_NAME, INDEX_DIR];

/** Hit URLs come back absolute on this origin; only their path is kept. */
const ORIGIN = 'http://unit-docs.invalid';
/** The search modal's contextual filters: English, and the current version of every section's docs instance. */
const CONTEXTUAL_FILTERS = ['language:en', DOCS_SEARCH_TAGS.map((tag) => `docusaurus_tag:${tag}`)];
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

export function createDocsSearch(buildDir: string): DocsSearch {
  const file = path.join(buildDir, INDEX_FILE_NAME);
  if (!existsSync(file)) {
    throw new Error(`No search index at ${file}: build the site with the local search (the default).`);
  }
  const loaded = loadEverything(parseManifest(readFileSync(file, 'utf8')), (part) =>
    JSON.parse(readFileSync(path.join(buildDir, INDEX_DIR, part), 'utf8')),
  );
  return (query, limit) => {
    const result = searchLoadedIndex(
      loaded,
      {
        indexName: 'docs',
        query,
        params: {
          hitsPerPage: limit,
          facetFilters: CONTEXTUAL_FILTERS,
          highlightPreTag: '',
          highlightPostTag: '',
        },
      },
      ORIGIN,
    );
    return result.hits.map((hit) => {
      const url = new URL(hit.url);
      const levels = Object.values(hit.hierarchy)
        .filter((level): level is string => typeof level === 'string')
        .map(unescapeHtml);
      // lvl0 is the navbar section; the page title and headings make the title.
      const title = levels.length > 1 ? levels.slice(1).join(' › ') : (levels[0] ?? url.pathname);
      return {
        title,
        url: url.pathname + url.hash,
        excerpt: unescapeHtml(hit._snippetResult.content.value),
      };
    });
  };
}
