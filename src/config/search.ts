/**
 * Search configuration (CONTRIBUTING.md#search): hosted Algolia answers from the `docs` index when
 * ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY are set at build time (the key is the public,
 * search-only key); otherwise the local index built with the site answers, offline.
 */
import { externalLinks } from './links';

export const SEARCH_INDEX_NAME = 'docs';

export interface SearchEnvironment {
  ALGOLIA_APP_ID?: string;
  ALGOLIA_SEARCH_API_KEY?: string;
}

export function searchConfig(env: SearchEnvironment) {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  if (Boolean(appId) !== Boolean(apiKey)) {
    throw new Error(
      'Search configuration: set both ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY for hosted search, or neither for local search.',
    );
  }
  const mode: 'local' | 'algolia' = appId && apiKey ? 'algolia' : 'local';
  return {
    mode,
    /** themeConfig.algolia: the theme requires these keys in both modes; local mode never calls Algolia. */
    algolia: {
      appId: appId || 'LOCAL',
      apiKey: apiKey || 'local-search-needs-no-key',
      indexName: SEARCH_INDEX_NAME,
      contextualSearch: true,
      searchPagePath: 'search',
    },
    customFields: { mode, missingResultsUrl: externalLinks.helpCenter },
  };
}
