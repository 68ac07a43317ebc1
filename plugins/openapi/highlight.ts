/**
 * Highlights the API components' code at build time, with the same Prism grammars (refractor) and
 * token classes as fenced code in MDX, so no highlighter ships to the browser. Punctuation and
 * operators stay plain text: they make up half the tokens of a JSON example and, drawn in the text
 * colour, read the same, for a page with far fewer elements.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type * as HastUtilToHtml from 'hast-util-to-html';
import type * as RefractorCore from 'refractor/core';
import type * as RefractorLanguage from 'refractor/bash';

import { nodeRequire } from '../nodeRequire';

const { toHtml } = nodeRequire('hast-util-to-html') as typeof HastUtilToHtml;
const { refractor } = nodeRequire('refractor/core') as typeof RefractorCore;
for (const language of ['bash', 'javascript', 'json', 'python'])
  refractor.register((nodeRequire(`refractor/${language}`) as typeof RefractorLanguage).default);

const PLAIN_TOKENS = new Set(['punctuation', 'operator']);

function isPlainToken(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.some((name) => PLAIN_TOKENS.has(String(name)));
}

function unwrapPlainTokens<T extends RootContent | ElementContent>(nodes: T[]): T[] {
  return nodes.flatMap((node) => {
    if (node.type !== 'element') return [node];
    const children = unwrapPlainTokens(node.children);
    return isPlainToken(node) ? (children as T[]) : [{ ...node, children }];
  });
}

export function highlightToHtml(code: string, language: 'bash' | 'javascript' | 'json' | 'python'): string {
  const tree: Root = refractor.highlight(code, language);
  return toHtml({ ...tree, children: unwrapPlainTokens(tree.children) });
}
