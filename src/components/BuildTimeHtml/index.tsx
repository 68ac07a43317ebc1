/**
 * A Markdown block whose HTML was made at build time (plugins/code-highlighting/rehypeBuildTimeHtml.ts):
 * the `<code>` of a fenced code block inside its frame, or a table's `<thead>` or `<tbody>`. Its HTML
 * reaches the browser the way API operations do (src/components/ApiStaticHtml), so the page's
 * JavaScript carries only a key:
 * - on the server and in `npm start`, `html` is the block's HTML;
 * - in the production browser bundle `html` is empty. On a first load the prerendered element keeps
 *   its content: hydration does not apply an empty `__html`, nor does a later render, since it does
 *   not change;
 * - after a client-side navigation the HTML is read from the page's own prerendered HTML, fetched
 *   once per page (with the page's API operations, if it has any).
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';

import { hasNavigated, loadStaticHtmlOf, staticHtmlFromCache } from '../ApiStaticHtml/behaviour';

export interface BuildTimeHtmlProps {
  as: 'code' | 'thead' | 'tbody';
  /** The block's HTML, or '' where the bundle leaves it out. */
  html: string;
  /** The block's key on its page (`<tag>:<hash>`). */
  'data-static-html': string;
  className?: string;
  /** A code block's fence meta, read by src/theme/MDXComponents/Pre.tsx; not an HTML attribute. */
  metastring?: string;
  live?: boolean;
}

const IN_DOCUMENT = '';
const CODE_LOAD_FAILED = 'This code did not load. Reload the page to see it.';

/**
 * Until the reader navigates, every block belongs to the prerendered page, even one that hydrates
 * late (src/components/DeferredHydration); after that, none is in the document.
 */
function initialHtml(html: string, key: string): string | undefined {
  if (html || typeof document === 'undefined') return html;
  return hasNavigated() ? staticHtmlFromCache(key) : IN_DOCUMENT;
}

export default function BuildTimeHtml({
  as: Tag,
  html,
  'data-static-html': key,
  className,
}: BuildTimeHtmlProps): ReactNode {
  const { pathname } = useLocation();
  const [state, setState] = useState(() => initialHtml(html, key));
  const [loadedLater, setLoadedLater] = useState(false);
  const shown = html || state;

  useEffect(() => {
    if (shown !== undefined) return undefined;
    let current = true;
    void loadStaticHtmlOf(pathname).then(() => {
      if (!current) return;
      setState(staticHtmlFromCache(key) ?? (Tag === 'code' ? CODE_LOAD_FAILED : ''));
      setLoadedLater(true);
    });
    return () => {
      current = false;
    };
  }, [shown, key, pathname, Tag]);

  useEffect(() => {
    // Content that arrived after the navigation moved what the address's #hash points at: once it
    // is in the document, as ApiStaticHtml does.
    if (loadedLater && window.location.hash)
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [loadedLater]);

  return (
    <Tag
      className={className}
      data-static-html={key}
      aria-busy={shown === undefined ? true : undefined}
      // Build-time HTML of the site's own Markdown, escaped by hast-util-to-html.
      dangerouslySetInnerHTML={{ __html: shown ?? '' }}
    />
  );
}
