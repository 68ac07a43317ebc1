/**
 * Route-loading fallback (replaces the core's theme-fallback/Loading; the swizzle CLI cannot wrap it).
 * Shows a spinner once LOADER_DELAY_MS has passed and, when a page chunk fails to load, a red error
 * box with the error text and a Retry button (spec §2, §8).
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import type { LoadingComponentProps } from 'react-loadable';
import { LOADER_DELAY_MS } from '@site/src/config/constants';

import styles from './Loading.module.css';

export default function Loading({ error, retry }: LoadingComponentProps): ReactNode {
  const [pastDelay, setPastDelay] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPastDelay(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (error) {
    return (
      <div className={styles.errorBox} role="alert" data-testid="loading-error">
        <p>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) {
    return null;
  }
  return (
    <div className={styles.spinnerWrapper} role="status" data-testid="loading-spinner">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
