/**
 * Turns a rendered page into clean Markdown: the article (or main) of the built HTML, without
 * page chrome, with admonitions as block quotes, code blocks fenced with their language, tables
 * as GFM tables and links made absolute. Built on unified (rehype-parse → rehype-remark →
 * remark-gfm → remark-stringify). Plain JavaScript: it runs in a worker thread without a TypeScript step.
 */
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

import { contentRootOf, documentTitleOf, loadBuiltPage } from '../../src/site/builtPageHtml.mjs';

/** Page chrome that is not content. */
const CHROME = [
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  '.pagination-nav',
  '.theme-edit-this-page',
  '[data-twin-exclude]',
  'button',
  'nav',
  'script',
  'style',
  'svg',
].join(', ');

/** @typedef {{ title: string, description: string, markdown: string }} TwinPage */

/**
 * Drops HTML comments, such as the `<!-- -->` React's server renderer puts between adjacent text
 * nodes (`JSON<!-- -->:API`), which rehype-remark would keep as raw HTML in the Markdown.
 */
function rehypeRemoveComments() {
  return (/** @type {import('hast').Root} */ tree) => {
    visit(tree, 'comment', (_node, index, parent) => {
      if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
      return undefined;
    });
  };
}

const processor = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeRemoveComments)
  .use(rehypeRemark)
  // Unpadded table cells: smaller twins, and much faster on wide tables.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_' });

/**
 * Markdown for an element marked `data-api-twin="kind:key"` (the API reference components), written
 * from their data instead of converted from their HTML; undefined leaves the HTML to the converter.
 * @typedef {(reference: string) => string | undefined} ComponentMarkdown
 */

/** A paragraph the converter keeps as it is, to be swapped for a component's Markdown. */
const placeholder = (/** @type {number} */ index) => `TWINCOMPONENTPLACEHOLDER${index}X`;

/**
 * @param {string} html a built page
 * @param {string} siteOrigin e.g. https://www.unit.co — relative links become absolute on it
 * @param {ComponentMarkdown} [componentMarkdown]
 * @returns {Promise<TwinPage | null>}
 */
export async function htmlToMarkdown(html, siteOrigin, componentMarkdown) {
  const $ = loadBuiltPage(html);
  const root = contentRootOf($);
  if (!root) return null;
  const title = root.find('h1').first().text().trim() || documentTitleOf($);
  const description = $('meta[name="description"]').attr('content') ?? '';

  /** @type {string[]} */
  const components = [];
  if (componentMarkdown) {
    root.find('[data-api-twin]').each((_, element) => {
      const node = $(element);
      const markdown = componentMarkdown(node.attr('data-api-twin') ?? '');
      if (markdown === undefined) return;
      node.replaceWith(`<p>${placeholder(components.length)}</p>`);
      components.push(markdown);
    });
  }
  root.find(CHROME).remove();
  // Admonitions: "Note: …" block quotes.
  root.find('.theme-admonition').each((_, element) => {
    const admonition = $(element);
    const heading = admonition.children().first();
    const label = heading.text().trim();
    const content = admonition.children().last().html() ?? '';
    admonition.replaceWith(
      `<blockquote><p><strong>${label.charAt(0).toUpperCase()}${label.slice(1).toLowerCase()}:</strong></p>${content}</blockquote>`,
    );
  });
  // Code blocks: keep the language on the <code> for the fence; drop line wrappers' markup.
  root.find('pre').each((_, element) => {
    const pre = $(element);
    const code = pre.find('code').first();
    const language = /language-(\S+)/.exec(`${code.attr('class') ?? ''} ${pre.attr('class') ?? ''}`)?.[1];
    const text = (code.length ? code : pre).text().replace(/\n$/, '');
    pre.replaceWith(
      `<pre><code${language ? ` class="language-${language}"` : ''}>${$('<div>').text(text).html()}</code></pre>`,
    );
  });
  root.find('a[href], img[src]').each((_, element) => {
    const node = $(element);
    const attribute = node.is('a') ? 'href' : 'src';
    const value = node.attr(attribute) ?? '';
    if (value.startsWith('/')) node.attr(attribute, siteOrigin + value);
  });

  const file = await processor.process(root.html() ?? '');
  const markdown = String(file).replace(
    /TWINCOMPONENTPLACEHOLDER(\d+)X/g,
    (_, index) => components[Number(index)] ?? '',
  );
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
