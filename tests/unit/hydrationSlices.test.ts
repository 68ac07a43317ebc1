/**
 * A doc's top-level blocks are cut into hydration slices (plugins/hydration-slices): each block that
 * renders one root element gets a gate of its own, other components and the MDX module's imports are
 * left alone, and the HTML the page renders does not change. Compiled here with the MDX compiler and
 * the rehype plugins of docusaurus.config.ts's docs instances.
 */
import { compile } from '@mdx-js/mdx';
import type { Root, RootContent } from 'hast';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { describe, expect, it } from 'vitest';

import config from '../../docusaurus.config';
import docsSectionPlugin from '../../plugins/docs-sections';
import rehypeHydrationSlices from '../../plugins/hydration-slices/rehypeHydrationSlices';

const docsOptions = (config.plugins ?? []).flatMap((entry) =>
  Array.isArray(entry) && entry[0] === docsSectionPlugin ? [entry[1] as { rehypePlugins: PluggableList }] : [],
)[0]!;

const MDX = `import Thing from './thing';

# Title

A paragraph with a [link](/docs/).

- one
- two

| a | b |
| - | - |
| 1 | 2 |

<Thing />

<details><summary>More</summary>Hidden</details>
`;

/** The root's children after every plugin of the docs instances, read by a plugin that runs last. */
async function rootChildren(markdown: string, path = 'docs/page.mdx', cwd = process.cwd()): Promise<RootContent[]> {
  let tree: Root | undefined;
  const capture = () => (root: Root) => void (tree = structuredClone(root));
  await compile(
    { value: markdown, path, cwd },
    { remarkPlugins: [remarkGfm], rehypePlugins: [...docsOptions.rehypePlugins, capture] },
  );
  return tree!.children.filter((node) => node.type !== 'text');
}

const describeNode = (node: RootContent): string => {
  if (node.type === 'element') return node.tagName;
  if (node.type === 'mdxJsxFlowElement') {
    const inner = node.children[0];
    const id = node.attributes.find((attribute) => 'name' in attribute && attribute.name === 'id')?.value;
    const innerName =
      inner?.type === 'element' ? inner.tagName : inner?.type === 'mdxJsxFlowElement' ? inner.name : '?';
    return node.name === 'DeferredHydration'
      ? `slice(${innerName}) ${typeof id === 'string' ? id : '?'}`
      : String(node.name);
  }
  return node.type;
};

describe('hydration slices', () => {
  it('is one of the docs instances’ rehype plugins, after the code highlighting', () => {
    const plugins = docsOptions.rehypePlugins.map((entry) => (Array.isArray(entry) ? entry[0] : entry));
    expect(plugins.at(-1)).toBe(rehypeHydrationSlices);
  });

  it('wraps each top-level element in a gate of its own, JSX ones with a lower-case name too, and nothing else', async () => {
    const described = (await rootChildren(MDX)).map(describeNode);
    expect(described[0]).toBe('mdxjsEsm');
    const slices = described.filter((entry) => entry.startsWith('slice('));
    expect(slices.map((entry) => entry.split(' ')[0])).toEqual([
      'slice(h1)',
      'slice(p)',
      'slice(ul)',
      'slice(table)',
      'slice(details)',
    ]);
    // A component may render several root elements or none: it hydrates with the content around it.
    expect(described).toContain('Thing');
    const ids = slices.map((entry) => entry.split(' ')[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^slice-[0-9a-f]{6}-\d+$/);
  });

  it('gives two files different ids, so that a partial imported into a doc has its own', async () => {
    const idsOf = async (path: string) =>
      (await rootChildren('A paragraph.', path)).map(describeNode).map((entry) => entry.split(' ')[1]);
    const [first] = await idsOf('docs/a.mdx');
    const [second] = await idsOf('docs/_partial.mdx');
    expect(first).not.toBe(second);
  });

  it('gives a file the same ids wherever the site is checked out', async () => {
    const idsIn = async (site: string) =>
      (await rootChildren('A paragraph.', `${site}/docs/a.mdx`, site))
        .map(describeNode)
        .map((entry) => entry.split(' ')[1]);
    expect(await idsIn('/srv/checkout-one')).toEqual(await idsIn('/tmp/checkout-two'));
  });

  it('wraps the API reference’s operations, schemas and examples, known by the module they come from', async () => {
    const markdown = `import Operation from '@site/src/components/ApiOperation';
import Model from '@site/src/components/ApiSchema';
import Example from '@site/src/components/ApiExample';
import Schema from './elsewhere';

<Operation id="createCard" />

<Model name="Card" />

<Example name="CardCreated" />

<Schema name="NotOurs" />
`;
    const described = (await rootChildren(markdown)).map(describeNode).map((entry) => entry.split(' ')[0]);
    expect(described).toEqual(['mdxjsEsm', 'slice(Operation)', 'slice(Model)', 'slice(Example)', 'Schema']);
  });

  it('wraps admonitions (the theme’s `admonition` element), which render one element', async () => {
    const described = (await rootChildren('<admonition type="note">A note.</admonition>')).map(describeNode);
    expect(described.map((entry) => entry.split(' ')[0])).toEqual(['slice(admonition)']);
  });
});
