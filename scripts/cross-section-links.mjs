#!/usr/bin/env node
/**
 * `npm run links:cross-section [-- --check]`: turns Markdown file links that cross from one docs
 * section to another (`[Cards](./api/cards.mdx#create-a-card)` on a guide) into URL links
 * (`[Cards](/docs/api/cards/#create-a-card)`). Each section is a docs plugin instance of its own
 * (plugins/docs-sections), and the docs plugin resolves a file link only within its own instance,
 * so such a link would fail the build. Links within a section stay file links. The build still
 * checks every URL link and anchor (onBrokenLinks, onBrokenAnchors: 'throw').
 * Run it after merging pages that link across sections; `--check` only lists them and exits 1 if
 * there are any (tests/unit/crossSectionLinks.test.ts does the same on every test run).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

import { BASE_URL, sectionOf } from '../src/site/sections.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const DOCS_DIR = path.join(root, 'docs');

/** @param {string} text */
function frontMatterOf(text) {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  return /** @type {{ slug?: string, id?: string }} */ (block ? (parse(block) ?? {}) : {});
}

/**
 * The route of a docs file (path relative to docs/, with `/`), as the docs plugin makes it with the
 * site's options (route base path `/`, no number prefixes in this tree): the front matter `slug`,
 * else the folder for a category index (`index`, `readme` or the folder's own name), else the
 * folder and the file's id.
 * @param {string} docsPath
 * @param {string} text the file's contents
 */
export function routeOfDocsFile(docsPath, text) {
  const { slug, id } = frontMatterOf(text);
  const dir = path.posix.dirname(docsPath);
  const folder = dir === '.' ? '' : `${dir}/`;
  const name = path.posix.basename(docsPath).replace(/\.mdx?$/, '');
  let route;
  if (slug?.startsWith('/')) route = slug;
  else if (slug) route = `/${folder}${slug}`;
  else if (['index', 'readme', path.posix.basename(dir).toLowerCase()].includes(name.toLowerCase()))
    route = `/${folder}`;
  else route = `/${folder}${id ?? name}`;
  return `${BASE_URL}${route.replace(/^\/+/, '').replace(/\/?$/, '/')}`.replace(/\/+$/, '/');
}

/** @param {string} dir */
function docsFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Markdown links and reference definitions to a relative .md/.mdx file, with an optional anchor. */
const FILE_LINK = /(\]\(|^[ \t]*\[[^\]\n]+\]:[ \t]*)(\.{1,2}\/[^)\s#]*\.mdx?)(#[^)\s]*)?/gm;

/**
 * @typedef {{ file: string, line: number, link: string, url: string }} CrossSectionLink
 */

/**
 * The cross-section file links of every docs file, and each file's text with them made URL links.
 * Fenced code blocks are left as they are.
 * @param {string} [docsDir]
 * @returns {{ links: CrossSectionLink[], rewritten: Map<string, string> }}
 */
export function findCrossSectionLinks(docsDir = DOCS_DIR) {
  const files = docsFiles(docsDir);
  const texts = new Map(files.map((file) => [file, readFileSync(path.join(docsDir, file), 'utf8')]));
  const routes = new Map(files.map((file) => [file, routeOfDocsFile(file, texts.get(file) ?? '')]));
  /** @type {CrossSectionLink[]} */
  const links = [];
  /** @type {Map<string, string>} */
  const rewritten = new Map();
  for (const [file, text] of texts) {
    const section = sectionOf(routes.get(file) ?? '');
    let line = 1;
    // Odd parts are fenced code blocks.
    const parts = text.split(/^(```[\s\S]*?^```)/m).map((part, index) => {
      if (index % 2 === 1) {
        line += part.split('\n').length - 1;
        return part;
      }
      const partStart = line;
      line += part.split('\n').length - 1;
      return part.replace(FILE_LINK, (whole, lead, target, anchor, offset) => {
        const targetFile = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        const targetRoute = routes.get(targetFile);
        if (targetRoute === undefined || sectionOf(targetRoute) === section) return whole;
        const url = `${targetRoute}${anchor ?? ''}`;
        links.push({
          file,
          line: partStart + part.slice(0, offset).split('\n').length - 1,
          link: target + (anchor ?? ''),
          url,
        });
        return `${lead}${url}`;
      });
    });
    const joined = parts.join('');
    if (joined !== text) rewritten.set(file, joined);
  }
  return { links, rewritten };
}

if (process.argv[1] === import.meta.filename) {
  const check = process.argv.includes('--check');
  const { links, rewritten } = findCrossSectionLinks();
  for (const { file, line, link, url } of links) console.log(`docs/${file}:${line}: ${link} → ${url}`);
  if (check) {
    if (links.length > 0) {
      console.log(`${links.length} file links cross sections: run npm run links:cross-section to make them URL links.`);
      process.exit(1);
    }
  } else {
    for (const [file, text] of rewritten) writeFileSync(path.join(DOCS_DIR, file), text);
    console.log(`${links.length} cross-section file links made URL links in ${rewritten.size} files.`);
  }
}
