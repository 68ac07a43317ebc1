/**
 * DocSearch stays on 3.9.0 (see README, Search). Two of its behaviours are worked around in our
 * client adapter (src/search/modalClient.ts). These tests check that the adapter does its part, and
 * that the installed DocSearch still behaves as the workarounds assume: when an upgrade changes
 * that, they fail, and the workaround must be re-checked (it may no longer be needed).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

import { SEARCH_SUGGESTIONS, isSuggestion, modalSearchClient, withSuggestions } from '../../src/search/modalClient';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
const bundle = readFileSync(path.join(packageDir, 'dist/esm/index.js'), 'utf8');
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };

describe('the installed DocSearch', () => {
  it('is the pinned 3.9.0', () => {
    expect(version).toBe('3.9.0');
  });

  it('still takes its suggestions only from the hits of a response (workaround 1 is needed)', () => {
    expect(bundle).toMatch(
      /searchSuggestions\.length<Object\.keys\((\w+)\)\.length&&\w+\(\{searchSuggestions:Object\.keys\(\1\)\}\)/,
    );
  });

  it("still resets the status to 'idle' after a failed search (workaround 2 is needed)", () => {
    // The reset, as published; or as an earlier install-time edit of this project left it.
    expect(bundle).toMatch(/\.finally\(\(function\(\)\{("error"!==\w+\.getState\(\)\.status&&)?\w+\("idle"\)/);
    expect(bundle).toMatch(/"RetryError"===\w+\.name&&\w+\("error"\)/);
  });
});

describe('the modal client adapter', () => {
  it('adds the main sections as marked suggestion hits to an empty result, and only then', () => {
    expect(SEARCH_SUGGESTIONS).toEqual(['API', 'White-Label UIs', 'Guides']);
    const empty = withSuggestions({ results: [{ hits: [], nbHits: 0, query: 'zzqxvy' }] });
    const hits = empty.results[0]?.hits as { hierarchy: { lvl0: string } }[];
    expect(hits.map((hit) => hit.hierarchy.lvl0)).toEqual([...SEARCH_SUGGESTIONS]);
    expect(hits.every((hit) => isSuggestion(hit))).toBe(true);
    expect(empty.results[0]?.nbHits).toBe(0);
    const found = { results: [{ hits: [{ objectID: '1' }], nbHits: 1, query: 'cards' }] };
    expect(withSuggestions(found)).toEqual(found);
    expect(withSuggestions({ results: [{ hits: [], nbHits: 0, query: '   ' }] }).results[0]?.hits).toEqual([]);
  });

  it('never rejects: a failed search is reported and answered with an empty result', async () => {
    const onFailure = vi.fn();
    const onSuccess = vi.fn();
    const failing = {
      appId: 'x',
      search: (_request: unknown): Promise<unknown> =>
        Promise.reject(Object.assign(new Error('down'), { name: 'RetryError' })),
    };
    const client = modalSearchClient(failing, { onFailure, onSuccess });
    expect(client.appId).toBe('x');
    const response = (await client.search({ requests: [{ indexName: 'docs', query: 'cards' }] })) as {
      results: { hits: unknown[]; query: string }[];
    };
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(response.results[0]?.query).toBe('cards');
    const working = { search: (): Promise<unknown> => Promise.resolve({ results: [{ hits: [{}], query: 'x' }] }) };
    await modalSearchClient(working, { onFailure, onSuccess }).search();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
