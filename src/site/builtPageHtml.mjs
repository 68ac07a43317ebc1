/**
 * Reading a built page's HTML, shared by the build steps that index and convert pages
 * (plugins/search-index, plugins/markdown-twins). Plain JavaScript so both can import it.
 */
import { load } from 'cheerio';

/**
 * Parses a built page with htmlparser2 (xmlMode off), several times faster than cheerio's default parse5.
 * @param {string} html
 */
export function loadBuiltPage(html) {
  return load(html, { xml: { xmlMode: false, decodeEntities: true } });
}

/**
 * The page's content: the first of the comma-separated selectors that matches (article before main).
 * @param {import('cheerio').CheerioAPI} $
 * @param {string} [selectors]
 */
export function contentRootOf($, selectors = 'article, main') {
  for (const selector of selectors.split(',')) {
    const root = $(selector.trim()).first();
    if (root.length > 0) return root;
  }
  return null;
}

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
