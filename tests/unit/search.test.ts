import { describe, expect, it } from 'vitest';

import { apiKeywords } from '../../plugins/search-index/apiKeywords';
import { recordsFromHtml, searchIndexFiles } from '../../plugins/search-index/buildIndex';
import type { ApiModel } from '../../plugins/openapi/viewModel';
import type { FieldView } from '../../plugins/openapi/viewTypes';
import { escapeHtml, highlight, snippet } from '../../src/search/highlight';
import {
  recordChunkFile,
  shardFileOf,
  termShardFile,
  textChunkFile,
  type IndexedSection,
  type RecordChunk,
} from '../../src/search/indexFormat';
import {
  addChunk,
  addShard,
  chunkRef,
  createLoadedIndex,
  loadEverything,
  missingChunks,
  missingShards,
  searchLoadedIndex,
  type LoadedIndex,
} from '../../src/search/localSearchEngine';

function page(title: string, body: string, tag = 'docs-default-current'): string {
  return `<html><head><title>${title} | Unit</title>
  <meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}"></head>
  <body><nav><a class="navbar__link">Navigation</a></nav>
  <article><header><h1>${title}</h1></header>${body}</article></body></html>`;
}

function loadedIndexOf(pages: [string, string][]): LoadedIndex {
  const records: IndexedSection[] = [];
  for (const [url, html] of pages) records.push(...recordsFromHtml(html, url, records.length));
  const { manifest, files } = searchIndexFiles(records);
  return loadEverything(createLoadedIndex(manifest), (file) => files.get(file));
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

describe('API keywords', () => {
  const field = (name: string, children?: FieldView[]) => ({ path: ['data', name], children }) as unknown as FieldView;
  const model = {
    operations: new Map([
      [
        'freezeCard',
        {
          id: 'freezeCard',
          pathParameters: [field('cardId')],
          queryParameters: [],
          requestVariants: [
            { shape: { fields: [], attributes: [field('reason', [field('freezeReasonCode')])], relationships: [] } },
          ],
        },
      ],
    ]),
    schemas: new Map(),
  } as unknown as ApiModel;
  const html = page(
    'Cards',
    `<h2 id="freeze">Freeze a card</h2>
     <div data-operation-id="freezeCard" data-api-twin="operation:freezeCard">
       <p class="search-keywords" hidden>staleHiddenWord</p><p>Stops card transactions.</p>
     </div>
     <h2 id="other">Other</h2><p>Nothing here.</p>`,
  );

  it('come from the API description, for the section the operation sits in', () => {
    expect(apiKeywords(model)('operation:freezeCard')).toEqual(['freezeCard', 'cardId', 'reason', 'freezeReasonCode']);
    expect(apiKeywords(model)('operation:unknown')).toBeUndefined();
    const records = recordsFromHtml(html, '/docs/api/cards/', 0, apiKeywords(model));
    const freeze = records.find((record) => record.url.endsWith('#freeze'));
    expect(freeze?.keywords).toBe('freezeCard cardId reason freezeReasonCode');
    expect(freeze?.content).toBe('Stops card transactions.');
    expect(records.find((record) => record.url.endsWith('#other'))?.keywords).toBe('');
  });

  it('do not depend on the hidden keyword paragraph of the page', () => {
    const records = recordsFromHtml(html, '/docs/api/cards/', 0, apiKeywords(model));
    expect(records.map((record) => record.content).join(' ')).not.toContain('staleHiddenWord');
    const { manifest, files } = searchIndexFiles(records);
    const loaded = loadEverything(createLoadedIndex(manifest), (file) => files.get(file));
    const find = (query: string) => searchLoadedIndex(loaded, { query }, 'https://docs.example').hits[0]?.url;
    expect(find('freezeReasonCode')).toBe('https://docs.example/docs/api/cards/#freeze');
    expect(find('cardId')).toBe('https://docs.example/docs/api/cards/#freeze');
  });
});

describe('index files', () => {
  const records: IndexedSection[] = [];
  for (let i = 0; i < 70; i++) {
    records.push(
      ...recordsFromHtml(
        page(`Page ${i}`, `<p>Shared words on page${i}. ${i === 65 ? 'Wallet limits.' : ''}</p>`),
        `/docs/p${i}/`,
        records.length,
      ),
    );
  }
  const { manifest, files } = searchIndexFiles(records);

  it('keep in the manifest only what ranking needs: headings and URLs are in record chunks, text in text chunks', () => {
    const manifestJson = JSON.stringify(manifest);
    for (const shown of ['Page 65', '/docs/p65/', 'Guides', 'Wallet limits']) expect(manifestJson).not.toContain(shown);
    expect(manifest.chunkCount).toBe(Math.ceil(70 / manifest.chunkSize));
    const loaded = createLoadedIndex(manifest);
    const record = loaded.records[65]!;
    expect([record.url, record.hierarchy, record.language]).toEqual(['', [], 'en']);
    const chunk = Math.floor(65 / manifest.chunkSize);
    addChunk(loaded, chunkRef(manifest, 'records', chunk), files.get(recordChunkFile(manifest, chunk)));
    expect({ url: record.url, level: record.level, hierarchy: record.hierarchy }).toEqual({
      url: '/docs/p65/',
      level: 1,
      hierarchy: ['Guides', 'Page 65'],
    });
    expect(record.content).toBe('');
    addChunk(loaded, chunkRef(manifest, 'text', chunk), files.get(textChunkFile(manifest, chunk)));
    expect(record.content).toContain('Wallet limits.');
  });

  it('refuse a corrupt record or text chunk, naming its file', () => {
    const loaded = createLoadedIndex(manifest);
    const records = chunkRef(manifest, 'records', 0);
    expect(() => addChunk(loaded, records, ['not', 'a', 'record chunk'])).toThrow(
      `Search index record chunk ${records.file} is not a record chunk`,
    );
    const good = files.get(records.file) as RecordChunk;
    expect(() => addChunk(loaded, records, { ...good, pages: [] })).toThrow(
      `Search index record chunk ${records.file} lacks the page of record 0`,
    );
    const text = chunkRef(manifest, 'text', 0);
    expect(() => addChunk(loaded, text, '{"vers')).toThrow(`Search index text chunk ${text.file} is not a list`);
    expect(loaded.recordChunks.size + loaded.textChunks.size).toBe(0);
  });

  it('load only the shards of the words typed and the chunks of the hits shown', () => {
    const loaded = createLoadedIndex(manifest);
    const request = { query: 'wallet limits', params: { hitsPerPage: 5 } };
    const shards = missingShards(loaded, request);
    expect(shards.sort()).toEqual([shardFileOf(manifest, 'wallet'), shardFileOf(manifest, 'limits')].sort());
    expect(shards.length).toBeLessThan(manifest.termShards.length / 4);
    for (const file of shards) addShard(loaded, file, files.get(file));
    expect(missingShards(loaded, request)).toEqual([]);
    const chunks = missingChunks(loaded, request);
    const chunk = Math.floor(65 / manifest.chunkSize);
    expect(chunks).toEqual([chunkRef(manifest, 'records', chunk), chunkRef(manifest, 'text', chunk)]);
    for (const ref of chunks) addChunk(loaded, ref, files.get(ref.file));
    expect(missingChunks(loaded, request)).toEqual([]);
    const result = searchLoadedIndex(loaded, request, 'https://docs.example');
    expect(result.hits.map((hit) => hit.url)).toEqual(['https://docs.example/docs/p65/']);
    expect(result.hits[0]?.hierarchy.lvl1).toBe('Page 65');
    expect(result.hits[0]?._snippetResult.content.value).toContain('<mark>Wallet</mark> <mark>limits</mark>');
  });

  it('load no text for heading hits when only text hits show text (the modal)', () => {
    const loaded = createLoadedIndex(manifest);
    manifest.termShards.forEach((_, shard) =>
      addShard(loaded, termShardFile(manifest, shard), files.get(termShardFile(manifest, shard))),
    );
    const titles = { query: 'page', params: { hitsPerPage: 5 } };
    expect(missingChunks(loaded, titles).map(({ kind }) => kind)).toContain('text');
    const headingChunks = missingChunks(loaded, titles, true);
    expect(headingChunks.length).toBeGreaterThan(0);
    expect(headingChunks.every(({ kind }) => kind === 'records')).toBe(true);
    for (const ref of headingChunks) addChunk(loaded, ref, files.get(ref.file));
    expect(searchLoadedIndex(loaded, titles, 'https://docs.example').hits[0]?.type).toBe('lvl1');
    const text = { query: 'wallet', params: { hitsPerPage: 5 } };
    expect(missingChunks(loaded, text, true).map(({ kind }) => kind)).toEqual(['records', 'text']);
  });

  it('rank pages holding every word of the query first', () => {
    const loaded = loadEverything(createLoadedIndex(manifest), (file) => files.get(file));
    expect(searchLoadedIndex(loaded, { query: 'shared wallet' }, 'https://docs.example').nbHits).toBe(1);
    expect(searchLoadedIndex(loaded, { query: 'wallet' }, 'https://docs.example').nbHits).toBe(1);
    // Only the last word matches as a prefix (as Algolia's prefixLast): 'wal' alone is a prefix.
    expect(searchLoadedIndex(loaded, { query: 'wal' }, 'https://docs.example').nbHits).toBe(1);
  });
});

describe('stray matches', () => {
  it('are left out: a word mentioned once in a long text does not count as a match beside a page about it', () => {
    const filler = 'alpha beta gamma delta epsilon zeta eta theta iota kappa '.repeat(30);
    const records: IndexedSection[] = [];
    records.push(
      ...recordsFromHtml(page('Wallets', '<p>Wallets hold money for a wallet owner.</p>'), '/docs/wallets/', 0),
    );
    for (let i = 0; i < 10; i++) {
      records.push(
        ...recordsFromHtml(page(`Topic ${i}`, `<p>${filler} wallet ${filler}</p>`), `/docs/topic${i}/`, records.length),
      );
    }
    const { manifest, files } = searchIndexFiles(records);
    const loaded = loadEverything(createLoadedIndex(manifest), (file) => files.get(file));
    const result = searchLoadedIndex(loaded, { query: 'wallet' }, 'https://docs.example');
    expect(result.hits[0]?.url).toBe('https://docs.example/docs/wallets/');
    expect(result.nbHits).toBe(1);
    // A word found only in passing still finds those pages.
    expect(searchLoadedIndex(loaded, { query: 'wallet epsilon' }, 'https://docs.example').nbHits).toBe(10);
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
