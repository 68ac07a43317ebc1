/**
 * Wraps the theme's search page: when a search cannot reach its index (local file or hosted
 * service), the page shows the same texts as the modal's error screen, under the search form;
 * the next successful search clears them (src/search/algoliaLiteClient.ts reports both). The
 * message is portalled under the form because the theme's page renders its own layout.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';
import { isLocalSearch, searchFailures } from '@site/src/search/searchMode';

import styles from './styles.module.css';

export default function SearchPageWrapper(): ReactNode {
  const [failed, setFailed] = useState(false);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => searchFailures.subscribe(setFailed), []);
  useEffect(() => {
    const form = document.querySelector('input[name="q"]')?.closest('form');
    if (!form) return undefined;
    const element = document.createElement('div');
    form.after(element);
    setSlot(element);
    return () => element.remove();
  }, []);
  return (
    <>
      <Head>
        <meta
          name="description"
          content="Search the Unit developer documentation: API reference, guides, white-label UIs and Ready-to-Launch products."
        />
        {/* Local search is not powered by Algolia: drop the theme's attribution. */}
        {isLocalSearch() && <style>{"[class*='searchLogoColumn'] { display: none; }"}</style>}
      </Head>
      <SearchPage />
      {failed &&
        slot &&
        createPortal(
          <div className={styles.error} role="alert">
            <p className={styles.title}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>,
          slot,
        )}
    </>
  );
}
