/**
 * "Copy page as Markdown" and "Open as Markdown" for the current page, using its Markdown twin
 * (written at build time by plugins/built-pages); on API pages, the OpenAPI description and the Postman collection too. Plain button and link: keyboard-accessible;
 * the outcome of a copy is announced through a live region.
 */
import React, { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { API_DESCRIPTION_PATH, offersApiDescription } from '@site/src/site/apiDescription';
import { POSTMAN_COLLECTION_PATH } from '@site/src/site/postmanCollection';
import { twinPathOf } from '@site/src/site/twins.mjs';

import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page. Open it as Markdown instead.',
};

export default function PageActions(): ReactNode {
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl('/');
  const twinUrl = twinPathOf(pathname, baseUrl);
  const apiDescriptionUrl = useBaseUrl(`/${API_DESCRIPTION_PATH}`);
  const postmanCollectionUrl = useBaseUrl(`/${POSTMAN_COLLECTION_PATH}`);
  const [state, setState] = useState<CopyState>('idle');

  const copy = useCallback(async () => {
    setState('copying');
    try {
      const response = await fetch(twinUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  }, [twinUrl]);

  return (
    <div className={styles.actions} data-page-chrome>
      <button type="button" className={styles.action} onClick={() => void copy()} disabled={state === 'copying'}>
        Copy page as Markdown
      </button>
      <a className={styles.action} href={twinUrl} target="_blank" rel="noopener noreferrer">
        Open as Markdown
      </a>
      {offersApiDescription(pathname, baseUrl) && (
        <>
          <a className={styles.action} href={apiDescriptionUrl} download="unit-openapi.json">
            Download OpenAPI description
          </a>
          <a className={styles.action} href={postmanCollectionUrl} download="unit-postman-collection.json">
            Download Postman collection
          </a>
        </>
      )}
      <span className={styles.status} role="status" aria-live="polite">
        {MESSAGES[state]}
      </span>
    </div>
  );
}
