/**
 * Turns a built page into clean Markdown: the article (or main) of the page, already parsed and
 * cleared of page chrome by the post-build pass (src/site/builtPageHtml.mjs), with admonitions as
 * block quotes, code blocks fenced with their language, tables as GFM tables and links made
 * absolute. The parsed page becomes a hast tree without being written out and parsed again, then
 * goes through unified (rehype-remark → remark-gfm → remark-stringify). Plain JavaScript: it runs
 * in the pass's worker threads without a TypeScript step.
 */
import { h } from 'hastscript';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

import { documentTitleOf } from '../../src/site/builtPageHtml.mjs';

/** What a page shows that its twin leaves out (beyond page chrome): components mark it. */
const TWIN_EXCLUDE = '[data-twin-exclude]';

/** @typedef {{ title: string, description: string, markdown: string }} TwinPage */

const processor = unified()
  .use(rehypeRemark)
  // Unpadded table cells: smaller twins, and much faster on wide tables.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_' });

/**
 * The hast of a node of the parsed page (cheerio's DOM, parsed by parse5), as rehype-parse makes it.
 * Comments are dropped, such as the `<!-- -->` React's server renderer puts between adjacent text
 * nodes (`JSON<!-- -->:API`), which rehype-remark would keep as raw HTML in the Markdown.
 * @param {import('domhandler').AnyNode} node
 * @returns {import('hast').ElementContent[]}
 */
function hastOf(node) {
  if (node.type === 'text') return [{ type: 'text', value: node.data }];
  if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return [];
  /** @type {Record<string, string>} */
  const properties = {};
  for (const [name, value] of Object.entries(node.attribs)) {
    if (!Object.hasOwn(Object.prototype, name)) properties[name] = value;
  }
  return [h(node.name, properties, node.children.flatMap(hastOf))];
}

/**
 * Markdown for an element marked `data-api-twin="kind:key"` (the API reference components), written
 * from their data instead of converted from their HTML; undefined leaves the HTML to the converter.
 * @typedef {(reference: string) => string | undefined} ComponentMarkdown
 */

/** A paragraph the converter keeps as it is, to be swapped for a component's Markdown. */
const placeholder = (/** @type {number} */ index) => `TWINCOMPONENTPLACEHOLDER${index}X`;

/**
 * The twin of a page. Changes the page's content as it goes: read it for anything else before.
 * @param {import('cheerio').CheerioAPI} $ the parsed page
 * @param {import('../../src/site/builtPageHtml.mjs').BuiltPage['content']} content its content root, page chrome removed
 * @param {string} siteOrigin e.g. https://www.unit.co — relative links become absolute on it
 * @param {ComponentMarkdown} [componentMarkdown]
 * @returns {Promise<TwinPage>}
 */
export async function twinOfPage($, content, siteOrigin, componentMarkdown) {
  const title = content.find('h1').first().text().trim() || documentTitleOf($);
  const description = $('meta[name="description"]').attr('content') ?? '';

  /** @type {string[]} */
  const components = [];
  if (componentMarkdown) {
    content.find('[data-api-twin]').each((_, element) => {
      const node = $(element);
      const markdown = componentMarkdown(node.attr('data-api-twin') ?? '');
      if (markdown === undefined) return;
      node.replaceWith(`<p>${placeholder(components.length)}</p>`);
      components.push(markdown);
    });
  }
  content.find(TWIN_EXCLUDE).remove();
  // Admonitions: "Note: …" block quotes.
  content.find('.theme-admonition').each((_, element) => {
    const admonition = $(element);
    const label = admonition.children().first().text().trim();
    const quote = $('<blockquote><p><strong></strong></p></blockquote>');
    quote.find('strong').text(`${label.charAt(0).toUpperCase()}${label.slice(1).toLowerCase()}:`);
    quote.append(admonition.children().last().contents());
    admonition.replaceWith(quote);
  });
  // Code blocks: keep the language on the <code> for the fence; drop line wrappers' markup.
  content.find('pre').each((_, element) => {
    const pre = $(element);
    const code = pre.find('code').first();
    const language = /language-(\S+)/.exec(`${code.attr('class') ?? ''} ${pre.attr('class') ?? ''}`)?.[1];
    const text = (code.length ? code : pre).text().replace(/\n$/, '');
    const block = $('<pre><code></code></pre>');
    block
      .find('code')
      .attr('class', language ? `language-${language}` : null)
      .text(text);
    pre.replaceWith(block);
  });
  content.find('a[href], img[src]').each((_, element) => {
    const node = $(element);
    const attribute = node.is('a') ? 'href' : 'src';
    const value = node.attr(attribute) ?? '';
    if (value.startsWith('/')) node.attr(attribute, siteOrigin + value);
  });

  /** @type {import('hast').Root} */
  const tree = { type: 'root', children: content.contents().toArray().flatMap(hastOf) };
  const markdown = processor
    .stringify(await processor.run(tree))
    .replace(/TWINCOMPONENTPLACEHOLDER(\d+)X/g, (_, index) => components[Number(index)] ?? '');
  return { title, description, markdown: markdown.trim() };
}

/**
 * @param {TwinPage} page
 * @param {string} url
 */
export function withFrontMatter(page, url) {
  const yaml = (/** @type {string} */ value) => JSON.stringify(value);
  return `---\ntitle: ${yaml(page.title)}\ndescription: ${yaml(page.description)}\nurl: ${yaml(url)}\n---\n\n${page.markdown}\n`;
}
