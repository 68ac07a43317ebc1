#!/usr/bin/env node
/**
 * `npm start`, `npm run build` and `npm run docusaurus -- <command>`: Docusaurus's own CLI, with the
 * config loaded through swc instead of Babel (./configTranspiler.cjs). The arguments are Docusaurus's.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
require('./configTranspiler.cjs').useSwcForConfig();
await import(pathToFileURL(require.resolve('@docusaurus/core/bin/docusaurus.mjs')).href);
