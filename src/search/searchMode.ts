/**
 * Which backend answers searches, decided at build time (docusaurus.config.ts `customFields.search`):
 * the local index by default, hosted Algolia when its credentials were in the environment.
 */
import siteConfig from '@generated/docusaurus.config';

import { INDEX_FILE_NAME } from './indexFormat';
import type { LoadedIndex, SearchRequest } from './localSearchEngine';
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
 * A search client with the shape of Algolia's, answered from the local index. The engine's code
 * (MiniSearch and the Algolia-shaped adapter) and the index file load in parallel with the first
 * search, not with the page. If either fails, the search rejects with a `RetryError` (what
 * Algolia's client throws when no host answers), so the modal shows its network-error screen;
 * the next search tries again.
 */
function createLazyLocalClient(indexUrl: string) {
  type Engine = typeof import('./localSearchEngine');
  let loading: Promise<{ engine: Engine; index: LoadedIndex }> | null = null;
  const load = () => {
    const started = performance.now();
    loading ??= Promise.all([
      import('./localSearchEngine'),
      fetch(indexUrl).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      }),
    ])
      .then(([engine, json]) => {
        const index = engine.parseIndexFile(json);
        performance.measure(engine.INDEX_LOAD_MEASURE, { start: started, end: performance.now() });
        return { engine, index };
      })
      .catch((error: unknown) => {
        loading = null;
        throw new RetryError(
          `Unreachable hosts - the local search index ${indexUrl} could not be loaded (${String(error)})`,
        );
      });
    return loading;
  };
  return {
    appId: 'local',
    transporter: { algoliaAgent: { value: 'unit-docs-local-search', add: () => undefined } },
    addAlgoliaAgent: (): void => undefined,
    clearCache: (): Promise<void> => Promise.resolve(),
    async search(requestsOrObject: SearchRequest[] | { requests: SearchRequest[] }) {
      const requests = Array.isArray(requestsOrObject) ? requestsOrObject : requestsOrObject.requests;
      const { engine, index } = await load();
      const started = performance.now();
      const results = requests.map((request) => engine.searchLoadedIndex(index, request, window.location.origin));
      // A User Timing entry per search, read by the benchmark (scripts/bench.mjs).
      performance.measure(engine.QUERY_MEASURE, { start: started, end: performance.now() });
      return { results };
    },
    /** Starts loading the engine and the index as soon as the reader opens search. */
    preload: (): void => {
      load().catch(() => undefined);
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
let lastFailed = false;

/**
 * The search page's error state: set when a search could not reach its index, cleared by the next
 * success. A new subscriber gets the current state at once (the page's first search can finish
 * before the subscriber mounts).
 */
export const searchFailures = {
  report(failed: boolean): void {
    lastFailed = failed;
    listeners.forEach((listener) => listener(failed));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    listener(lastFailed);
    return () => listeners.delete(listener);
  },
};
