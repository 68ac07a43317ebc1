/**
 * Highlights the API components' code at build time, with the same Prism grammars (refractor) and
 * token classes as fenced code in MDX, so no highlighter ships to the browser.
 */
import { toHtml } from 'hast-util-to-html';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import python from 'refractor/python';

refractor.register(bash);
refractor.register(javascript);
refractor.register(json);
refractor.register(python);

export function highlightToHtml(code: string, language: 'bash' | 'javascript' | 'json' | 'python'): string {
  return toHtml(refractor.highlight(code, language));
}
