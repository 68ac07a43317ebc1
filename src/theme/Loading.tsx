/**
 * Route-loading fallback (replaces the core's theme-fallback/Loading; the swizzle CLI cannot wrap it).
 * react-loadable renders it with `pastDelay` once its delay has passed (200 ms, its default, which
 * Docusaurus keeps: LOADER_DELAY_MS); the spinner shows from then. When a page chunk fails to load,
 * a red error box shows the error text and a Retry button (CONTRIBUTING.md#page-loading).
 */
import React, { type ReactNode } from 'react';
import type { LoadingComponentProps } from 'react-loadable';

import styles from './Loading.module.css';

export default function Loading({ error, retry, pastDelay }: LoadingComponentProps): ReactNode {
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
