/**
 * One docs plugin instance per section (issue 24): a page loads its own section's sidebars and doc
 * list, not every section's. Docusaurus's own way to give each section its own version ("current",
 * labelled "Next") is one instance of @docusaurus/plugin-content-docs per section; this is that
 * plugin, wrapped.
 *
 * Why a wrapper: the sections keep the routes of the contract, so API pages (`/docs/api/…`,
 * `/docs/application-review/…`) and guides (`/docs/tokens/`) share the route base path `/` and the
 * folder docs/. Docusaurus supports instances only at distinct route base paths and folders: the
 * router enters one parent route per path (core's sortRoutes: "we don't really support that kind of
 * routing"), and each instance's MDX rule takes its whole folder. So, for the instance of a section:
 * - its outer route, and the `path` of its global data (which the theme's getActivePlugin and
 *   getActiveVersion match with react-router's matchPath), get the section's route path
 *   (docsRoutePathOf in src/site/sections.mjs), and the catch-all section's comes last;
 * - its global data leaves out the list of its docs, unless DOC_LISTS_IN_GLOBAL_DATA names it;
 * - its MDX rule takes only the section's files.
 * The rest is the docs plugin's own. The wrapper fails the build with a message when the docs plugin
 * adds routes or global data of another shape; tests/unit/docsSections.test.ts runs it on the
 * installed docs plugin (re-check on a Docusaurus upgrade: UPGRADING.md).
 */
import path from 'node:path';
import pluginContentDocs, { validateOptions, type PluginOptions } from '@docusaurus/plugin-content-docs';
import { GlobExcludeDefault } from '@docusaurus/utils';
import type { LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig } from '@docusaurus/types';

import { BASE_URL, SECTIONS, docsRoutePathOf, type Section } from '../../src/site/sections.mjs';

/** The folder of every section's pages, relative to the site. */
export const DOCS_FOLDER = 'docs';

/**
 * The docs instances whose doc list (each page's id, path and sidebar) stays in the global data,
 * which every page of the site loads whole. The theme reads that list only for navbar doc items and
 * the version banner, neither of which this site uses (its tabs are links, its one version is the
 * last); src/components/WhiteLabelDocs/ApiPages.tsx reads the API pages' paths to link those that
 * exist. Every other instance's list is left out: it grew every page by a few bytes per doc.
 */
export const DOC_LISTS_IN_GLOBAL_DATA: ReadonlySet<string> = new Set(['api']);

/** The section whose docs instance has this id; the build fails for an id no section has. */
export function sectionOfDocsPlugin(pluginId: string): Section {
  const section = SECTIONS.find((candidate) => candidate.docsPluginId === pluginId);
  if (!section) {
    throw new Error(
      `docs-sections: no section of src/site/sections.mjs has docsPluginId "${pluginId}" (known: ${SECTIONS.map((s) => s.docsPluginId).join(', ')})`,
    );
  }
  return section;
}

/** The folders (below docs/) that the other sections claim: the catch-all section leaves them out. */
function foldersOfOtherSections(section: Section): string[] {
  return SECTIONS.filter((other) => other !== section).flatMap((other) => other.paths ?? []);
}

/**
 * The docs plugin options of a section's instance, apart from those every instance shares: its id,
 * its files (the section's folders; for the catch-all section every file the others do not claim)
 * and its sidebars file.
 */
export function docsSectionOptions(section: Section) {
  const own = section.paths;
  return {
    id: section.docsPluginId,
    path: DOCS_FOLDER,
    routeBasePath: '/',
    sidebarPath: `./sidebars/${section.docsPluginId}.ts`,
    ...(own === null
      ? { exclude: [...GlobExcludeDefault, ...foldersOfOtherSections(section).map((folder) => `${folder}/**`)] }
      : { include: own.map((folder) => `${folder}/**/*.{md,mdx}`) }),
  };
}

interface MdxRule {
  test: RegExp;
  include: string[];
  exclude?: string[];
}

/** Whether a rule is the docs plugin's MDX rule: `{ test, include: [its folder], use }`. */
function isMdxRule(rule: unknown): rule is MdxRule {
  const candidate = rule as Partial<MdxRule> | null;
  return candidate?.test instanceof RegExp && candidate.test.test('x.mdx') && Array.isArray(candidate.include);
}

/** Where a docs instance's part has another shape than the wrapper expects. */
function shapeError(pluginId: string, what: string): Error {
  return new Error(
    `docs-sections (${pluginId}): the docs plugin's ${what} changed shape; plugins/docs-sections/index.ts narrows it to one section (Docusaurus upgrade? see UPGRADING.md)`,
  );
}

