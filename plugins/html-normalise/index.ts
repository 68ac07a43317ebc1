/**
 * Normalises `.html` and `/index.html` addresses to the clean path in the browser
 * (CONTRIBUTING.md#addresses). A static host serves `/docs/x/index.html` as a real file, and the 404 page answers
 * `/docs/x.html`; this inline script, first in <head>, replaces either address with `/docs/x/`
 * (query and hash kept) before the app starts. The project's server does the same with a 301.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';

import { cleanHtmlPath } from '../../src/site/normalisePath.mjs';

export default function htmlNormalisePlugin(context: LoadContext): Plugin {
  const script = `(function(){var l=window.location;var c=(${cleanHtmlPath.toString()})(l.pathname,${JSON.stringify(
    context.baseUrl,
  )});if(c!==null){l.replace(c+l.search+l.hash);}})();`;
  return {
    name: 'html-normalise',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
