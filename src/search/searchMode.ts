/**
 * Which backend answers searches, decided at build time (docusaurus.config.ts `customFields.search`):
 * the local index by default, hosted Algolia when its credentials were in the environment.
 */
import siteConfig from '@generated/docusaurus.config';

import { INDEX_FILE_NAME } from './indexFormat';
import { createLocalSearchClient, type LocalSearchClient } from './localSearchClient';

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

let localClient: LocalSearchClient | null = null;

/** One local client per page session, shared by the modal and the search page. */
export function getLocalSearchClient(): LocalSearchClient {
  localClient ??= createLocalSearchClient(`${siteConfig.baseUrl}${INDEX_FILE_NAME}`);
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
