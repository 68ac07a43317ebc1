/**
 * The actions above a doc page's title. With the page's Markdown twin (written at build time by
 * plugins/built-pages): "Copy page as Markdown" and "Open as Markdown". On API pages, the OpenAPI
 * description and the Postman and Bruno collections. Then "Use with AI tools", a native disclosure
 * (<details>: no script of its own) of plain links: a new ChatGPT or Claude conversation that reads
 * the twin (only where the page has one), and "Connect your editor": install links for Cursor and
 * VS Code and the JSON entry for other clients, each starting the docs' MCP server as the README
 * says. Copies share one button handler and announce their outcome through one live region.
 */
import React, { useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { API_DESCRIPTION_PATH, offersApiDescription } from '@site/src/site/apiDescription';
import { BRUNO_COLLECTION_PATH } from '@site/src/site/brunoCollection';
import { POSTMAN_COLLECTION_PATH } from '@site/src/site/postmanCollection';
import { hasTwin, twinPathOf } from '@site/src/site/twins.mjs';

import styles from './styles.module.css';

/** The MCP server entry of the README: npm runs it from the reader's clone, whose folder they fill in. */
const MCP_SERVER = { command: 'npm', args: ['run', '--silent', '--prefix', '/path/to/unit-docs', 'mcp'] };
const MCP_NAME = 'unit-docs';
const MCP_CONFIG = JSON.stringify({ mcpServers: { [MCP_NAME]: MCP_SERVER } }, null, 2);

/** Assistants that open a new conversation with the prompt in `q` (neither documents it; both honour it). */
const ASSISTANTS = [
  ['ChatGPT', 'https://chatgpt.com/?q='],
  ['Claude', 'https://claude.ai/new?q='],
];

const MESSAGES = {
  idle: '',
  copying: 'Copying…',
  page: 'Copied the page as Markdown.',
  config: 'Copied the MCP server configuration.',
  failed: 'Could not copy. Open the page as Markdown, or select the text, instead.',
};

export default function PageActions(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const baseUrl = useBaseUrl('/');
  const twinUrl = twinPathOf(pathname, baseUrl);
  const withTwin = hasTwin(pathname, siteConfig.customFields?.markdownTwins !== false);
  const prompt = `Read ${siteConfig.url}${twinUrl}, a page of Unit's developer documentation in Markdown, and answer my questions about it.`;
  const apiDescriptionUrl = useBaseUrl(`/${API_DESCRIPTION_PATH}`);
  const postmanCollectionUrl = useBaseUrl(`/${POSTMAN_COLLECTION_PATH}`);
  const brunoCollectionUrl = useBaseUrl(`/${BRUNO_COLLECTION_PATH}`);
  const [state, setState] = useState<keyof typeof MESSAGES>('idle');

  const copy = async (done: 'page' | 'config') => {
    setState('copying');
    try {
      let text = MCP_CONFIG;
      if (done === 'page') {
        const response = await fetch(twinUrl);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        text = await response.text();
      }
      await navigator.clipboard.writeText(text);
      setState(done);
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.actions} data-page-chrome>
      {withTwin && (
        <>
          <button
            type="button"
            className={styles.action}
            onClick={() => void copy('page')}
            disabled={state === 'copying'}
          >
            Copy page as Markdown
          </button>
          <a className={styles.action} href={twinUrl} target="_blank" rel="noopener noreferrer">
            Open as Markdown
          </a>
        </>
      )}
      {offersApiDescription(pathname, baseUrl) && (
        <>
          <a className={styles.action} href={apiDescriptionUrl} download="unit-openapi.json">
            Download OpenAPI description
          </a>
          <a className={styles.action} href={postmanCollectionUrl} download="unit-postman-collection.json">
            Download Postman collection
          </a>
          <a className={styles.action} href={brunoCollectionUrl} download="unit-bruno-collection.json">
            Download Bruno collection
          </a>
        </>
      )}
      <details className={styles.menu}>
        <summary className={styles.action}>Use with AI tools</summary>
        <div className={styles.panel}>
          {withTwin &&
            ASSISTANTS.map(([name, url]) => (
              <a key={name} href={url + encodeURIComponent(prompt)} target="_blank" rel="noopener noreferrer">
                Open in {name}
                <span className="sr-only"> (new tab)</span>
              </a>
            ))}
          <p>
            <b>Connect your editor</b> to the docs&apos; MCP server. It runs from a clone of the docs repository:
            replace <code>/path/to/unit-docs</code> with its folder, and run <code>npm run build</code> there first.
          </p>
          <a
            href={`cursor://anysphere.cursor-deeplink/mcp/install?name=${MCP_NAME}&config=${btoa(JSON.stringify(MCP_SERVER))}`}
          >
            Add to Cursor
          </a>
          <a href={`vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: MCP_NAME, ...MCP_SERVER }))}`}>
            Add to VS Code
          </a>
          <pre>{MCP_CONFIG}</pre>
          <button type="button" className={styles.action} onClick={() => void copy('config')}>
            Copy configuration for other clients
          </button>
        </div>
      </details>
      <span className={styles.status} role="status" aria-live="polite">
        {MESSAGES[state]}
      </span>
    </div>
  );
}
