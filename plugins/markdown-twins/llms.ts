/**
 * Docs for tools and assistants, from the pages' Markdown twins (written by the post-build pass,
 * plugins/built-pages, with ./htmlToMarkdown.mjs: a twin of every page at `/docs/<route>.md`):
 * - `/docs/llms.txt`: the site's title, summary and sections with links to the twins;
 * - `/docs/llms-full.txt`: every twin, one after the other.
 * Twins are generated from the same build as the HTML, never written by hand.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { SECTIONS, sectionOf, type Section } from '../../src/site/sections.mjs';
import { apiComponentMarkdown } from '../openapi/markdown';
import type { ApiModel } from '../openapi/viewModel';
import type { Twin } from '../built-pages/readPages.mjs';

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

/** Writes llms.txt and llms-full.txt from the twins, in route order. */
export async function writeLlmsFiles(
  outDir: string,
  title: string,
  origin: string,
  twins: readonly Twin[],
): Promise<void> {
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
}

/**
 * The Markdown of every API component, keyed by its `data-api-twin` reference: API operations,
 * schemas and examples come out as Markdown written from the description, not converted from their HTML.
 */
export function apiComponents(model: ApiModel): Record<string, string> {
  const references = [
    ...[...model.operations.keys()].map((id) => `operation:${id}`),
    ...[...model.schemas.keys()].map((name) => `schema:${name}`),
    ...[...model.examples.keys()].map((name) => `example:${name}`),
  ];
  return Object.fromEntries(references.map((reference) => [reference, apiComponentMarkdown(model, reference) ?? '']));
}
