/**
 * The adapter between DocSearch's modal (@docsearch/react 3.9.0) and either search client (the
 * local one or Algolia's). It works around two upstream behaviours through the client alone, with
 * no change to DocSearch's code:
 *
 * 1. Empty state without suggestions. DocSearch fills 'Try searching for' only from the sections
 *    (lvl0) of an earlier query's hits (`getSources` sets `context.searchSuggestions` from each
 *    response's hits), so a first query that matches nothing, typed, pasted or opened from the
 *    search page, shows no suggestions. The adapter adds to every empty response one marked hit
 *    per main section; DocSearch takes its suggestions from them, and the modal's `transformItems`
 *    drops them (`isSuggestion`) before anything renders, so the no-results screen stays.
 * 2. Error screen never shown. DocSearch's bundled autocomplete core sets the status to 'error'
 *    when the client throws a RetryError and then resets it to 'idle' in a `finally` of its
 *    `onInput` (no upstream issue found for it), so 'Unable to fetch results' never shows and the
 *    rejection is unhandled. The adapter never rejects: it reports the failure
 *    (`onFailure`) and answers with an empty result; the SearchBar shows the error screen itself.
 */
import { sectionTabs } from '@site/src/config/navbar';

/** The documentation's main sections: each is a query with many good results. */
export const SEARCH_SUGGESTIONS: readonly string[] = sectionTabs
  .filter((tab) => !tab.readyToLaunch)
  .map((tab) => tab.label);

/** Marks a suggestion hit; the modal's transformItems drops hits that carry it. */
export const SUGGESTION_MARK = '__unitDocsSuggestion';

interface SearchResult {
  hits?: unknown[];
  nbHits?: number;
  query?: string;
}
interface SearchResponse {
  results: SearchResult[];
}
interface AnyRequest {
  query?: string;
  indexName?: string;
  params?: { query?: string; hitsPerPage?: number };
}

function suggestionHit(suggestion: string, index: number) {
  const hierarchy = { lvl0: suggestion, lvl1: suggestion, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  return {
    [SUGGESTION_MARK]: true,
    objectID: `suggestion-${index}`,
    url: '',
    type: 'lvl1',
    hierarchy,
    content: null,
    _highlightResult: { hierarchy: {} },
    _snippetResult: { hierarchy: {} },
  };
}

/** The response with the suggestion hits added to each empty result of a query (nbHits stays 0). */
export function withSuggestions<T extends SearchResponse>(response: T): T {
  return {
    ...response,
    results: response.results.map((result) =>
      result.hits && result.hits.length === 0 && result.query?.trim()
        ? { ...result, hits: SEARCH_SUGGESTIONS.map(suggestionHit) }
        : result,
    ),
  };
}

function emptyResponse(requestsOrObject: unknown): SearchResponse {
  const requests: AnyRequest[] = Array.isArray(requestsOrObject)
    ? (requestsOrObject as AnyRequest[])
    : ((requestsOrObject as { requests?: AnyRequest[] } | undefined)?.requests ?? []);
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: request.params?.hitsPerPage ?? 20,
      query: request.query ?? request.params?.query ?? '',
      params: '',
      index: request.indexName ?? 'docs',
      processingTimeMS: 0,
      exhaustiveNbHits: true,
    })),
  };
}

export interface ModalClientEvents {
  /** A search could not reach its index (DocSearch would show nothing useful). */
  onFailure: () => void;
  /** A search was answered. */
  onSuccess: () => void;
}

/** The client the modal uses: the given one, with suggestions on empty results and no rejections. */
export function modalSearchClient<C extends { search: (...args: never[]) => Promise<unknown> }>(
  client: C,
  events: ModalClientEvents,
): C {
  const wrapped = Object.create(client) as C;
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<SearchResponse>;
  (wrapped as { search: unknown }).search = async (...args: unknown[]) => {
    try {
      const response = await search(...args);
      events.onSuccess();
      return withSuggestions(response);
    } catch {
      events.onFailure();
      return emptyResponse(args[0]);
    }
  };
  return wrapped;
}

export function isSuggestion(item: object): boolean {
  return SUGGESTION_MARK in item;
}
