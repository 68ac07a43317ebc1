/**
 * Fenced code, highlighted at build time by rehype-prism-plus, leaves the page's JavaScript. Compiled
 * as JSX, a highlighted block is one element call per token (a page with a dozen blocks carried 246
 * token spans, 4 kB gzip), although the browser only ever shows the prerendered HTML of it.
 *
 * Runs after rehype-prism-plus: each `<pre><code>` of Markdown becomes
 * `<BuildTimeCode className=… data-static-html="code:<hash>" html={IN_BUNDLE ? "<highlighted HTML>" : ""} />`.
 * The build defines `IN_BUNDLE` (./index.ts): true for the server bundle and `npm start`, false for
 * the production browser bundle, whose minifier then drops the HTML. The component
 * (src/components/BuildTimeCode) renders the HTML on the server, keeps it from the prerendered page on
 * a first load and reads it from the page's prerendered HTML after a client-side navigation, as
 * src/components/ApiStaticHtml does for API operations. Code written as JSX in MDX is left alone.
 */
import { createHash } from 'node:crypto';
import type { Expression, Program } from 'estree';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/** The global the build defines: whether a bundle carries the code's HTML. */
export const CODE_HTML_IN_BUNDLE = '__UNIT_CODE_HTML_IN_BUNDLE__';
/** The MDX component that renders a block's code (src/theme/MDXComponents.tsx). */
export const BUILD_TIME_CODE_COMPONENT = 'BuildTimeCode';

/** The key of a block's HTML on its page, the same for the same HTML. */
export function codeHtmlKey(html: string): string {
  return `code:${createHash('sha256').update(html).digest('base64url').slice(0, 12)}`;
}

function attribute(name: string, value: MdxJsxAttribute['value']): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** `{IN_BUNDLE ? html : ""}` as an MDX attribute expression. */
function htmlExpression(html: string): MdxJsxAttribute['value'] {
  const expression: Expression = {
    type: 'ConditionalExpression',
    test: { type: 'Identifier', name: CODE_HTML_IN_BUNDLE },
    consequent: { type: 'Literal', value: html },
    alternate: { type: 'Literal', value: '' },
  };
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  return { type: 'mdxJsxAttributeValueExpression', value: `${CODE_HTML_IN_BUNDLE} ? … : ""`, data: { estree } };
}

/** The `<code>` element's properties as JSX attributes (className, metastring, live). */
function attributesOf(code: Element): MdxJsxAttribute[] {
  const attributes: MdxJsxAttribute[] = [];
  for (const [name, value] of Object.entries(code.properties)) {
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value)) attributes.push(attribute(name, value.join(' ')));
    else attributes.push(attribute(name, value === true ? null : String(value)));
  }
  return attributes;
}

function buildTimeCode(code: Element): MdxJsxFlowElementHast {
  // Named references (&lt; &amp;), as React writes them.
  const html = toHtml(code.children, { characterReferences: { useNamedReferences: true } });
  return {
    type: 'mdxJsxFlowElement',
    name: BUILD_TIME_CODE_COMPONENT,
    attributes: [
      ...attributesOf(code),
      attribute('data-static-html', codeHtmlKey(html)),
      attribute('html', htmlExpression(html)),
    ],
    children: [],
    position: code.position,
  };
}

export default function rehypeBuildTimeCode() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      node.children = node.children.map((child): ElementContent =>
        child.type === 'element' && child.tagName === 'code'
          ? (buildTimeCode(child) as unknown as ElementContent)
          : child,
      );
    });
  };
}
