/**
 * Checks the API description without building the site: bundle, lint, examples, extensions.
 * Usage: npm run check:api -- [text]   (with text, only problems whose line contains it)
 */
import { ApiDescriptionError } from '../plugins/openapi/description';
import { loadCheckedApiDescription } from '../plugins/openapi/check';
import { listOperations } from '../plugins/openapi/types';

const filter = process.argv[2];

loadCheckedApiDescription().then(
  (result) => {
    const operations = listOperations(result.document).length;
    console.log(
      `ok: ${operations} operations, ${result.examplesValidated} examples valid, ${result.warnings.length} lint warnings`,
    );
    for (const warning of result.warnings.filter((line) => !filter || line.includes(filter)))
      console.log(`warning: ${warning}`);
  },
  (error: unknown) => {
    if (error instanceof ApiDescriptionError && filter) {
      const mine = error.problems.filter((line) => line.includes(filter));
      console.error(`${mine.length} of ${error.problems.length} problems contain '${filter}':`);
      for (const line of mine) console.error(`  - ${line}`);
      process.exit(mine.length > 0 ? 1 : 0);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
