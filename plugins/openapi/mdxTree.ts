/**
 * The MDX tree of a docs page, parsed as Docusaurus's MDX processor (@mdx-js/mdx's createProcessor)
 * reads this site's pages, without the compiler behind it: remark with MDX syntax, for .md files too
 * (`markdown.format` is left at 'mdx'), front matter, directives (admonitions) and GFM. The MDX 1
 * comment syntax is off, as `future.v4` turns it off. (@mdx-js/mdx itself cannot be loaded here:
 * Docusaurus loads plugins with jiti 1, which cannot require the compiler's ESM-only dependencies.)
 *
 * Each file's tree is kept with the text it was parsed from, so the placements (./placement.ts) and
 * the reference's anchors (plugins/changelog/anchors.ts) parse a page once between them, and again
 * only when its text changes. Callers only read the tree.
 */
import type { Root } from 'mdast';
import type * as RemarkDirective from 'remark-directive';
import type * as RemarkFrontmatter from 'remark-frontmatter';
import type * as RemarkGfm from 'remark-gfm';
import type * as RemarkMdx from 'remark-mdx';
import type * as RemarkParse from 'remark-parse';
import type * as Unified from 'unified';
import type * as Vfile from 'vfile';

import { nodeRequire } from '../nodeRequire';

const { default: remarkDirective } = nodeRequire('remark-directive') as typeof RemarkDirective;
const { default: remarkFrontmatter } = nodeRequire('remark-frontmatter') as typeof RemarkFrontmatter;
const { default: remarkGfm } = nodeRequire('remark-gfm') as typeof RemarkGfm;
const { default: remarkMdx } = nodeRequire('remark-mdx') as typeof RemarkMdx;
const { default: remarkParse } = nodeRequire('remark-parse') as typeof RemarkParse;
const { unified } = nodeRequire('unified') as typeof Unified;
const { VFile } = nodeRequire('vfile') as typeof Vfile;

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);

const parsedTrees = new Map<string, { text: string; tree: Root }>();

/** The tree of `text`, the content of `file` (an absolute path); a syntax error throws, unnamed. */
export function parseDocsMdx(file: string, text: string): Root {
  const cached = parsedTrees.get(file);
  if (cached?.text === text) return cached.tree;
  const tree = mdxParser.parse(new VFile({ path: file, value: text }));
  parsedTrees.set(file, { text, tree });
  return tree;
}
