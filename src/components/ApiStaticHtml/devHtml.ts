/**
 * `npm start`'s way to the build-time HTML: the browser bundle carries only a small map of key →
 * revision (`@unit/api-static-html-revisions`, a hot-updated module), and the dev server answers
 * `<baseUrl>__api-static-html/<revision>.html` with that revision's HTML, rendered when first asked
 * for (plugins/openapi/devHtmlOnDemand.ts). The bundler then never parses or re-sends the ~10 MB of
 * HTML, and an edit of openapi/ changes only the revisions of what it changed. Elsewhere the map is
 * empty.
 */
/** The folder, under the site's base URL, that the dev server serves the HTML files from. */
export const DEV_HTML_PATH = '__api-static-html';

const loading = new Map<string, Promise<string>>();

/** The HTML of one revision (a revision never changes: it is a hash of what its HTML is made from). */
export function loadDevHtml(baseUrl: string, revision: string): Promise<string> {
  let text = loading.get(revision);
  if (!text) {
    text = fetch(`${baseUrl}${DEV_HTML_PATH}/${revision}.html`).then((response) => {
      if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
      return response.text();
    });
    text.catch(() => loading.delete(revision));
    loading.set(revision, text);
  }
  return text;
}
