/**
 * Where our reference shows each operation and schema: the page's route and the id of the heading
 * the <Operation id="…" /> or <Schema name="…" /> sits under, as Docusaurus gives it (github-slugger,
 * per page, with `{#id}` overrides). The changelog and the badges link there; a build test checks
 * that every such link lands on an element of the built page.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type * as MdastUtilToString from 'mdast-util-to-string';
import type * as UnistUtilVisit from 'unist-util-visit';

import { BASE_URL } from '../../src/site/sections.mjs';
import { nodeRequire } from '../nodeRequire';
import { parseDocsMdx } from '../openapi/mdxTree';

const { toString } = nodeRequire('mdast-util-to-string') as typeof MdastUtilToString;
const { visit } = nodeRequire('unist-util-visit') as typeof UnistUtilVisit;

export interface ReferenceAnchors {
  /** `operation:<id>` or `schema:<name>` → `/docs/api/cards/#create-a-card`. */
  links: Map<string, string>;
  /** `operation:<id>` → the heading's text, for link text. */
  titles: Map<string, string>;
}

/** `api/cards.mdx` → `/docs/api/cards/`; `x/index.mdx` → `/docs/x/`. */
export function routeOfDoc(relative: string): string {
  const withoutExt = relative.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `${BASE_URL}${withoutExt}${withoutExt ? '/' : ''}`;
}

/** The pages referenceAnchors reads: those that show an operation or a schema, with their text. */
function referencePages(docsDir: string): { file: string; absolute: string; text: string }[] {
  const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  return files.sort().flatMap((file) => {
    const absolute = path.join(docsDir, file);
    const text = readFileSync(absolute, 'utf8');
    return /<(Operation|Schema)\s/.test(text) ? [{ file, absolute, text }] : [];
  });
}

/**
 * A hash of everything referenceAnchors reads, without parsing it: the dev server's revision of the
 * changelog's HTML, which links to the anchors (plugins/openapi/index.ts).
 */
export function referenceAnchorsSource(docsDir: string): string {
  const hash = createHash('sha256');
  for (const { file, text } of referencePages(docsDir)) hash.update(`${file}\0${text}\0`);
  return hash.digest('hex');
}

export function referenceAnchors(docsDir: string): ReferenceAnchors {
  const links = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const { file, absolute, text } of referencePages(docsDir)) {
    const tree = parseDocsMdx(absolute, text);
    const slugger = new GithubSlugger();
    const route = routeOfDoc(file.split(path.sep).join('/'));
    let current: { id: string; title: string } | undefined;
    visit(tree, (node) => {
      if (node.type === 'heading') {
        const heading = node;
        const raw = toString(heading);
        const explicit = /\s*\{#([^}]+)\}\s*$/.exec(raw);
        const title = explicit ? raw.slice(0, explicit.index) : raw;
        current = { id: explicit ? explicit[1]! : slugger.slug(title), title };
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as { name?: string | null; attributes: { type: string; name?: string; value?: unknown }[] };
      const attribute = element.name === 'Operation' ? 'id' : element.name === 'Schema' ? 'name' : undefined;
      if (!attribute) return;
      const value = element.attributes.find((candidate) => candidate.name === attribute)?.value;
      if (typeof value !== 'string') return;
      const key = `${element.name === 'Operation' ? 'operation' : 'schema'}:${value}`;
      links.set(key, current ? `${route}#${current.id}` : route);
      if (current) titles.set(key, current.title);
    });
  }
  return { links, titles };
}
