/**
 * Ejected from @docusaurus/theme-search-algolia SearchBar, because one UI serves two backends:
 * - local mode (the default): searches go to the local index (src/search), which starts loading
 *   when the modal opens; no preconnect to Algolia and no Algolia branding;
 * - hosted mode: the stock behaviour against the `docs` index.
 * Both modes add 'Believe this query should return results? Let us know.' via getMissingResultsUrl,
 * and 'Try searching for' with the main sections on every empty result (src/search/suggestions.ts).
 * The button and shortcuts are ours (./SearchButton, ./useSearchShortcuts) so that DocSearch's
 * bundle loads only with the modal; the rest is the theme's code.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchHit, DocSearchModal as DocSearchModalType, DocSearchProps } from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import { getLocalSearchClient, isLocalSearch, searchSettings } from '@site/src/search/searchMode';
import { isSuggestion, modalSearchClient, type ModalClientEvents } from '@site/src/search/modalClient';

import { SearchButton } from './SearchButton';
import styles from './styles.module.css';
import { useSearchShortcuts } from './useSearchShortcuts';

type SearchClient = Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0];
type InternalDocSearchHit = Parameters<NonNullable<DocSearchProps['hitComponent']>>[0]['hit'];
type DocSearchState = { query: string; context: { nbHits?: number; [key: string]: unknown } };

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./modal.css')]).then(
    ([{ DocSearchModal: Modal }]) => {
      DocSearchModal = Modal;
    },
  );
}

function useNavigator(externalUrlRegex?: string) {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({ itemUrl }: { itemUrl: string }) {
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }));
  return navigator;
}

function useTransformSearchClient(events: ModalClientEvents): (client: SearchClient) => SearchClient {
  const {
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: SearchClient) => {
      if (isLocalSearch()) {
        return modalSearchClient(getLocalSearchClient().forModal(), events) as unknown as SearchClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return modalSearchClient(searchClient, events);
    },
    [docusaurusVersion, events],
  );
}

/**
 * DocSearch's own error screen never shows (see src/search/modalClient.ts), so the modal's
 * dropdown gets this one, with DocSearch's markup and texts, while the last search failed.
 */
function ErrorScreen({ container }: { container: HTMLElement }): ReactNode {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const dropdown = container.querySelector('.DocSearch-Dropdown');
    if (!dropdown) return undefined;
    const element = document.createElement('div');
    element.className = 'DocSearch-Dropdown-Container';
    element.dataset.searchError = '';
    dropdown.append(element);
    setSlot(element);
    return () => element.remove();
  }, [container]);
  const texts = translations.modal?.errorScreen;
  return (
    slot &&
    createPortal(
      <div className="DocSearch-ErrorScreen" role="alert">
        <p className="DocSearch-Title">{texts?.titleText ?? 'Unable to fetch results'}</p>
        <p className="DocSearch-Help">{texts?.helpText ?? 'You might want to check your network connection.'}</p>
      </div>,
      slot,
    )
  );
}

function Hit({ hit, children }: { hit: InternalDocSearchHit; children: ReactNode }): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({ state, onClose }: { state: DocSearchState; onClose: () => void }): React.JSX.Element {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: String(state.context.nbHits ?? 0) }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

interface ThemeAlgoliaConfig extends Omit<DocSearchProps, 'searchParameters'> {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
  searchParameters?: { facetFilters?: unknown };
}

/**
 * The modal, with the search parameters of the page it opens on. The contextual facet filters are
 * worked out here, when the modal opens, not on every render of the navbar: finding the page's docs
 * instance sorts every instance by path with `localeCompare`, whose first call sets up the
 * collation tables (about 25 ms of a phone's main thread while the navbar hydrates).
 */
function OpenModal({
  Modal,
  contextualSearch,
  ...props
}: React.ComponentProps<typeof DocSearchModalType> & {
  Modal: typeof DocSearchModalType;
  contextualSearch: boolean | undefined;
}): ReactNode {
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters = (props.searchParameters?.facetFilters ?? []) as string[];
  const searchParameters = {
    ...props.searchParameters,
    facetFilters: contextualSearch ? mergeFacetFilters(contextualFacetFilters, configFacetFilters) : configFacetFilters,
  } as DocSearchProps['searchParameters'];
  return <Modal {...props} searchParameters={searchParameters} />;
}

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { contextualSearch, externalUrlRegex, ...props } = siteConfig.themeConfig.algolia as ThemeAlgoliaConfig;
  const local = isLocalSearch();
  const navigator = useNavigator(externalUrlRegex);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      // Suggestion hits (src/search/suggestions.ts) only feed 'Try searching for'; they never render.
      items.filter((item) => !isSuggestion(item)).map((item) => ({ ...item, url: processSearchResultUrl(item.url) })),
    [processSearchResultUrl],
  );
  const [failed, setFailed] = useState(false);
  const clientEvents = useMemo<ModalClientEvents>(
    () => ({ onFailure: () => setFailed(true), onSuccess: () => setFailed(false) }),
    [],
  );
  const transformSearchClient = useTransformSearchClient(clientEvents);
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      if (local) divElement.className = styles.localSearch ?? '';
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [local]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    if (local) getLocalSearchClient().preload();
    void importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer, local]);

  useEffect(() => {
    if (styles.failed) searchContainer.current?.classList.toggle(styles.failed, failed);
  }, [failed]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        return; // the browser's find
      }
      event.preventDefault(); // the modal's input receives the key as its initial query
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo(
    () =>
      function SearchResultsFooter({ state }: { state: DocSearchState }): React.JSX.Element {
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
  );

  const getMissingResultsUrl = useCallback(({ query }: { query: string }) => {
    const url = new URL(searchSettings().missingResultsUrl);
    url.searchParams.set('query', query);
    return url.href;
  }, []);

  useSearchShortcuts({ isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef });

  return (
    <>
      {!local && (
        <Head>
          {/* Lets the browser connect to the DocSearch cluster before the first query. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton label={translations.button?.buttonText ?? 'Search'} onClick={openModal} ref={searchButtonRef} />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <OpenModal
            Modal={DocSearchModal}
            contextualSearch={contextualSearch}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath !== false && { resultsFooterComponent })}
            getMissingResultsUrl={getMissingResultsUrl}
            {...(props as DocSearchProps)}
            translations={translations.modal}
          />,
          searchContainer.current,
        )}
      {isOpen && failed && searchContainer.current && <ErrorScreen container={searchContainer.current} />}
    </>
  );
}
