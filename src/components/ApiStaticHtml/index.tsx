/**
 * A container for API reference HTML rendered at build time (plugins/openapi/staticHtml.ts). React
 * owns the container, never its content, so hydrating an API page walks one element per operation
 * instead of its thousands of fields, tabs and code tokens, and the page's JavaScript does not carry
 * the HTML a second time:
 * - on the server the HTML comes from the build's map of every operation, schema and example
 *   (`@unit/api-static-html`, aliased by plugins/openapi);
 * - under `npm start`, it is fetched by the revision the dev map names (./devHtml.ts), and fetched
 *   again when an edit of openapi/ changes that revision (a hot update of the map);
 * - in the browser, on a first load, it is already in the document: the container keeps it, and the
 *   component renders an empty `__html` that neither React nor preact applies over it;
 * - after a client-side navigation, it is read from the page's own prerendered HTML, fetched once
 *   (and started early by the route listener in ./behaviour.ts).
 * Tabs and copy buttons inside are wired by ./behaviour.ts, Try it buttons by ./tryItButton.ts.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import buildHtml from '@unit/api-static-html';
import htmlRevisions from '@unit/api-static-html-revisions';

import { applyStoredChoices, staticHtmlFromCache, loadStaticHtmlOf } from './behaviour';
import { loadDevHtml } from './devHtml';
import './tryItButton';
import '../CodeBlockFrame/code-frame.css';
import './api-reference.css';
// The Try it panel's styles. Docusaurus puts every stylesheet in one file whichever chunk imports
// it; imported here, the panel's chunk has no stylesheet of its own for its import to wait for.
import '../TryIt/tryIt.css';

export interface ApiStaticHtmlProps {
  /** `operation:<id>`, `schema:<name>` or `example:<name>`: the key of the build's map. */
  htmlKey: string;
  className?: string;
  /** Attributes for tests and tools, e.g. data-operation-id. */
  attributes?: Record<`data-${string}`, string>;
}

const LOAD_FAILED =
  '<p role="alert">This part of the page did not load. Reload the page to see it, or download the OpenAPI description.</p>';

/**
 * The HTML to render, or IN_DOCUMENT when the prerendered page already holds it. Hydration does not
 * touch a container's inner HTML, and an unchanged `__html` is never re-applied, so the container
 * keeps the prerendered content without the cost of reading it back (serialising thousands of
 * elements is a long task on a phone).
 */
const IN_DOCUMENT = '';

function initialHtml(key: string): string | undefined {
  if (key in buildHtml) return buildHtml[key];
  if (typeof document === 'undefined') return undefined;
  if (document.querySelector(`[data-static-html="${CSS.escape(key)}"]`)?.hasChildNodes()) return IN_DOCUMENT;
  return staticHtmlFromCache(key);
}

export default function ApiStaticHtml({ htmlKey, className, attributes }: ApiStaticHtmlProps): ReactNode {
  const { pathname } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setHtml] = useState(() => initialHtml(htmlKey));
  const [loadedLater, setLoadedLater] = useState(false);
  const { baseUrl } = useDocusaurusContext().siteConfig;
  // `npm start`: the HTML of the key's current revision; the last one stays shown while the next loads.
  const revision = htmlRevisions[htmlKey];
  const [devHtml, setDevHtml] = useState<string>();
  // The build's map wins where it has the key (the server's); the browser bundles' map is empty.
  const html = buildHtml[htmlKey] ?? (revision === undefined ? state : devHtml);

  useEffect(() => {
    if (revision === undefined) return undefined;
    let current = true;
    loadDevHtml(baseUrl, revision).then(
      (text) => current && setDevHtml(text),
      () => current && setDevHtml(LOAD_FAILED),
    );
    return () => {
      current = false;
    };
  }, [baseUrl, revision]);

  useEffect(() => {
    if (html !== undefined || revision !== undefined) return undefined;
    let current = true;
    void loadStaticHtmlOf(pathname).then(() => {
      if (!current) return;
      setHtml(staticHtmlFromCache(htmlKey) ?? LOAD_FAILED);
      setLoadedLater(true);
    });
    return () => {
      current = false;
    };
  }, [html, htmlKey, pathname, revision]);

  useEffect(() => {
    if (html === undefined || !container.current) return;
    applyStoredChoices(container.current);
    // Content that arrived after the navigation moved what the address's #hash points at.
    if (loadedLater && window.location.hash)
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [html, loadedLater]);

  return (
    <div
      ref={container}
      className={className}
      data-static-html={htmlKey}
      aria-busy={html === undefined ? true : undefined}
      {...attributes}
      // Build-time HTML from our own OpenAPI description, escaped by hast-util-to-html.
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
