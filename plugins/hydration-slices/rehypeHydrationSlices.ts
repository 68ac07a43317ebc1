/**
 * Cuts a doc's content into hydration slices: each top-level block (a paragraph, heading, list,
 * table, code block or admonition) is wrapped in `<DeferredHydration id="slice-…">`, so that on a
 * first load the content hydrates one block per task instead of in one long task (preact hydrates a
 * subtree synchronously; a long API page took ~160 ms in one task at 4× CPU slowdown). The wrapper
 * renders no element of its own: the HTML is unchanged.
 *
 * Only blocks known to render exactly one root element are wrapped, as a gate requires
 * (src/components/DeferredHydration): Markdown's elements, JSX elements with a lower-case name
 * (an HTML element, or the theme's stand-in for one: `details`, `admonition`), and the API
 * reference's operations, schemas and examples, whose components render one container each
 * (src/components/ApiStaticHtml), known by the module the doc imports them from: an API page places
 * dozens, and all of them hydrating in the content's task made it one of the page's longest. Other
 * components (white-label tables, tabs) may render several root elements or none: they hydrate
 * with the content around them.
 */
import path from 'node:path';
import type { Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';

import { shortHash } from '../../src/site/shortHash.mjs';

/** The components that render one ApiStaticHtml container, by the module they come from. */
const SINGLE_ROOT_MODULES = new Set(
  ['ApiOperation', 'ApiSchema', 'ApiExample'].map((name) => `@site/src/components/${name}`),
);

/** The names this doc imports single-root components under (`import Operation from '…/ApiOperation'`). */
function singleRootComponents(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const [, name, source] of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g))
      if (name && source && SINGLE_ROOT_MODULES.has(source)) names.add(name);
  }
  return names;
}

function isSlice(node: RootContent | MdxJsxFlowElementHast, singleRoot: Set<string>): boolean {
  if (node.type === 'element') return true;
  return node.type === 'mdxJsxFlowElement' && (/^[a-z]/.test(node.name ?? '') || singleRoot.has(node.name ?? ''));
}

export default function rehypeHydrationSlices() {
  return (tree: Root, file: VFile): void => {
    // Ids are unique on a page: a partial imported into a doc gets slices of its own. The file's path
    // relative to the working directory (the site's), so that a build's HTML does not depend on
    // where the site is checked out.
    const relativePath = file.path ? path.relative(file.cwd, file.path).split(path.sep).join('/') : '';
    const prefix = shortHash(relativePath, 6);
    let index = 0;
    const singleRoot = singleRootComponents(tree);
    tree.children = tree.children.map((node): RootContent => {
      if (!isSlice(node, singleRoot)) return node;
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
