/**
 * The search records of one built page: one for the page and one per h2/h3 section, with the text
 * a reader sees (headings, paragraphs, list items, table cells), and for API sections the names
 * from the API description (keywords). Reads, without changing it, a page the post-build pass has
 * already parsed and cleared of page chrome (plugins/built-pages), which then becomes its Markdown
 * twin. Plain JavaScript: it runs in that pass's worker threads without a TypeScript step.
 */
import { readFileSync } from 'node:fs';

import { documentTitleOf } from '../../src/site/builtPageHtml.mjs';
import { sectionOf } from '../../src/site/sections.mjs';

/** @type {typeof import('../../src/search/selectors.json')} */
const selectors = JSON.parse(readFileSync(new URL('../../src/search/selectors.json', import.meta.url), 'utf8'));

/** Text indexed per section. */
const MAX_CONTENT_CHARS = 4000;
/** Attribute on the API components (operation, schema): `operation:<id>` or `schema:<name>`. */
const API_COMPONENT = 'data-api-twin';

/**
 * Search keywords of an API component, by its `data-api-twin` reference.
 * @typedef {(reference: string) => readonly string[] | undefined} KeywordsOf
 * @typedef {import('../../src/search/indexFormat').IndexedSection} IndexedSection
 * @typedef {Omit<IndexedSection, 'id'>} PageRecord
 */

/**
 * An element's text (as cheerio's `.text()`), without the text of the elements in `skipped`.
 * @param {import('domhandler').AnyNode} node
 * @param {ReadonlySet<import('domhandler').AnyNode>} skipped
 * @returns {string}
 */
function textContent(node, skipped) {
  if (skipped.has(node)) return '';
  if (node.type === 'text') return node.data;
  if (node.type === 'comment' || !('children' in node)) return '';
  return node.children.map((child) => textContent(child, skipped)).join('');
}

/**
 * @param {import('domhandler').AnyNode} node
 * @param {ReadonlySet<import('domhandler').AnyNode>} skipped
 */
const textOf = (node, skipped) =>
  textContent(node, skipped)
    .replace(/[\u200B\s]+/g, ' ')
    .trim();

/**
 * The records of one page, or none when the page is not a content page. An API component adds its
 * keywords (from the API description, through `keywordsOf`) to the section it sits in.
 * @param {import('cheerio').CheerioAPI} $ the parsed page
 * @param {import('../../src/site/builtPageHtml.mjs').BuiltPage['content']} content its content root, page chrome removed
 * @param {string} url the page's path, e.g. `/docs/api/cards/`
 * @param {KeywordsOf} [keywordsOf]
 * @returns {PageRecord[]}
 */
export function recordsOfPage($, content, url, keywordsOf) {
  const language = $('meta[name="docsearch:language"]').attr('content');
  const docusaurusTag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  if (!language || !docusaurusTag) return [];

  // The section (the navbar tab the page makes active), from the URL: the hosted crawler reads the same
  // tab from the page (selectors.lvl0), where the header rendered it from the same table.
  const lvl0 = sectionOf(url)?.label ?? 'Documentation';
  // Code and what components mark as not worth searching are not indexed: skipped, not removed,
  // as the page's Markdown twin is made from the same parse afterwards.
  /** @type {Set<import('domhandler').AnyNode>} */
  const skipped = new Set(content.find(selectors.exclude).toArray());
  const root = content[0];
  /** @param {import('domhandler').AnyNode} node */
  const isSkipped = (node) => {
    for (let at = /** @type {import('domhandler').ParentNode | null} */ (node); at && at !== root; at = at.parent) {
      if (skipped.has(at)) return true;
    }
    return false;
  };
  const heading = $(selectors.lvl1)
    .toArray()
    .find((element) => !isSkipped(element));
  const pageTitle = (heading ? textOf(heading, skipped) : '') || documentTitleOf($);

  /** @type {PageRecord[]} */
  const records = [];
  /** @type {PageRecord} */
  let current = {
    url,
    hierarchy: [lvl0, pageTitle],
    level: 1,
    title: pageTitle,
    heading: pageTitle,
    parents: lvl0,
    content: '',
    keywords: '',
    language,
    docusaurusTag,
  };
  let lvl2 = '';
  const flush = () => {
    current.content = current.content.trim().slice(0, MAX_CONTENT_CHARS);
    current.keywords = current.keywords.trim();
    if (current.level === 1 || current.content || current.heading) records.push(current);
  };

  const blocks = content.find(`h2, h3, ${selectors.content}, [${API_COMPONENT}]`).toArray();
  for (const element of blocks) {
    if (isSkipped(element)) continue;
    const tag = element.tagName.toLowerCase();
    if (tag === 'h2' || tag === 'h3') {
      const text = textOf(element, skipped);
      const anchor = $(element).attr('id');
      if (!text) continue;
      flush();
      if (tag === 'h2') lvl2 = text;
      const hierarchy = tag === 'h2' ? [lvl0, pageTitle, text] : [lvl0, pageTitle, lvl2, text].filter(Boolean);
      current = {
        url: anchor ? `${url}#${anchor}` : url,
        hierarchy,
        level: tag === 'h2' ? 2 : 3,
        title: '',
        heading: text,
        parents: hierarchy.slice(0, -1).join(' '),
        content: '',
        keywords: '',
        language,
        docusaurusTag,
      };
      continue;
    }
    const reference = $(element).attr(API_COMPONENT);
    if (reference !== undefined) {
      const words = keywordsOf?.(reference) ?? [];
      if (words.length) current.keywords += `${words.join(' ')} `;
      if (!$(element).is(selectors.content)) continue;
    }
    // A full section takes no more text (API reference sections hold thousands of table cells).
    if (current.content.length >= MAX_CONTENT_CHARS) continue;
    // A list item that holds paragraphs or lists is indexed through those children.
    if (
      tag === 'li' &&
      $(element)
        .find('p, ul, ol')
        .toArray()
        .some((child) => !isSkipped(child))
    )
      continue;
    const text = textOf(element, skipped);
    if (text) current.content += `${text} `;
  }
  flush();
  return records;
}
