/**
 * Replaces `@docusaurus/core/lib/client/prefetch.js` in the browser bundle (aliased by index.ts).
 *
 * Docusaurus prefetches the chunks of every link that scrolls into view. In 3.10 it asks for the
 * chunks of each parent route once per parent that shares the path, and never remembers what it
 * already asked for: on an API page on a phone, 22 visible links added 329 `<link rel="prefetch">`
 * elements for 22 distinct files, 7 of them already loaded by the page itself. Each element is a
 * DOM insertion plus a load event on the main thread. This version asks for each file once and
 * skips files the page already loaded with a script tag. Re-check on upgrade (UPGRADING.md).
 */
const requested = new Set<string>();

function alreadyLoaded(url: string): boolean {
  for (const script of document.scripts) {
    if (script.getAttribute('src') === url) return true;
  }
  return false;
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined' || requested.has(url)) return Promise.resolve();
  requested.add(url);
  if (alreadyLoaded(url)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // A failed prefetch only means the click loads the file itself; 404s show in the console anyway.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
