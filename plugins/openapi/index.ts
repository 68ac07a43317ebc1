/**
 * The API reference engine (issue: API reference driven by an OpenAPI description we own).
 * Bundles, lints and checks openapi/ before anything else loads, so a broken description fails the
 * build with the file and pointer at fault; checks that every operation has one page; and publishes
 * the bundle at /docs/api/openapi.json. The MDX components get their data from remarkApiComponents.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { API_DESCRIPTION_PATH } from '../../src/site/apiDescription';
import { API_DESCRIPTION_ROOT, ApiDescriptionError } from './description';
import { forgetLoadedApi, loadApi } from './model';
import { findPlacements, placementProblems, readUnplaced } from './placement';
import { listOperations, type OpenApiDocument } from './types';

export const UNPLACED_FILE = path.resolve(__dirname, '../../openapi/unplaced.yaml');

export default function openApiPlugin(context: LoadContext): Plugin {
  const docsDir = path.join(context.siteDir, 'docs');
  let checked: OpenApiDocument | undefined;
  return {
    name: 'openapi',
    getPathsToWatch() {
      return [path.join(path.dirname(API_DESCRIPTION_ROOT), '**/*.yaml')];
    },
    async loadContent() {
      forgetLoadedApi();
      const { document } = await loadApi();
      const problems = placementProblems(
        listOperations(document).map((operation) => operation.id),
        findPlacements(docsDir),
        readUnplaced(UNPLACED_FILE),
        path.relative(process.cwd(), UNPLACED_FILE),
      );
      if (problems.length > 0) throw new ApiDescriptionError(problems, API_DESCRIPTION_ROOT);
      checked = document;
    },
    async postBuild({ outDir }) {
      const target = path.join(outDir, API_DESCRIPTION_PATH);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, JSON.stringify(checked, null, 2));
    },
  };
}
