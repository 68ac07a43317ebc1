/**
 * Docs for tools and assistants. After the build it writes, from the rendered pages:
 * - a Markdown twin of every page at `/docs/<route>.md` (see ./htmlToMarkdown.ts);
 * - `/docs/llms.txt`: the site's title, summary and sections with links to the twins;
 * - `/docs/llms-full.txt`: every twin, one after the other.
 * Twins are generated from the same build as the HTML, never written by hand, in a worker thread
 * beside the search index (./twinsWorker.mjs).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { SECTIONS, TOOL_ROUTES, sectionOf, type Section } from '../../src/site/sections.mjs';
import { apiComponentMarkdown } from '../openapi/markdown';
import { loadApi } from '../openapi/model';
import type { Twin, TwinJob } from './writeTwins.mjs';

const EXCLUDED = new Set(TOOL_ROUTES);
/** The llms.txt section of the pages that are in no section of the site (the landing and top-level pages). */
const START_HERE = 'Start here';

export const LLMS_SUMMARY =
  'Developer documentation for Unit, a banking-as-a-service platform: the JSON:API reference, white-label UI components for web, iOS, Android and React Native, Ready-to-Launch Banking, Capital and Bill Pay, and guides.';

/** A section's heading in llms.txt: Ready-to-Launch sections carry the mode's name. */
const headingOf = (section: Section): string =>
  section.readyToLaunch ? `Ready-to-Launch ${section.label}` : section.label;

/** The llms.txt section a route is listed under. */
export function llmsSectionOf(route: string): string {
  const section = sectionOf(route);
  return section ? headingOf(section) : START_HERE;
}

export function llmsTxt(title: string, twins: readonly Twin[]): string {
  const sections = new Map<string, Twin[]>();
  for (const twin of twins) {
    const section = llmsSectionOf(twin.route);
    sections.set(section, [...(sections.get(section) ?? []), twin]);
  }
  const order = [START_HERE, ...SECTIONS.map(headingOf)];
  const lines = [`# ${title}`, '', `> ${LLMS_SUMMARY}`, '', 'Every link below is the Markdown version of a page.', ''];
  for (const section of order) {
    const pages = sections.get(section);
    if (!pages?.length) continue;
    lines.push(`## ${section}`, '');
    for (const page of pages)
      lines.push(`- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The Markdown of every API component, keyed by its `data-api-twin` reference. */
async function apiComponents(): Promise<Record<string, string>> {
  const { model } = await loadApi();
  const references = [
    ...[...model.operations.keys()].map((id) => `operation:${id}`),
    ...[...model.schemas.keys()].map((name) => `schema:${name}`),
    ...[...model.examples.keys()].map((name) => `example:${name}`),
  ];
  return Object.fromEntries(references.map((reference) => [reference, apiComponentMarkdown(model, reference) ?? '']));
}

function writeTwinsInWorker(job: TwinJob & { components: Record<string, string> }): Promise<Twin[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'twinsWorker.mjs'), { workerData: job });
    worker.once('message', (twins: Twin[]) => resolve(twins));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The Markdown twins worker stopped with exit code ${code}`));
    });
  });
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const origin = context.siteConfig.url.replace(/\/$/, '');
  return {
    name: 'markdown-twins',
    async postBuild({ outDir, routesPaths, baseUrl }) {
      const started = Date.now();
      const routes = [...routesPaths].sort().filter((route) => !EXCLUDED.has(route) && route.endsWith('/'));
      // API operations, schemas and examples come out as Markdown written from the description.
      const twins = await writeTwinsInWorker({ outDir, baseUrl, origin, routes, components: await apiComponents() });
      const title = `${context.siteConfig.title} developer documentation`;
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(title, twins));
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        [
          `# ${title}`,
          '',
          `> ${LLMS_SUMMARY}`,
          '',
          ...twins.map((twin) => `Source: ${origin + twin.route}\n\n${twin.markdown}\n`),
        ].join('\n'),
      );
      console.log(`[markdown-twins] ${twins.length} twins, llms.txt and llms-full.txt in ${Date.now() - started} ms`);
    },
  };
}