/**
 * A version route without the map of every doc of the version (id, title, description, sidebar)
 * that the docs plugin puts in its props, which every page of the section loads (5 kB gzip on an
 * API page, and a few more bytes for every doc). The theme reads it only through `useDocById`, for
 * DocCard on generated category index pages and navbar doc items, neither of which this site has
 * (tests/unit/docsSections.test.ts checks that no sidebar asks for a generated index; a page that
 * did use it would crash, which the browser tests' console checks catch on every page).
 */
function withoutVersionDocs(route: RouteConfig): RouteConfig {
  const version = (route.props as { version?: { docs?: unknown } } | undefined)?.version;
  if (!version) return route;
  if (typeof version.docs !== 'object' || version.docs === null) throw shapeError('any', 'version props');
  return { ...route, props: { ...route.props, version: { ...version, docs: {} } } };
}

async function docsSectionPlugin(context: LoadContext, validatedOptions: unknown): Promise<Plugin> {
  // Docusaurus passes the options that validateOptions (the docs plugin's, below) returned.
  const options = validatedOptions as PluginOptions;
  const section = sectionOfDocsPlugin(options.id);
  const routePath = docsRoutePathOf(section);
  const docsPlugin = (await pluginContentDocs(context, options)) as Plugin;
  const { contentLoaded, configureWebpack } = docsPlugin;
  if (!contentLoaded || !configureWebpack) throw shapeError(options.id, 'hooks (contentLoaded, configureWebpack)');
  const docsDir = path.join(context.siteDir, DOCS_FOLDER);
  const folderOf = (folder: string) => path.join(docsDir, folder) + path.sep;

  return {
    ...docsPlugin,
    async contentLoaded(args) {
      const { actions } = args;
      let outerRoutes = 0;
      const sectionActions: PluginContentLoadedActions = {
        ...actions,
        addRoute(route: RouteConfig) {
          // The docs plugin wraps all its routes in one parent route at its route base path.
          if (route.path !== BASE_URL || !route.routes) throw shapeError(options.id, `outer route (${route.path})`);
          outerRoutes += 1;
          actions.addRoute({ ...route, path: routePath, routes: route.routes.map(withoutVersionDocs) });
        },
        setGlobalData(data: unknown) {
          const globalData = data as { path?: unknown; versions?: { path?: unknown; docs?: unknown }[] };
          if (
            globalData.path !== BASE_URL ||
            !Array.isArray(globalData.versions) ||
            !globalData.versions.every((version) => Array.isArray(version.docs))
          ) {
            throw shapeError(options.id, 'global data');
          }
          const keepsDocList = DOC_LISTS_IN_GLOBAL_DATA.has(options.id);
          actions.setGlobalData({
            ...globalData,
            path: routePath,
            versions: globalData.versions.map((version) => ({
              ...version,
              path: routePath,
              ...(keepsDocList ? {} : { docs: [] }),
            })),
          });
        },
      };
      await contentLoaded.call(docsPlugin, { ...args, actions: sectionActions });
      if (outerRoutes !== 1) throw shapeError(options.id, `routes (${outerRoutes} outer routes)`);
    },
    configureWebpack(...args) {
      const result = configureWebpack.apply(docsPlugin, args);
      const rules = result?.module?.rules ?? [];
      const mdxRules = rules.filter(isMdxRule);
      const [rule] = mdxRules;
      if (!rule || mdxRules.length !== 1 || !rule.include.includes(docsDir + path.sep) || rule.exclude) {
        throw shapeError(options.id, 'MDX rule');
      }
      // Each file of docs/ is compiled by the instance that owns it, with that instance's metadata.
      // (The rule's other folder is the instance's own translations folder, kept.) The docs plugin
      // returns the same rule object on every call (client and server builds): narrow a copy.
      const own = section.paths;
      const narrowed: MdxRule =
        own === null
          ? { ...rule, exclude: foldersOfOtherSections(section).map(folderOf) }
          : {
              ...rule,
              include: rule.include.flatMap((folder) => (folder === docsDir + path.sep ? own.map(folderOf) : [folder])),
            };
      const narrowedRules: unknown[] = rules.map((candidate: unknown) => (candidate === rule ? narrowed : candidate));
      return { ...result, module: { ...(result?.module as object), rules: narrowedRules } } as typeof result;
    },
  };
}

// Docusaurus validates a plugin's options with the function's own validateOptions: the docs plugin's.
const docsSectionPluginModule: PluginModule = Object.assign(docsSectionPlugin, {
  validateOptions: validateOptions as PluginModule['validateOptions'],
});

export default docsSectionPluginModule;
