/**
 * Wraps the theme's search page: when a search cannot reach its index (local file or hosted
 * service), it shows the same texts as the modal's error screen; the next successful search
 * clears them (src/search/algoliaLiteClient.ts reports both).
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { searchFailures } from '@site/src/search/searchMode';

import styles from './styles.module.css';

export default function SearchPageWrapper(): ReactNode {
  const [failed, setFailed] = useState(false);
  useEffect(() => searchFailures.subscribe(setFailed), []);
  return (
    <>
      {failed && (
        <div className={`container ${styles.error}`} role="alert">
          <p className={styles.title}>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
        </div>
      )}
      <SearchPage />
    </>
  );
}
