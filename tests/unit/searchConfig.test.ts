import { describe, expect, it } from 'vitest';

import { searchConfig } from '../../src/config/search';

describe('search configuration (CONTRIBUTING.md#search)', () => {
  it('uses the local index when no Algolia credentials are set', () => {
    const config = searchConfig({});
    expect(config.mode).toBe('local');
    expect(config.algolia.indexName).toBe('docs');
    expect(config.algolia.contextualSearch).toBe(true);
  });

  it('uses hosted Algolia on the docs index when both credentials are set', () => {
    const config = searchConfig({ ALGOLIA_APP_ID: 'APPID', ALGOLIA_SEARCH_API_KEY: 'public-key' });
    expect(config.mode).toBe('algolia');
    expect(config.algolia).toMatchObject({ appId: 'APPID', apiKey: 'public-key', indexName: 'docs' });
  });

  it('refuses half a configuration with a message naming both variables', () => {
    expect(() => searchConfig({ ALGOLIA_APP_ID: 'APPID' })).toThrow(/ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY/);
  });
});

describe('hosted crawler configuration', () => {
  it('indexes the docs index with the same selectors and page chrome as the local index', async () => {
    const { crawlerConfig } = await import('../../src/search/crawlerConfig.mjs');
    const { SEARCH_INDEX_NAME } = await import('../../src/config/search');
    const selectors = (await import('../../src/search/selectors.json')).default;
    const config = crawlerConfig('https://www.unit.co');
    const action = config.actions[0]!;
    expect(action.indexName).toBe(SEARCH_INDEX_NAME);
    expect(config.startUrls).toEqual(['https://www.unit.co/docs/']);
    expect(action.recordExtractor.recordProps.lvl0.selectors).toBe(selectors.lvl0);
    expect(action.recordExtractor.recordProps.content).toBe(selectors.content);
    const { PAGE_CHROME } = await import('../../src/site/builtPageHtml.mjs');
    expect(action.recordExtractor.exclude).toBe(`${PAGE_CHROME}, ${selectors.exclude}`);
  });
});
