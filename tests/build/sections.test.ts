/**
 * Each docs section is a docs plugin instance of its own (plugins/docs-sections, issue 24): a page
 * loads its own section's sidebars and doc list, and the theme finds the page's section. Read from
 * the production build in build/ and the route data Docusaurus generated in .docusaurus/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';

import { readRouteChunkData, routeChunkFiles } from '../../plugins/small-runtime/routeScripts.mjs';
import { readBuild } from '../../src/site/builtPages.mjs';
import { SECTIONS, sectionOf } from '../../src/site/sections.mjs';
import { topLevelRoutes } from '../contract/contract';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const build = readBuild(buildDir);
const routeData = readRouteChunkData(path.join(root, '.docusaurus'));

/** The doc ids named by the sidebars and doc lists in the scripts a page loads before it renders. */
function docIdsInScripts(route: string): Set<string> {
  const ids = new Set<string>();
  for (const file of routeChunkFiles(routeData, route)) {
    const script = readFileSync(path.join(buildDir, file), 'utf8');
    for (const [, id] of script.matchAll(/docId["']?:\s*["']([^"']+)["']/g)) ids.add(id!);
  }
  return ids;
}

describe('one docs instance per section', () => {
  it('loads, on a page of each section, only that section’s sidebars', () => {
    const checked = new Set<string>();
    for (const route of build.pages.keys()) {
      const section = sectionOf(route);
      if (!section || checked.has(section.id) || topLevelRoutes.includes(route)) continue;
      checked.add(section.id);
      const ids = [...docIdsInScripts(route)];
      expect(ids.length, `${route}: its sidebar's doc ids are in its scripts`).toBeGreaterThan(0);
      const elsewhere = ids.filter((id) => sectionOf(`/docs/${id.replace(/(^|\/)index$/, '')}/`) !== section);
      expect(elsewhere, `${route} (${section.id}) loads other sections' sidebars`).toEqual([]);
    }
    expect([...checked].sort()).toEqual(SECTIONS.map((section) => section.id).sort());
  });

  it('tags each page with its section’s docs instance for search, and shows its breadcrumbs', () => {
    for (const [route, file] of build.pages) {
      const section = sectionOf(route);
      if (!section || topLevelRoutes.includes(route)) continue;
      const $ = load(readFileSync(file, 'utf8'));
      expect($('meta[name="docsearch:docusaurus_tag"]').attr('content'), route).toBe(
        `docs-${section.docsPluginId}-current`,
      );
      expect($('html').hasClass(`plugin-id-${section.docsPluginId}`), route).toBe(true);
      expect($('nav.theme-doc-breadcrumbs').length, route).toBe(1);
    }
  });
});

describe('what every page loads does not list every page', () => {
  it('keeps only the API instance’s doc list in the global data (plugins/docs-sections)', () => {
    type DocsGlobalData = Record<string, { versions: { docs: unknown[] }[] }>;
    const globalData = JSON.parse(readFileSync(path.join(root, '.docusaurus/globalData.json'), 'utf8')) as {
      'docusaurus-plugin-content-docs': DocsGlobalData;
    };
    const docsInstances = globalData['docusaurus-plugin-content-docs'];
    expect(Object.keys(docsInstances).sort()).toEqual(SECTIONS.map((section) => section.docsPluginId).sort());
    for (const [pluginId, data] of Object.entries(docsInstances)) {
      const docs = data.versions.flatMap((version) => version.docs);
      if (pluginId === 'api') expect(docs.length, pluginId).toBeGreaterThan(50);
      else expect(docs, `${pluginId}: doc list in the global data`).toEqual([]);
    }
  });

  it('names lazy chunk files by id and hash, so the runtime maps no chunk names to files (plugins/chunk-files)', () => {
    const files = readdirSync(path.join(buildDir, 'assets/js')).filter((file) => file.endsWith('.js'));
    const named = files.filter((file) => !/^(main|runtime~main|\d+)\.[0-9a-f]{8}\.js$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    expect(named, 'chunk files named otherwise than [id].[contenthash:8].js').toEqual([]);
  });
});
