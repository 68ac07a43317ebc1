/**
 * Which backend answers searches, decided at build time (docusaurus.config.ts `customFields.search`):
 * the local index by default, hosted Algolia when its credentials were in the environment.
 */
import siteConfig from '@generated/docusaurus.config';

import { INDEX_FILE_NAME } from './indexFormat';
import type { LocalSearchClient, SearchRequest } from './localSearchClient';
import { RetryError } from './retryError';

export interface SearchSettings {
  mode: 'local' | 'algolia';
  /** Where a reader reports a query that should have returned results. */
  missingResultsUrl: string;
}

export function searchSettings(): SearchSettings {
  return siteConfig.customFields?.search as SearchSettings;
}

export function isLocalSearch(): boolean {
  return searchSettings().mode === 'local';
}

/**
 * The local client's code (MiniSearch and the Algolia-shaped adapter) loads with the first search,
 * not with the page: this stand-in has the client's shape and imports the real one on demand.
 */
function createLazyLocalClient(indexUrl: string) {
  let loading: Promise<LocalSearchClient> | null = null;
  const load = (): Promise<LocalSearchClient> => {
    loading ??= import('./localSearchClient')
      .then(({ createLocalSearchClient }) => createLocalSearchClient(indexUrl))
      .catch((error: unknown) => {
        loading = null;
        throw new RetryError(`Unreachable hosts - the local search code could not be loaded (${String(error)})`);
      });
    return loading;
  };
  return {
    appId: 'local',
    transporter: { algoliaAgent: { value: 'unit-docs-local-search', add: () => undefined } },
    addAlgoliaAgent: (): void => undefined,
    clearCache: (): Promise<void> => Promise.resolve(),
    search: async (requests: SearchRequest[] | { requests: SearchRequest[] }) => (await load()).search(requests),
    /** Starts loading the code and the index as soon as the reader opens search. */
    preload: (): void => {
      load()
        .then((client) => client.preload())
        .catch(() => undefined);
    },
  };
}

type LazyLocalClient = ReturnType<typeof createLazyLocalClient>;
let localClient: LazyLocalClient | null = null;

/** One local client per page session, shared by the modal and the search page. */
export function getLocalSearchClient(): LazyLocalClient {
  localClient ??= createLazyLocalClient(`${siteConfig.baseUrl}${INDEX_FILE_NAME}`);
  return localClient;
}

type Listener = (failed: boolean) => void;
const listeners = new Set<Listener>();

/** The search page's error state: set when a search could not reach its index, cleared by the next success. */
export const searchFailures = {
  report(failed: boolean): void {
    listeners.forEach((listener) => listener(failed));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
