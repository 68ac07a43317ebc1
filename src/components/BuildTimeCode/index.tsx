/**
 * The code of a fenced code block, highlighted at build time (plugins/code-highlighting): the
 * `<code>` inside the block's frame. Its HTML reaches the browser the way API operations do
 * (src/components/ApiStaticHtml), so the page's JavaScript carries only a key:
 * - on the server and in `npm start`, `html` is the highlighted code;
 * - in the production browser bundle `html` is empty. On a first load the prerendered `<code>`
 *   keeps its content: hydration does not apply an empty `__html`, nor does a later render, since it
 *   does not change;
 * - after a client-side navigation the HTML is read from the page's own prerendered HTML, fetched
 *   once per page (with the page's API operations, if it has any).
 */
import React, { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';

import { loadStaticHtmlOf, staticHtmlFromCache } from '../ApiStaticHtml/behaviour';

export interface BuildTimeCodeProps extends Omit<ComponentProps<'code'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The highlighted code as HTML, or '' where the bundle leaves it out. */
  html: string;
  /** The block's key on its page (`code:<hash>`), written as data-static-html. */
  'data-static-html': string;
  /** The fence's meta, read by src/theme/MDXComponents/Pre.tsx; not an HTML attribute. */
  metastring?: string;
  live?: boolean;
}

const IN_DOCUMENT = '';
const LOAD_FAILED = 'This code did not load. Reload the page to see it.';

/** True while the browser hydrates the prerendered page (Docusaurus marks the end on <html>). */
const hydrating = () => document.documentElement.dataset.hasHydrated !== 'true';

function initialHtml(html: string, key: string): string | undefined {
  if (html || typeof document === 'undefined') return html;
  return hydrating() ? IN_DOCUMENT : staticHtmlFromCache(key);
}

export default function BuildTimeCode({
  html,
  'data-static-html': key,
  metastring: _metastring,
  live: _live,
  ...props
}: BuildTimeCodeProps): ReactNode {
  const { pathname } = useLocation();
  const [state, setState] = useState(() => initialHtml(html, key));
  const shown = html || state;

  useEffect(() => {
    if (shown !== undefined) return undefined;
    let current = true;
    void loadStaticHtmlOf(pathname).then(() => {
      if (!current) return;
      setState(staticHtmlFromCache(key) ?? LOAD_FAILED);
      // Code that arrived after the navigation moved what the address's #hash points at.
      if (window.location.hash)
        document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
    });
    return () => {
      current = false;
    };
  }, [shown, key, pathname]);

  return (
    <code
      {...props}
      data-static-html={key}
      aria-busy={shown === undefined ? true : undefined}
      // Build-time HTML of the site's own Markdown, escaped by hast-util-to-html.
      dangerouslySetInnerHTML={{ __html: shown ?? '' }}
    />
  );
}
