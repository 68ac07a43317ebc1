/**
 * Which backend answers searches, decided at build time (docusaurus.config.ts `customFields.search`):
 * the local index by default, hosted Algolia when its credentials were in the environment.
 */
import siteConfig from '@generated/docusaurus.config';

import { INDEX_DIR, INDEX_FILE_NAME } from './indexFormat';
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
 * (MiniSearch and the Algolia-shaped adapter) and the index manifest load in parallel with the
 * first search, not with the page; each search then fetches the term shards of its words and the
 * record and text chunks of the hits it shows, once each. If any of these fails, the search rejects with a
 * `RetryError` (what Algolia's client throws when no host answers), so the modal shows its
 * network-error screen; the next search tries again.
 */
function createLazyLocalClient(indexUrl: string, filesUrl: string) {
  type Engine = typeof import('./localSearchEngine');
  let loading: Promise<{ engine: Engine; index: LoadedIndex }> | null = null;
  const fetching = new Map<string, Promise<unknown>>();
  const unreachable = (what: string, error: unknown) =>
    new RetryError(`Unreachable hosts - the local search index ${what} could not be loaded (${String(error)})`);
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
        const index = engine.parseManifest(json);
        performance.measure(engine.INDEX_LOAD_MEASURE, { start: started, end: performance.now() });
        return { engine, index };
      })
      .catch((error: unknown) => {
        loading = null;
        throw unreachable(indexUrl, error);
      });
    return loading;
  };
  /** One request per shard or chunk file, shared by overlapping searches; forgotten if it fails. */
  const fetchFile = (file: string): Promise<unknown> => {
    let request = fetching.get(file);
    if (!request) {
      request = fetch(`${filesUrl}${file}`)
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json() as Promise<unknown>;
        })
        .catch((error: unknown) => {
          fetching.delete(file);
          throw unreachable(file, error);
        });
      fetching.set(file, request);
    }
    return request;
  };
  /** Answers the requests; `textHitsOnly` loads text for the hits that show it in the modal only. */
  const run = async (requestsOrObject: SearchRequest[] | { requests: SearchRequest[] }, textHitsOnly: boolean) => {
    const requests = Array.isArray(requestsOrObject) ? requestsOrObject : requestsOrObject.requests;
    const { engine, index } = await load();
    const shards = new Set(requests.flatMap((request) => engine.missingShards(index, request)));
    await Promise.all(
      [...shards].map(async (file) => {
        const entries = await fetchFile(file);
        if (!index.shards.has(file)) engine.addShard(index, file, entries);
      }),
    );
    const ranked = performance.now();
    const chunks = new Map(
      requests.flatMap((request) => engine.missingChunks(index, request, textHitsOnly)).map((c) => [c.file, c]),
    );
    const rankingMs = performance.now() - ranked;
    await Promise.all(
      [...chunks.values()].map(async (chunk) => engine.addChunk(index, chunk, await fetchFile(chunk.file))),
    );
    const started = performance.now();
    const results = requests.map((request) => engine.searchLoadedIndex(index, request, window.location.origin));
    // A User Timing entry per search, read by the benchmark (scripts/bench.mjs): the engine's own
    // time (ranking, then hits), without waiting for shard and chunk files.
    performance.measure(engine.QUERY_MEASURE, { start: ranked, duration: rankingMs + performance.now() - started });
    return { results };
  };
  const client = {
    appId: 'local',
    transporter: { algoliaAgent: { value: 'unit-docs-local-search', add: () => undefined } },
    addAlgoliaAgent: (): void => undefined,
    clearCache: (): Promise<void> => Promise.resolve(),
    search: (requestsOrObject: SearchRequest[] | { requests: SearchRequest[] }) => run(requestsOrObject, false),
    /** Starts loading the engine and the index manifest as soon as the reader opens search. */
    preload: (): void => {
      load().catch(() => undefined);
    },
  };
  return {
    ...client,
    /** The same client for DocSearch's modal, which shows the text of text hits only. */
    forModal: () => ({
      ...client,
      search: (requestsOrObject: SearchRequest[] | { requests: SearchRequest[] }) => run(requestsOrObject, true),
    }),
  };
}

type LazyLocalClient = ReturnType<typeof createLazyLocalClient>;
let localClient: LazyLocalClient | null = null;

/** One local client per page session, shared by the modal and the search page. */
export function getLocalSearchClient(): LazyLocalClient {
  localClient ??= createLazyLocalClient(
    `${siteConfig.baseUrl}${INDEX_FILE_NAME}`,
    `${siteConfig.baseUrl}${INDEX_DIR}/`,
  );
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

/** What the search page's last search found: its query and number of hits. */
export interface SearchOutcome {
  query: string;
  nbHits: number;
}
type OutcomeListener = (outcome: SearchOutcome | null) => void;
const outcomeListeners = new Set<OutcomeListener>();
let lastOutcome: SearchOutcome | null = null;

/** The search page's last outcome (its empty state needs the query that found nothing). */
export const searchOutcomes = {
  report(outcome: SearchOutcome | null): void {
    lastOutcome = outcome;
    outcomeListeners.forEach((listener) => listener(outcome));
  },
  subscribe(listener: OutcomeListener): () => void {
    outcomeListeners.add(listener);
    listener(lastOutcome);
    return () => outcomeListeners.delete(listener);
  },
};
