#!/usr/bin/env node
// Compiles MDX files with the same MDX version Docusaurus uses, so a content author can check
// syntax and front matter in seconds, without a full site build, and `npm test` names a broken file
// before it starts the build. Usage: npm run check:mdx [-- docs/a.mdx more files]
// (without files: every .md and .mdx file of docs/ and src/pages/).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { parse as parseYaml } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Every Markdown and MDX file under `dir`, relative to the project root.
 * @param {string} dir
 */
async function contentFiles(dir) {
  const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [...(await contentFiles('docs')), ...(await contentFiles('src/pages'))];
const quiet = process.argv.length <= 2;
let failed = 0;
for (const file of files) {
  const source = await readFile(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  try {
    parseYaml(frontMatter);
    await compile(body, { remarkPlugins: [remarkGfm, remarkDirective] });
    if (!quiet) console.log(`ok   ${file}`);
  } catch (error) {
    failed += 1;
    console.error(`FAIL ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (quiet) console.log(`${files.length - failed} of ${files.length} files compile`);
process.exit(failed ? 1 : 0);
