/**
 * The actions above a doc page's title. With the page's Markdown twin (written at build time by
 * plugins/built-pages): "Copy page as Markdown" and "Open as Markdown". On API pages, the OpenAPI
 * description and the Postman and Bruno collections. Then "Use with AI tools", a native disclosure
 * (<details>: no script of its own) of plain links: a new ChatGPT or Claude conversation that reads
 * the twin (only where the page has one), and "Connect your editor": install links for Cursor and
 * VS Code and the JSON entry for other clients, with a copy button, each starting the docs' MCP
 * server as the README's entry does. Copies
 * share one handler and announce their outcome through one live region.
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

/** The README's MCP server entry: npm runs the server in the reader's clone, whose folder they fill in. */
const MCP_SERVER = { command: 'npm', args: ['run', '--silent', '--prefix', '/path/to/unit-docs', 'mcp'] };
const MCP_NAME = 'unit-docs';
const MCP_CONFIG = JSON.stringify({ mcpServers: { [MCP_NAME]: MCP_SERVER } }, null, 2);

/** Assistants that open a new conversation with the prompt in `q` (neither documents it; both honour it). */
const ASSISTANTS = [
  ['ChatGPT', 'https://chatgpt.com/?q='],
  ['Claude', 'https://claude.ai/new?q='],
];

/** The API's files for tools, published at these paths below the base URL. */
const DOWNLOADS = [
  [API_DESCRIPTION_PATH, 'OpenAPI description'],
  [POSTMAN_COLLECTION_PATH, 'Postman collection'],
  [BRUNO_COLLECTION_PATH, 'Bruno collection'],
] as const;

const MESSAGES = {
  idle: '',
  copying: 'Copying…',
  page: 'Copied the page as Markdown.',
  config: 'Copied the configuration.',
  failed: 'Could not copy.',
};

export default function PageActions(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const baseUrl = useBaseUrl('/');
  const twinUrl = twinPathOf(pathname, baseUrl);
  const withTwin = hasTwin(pathname, siteConfig.customFields?.markdownTwins !== false);
  const prompt = `Read ${siteConfig.url}${twinUrl} and answer my questions about it.`;
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
      {offersApiDescription(pathname, baseUrl) &&
        DOWNLOADS.map(([file, name]) => (
          <a key={file} className={styles.action} href={baseUrl + file} download={`unit-${file.slice(4)}`}>
            Download {name}
          </a>
        ))}
      <details className={styles.menu}>
        <summary className={styles.action}>Use with AI tools</summary>
        <div className={styles.panel}>
          {withTwin &&
            ASSISTANTS.map(([name, url]) => (
              <a key={name} href={url + encodeURIComponent(prompt)} target="_blank" rel="noopener noreferrer">
                Open in {name}
              </a>
            ))}
          <p>
            <b>Connect your editor</b> to the docs&apos; MCP server, in a built clone of the docs repository: replace{' '}
            <code>/path/to/unit-docs</code> with its folder.
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
            Copy configuration
          </button>
        </div>
      </details>
      <span className={styles.status} role="status" aria-live="polite">
        {MESSAGES[state]}
      </span>
    </div>
  );
}
