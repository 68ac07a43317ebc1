/**
 * Markdown blocks whose HTML never changes in the browser leave the page's JavaScript: the code of
 * fenced code blocks (highlighted at build time by rehype-prism-plus, one element call per token
 * when compiled as JSX) and the rows of Markdown tables. The browser only ever shows their
 * prerendered HTML; compiled as JSX they were a third of a long page's script.
 *
 * Runs after rehype-prism-plus. Each `<pre><code>` and each table's `<thead>` and `<tbody>` becomes
 * `<BuildTimeHtml as="code" className=… data-static-html="code:<hash>" html={IN_BUNDLE ? "<HTML>" : ""} />`.
 * The build defines `IN_BUNDLE` (./index.ts): true for the server bundle and `npm start`, false for
 * the production browser bundle, whose minifier then drops the HTML. The component
 * (src/components/BuildTimeHtml) renders the HTML on the server, keeps it from the prerendered page
 * on a first load and reads it from the page's prerendered HTML after a client-side navigation, as
 * src/components/ApiStaticHtml does for API operations.
 *
 * Only what renders the same as HTML qualifies: a table section with a link, an image or any MDX
 * (JSX, expressions) inside stays JSX, since those render through React components (links get the
 * base URL, for one). Code and tables written as JSX in MDX are left alone.
 */
import type { Expression, Program } from 'estree';
import type { Element, ElementContent, Root } from 'hast';
import type * as HastUtilToHtml from 'hast-util-to-html';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type * as UnistUtilVisit from 'unist-util-visit';

import { shortHash } from '../../src/site/shortHash.mjs';
import { nodeRequire } from '../nodeRequire';

const { toHtml } = nodeRequire('hast-util-to-html') as typeof HastUtilToHtml;
const { visit } = nodeRequire('unist-util-visit') as typeof UnistUtilVisit;

/** The global the build defines: whether a bundle carries the blocks' HTML. */
export const BUILD_TIME_HTML_IN_BUNDLE = '__UNIT_BUILD_TIME_HTML_IN_BUNDLE__';
/** The MDX component that renders a block (src/theme/MDXComponents.tsx). */
export const BUILD_TIME_HTML_COMPONENT = 'BuildTimeHtml';

/** Elements a table section may hold: they render as themselves through MDX (inline code too). */
const PLAIN_TABLE_CONTENT = new Set(['tr', 'th', 'td', 'code', 'strong', 'em', 'del', 'br', 'span', 'sup', 'sub']);

/** The key of a block's HTML on its page, the same for the same HTML. */
export function buildTimeHtmlKey(tagName: string, html: string): string {
  return `${tagName}:${shortHash(html, 12, 'base64url')}`;
}

function attribute(name: string, value: MdxJsxAttribute['value']): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** `{IN_BUNDLE ? html : ""}` as an MDX attribute expression. */
function htmlExpression(html: string): MdxJsxAttribute['value'] {
  const expression: Expression = {
    type: 'ConditionalExpression',
    test: { type: 'Identifier', name: BUILD_TIME_HTML_IN_BUNDLE },
    consequent: { type: 'Literal', value: html },
    alternate: { type: 'Literal', value: '' },
  };
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  return { type: 'mdxJsxAttributeValueExpression', value: `${BUILD_TIME_HTML_IN_BUNDLE} ? … : ""`, data: { estree } };
}

/** The element's properties as JSX attributes (className, and for code metastring and live). */
function attributesOf(element: Element): MdxJsxAttribute[] {
  const attributes: MdxJsxAttribute[] = [];
  for (const [name, value] of Object.entries(element.properties)) {
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value)) attributes.push(attribute(name, value.join(' ')));
    else attributes.push(attribute(name, value === true ? null : String(value)));
  }
  return attributes;
}

function buildTimeHtml(element: Element): MdxJsxFlowElementHast {
  // Named references (&lt; &amp;), as React writes them.
  const html = toHtml(element.children, { characterReferences: { useNamedReferences: true } });
  return {
    type: 'mdxJsxFlowElement',
    name: BUILD_TIME_HTML_COMPONENT,
    attributes: [
      attribute('as', element.tagName),
      ...attributesOf(element),
      attribute('data-static-html', buildTimeHtmlKey(element.tagName, html)),
      attribute('html', htmlExpression(html)),
    ],
    children: [],
    position: element.position,
  };
}

const isElement = (node: ElementContent, tagName?: string): node is Element =>
  node.type === 'element' && (tagName === undefined || node.tagName === tagName);

/**
 * A table section as MDX renders it, or null when part of it renders through a component: without
 * the whitespace between rows and cells, which JSX drops, and with a cell's alignment as the style
 * MDX gives it.
 */
function plainTableSection(section: Element): Element | null {
  let plain = true;
  visit(section, (node) => {
    if (node === section || node.type === 'text') return;
    if (node.type !== 'element' || !PLAIN_TABLE_CONTENT.has(node.tagName)) plain = false;
  });
  if (!plain) return null;
  const rows = section.children.filter((row): row is Element => isElement(row, 'tr'));
  for (const row of rows) {
    row.children = row.children.filter((cell) => isElement(cell));
    for (const cell of row.children as Element[]) {
      const { align, ...rest } = cell.properties;
      if (typeof align === 'string') cell.properties = { ...rest, style: `text-align:${align}` };
    }
  }
  return { ...section, children: rows };
}

export default function rehypeBuildTimeHtml() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre') {
        node.children = node.children.map((child): ElementContent =>
          isElement(child, 'code') ? (buildTimeHtml(child) as unknown as ElementContent) : child,
        );
      } else if (node.tagName === 'table') {
        node.children = node.children.map((child): ElementContent => {
          if (!isElement(child, 'thead') && !isElement(child, 'tbody')) return child;
          const section = plainTableSection(child);
          return section ? buildTimeHtml(section) : child;
        });
      }
    });
  };
}
