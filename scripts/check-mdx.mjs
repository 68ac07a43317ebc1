#!/usr/bin/env node
// Compiles MDX files with the same MDX version Docusaurus uses, so a content author can check
// syntax without running a full site build. Usage: node scripts/check-mdx.mjs docs/a.mdx [more files]
import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { parse as parseYaml } from 'yaml';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/check-mdx.mjs <file.mdx> [...]');
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  const source = await readFile(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  try {
    parseYaml(frontMatter);
    await compile(body, { remarkPlugins: [remarkGfm, remarkDirective] });
    console.log(`ok   ${file}`);
  } catch (error) {
    failed += 1;
    console.error(`FAIL ${file}: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
