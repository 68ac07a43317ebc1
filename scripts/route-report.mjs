#!/usr/bin/env node
/**
 * `npm run routes`: which routes of the contract (tests/contract/routes.txt) the production build
 * serves as real pages and which it does not yet, by section.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { readBuild } from '../src/site/builtPages.mjs';
import { sectionOf } from '../src/site/sections.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** @param {string} file */
const read = (file) =>
  readFileSync(path.join(root, 'tests/contract', file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

let build;
try {
  build = readBuild(path.join(root, 'build'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const routes = read('routes.txt');
const present = routes.filter((route) => build.pages.has(route));
const missing = routes.filter((route) => !build.pages.has(route));

console.log(`Contract routes: ${routes.length}; present ${present.length}; missing ${missing.length}.`);
const bySection = new Map();
for (const route of missing) {
  const section = sectionOf(route)?.label ?? 'top-level pages';
  bySection.set(section, (bySection.get(section) ?? 0) + 1);
}
if (missing.length) {
  console.log('\nMissing, by section:');
  for (const [section, count] of [...bySection].sort()) console.log(`  ${section}: ${count}`);
  console.log('\nMissing routes:');
  for (const route of missing) console.log(`  ${route}`);
}
