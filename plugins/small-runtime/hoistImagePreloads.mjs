/**
 * React 19's server renderer emits `<link rel="preload" as="image">` hints for the first images it
 * renders (the navbar logo on every page). Docusaurus renders the app into `<div id="__docusaurus">`,
 * so the hints land there, before the app's first element. React's own hydration knows to skip
 * them; preact's does not: it finds the server's elements one position off and moves every
 * top-level element (announcement bar, navbar, main, footer) out and back in, which throws away
 * the style and layout of the whole page in the middle of hydration. Moving the hints to <head>,
 * where a preload belongs anyway, lets hydration adopt the server's DOM where it is.
 * Run on every built page by plugins/build-output, once every other plugin's postBuild has ended (the search
 * index reads the same files).
 */
const APP_ROOT = /<div id="?__docusaurus"?>/;
/** One `<link …>` whose attributes say rel=preload, as the minifier writes it or not. */
const LEADING_PRELOAD = /^<link\b(?=[^>]*\brel=["']?preload\b)[^>]*>/;

/**
 * @param {string} html a built page
 * @returns {string} the page with the preload hints that open the app root moved to the end of <head>
 */
export function hoistImagePreloads(html) {
  const root = APP_ROOT.exec(html);
  if (!root) return html;
  let cursor = root.index + root[0].length;
  /** @type {string[]} */
  const hints = [];
  for (let match = LEADING_PRELOAD.exec(html.slice(cursor)); match; match = LEADING_PRELOAD.exec(html.slice(cursor))) {
    hints.push(match[0]);
    cursor += match[0].length;
  }
  if (hints.length === 0) return html;
  const appStart = root.index + root[0].length;
  const withoutHints = html.slice(0, appStart) + html.slice(cursor);
  const headEnd = withoutHints.indexOf('</head>');
  if (headEnd < 0) return html;
  return withoutHints.slice(0, headEnd) + hints.join('') + withoutHints.slice(headEnd);
}
