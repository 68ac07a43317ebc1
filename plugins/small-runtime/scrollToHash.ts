/**
 * Under preact, Docusaurus's scroll to the #hash after a client-side navigation runs before the new
 * page is in the document, finds no element and does nothing (React commits the page first). This
 * does the same scroll once the page is there: on the next frame, only for a navigation to another
 * page with a hash, and only when the element exists. Tested in tests/e2e/behaviour.test.ts.
 */
import type { ClientModule } from '@docusaurus/types';

const scrollToHash: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
    const id = decodeURIComponent(location.hash.slice(1));
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
  },
};

export default scrollToHash;
