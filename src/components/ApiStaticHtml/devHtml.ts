/**
 * `npm start`'s way to the build-time HTML: the browser bundle carries only a small map of key →
 * revision (`@unit/api-static-html-revisions`, a hot-updated module), and each revision's HTML is a
 * file the dev server serves under `<baseUrl>__api-static-html/` (plugins/openapi/index.ts). The
 * bundler then never parses or re-sends the ~10 MB of HTML, and an edit of openapi/ changes only the
 * revisions of what it changed. Elsewhere the map is empty.
 */
/** The folder, under the site's base URL, that the dev server serves the HTML files from. */
export const DEV_HTML_PATH = '__api-static-html';

const loading = new Map<string, Promise<string>>();

/** The HTML of one revision (files never change: a revision is a hash of the HTML). */
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
