/**
 * rehype-prism-plus with the Prism languages of the site's fenced code only. The package's default
 * export registers every language refractor has (`refractor/all`, some 300): loading it was about
 * 0.25 s of every load of the config (`npm start`, the build, the tests), against 0.04 s for these.
 * A fence in a language missing here would be left plain without a word (`ignoreMissing`), so
 * tests/unit/codeHighlighting.test.tsx fails, naming the file, for any fence of docs/ or src/pages/
 * whose language is not registered.
 */
import type * as RefractorCore from 'refractor/core';
import type * as RefractorLanguage from 'refractor/bash';
import type * as RehypePrismGenerator from 'rehype-prism-plus/generator';

import { nodeRequire } from '../nodeRequire';

/**
 * The languages registered, by refractor's file names: the fences' (`html`, `js` and `ts` are
 * aliases of markup, javascript and typescript; `text` is Prism's own plain text), the API samples'
 * (plugins/openapi/highlight.ts: bash, javascript, json, python, on the same refractor) and those
 * that change or fill in theirs (css-extras, js-templates, jsdoc, js-extras…). A language built on
 * another copies its grammar when it is registered, and some change another's, so the order is the
 * one rehype-prism-plus's default export had (`refractor`'s common languages, then `refractor/all`):
 * the highlighted HTML is the same as with it (the build was the same, byte for byte).
 */
export const FENCE_LANGUAGES = [
  // refractor's common languages, in their order
  'clike',
  'bash',
  'markup',
  'css',
  'regex',
  'javascript',
  'json',
  'kotlin',
  'python',
  'ruby',
  'swift',
  'typescript',
  // then refractor/all's order
  'css-extras',
  'groovy',
  'uri',
  'http',
  'javadoclike',
  'js-templates',
  'jsdoc',
  'js-extras',
  'jsx',
  'tsx',
] as const;

const { refractor } = nodeRequire('refractor/core') as typeof RefractorCore;
/**
 * Once per process: refractor is Node's one instance, but Docusaurus loads the config (and this
 * module) afresh more than once, and a language that changes another (js-templates, js-extras) is
 * not registered under a name of its own, so refractor would run it again on an already changed
 * grammar, which fails.
 */
const REGISTERED = Symbol.for('unit-docs:fence-languages');
const marked = refractor as typeof refractor & { [REGISTERED]?: true };
if (!marked[REGISTERED]) {
  for (const language of FENCE_LANGUAGES) {
    refractor.register((nodeRequire(`refractor/${language}`) as typeof RefractorLanguage).default);
  }
  marked[REGISTERED] = true;
}

/** Whether a fence's language is highlighted (or plain text, which needs nothing). */
export const isRegisteredLanguage = (language: string): boolean => refractor.registered(language);

const { default: rehypePrismGenerator } = nodeRequire('rehype-prism-plus/generator') as typeof RehypePrismGenerator;

/** rehype-prism-plus's plugin over the languages above. */
const rehypePrism = rehypePrismGenerator(refractor);
export default rehypePrism;
