/**
 * Stands in for 'algoliasearch/lite' in the theme's search page (aliased by plugins/search-index).
 * Returns the local client or the real Algolia client by search mode, and turns a failed search
 * into an empty result plus a reported failure, so the page shows the network-error texts instead
 * of an uncaught error from algoliasearch-helper. It also reports each search's query and hit
 * count, for the page's empty state.
 */
import { liteClient as algoliaLiteClient } from 'unit-docs-real-algoliasearch-lite';

import type { SearchRequest } from './localSearchEngine';
import { getLocalSearchClient, isLocalSearch, searchFailures, searchOutcomes } from './searchMode';

interface AnySearchClient {
  search: (requests: never) => Promise<{ results: unknown[] }>;
}

function queryOf(request: SearchRequest | undefined): string {
  return request?.query ?? request?.params?.query ?? '';
}

function emptyResult(request: SearchRequest) {
  const params = request.params ?? {};
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: Number(params.hitsPerPage ?? 20),
    facets: {},
    query: request.query ?? params.query ?? '',
    params: '',
    index: request.indexName ?? 'docs',
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  };
}

export function liteClient(appId: string, apiKey: string, options?: unknown) {
  const client = (isLocalSearch()
    ? getLocalSearchClient()
    : algoliaLiteClient(appId, apiKey, options as never)) as unknown as AnySearchClient & Record<string, unknown>;
  const search = client.search.bind(client);
  return {
    ...client,
    search: async (requests: SearchRequest[] | { requests: SearchRequest[] }) => {
      const list = Array.isArray(requests) ? requests : requests.requests;
      try {
        const response = await search(requests as never);
        searchFailures.report(false);
        const first = (response.results[0] ?? {}) as { nbHits?: number };
        searchOutcomes.report({ query: queryOf(list[0]), nbHits: Number(first.nbHits ?? 0) });
        return response;
      } catch {
        searchFailures.report(true);
        searchOutcomes.report(null);
        return { results: list.map(emptyResult) };
      }
    },
  };
}
