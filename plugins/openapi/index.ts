/**
 * The API reference engine (issue: API reference driven by an OpenAPI description we own).
 * Bundles, lints and checks openapi/ before anything else loads, so a broken description fails the
 * build with the file and pointer at fault; checks that every operation has one page; and publishes
 * the bundle at /docs/api/openapi.json, with the Try it panel's files under /docs/api/try-it/ (tryIt.ts). The MDX components show HTML rendered here once, at build
 * time (staticHtml.ts): the server bundle imports the map of it by key, the production browser bundle
 * gets an empty map and reads the HTML from the page, and `npm start`'s browser bundle gets a map of
 * revisions and fetches the HTML it shows from the dev server, which renders each view when it is
 * first asked for (devHtmlOnDemand.ts, staticHtmlModules.ts, src/components/ApiStaticHtml). The map
 * is Docusaurus's createData; the handler joins the dev server through configureWebpack's
 * devServer.setupMiddlewares.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { API_DESCRIPTION_PATH } from '../../src/site/apiDescription';
import { DEV_HTML_PATH } from '../../src/components/ApiStaticHtml/devHtml';
import { isDevServer } from '../../src/site/devServer';
import { referenceAnchors, referenceAnchorsSource } from '../changelog/anchors';
import { readEntries } from '../changelog/data';
import { changelogHtml, changelogKeys } from '../changelog/render';
import { API_DESCRIPTION_ROOT, ApiDescriptionError, prepareBundleInWorker } from './description';
import { devCheck } from './devCheck';
import { DevHtmlOnDemand } from './devHtmlOnDemand';
import { forgetLoadedApi, loadApi } from './model';
import { checkPlacements, findPlacements } from './placement';
import { exampleHtml, operationHtml, schemaHtml } from './staticHtml';
import { staticHtmlAliases } from './staticHtmlModules';
import type { OpenApiDocument } from './types';

export { UNPLACED_FILE } from './placement';

// `npm start`: the description starts bundling in a worker thread as soon as the config imports this
// plugin, so that it is ready when the plugins load their content (description.ts).
if (isDevServer()) prepareBundleInWorker(API_DESCRIPTION_ROOT);

export default function openApiPlugin(context: LoadContext): Plugin {
  const docsDir = path.join(context.siteDir, 'docs');
  let checked: OpenApiDocument | undefined;
  // The build's; `npm start` checks placements after its first compile (devCheckProcess.ts).
  let placements: Map<string, string[]> | undefined;
  let staticHtmlFile: string | undefined;
  let revisionsFile: string | undefined;
  const componentDir = path.join(context.siteDir, 'src/components/ApiStaticHtml');
  // `npm start`: each view's HTML, rendered when first asked for and kept between reloads, so an edit
  // of one resource file renders only what it changed, and only once it is shown (devHtmlOnDemand.ts).
  const devHtml = new DevHtmlOnDemand();
  return {
    name: 'openapi',
    getPathsToWatch() {
      return [path.join(path.dirname(API_DESCRIPTION_ROOT), '**/*.yaml')];
    },
    async loadContent() {
      forgetLoadedApi();
      const { document } = await loadApi();
      checked = document;
      placements = undefined;
      if (isDevServer()) return;
      const placement = checkPlacements(document, docsDir);
      if (placement.problems.length > 0) throw new ApiDescriptionError(placement.problems, API_DESCRIPTION_ROOT);
      placements = placement.placements;
    },
    async contentLoaded({ actions }) {
      const { model, operationKeys } = await loadApi();
      /**
       * One view's HTML under its key: `source` is what its HTML comes from (the dev server's
       * revision of it), `page` the page placing it, both read only when needed.
       */
      interface Piece {
        key: string;
        source: () => unknown;
        toHtml: () => string;
        page?: () => string | undefined;
      }
      const pieces: Piece[] = [];
      const add = <T extends object>(key: string, view: T, toHtml: (view: T) => string) =>
        pieces.push({ key, source: () => view, toHtml: () => toHtml(view) });
      const pageOf = (id: string) => (placements ?? findPlacements(docsDir)).get(id)?.join(', ');
      // Under `npm start` an operation's view is made when its HTML is first asked for, and its
      // revision comes from its key (the files it is made from: model.ts), not from the view.
      for (const id of model.operations.keys()) {
        const view = () => model.operations.get(id)!;
        pieces.push({
          key: `operation:${id}`,
          source: () => operationKeys?.get(id) ?? view(),
          toHtml: () => operationHtml(view()),
          page: () => pageOf(id),
        });
      }
      for (const [name, view] of model.schemas) add(`schema:${name}`, view, schemaHtml);
      for (const [name, view] of model.examples) add(`example:${name}`, view, exampleHtml);
      // A view the renderer cannot turn into HTML fails the build naming the page and the operation
      // (under `npm start`, the request for its HTML, with the same message).
      const render = ({ key, toHtml, page }: Piece) => {
        try {
          return toHtml();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(`${page?.() ?? 'openapi/'}: the HTML of ${key} could not be rendered: ${message}`, {
            cause: error,
          });
        }
      };
      // The API changelog's entries, shown through the same static container (plugins/changelog).
      const entries = readEntries();
      if (isDevServer()) {
        const revisions: Record<string, string> = {};
        for (const piece of pieces) revisions[piece.key] = devHtml.add(piece.key, piece.source(), () => render(piece));
        // The changelog's HTML links to the reference's headings (anchors.ts, which parses the API
        // pages): made when first asked for, its revision from the entries and those pages' text.
        let changelog: Record<string, string> | undefined;
        const source = `${JSON.stringify(entries)}\n${referenceAnchorsSource(docsDir)}`;
        for (const key of changelogKeys(entries)) {
          revisions[key] = devHtml.add(key, source, () => {
            changelog ??= changelogHtml(entries, referenceAnchors(docsDir));
            return changelog[key] ?? '';
          });
        }
        devHtml.keepOnly(Object.values(revisions));
        revisionsFile = await actions.createData('api-static-html-revisions.json', JSON.stringify(revisions));
      } else {
        const html: Record<string, string> = {};
        for (const piece of pieces) html[piece.key] = render(piece);
        Object.assign(html, changelogHtml(entries, referenceAnchors(docsDir)));
        staticHtmlFile = await actions.createData('api-static-html.json', JSON.stringify(html));
      }
    },
    configureWebpack(_config, isServer) {
      const devServer = isDevServer();
      return {
        ...(!isServer && devServer
          ? {
              // The description's checks start once a compile after a load of openapi/ is done.
              plugins: [devCheck.compileDoneHook()],
              // The HTML the revisions name, rendered when asked for. Docusaurus's own setupMiddlewares runs
              // too: webpack-merge calls both with the same list and joins what they return, so this one
              // adds to the list in place and returns nothing more.
              devServer: {
                setupMiddlewares(middlewares: unknown[]) {
                  middlewares.unshift(devHtml.handler(`${context.baseUrl}${DEV_HTML_PATH}/`));
                  return [];
                },
              },
            }
          : {}),
        resolve: {
          alias: staticHtmlAliases(
            { isServer, devServer, production: process.env.NODE_ENV === 'production' },
            { htmlFile: staticHtmlFile, revisionsFile, componentDir },
          ),
        },
      };
    },
    getClientModules() {
      return [path.join(componentDir, 'clientModule.ts')];
    },
    async postBuild({ outDir }) {
      const target = path.join(outDir, API_DESCRIPTION_PATH);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, JSON.stringify(checked, null, 2));
      // The Try it panel's data and validators (tryIt.ts), from the same loaded description. Loaded
      // here: `npm start` writes no Try it files (plugins/nodeRequire.ts).
      const { buildTryItFiles, writeTryItFiles } = await import('./tryIt');
      const { document, model } = await loadApi();
      await writeTryItFiles(outDir, buildTryItFiles(document, model));
    },
  };
}
