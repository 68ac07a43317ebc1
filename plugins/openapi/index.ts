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
import { referenceAnchors } from '../changelog/anchors';
import { readEntries } from '../changelog/data';
import { changelogHtml } from '../changelog/render';
import { API_DESCRIPTION_ROOT, ApiDescriptionError } from './description';
import { devCheck } from './devCheck';
import { DevHtmlOnDemand } from './devHtmlOnDemand';
import { forgetLoadedApi, loadApi } from './model';
import { findPlacements, placementProblems, readUnplaced } from './placement';
import { exampleHtml, operationHtml, schemaHtml } from './staticHtml';
import { staticHtmlAliases } from './staticHtmlModules';
import { listOperations, type OpenApiDocument } from './types';

export const UNPLACED_FILE = path.resolve(__dirname, '../../openapi/unplaced.yaml');

export default function openApiPlugin(context: LoadContext): Plugin {
  const docsDir = path.join(context.siteDir, 'docs');
  let checked: OpenApiDocument | undefined;
  let placements = new Map<string, string[]>();
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
      placements = findPlacements(docsDir);
      const problems = placementProblems(
        listOperations(document).map((operation) => operation.id),
        placements,
        readUnplaced(UNPLACED_FILE),
        path.relative(process.cwd(), UNPLACED_FILE),
      );
      if (problems.length > 0) throw new ApiDescriptionError(problems, API_DESCRIPTION_ROOT);
      checked = document;
    },
    async contentLoaded({ actions }) {
      const { model } = await loadApi();
      const pieces: { key: string; view: object; toHtml: () => string; page?: string }[] = [];
      const add = <T extends object>(key: string, view: T, toHtml: (view: T) => string, page?: string) =>
        pieces.push({ key, view, toHtml: () => toHtml(view), page });
      for (const [id, view] of model.operations)
        add(`operation:${id}`, view, operationHtml, placements.get(id)?.join(', '));
      for (const [name, view] of model.schemas) add(`schema:${name}`, view, schemaHtml);
      for (const [name, view] of model.examples) add(`example:${name}`, view, exampleHtml);
      // A view the renderer cannot turn into HTML fails the build naming the page and the operation
      // (under `npm start`, the request for its HTML, with the same message).
      const render = ({ key, toHtml, page }: (typeof pieces)[number]) => {
        try {
          return toHtml();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(`${page ?? 'openapi/'}: the HTML of ${key} could not be rendered: ${message}`, {
            cause: error,
          });
        }
      };
      // The API changelog's entries, shown through the same static container (plugins/changelog).
      const changelog = changelogHtml(readEntries(), referenceAnchors(docsDir));
      if (isDevServer()) {
        const revisions: Record<string, string> = {};
        for (const piece of pieces) revisions[piece.key] = devHtml.add(piece.key, piece.view, () => render(piece));
        for (const [key, text] of Object.entries(changelog)) revisions[key] = devHtml.add(key, text, () => text);
        devHtml.keepOnly(Object.values(revisions));
        revisionsFile = await actions.createData('api-static-html-revisions.json', JSON.stringify(revisions));
      } else {
        const html: Record<string, string> = {};
        for (const piece of pieces) html[piece.key] = render(piece);
        Object.assign(html, changelog);
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
