/**
 * Cuts a doc's content into hydration slices: each top-level block (a paragraph, heading, list,
 * table, code block or admonition) is wrapped in `<DeferredHydration id="slice-…">`, so that on a
 * first load the content hydrates one block per task instead of in one long task (preact hydrates a
 * subtree synchronously; a long API page took ~160 ms in one task at 4× CPU slowdown). The wrapper
 * renders no element of its own: the HTML is unchanged.
 *
 * Only blocks known to render exactly one root element are wrapped, as a gate requires
 * (src/components/DeferredHydration): Markdown's elements, and JSX elements with a lower-case name
 * (an HTML element, or the theme's stand-in for one: `details`, `admonition`). Components (API
 * operations, white-label tables, tabs) may render several root elements or none: they hydrate
 * with the content around them, as before.
 */
import path from 'node:path';
import type { Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';

import { shortHash } from '../../src/site/shortHash.mjs';

function isSlice(node: RootContent | MdxJsxFlowElementHast): boolean {
  if (node.type === 'element') return true;
  return node.type === 'mdxJsxFlowElement' && /^[a-z]/.test(node.name ?? '');
}

export default function rehypeHydrationSlices() {
  return (tree: Root, file: VFile): void => {
    // Ids are unique on a page: a partial imported into a doc gets slices of its own. The file's path
    // relative to the working directory (the site's), so that a build's HTML does not depend on
    // where the site is checked out.
    const relativePath = file.path ? path.relative(file.cwd, file.path).split(path.sep).join('/') : '';
    const prefix = shortHash(relativePath, 6);
    let index = 0;
    tree.children = tree.children.map((node): RootContent => {
      if (!isSlice(node)) return node;
      const slice: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: 'DeferredHydration',
        attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: `slice-${prefix}-${index++}` }],
        children: [node as MdxJsxFlowElementHast['children'][number]],
      };
      return slice;
    });
  };
}
