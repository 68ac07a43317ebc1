/**
 * Writes the Markdown twin of every built page (see ./htmlToMarkdown.mjs) and returns what
 * llms.txt needs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { twinPathOf } from '../../src/site/twins.mjs';
import { htmlToMarkdown, withFrontMatter } from './htmlToMarkdown.mjs';

/**
 * @typedef {{ outDir: string, baseUrl: string, origin: string, routes: string[], componentMarkdown?: import('./htmlToMarkdown.mjs').ComponentMarkdown }} TwinJob
 * @typedef {import('./htmlToMarkdown.mjs').TwinPage & { route: string, url: string }} Twin
 */

/**
 * @param {TwinJob} job
 * @returns {Promise<Twin[]>}
 */
export async function writeTwins({ outDir, baseUrl, origin, routes, componentMarkdown }) {
  /** @type {Twin[]} */
  const twins = [];
  for (const route of routes) {
    const html = await readFile(path.join(outDir, route.slice(baseUrl.length), 'index.html'), 'utf8');
    const page = await htmlToMarkdown(html, origin, componentMarkdown);
    if (!page) continue;
    const twinPath = twinPathOf(route, baseUrl);
    const file = path.join(outDir, twinPath.slice(baseUrl.length));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, withFrontMatter(page, origin + route));
    twins.push({ ...page, route, url: origin + twinPath });
  }
  return twins;
}
