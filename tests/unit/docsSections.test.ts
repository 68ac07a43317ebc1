/**
 * plugins/docs-sections wraps the installed @docusaurus/plugin-content-docs so that each section is
 * an instance of its own at the route base path `/`. These tests run the wrapper on the real docs
 * plugin over a small site, so that a Docusaurus upgrade that changes the routes, the global data or
 * the MDX rule it narrows fails here, with the wrapper's message, before it fails a build.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { matchPath } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import docsSectionPlugin, { docsSectionOptions, sectionOfDocsPlugin } from '../../plugins/docs-sections';
import { SECTIONS, docsRoutePathOf } from '../../src/site/sections.mjs';

let siteDir = '';

function contextOf(dir: string): LoadContext {
  return {
    siteDir: dir,
    siteVersion: undefined,
    generatedFilesDir: path.join(dir, '.docusaurus'),
    siteConfigPath: path.join(dir, 'docusaurus.config.ts'),
    outDir: path.join(dir, 'build'),
    localizationDir: path.join(dir, 'i18n/en'),
    baseUrl: '/docs/',
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      path: 'i18n',
      currentLocale: 'en',
      localeConfigs: {
        en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', translate: false },
      },
    },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
    currentBundler: { name: 'webpack' },
    siteConfig: {
      baseUrl: '/docs/',
      trailingSlash: true,
      staticDirectories: ['static'],
      markdown: { parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER, hooks: { onBrokenMarkdownLinks: 'throw' } },
      future: { faster: { mdxCrossCompilerCache: false } },
    },
  } as unknown as LoadContext;
}

/** Runs a section's docs instance as Docusaurus would: its content, routes, global data and bundler rule. */
async function runInstance(pluginId: string) {
  const section = sectionOfDocsPlugin(pluginId);
  const options = validateOptions({
    validate: normalizePluginOptions as never,
    options: docsSectionOptions(section),
  });
  const plugin = (await docsSectionPlugin(contextOf(siteDir), options)) as Plugin<unknown>;
  const content = await plugin.loadContent!();
  const routes: RouteConfig[] = [];
  let globalData: { path: string; versions: { path: string; docs: { id: string }[] }[] } | undefined;
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: (name: string) => Promise.resolve(name),
    setGlobalData: (data: unknown) => {
      globalData = data as typeof globalData;
    },
  } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded!({ content, actions });
  // Docusaurus asks for the bundler config twice (server, then client): both must get the narrowed rule.
  type Rules = { module: { rules: { include: string[]; exclude?: string[] }[] } };
  const server = plugin.configureWebpack!({}, true, {} as never, content) as Rules;
  const client = plugin.configureWebpack!({}, false, {} as never, content) as Rules;
  expect(client.module.rules[0]).toEqual(server.module.rules[0]);
  return { section, routes, globalData: globalData!, rule: client.module.rules[0]! };
}

beforeAll(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'docs-sections-'));
  const files: Record<string, string> = {
    'docs/api/cards.mdx': '# Cards\n',
    'docs/application-review/types.mdx': '# Types\n',
    'docs/tokens.mdx': '# Tokens\n',
    'docs/white-label-uis/index.mdx': '# White-label\n',
    'sidebars/api.ts': "export default { api: ['api/cards', 'application-review/types'] };\n",
    'sidebars/guides.ts': "export default { guides: ['tokens'] };\n",
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    writeFileSync(path.join(siteDir, file), text);
  }
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a docs instance per section (plugins/docs-sections)', () => {
  it('gives the API instance its own pages, its outer route and global data at the section’s paths', async () => {
    const { routes, globalData, rule } = await runInstance('api');
    expect(routes).toHaveLength(1);
    const outer = routes[0]!;
    expect(outer.path).toBe('/docs/:section(api|application-review|check-deposit-review|wire-payment-review)/');
    const leaves = (route: RouteConfig): string[] => (route.routes ? route.routes.flatMap(leaves) : [route.path]);
    // (Docusaurus adds the trailing slash to every route later.)
    expect(leaves(outer).sort()).toEqual(['/docs/api/cards', '/docs/application-review/types']);
    for (const pathname of ['/docs/api/cards/', '/docs/application-review/types/']) {
      expect(matchPath(pathname, { path: outer.path, exact: false }), pathname).not.toBeNull();
    }
    expect(matchPath('/docs/tokens/', { path: outer.path, exact: false })).toBeNull();
    expect(globalData.path).toBe(outer.path);
    expect(globalData.versions.map((version) => version.path)).toEqual([outer.path]);
    expect(globalData.versions[0]!.docs.map((doc) => doc.id).sort()).toEqual(['api/cards', 'application-review/types']);
    expect(rule.include).toContain(path.join(siteDir, 'docs/api') + path.sep);
    expect(rule.include).not.toContain(path.join(siteDir, 'docs') + path.sep);
  });

  it('leaves the map of every doc out of the version props, and the sidebars in', async () => {
    const { routes } = await runInstance('api');
    type VersionProps = { version: { docs: object; docsSidebars: Record<string, unknown[]> } };
    const versionRoute = routes[0]!.routes!.find((route) => (route.props as VersionProps | undefined)?.version);
    const { version } = versionRoute!.props as VersionProps;
    expect(version.docs).toEqual({});
    expect(version.docsSidebars.api).toHaveLength(2);
    // The map is read only for generated category index pages (DocCard): the site's sidebars have none.
    for (const file of readdirSync(path.resolve(import.meta.dirname, '../../sidebars'))) {
      const text = readFileSync(path.resolve(import.meta.dirname, '../../sidebars', file), 'utf8');
      expect(text, file).not.toContain('generated-index');
    }
  });

  it('gives the catch-all guides instance every other page, at the base, and keeps other sections’ files out of its MDX rule', async () => {
    const { routes, globalData, rule } = await runInstance('guides');
    expect(routes[0]!.path).toBe('/docs/');
    // Only the API instance's doc list reaches the browser's global data (DOC_LISTS_IN_GLOBAL_DATA).
    expect(globalData.versions[0]!.docs).toEqual([]);
    expect(rule.include).toContain(path.join(siteDir, 'docs') + path.sep);
    expect(rule.exclude).toEqual(
      expect.arrayContaining([
        path.join(siteDir, 'docs/api') + path.sep,
        path.join(siteDir, 'docs/white-label-uis') + path.sep,
      ]),
    );
  });

  it('derives each section’s route path from its folders, and fails for an id no section has', () => {
    expect(SECTIONS.map(docsRoutePathOf)).toEqual([
      '/docs/:section(api|application-review|check-deposit-review|wire-payment-review)/',
      '/docs/white-label-uis/',
      '/docs/',
      '/docs/ready-to-launch/banking/',
      '/docs/ready-to-launch/capital/',
      '/docs/ready-to-launch/bill-pay/',
    ]);
    expect(() => sectionOfDocsPlugin('default')).toThrow(
      /no section of src\/site\/sections\.mjs has docsPluginId "default"/,
    );
  });
});
