/**
 * The API changelog's build steps (issue 22): checks the committed entries against our description
 * before anything renders (a bad entry fails the build, naming it), and after the build writes the
 * Atom and RSS feeds under /docs/api/, and the entries as JSON (/docs/api/changelog.json, read by
 * the MCP server). The entries' HTML joins the API reference's static HTML
 * (plugins/openapi), and the badges its operation views (plugins/openapi/model.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { loadApi } from '../openapi/model';
import { readEntries, ENTRIES_FILE } from './data';
import { entryProblems, referenceIndex } from './entries';
import { DATA_PATH, FEED_ATOM_PATH, FEED_RSS_PATH } from './render';

export default function changelogPlugin(context: LoadContext): Plugin {
  return {
    name: 'changelog',
    getPathsToWatch() {
      return [ENTRIES_FILE];
    },
    async loadContent() {
      const { document } = await loadApi();
      const problems = entryProblems(readEntries(), referenceIndex(document));
      if (problems.length > 0) {
        throw new Error(
          `${path.relative(process.cwd(), ENTRIES_FILE)} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
            problems.map((problem) => `  - ${problem}`).join('\n'),
        );
      }
    },
    async postBuild({ outDir }) {
      const entries = readEntries();
      // Loaded here: `npm start` writes no feeds.
      const { changelogFeed } = await import('./feed');
      const feed = changelogFeed(entries, context.siteConfig.url.replace(/\/$/, ''), context.baseUrl);
      for (const [file, text] of [
        [FEED_ATOM_PATH, feed.atom1()],
        [FEED_RSS_PATH, feed.rss2()],
        [DATA_PATH, JSON.stringify(entries)],
      ] as const) {
        const target = path.join(outDir, file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, text);
      }
    },
  };
}
