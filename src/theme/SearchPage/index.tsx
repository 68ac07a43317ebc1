/**
 * Wraps the theme's search page: when a search cannot reach its index (local file or hosted
 * service), the page shows the same texts as the modal's error screen; the next successful search
 * clears them (src/search/algoliaLiteClient.ts reports both). When a search finds nothing, the page
 * shows the modal's complete empty state: 'No results for', 'Try searching for' with the main
 * sections, and 'Believe this query should return results? Let us know.' to the Help Center with
 * the query. The theme's page renders its own layout, so both come after its form and results as
 * the page's appendix (src/components/PageAppendix), which the layout renders.
 * With the local index, the theme's attribution to Algolia is hidden: the page's html carries the
 * `localIndex` class of ./styles.module.css, which hides it there.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { HtmlClassNameProvider, useSearchLinkCreator } from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import { PageAppendix } from '@site/src/components/PageAppendix';
import {
  isLocalSearch,
  searchFailures,
  searchOutcomes,
  searchSettings,
  type SearchOutcome,
} from '@site/src/search/searchMode';
import { SEARCH_SUGGESTIONS } from '@site/src/search/modalClient';

import styles from './styles.module.css';

/** The same texts as the modal's no-results screen (i18n/en/code.json), as links on this page. */
function EmptyState({ query }: { query: string }): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const missingResultsUrl = new URL(searchSettings().missingResultsUrl);
  missingResultsUrl.searchParams.set('query', query);
  return (
    <div className={styles.empty} data-testid="search-empty-state">
      <p className={styles.title}>
        <Translate id="theme.SearchModal.noResultsScreen.noResultsText">No results for</Translate> &quot;
        <strong>{query}</strong>&quot;
      </p>
      <p>
        <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">Try searching for</Translate>:
      </p>
      <ul>
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link to={createSearchLink(suggestion)}>{suggestion}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsText">
          Believe this query should return results?
        </Translate>{' '}
        <a href={missingResultsUrl.href} target="_blank" rel="noopener noreferrer">
          <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsLinkText">Let us know.</Translate>
        </a>
      </p>
    </div>
  );
}

/** The failure texts or the empty state, under the theme's page content; nothing otherwise. */
function Notices(): ReactNode {
  const [failed, setFailed] = useState(false);
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  useEffect(() => searchFailures.subscribe(setFailed), []);
  useEffect(() => searchOutcomes.subscribe(setOutcome), []);
  const empty = !failed && outcome && outcome.nbHits === 0 && outcome.query.trim();
  if (!failed && !empty) return null;
  return (
    <div className="container margin-bottom--lg">
      {failed ? (
        <div className={styles.error} role="alert">
          <p className={styles.title}>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
        </div>
      ) : (
        <EmptyState query={outcome?.query ?? ''} />
      )}
    </div>
  );
}

export default function SearchPageWrapper(): ReactNode {
  return (
    <HtmlClassNameProvider className={clsx(isLocalSearch() && styles.localIndex)}>
      <Head>
        <meta
          name="description"
          content="Search the Unit developer documentation: API reference, guides, white-label UIs and Ready-to-Launch products."
        />
      </Head>
      <PageAppendix content={<Notices />}>
        <SearchPage />
      </PageAppendix>
    </HtmlClassNameProvider>
  );
}
