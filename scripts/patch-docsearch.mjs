#!/usr/bin/env node
/**
 * Runs after `npm install`/`npm ci`. DocSearch 3.9.0 (through its bundled autocomplete core) resets
 * the modal's status to 'idle' right after it sets 'error', so the error screen ('Unable to fetch
 * results' / 'You might want to check your network connection.') never shows, and the failed
 * request surfaces as an unhandled rejection. This keeps the 'error' status and settles that
 * rejection. It edits one statement of the minified bundle by exact match (a patch-package diff of
 * that one-line file is 218 kB and unreviewable) and fails loudly if the bundle changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@docsearch/react/package.json'));
const bundle = path.join(packageDir, 'dist/esm/index.js');
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

const original =
  '}})).finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}));return c.pendingRequests.add(g)}';
const patched =
  '}})).catch((function(e){if("error"!==c.getState().status)throw e})).finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}));return c.pendingRequests.add(g)}';

const source = readFileSync(bundle, 'utf8');
if (source.includes(patched)) {
  console.log(`@docsearch/react ${version}: error-status fix already applied`);
} else if (source.split(original).length === 2) {
  writeFileSync(bundle, source.replace(original, patched));
  console.log(`@docsearch/react ${version}: error-status fix applied`);
} else {
  console.error(
    `scripts/patch-docsearch.mjs: @docsearch/react ${version} does not contain the expected statement in ${bundle}.\n` +
      'The search error screen would never show. Re-check the fix against this version (see the comment in this script).',
  );
  process.exit(1);
}
