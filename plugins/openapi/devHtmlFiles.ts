/**
 * `npm start`: each piece of build-time HTML as a file named by a hash of its content, in a folder the
 * dev server serves (see src/components/ApiStaticHtml/devHtml.ts). A file is written once; an edit of
 * openapi/ writes only the HTML it changed.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { contentHash } from './htmlCache';

/** Writes the files `html` needs in `dir` and returns the revision (file name without .html) of each key. */
export async function writeDevHtmlFiles(dir: string, html: Record<string, string>): Promise<Record<string, string>> {
  await mkdir(dir, { recursive: true });
  const revisions: Record<string, string> = {};
  const missing = new Map<string, string>();
  for (const [key, text] of Object.entries(html)) {
    const revision = contentHash(text);
    revisions[key] = revision;
    const file = path.join(dir, `${revision}.html`);
    if (!missing.has(file) && !existsSync(file)) missing.set(file, text);
  }
  await Promise.all([...missing].map(([file, text]) => writeFile(file, text)));
  return revisions;
}
