import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';

import { recordsFromHtml } from '../../plugins/search-index/buildIndex';
import { escapeHtml, highlight, snippet } from '../../src/search/highlight';
import { miniSearchOptions, type IndexedSection } from '../../src/search/indexFormat';
import { searchLoadedIndex, type LoadedIndex } from '../../src/search/localSearchEngine';

function page(title: string, body: string, tag = 'docs-default-current'): string {
  return `<html><head><title>${title} | Unit</title>
  <meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}"></head>
  <body><nav><div data-testid="navbar-tab-row"><a class="navbar__link navbar__link--active">API</a></div></nav>
  <article><header><h1>${title}</h1></header>${body}</article></body></html>`;
}

function loadedIndexOf(pages: [string, string][]): LoadedIndex {
  const records: IndexedSection[] = [];
  for (const [url, html] of pages) records.push(...recordsFromHtml(html, url, records.length));
  const miniSearch = new MiniSearch<IndexedSection>(miniSearchOptions);
  miniSearch.addAll(records);
  return { miniSearch, records } as unknown as LoadedIndex;
}

const index = loadedIndexOf([
  [
    '/docs/api/cards/',
    page(
      'Cards',
      `<p>Issue debit cards on a deposit account.</p>
       <h2 id="create-card">Create card<a class="hash-link" href="#create-card">\u200b</a></h2>
       <p>Send <code>POST /cards</code> with an <code>idempotencyKey</code>.</p>
       <h3 id="freeze">Freeze a card</h3><ul><li>Use the freeze endpoint.</li></ul>
       <pre><code>curl -X POST https://api.s.unit.sh/cards</code></pre>`,
    ),
  ],
  ['/docs/check-deposits/', page('Check deposits', '<p>Deposit a check with a photo of the front and back.</p>')],
  ['/docs/', page('Home &lt;b&gt;', '<p>Welcome &lt;script&gt; readers.</p>', 'default')],
]);

const search = (query: string, params: Record<string, unknown> = {}) =>
  searchLoadedIndex(index, { indexName: 'docs', query, params }, 'https://docs.example');

describe('index records', () => {
  it('has one record per page and per h2/h3 section with its hierarchy and anchor', () => {
    const cards = index.records.filter((record) => record.url.startsWith('/docs/api/cards/'));
    expect(cards.map((record) => [record.url, record.level, record.hierarchy])).toEqual([
      ['/docs/api/cards/', 1, ['API', 'Cards']],
      ['/docs/api/cards/#create-card', 2, ['API', 'Cards', 'Create card']],
      ['/docs/api/cards/#freeze', 3, ['API', 'Cards', 'Create card', 'Freeze a card']],
    ]);
    expect(cards[1]?.content).toContain('POST /cards');
    expect(cards[2]?.content).toBe('Use the freeze endpoint.');
    expect(cards.some((record) => record.content.includes('curl'))).toBe(false);
  });

  it('skips pages without DocSearch metadata (redirect pages)', () => {
    expect(recordsFromHtml('<html><body><main><p>x</p></main></body></html>', '/docs/x/', 0)).toEqual([]);
  });
});

describe('local search client', () => {
  it('finds field names and endpoints', () => {
    expect(search('idempotencyKey').hits[0]?.url).toBe('https://docs.example/docs/api/cards/#create-card');
    expect(search('idempotency').hits[0]?.url).toBe('https://docs.example/docs/api/cards/#create-card');
    expect(search('POST /cards').hits[0]?.url).toBe('https://docs.example/docs/api/cards/#create-card');
  });

  it('tolerates typos and matches prefixes', () => {
    expect(search('chek deposit').hits[0]?.url).toBe('https://docs.example/docs/check-deposits/');
    expect(search('freze').hits[0]?.hierarchy.lvl3).toBe('Freeze a card');
    expect(search('authoriz').nbHits).toBe(0);
    expect(search('depos').hits[0]?.url).toContain('check-deposits');
  });

  it('ranks a title match above body text', () => {
    const hits = search('cards').hits;
    expect(hits[0]?.url).toBe('https://docs.example/docs/api/cards/');
    expect(hits[0]?.type).toBe('lvl1');
  });

  it('applies facet filters: nested arrays are OR, the top level is AND', () => {
    const filters = ['language:en', ['docusaurus_tag:default']];
    expect(search('welcome', { facetFilters: filters }).nbHits).toBe(1);
    expect(search('cards', { facetFilters: filters }).nbHits).toBe(0);
    expect(search('cards', { facetFilters: ['language:fr'] }).nbHits).toBe(0);
  });

  it('counts requested facets and pages results', () => {
    const result = search('card', { facets: ['language', 'docusaurus_tag'], hitsPerPage: 1, page: 1 });
    expect(result.facets.language).toEqual({ en: result.nbHits });
    expect(result.hits).toHaveLength(1);
    expect(result.nbPages).toBe(result.nbHits);
  });

  it('returns an empty result for an empty query and for any characters', () => {
    expect(search('').nbHits).toBe(0);
    for (const query of ['"quoted"', '<script>alert(1)</script>', '🙂', 'x'.repeat(2000)]) {
      expect(() => search(query)).not.toThrow();
    }
  });

  it('escapes every value it returns as HTML', () => {
    const hit = search('welcome').hits[0];
    expect(hit?.hierarchy.lvl1).toBe('Home &lt;b&gt;');
    expect(hit?._snippetResult.content.value).toContain('&lt;script&gt;');
    expect(hit?._snippetResult.content.value).not.toContain('<script>');
    expect(hit?._highlightResult.content.value).toContain('<mark>Welcome</mark>');
  });
});

describe('highlighting', () => {
  it('escapes text and marks matches without breaking entities', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(highlight('lt < gt', ['lt']).value).toBe('<mark>lt</mark> &lt; gt');
    expect(highlight('Cards', ['cards'], '<em>', '</em>').value).toBe('<em>Cards</em>');
  });

  it('centres a snippet on the first match', () => {
    const text = `${'word '.repeat(40)}target ${'tail '.repeat(40)}`;
    const result = snippet(text, ['target'], 10);
    expect(result.value.startsWith('… ')).toBe(true);
    expect(result.value).toContain('<mark>target</mark>');
  });
});
