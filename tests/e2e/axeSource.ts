/**
 * axe's minified build: the same code as `axe.source` of axe-core, which is its unminified build
 * (1.5 MB against 0.65 MB). A page parses it at every injection; the unminified one took about a
 * quarter of a second per page load in the crawl (accessibility.test.ts). `@axe-core/playwright`
 * takes it as `axeSource`.
 */
import { readFileSync } from 'node:fs';

export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
