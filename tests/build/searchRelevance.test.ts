/**
 * Relevance of the local search on the built index, through the same code the browser runs,
 * with the modal's contextual filters (language and docs version tag).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { INDEX_DIR, INDEX_FILE_NAME } from '../../src/search/indexFormat';
import { loadEverything, parseManifest, searchLoadedIndex } from '../../src/search/localSearchEngine';
import { relevanceCases } from './relevanceQueries';
import { DOCS_SEARCH_TAGS } from '../../src/site/sections.mjs';

const buildDir = path.resolve(__dirname, '../../build');
const loaded = loadEverything(parseManifest(readFileSync(path.join(buildDir, INDEX_FILE_NAME), 'utf8')), (file) =>
  JSON.parse(readFileSync(path.join(buildDir, INDEX_DIR, file), 'utf8')),
);
const ORIGIN = 'http://docs.test';
// The modal's contextual filters: English, and the current version of every section's docs instance.
const contextualFilters = ['language:en', DOCS_SEARCH_TAGS.map((tag) => `docusaurus_tag:${tag}`)];

function topPages(query: string, count = 3): string[] {
  const result = searchLoadedIndex(
    loaded,
    { indexName: 'docs', query, params: { hitsPerPage: 20, facetFilters: contextualFilters } },
    ORIGIN,
  );
  const pages: string[] = [];
  for (const hit of result.hits) {
    const page = new URL(hit.url_without_anchor).pathname;
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === count) break;
  }
  return pages;
}

describe('search relevance', () => {
  it(`has at least 150 realistic queries`, () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(150);
  });

  it('places an expected page in the first three results for at least 95% of queries', () => {
    const misses = relevanceCases
      .map(({ query, expected }) => ({ query, expected, got: topPages(query) }))
      .filter(({ expected, got }) => !got.some((page) => expected.includes(page)));
    const rate = 1 - misses.length / relevanceCases.length;
    const report = misses.map(({ query, expected, got }) => `"${query}": expected ${expected.join(' or ')}, got ${got.join(', ') || 'nothing'}`);
    console.log(`search relevance: ${(rate * 100).toFixed(1)}% of ${relevanceCases.length} queries hit in the top 3`);
    if (report.length) console.log(`misses:\n  ${report.join('\n  ')}`);
    expect(rate, report.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('ranks a page title above body mentions', () => {
    expect(topPages('quickstart', 1)).toEqual(['/docs/quickstart/']);
    expect(topPages('api overview', 1)).toEqual(['/docs/api/']);
  });
});
