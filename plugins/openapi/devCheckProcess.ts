/**
 * The dev server's check of openapi/ (./devCheck.ts), run in a process of its own: Redocly's lint and
 * the project's checks of the description, and the placement of its operations on the pages of
 * docs/ (placement.ts), as the build runs them. Prints the problems and exits with 1 when there are
 * any.
 */
import path from 'node:path';

import { descriptionProblems } from './check';
import { API_DESCRIPTION_ROOT, ApiDescriptionError, bundleApiDescription, lintApiDescription } from './description';
import { checkPlacements } from './placement';

async function check(): Promise<void> {
  const lint = await lintApiDescription(API_DESCRIPTION_ROOT);
  const document = await bundleApiDescription(API_DESCRIPTION_ROOT);
  const { problems } = descriptionProblems(document, API_DESCRIPTION_ROOT);
  // The dev server runs in the site's folder (devCheck.ts starts this process there).
  const placement = checkPlacements(document, path.resolve('docs'));
  const errors = [...lint.errors, ...problems, ...placement.problems];
  if (errors.length === 0) return;
  console.error(new ApiDescriptionError(errors, API_DESCRIPTION_ROOT).message);
  process.exitCode = 1;
}

check().catch((error: unknown) => {
  console.error(`The check of ${API_DESCRIPTION_ROOT} failed:`, error);
  process.exitCode = 1;
});
