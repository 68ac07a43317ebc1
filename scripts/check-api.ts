/**
 * Checks the API description without building the site: bundle, lint, examples, extensions, and the
 * breaking-change guard against openapi/baseline/ (scripts/changelog/guard.ts).
 * Usage: npm run check:api -- [text]   (with text, only problems whose line contains it)
 */
import { readEntries } from '../plugins/changelog/data';
import { ApiDescriptionError } from '../plugins/openapi/description';
import { loadCheckedApiDescription } from '../plugins/openapi/check';
import { listOperations } from '../plugins/openapi/types';
import { BASELINE_FILE, breakingChanges, readBaseline, unrecorded } from './changelog/guard';

const filter = process.argv[2];

loadCheckedApiDescription().then(
  (result) => {
    const operations = listOperations(result.document).length;
    console.log(
      `ok: ${operations} operations, ${result.examplesValidated} examples valid, ${result.warnings.length} lint warnings`,
    );
    for (const warning of result.warnings.filter((line) => !filter || line.includes(filter)))
      console.log(`warning: ${warning}`);
    const changes = breakingChanges(readBaseline(), result.document);
    const missing = new Set(unrecorded(changes, readEntries()));
    console.log(`breaking changes against ${BASELINE_FILE.replace(`${process.cwd()}/`, '')}: ${changes.length}`);
    for (const change of changes)
      console.log(`  ${missing.has(change) ? 'NOT IN THE CHANGELOG' : 'recorded'}: ${change.description}`);
    if (missing.size > 0) {
      console.error(
        `${missing.size} breaking change${missing.size === 1 ? ' is' : 's are'} not recorded in src/data/changelog/entries.json: add an entry for each, or restore what was removed (see openapi/README.md)`,
      );
      process.exit(1);
    }
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
