/**
 * Reading a built page's HTML, shared by the post-build pass that indexes and converts every page
 * (plugins/built-pages, with plugins/search-index and plugins/markdown-twins) and by the hosted
 * crawler's configuration (src/search/crawlerConfig.mjs). Plain JavaScript so that the pass's
 * worker threads import it without a TypeScript step.
 */
import { load } from 'cheerio';

/**
 * Page chrome: the parts of a page's content root (its article or main) that are not its content,
 * neither searched nor written to its Markdown twin. A component marks its own chrome with
 * `data-page-chrome`. What one output leaves out by choice (code is not searched, a code frame's
 * title is not in the twin) is that output's, not chrome: src/search/selectors.json `exclude`,
 * TWIN_EXCLUDE in plugins/markdown-twins/htmlToMarkdown.mjs.
 */
export const PAGE_CHROME = [
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  '.pagination-nav',
  '.theme-edit-this-page',
  '[data-page-chrome]',
  'button',
  'nav',
  'script',
  'style',
  'svg',
].join(', ');

/** A page's content root: its article, or its main when it has no article. */
const CONTENT_ROOTS = ['article', 'main'];

/**
 * A built page, parsed once, and its content root with the page chrome removed; null when the page
 * has no article or main. Every output of the post-build pass reads the page from here. Parsed with
 * parse5 (cheerio's default), as a browser would: the build's minified HTML leaves out optional end
 * tags (`</td>`, `</tr>`, `</tbody>`), which htmlparser2, faster, nests wrongly (a table body inside
 * a header cell); the Markdown twins need the tables as a browser sees them.
 * @param {string} html
 */
export function contentOf(html) {
  const $ = load(html);
  const content = CONTENT_ROOTS.map((selector) => $(selector).first()).find((root) => root.length > 0);
  if (!content) return null;
  content.find(PAGE_CHROME).remove();
  return { $, content };
}

/** @typedef {NonNullable<ReturnType<typeof contentOf>>} BuiltPage */

/**
 * The page's <title> without the site name suffix (" | Unit").
 * @param {import('cheerio').CheerioAPI} $
 */
export function documentTitleOf($) {
  return $('title')
    .text()
    .replace(/\s*\|\s*Unit\s*$/, '')
    .trim();
}
