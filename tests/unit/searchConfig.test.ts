import { describe, expect, it } from 'vitest';

import { searchConfig } from '../../src/config/search';

describe('search configuration (spec §3)', () => {
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
