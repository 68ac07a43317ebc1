/**
 * The browser side of a container whose HTML was made at build time, shared by ./index.tsx (API
 * reference) and ../BuildTimeHtml (code blocks, tables). A module of its own rather than part of
 * ./behaviour.ts, which every page's main.js carries (./clientModule.ts): the hook travels with the
 * two components that use it.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from '@docusaurus/router';

import { loadStaticHtmlOf, staticHtmlFromCache } from './behaviour';

/**
 * The HTML to render when the prerendered page already holds it. Hydration does not touch a
 * container's inner HTML, and an unchanged `__html` is never re-applied, so the container keeps the
 * prerendered content without the cost of reading it back (serialising thousands of elements is a
 * long task on a phone).
 */
export const IN_DOCUMENT = '';

export interface StaticHtmlOptions {
  /** Whether the prerendered page holds the container's content (called once, in the browser). */
  inDocument: (key: string) => boolean;
  /** What to show when the page's prerendered HTML has no such container. */
  loadFailed: string;
  /** True while another source gives the HTML (ApiStaticHtml's dev revisions): then `bundleHtml` is all. */
  elsewhere?: boolean;
  /** Run on the container once its HTML is shown, before the scroll to the address's #hash. */
  onShown?: (container: HTMLElement) => void;
  container?: RefObject<HTMLElement | null>;
}

/**
 * The container's HTML: `bundleHtml` where the bundle carries it (the server's, `npm start`'s; '' or
 * undefined where the bundle leaves it out); else IN_DOCUMENT on a first load, the cache after a
 * client-side navigation, and while neither has it (undefined) it is read from the page's own
 * prerendered HTML, fetched once per page. Content that arrives that late moved what the address's
 * #hash points at: once it is in, the page scrolls there again.
 */
export function useStaticHtml(
  key: string,
  bundleHtml: string | undefined,
  { inDocument, loadFailed, elsewhere = false, onShown, container }: StaticHtmlOptions,
): string | undefined {
  const { pathname } = useLocation();
  const [state, setState] = useState(() => {
    if (typeof document === 'undefined' || bundleHtml) return bundleHtml;
    return inDocument(key) ? IN_DOCUMENT : staticHtmlFromCache(key);
  });
  const [loadedLater, setLoadedLater] = useState(false);
  const html = elsewhere ? bundleHtml : bundleHtml || state;

  useEffect(() => {
    if (html !== undefined || elsewhere) return undefined;
    let current = true;
    void loadStaticHtmlOf(pathname).then(() => {
      if (!current) return;
      setState(staticHtmlFromCache(key) ?? loadFailed);
      setLoadedLater(true);
    });
    return () => {
      current = false;
    };
  }, [html, key, pathname, elsewhere, loadFailed]);

  useEffect(() => {
    if (html === undefined) return;
    if (onShown && container?.current) onShown(container.current);
    if (loadedLater && window.location.hash)
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [html, loadedLater, onShown, container]);

  return html;
}
