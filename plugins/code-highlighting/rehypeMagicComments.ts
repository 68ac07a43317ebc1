/**
 * The theme's magic comments, at build time. The theme's CodeBlock (which this project does not
 * ship, see src/theme/MDXComponents/Pre.tsx) reads `// highlight-next-line` and
 * `// highlight-start` … `// highlight-end` in fenced code, drops those lines and highlights the
 * lines they mark. This rehype plugin does the same before rehype-prism-plus: it removes the
 * comment lines and writes the marked line numbers into the fence's meta as `{2,4-5}`, which
 * rehype-prism-plus turns into `span.code-line.highlight-line`.
 *
 * Like the theme, a fence that already gives a line range (```js {1,3}) keeps it and its comments
 * are left as they are. Comments count only on a line of their own, in the comment syntaxes the
 * theme knows: `//`, `/* *\/`, `{/* *\/}`, `#`, `--`, `%` and `<!-- -->`.
 */
import type { Element, Root } from 'hast';
import type * as UnistUtilVisit from 'unist-util-visit';

import { nodeRequire } from '../nodeRequire';

const { visit } = nodeRequire('unist-util-visit') as typeof UnistUtilVisit;

const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|--|%|\{?\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}?|-->)?\s*$/;
const LINE_RANGE = /\{[\d,-]+\}/;

export interface MagicCommentResult {
  code: string;
  /** 1-based numbers of the highlighted lines in `code`. */
  highlighted: number[];
}

/** Removes the magic comment lines of `code` and returns the lines they mark. */
export function applyMagicComments(code: string): MagicCommentResult {
  const kept: string[] = [];
  const highlighted: number[] = [];
  let nextLine = false;
  let blockDepth = 0;
  for (const line of code.split('\n')) {
    const directive = MAGIC_COMMENT.exec(line)?.[1];
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') blockDepth += 1;
    else if (directive === 'highlight-end') blockDepth = Math.max(0, blockDepth - 1);
    else {
      kept.push(line);
      if (nextLine || blockDepth > 0) highlighted.push(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlighted };
}

/** `[1, 2, 3, 5]` → `1-3,5` */
function ranges(lines: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j]! + 1) j += 1;
    parts.push(i === j ? String(lines[i]) : `${lines[i]}-${lines[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

export default function rehypeMagicComments() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || (parent as Element | undefined)?.tagName !== 'pre') return;
      const data = node.data ?? {};
      const meta = data.meta ?? '';
      const [text] = node.children;
      if (LINE_RANGE.test(meta) || node.children.length !== 1 || text?.type !== 'text') return;
      const { code, highlighted } = applyMagicComments(text.value);
      if (code === text.value) return;
      text.value = code;
      if (highlighted.length > 0) {
        node.data = { ...data, meta: `${meta} {${ranges(highlighted)}}`.trim() };
      }
    });
  };
}
