/**
 * Makes the current openapi/ the breaking-change baseline (openapi/baseline/openapi.json): run it when
 * a release of the reference ships. See openapi/README.md.
 */
import { loadCheckedApiDescription } from '../../plugins/openapi/check';
import { BASELINE_FILE, writeBaseline } from './guard';

loadCheckedApiDescription().then(
  (result) => {
    writeBaseline(result.document);
    console.log(`${BASELINE_FILE.replace(`${process.cwd()}/`, '')} now holds the current description`);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
