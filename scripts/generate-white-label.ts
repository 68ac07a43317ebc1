/**
 * Writes the white-label component pages (docs/white-label-uis/ui-components/) from their typed
 * data in src/data/white-label. Usage: npm run generate:white-label
 * tests/unit/whiteLabel.test.ts fails when the committed pages and the data disagree.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { whiteLabelComponents } from '../src/data/white-label';
import { whiteLabelPages } from '../src/data/white-label/pages';

const docsDir = path.resolve(__dirname, '../docs');
let written = 0;
const pages = whiteLabelPages(whiteLabelComponents);
for (const page of pages) {
  const file = path.join(docsDir, page.file);
  if (existsSync(file) && readFileSync(file, 'utf8') === page.content) continue;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page.content);
  written += 1;
  console.log(`wrote docs/${page.file}`);
}
console.log(`${pages.length} white-label pages, ${written} written`);
