/**
 * The W3C HTML checker (the Nu Html Checker of the `vnu-jar` package, run on the machine's Java) on
 * one built page of each page type of tests/performance/pageTypes.mjs, the search page and the 404
 * page, in one run. Any error fails, naming the page and the checker's message; so does any warning
 * not in IGNORED_WARNINGS, each ignored with its reason. Info messages are not problems.
 * `.ci/run` installs Debian's default-jre-headless when `java` is missing.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

import { PAGE_TYPES } from '../performance/pageTypes.mjs';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const VNU_JAR = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

/** Warnings that are not ours to fix, each with why (none today). */
const IGNORED_WARNINGS: { pattern: RegExp; reason: string }[] = [];

interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const PAGES = [
  ...PAGE_TYPES.map(({ name, route }) => ({ name, route })),
  { name: 'search', route: '/docs/search/' },
  { name: '404', route: '/docs/404.html' },
];

/** The built file of a route: the page's index.html, or the 404 page's own file. */
function fileOf(route: string): string {
  const relative = route.replace(/^\/docs\//, '');
  const file = path.join(buildDir, relative.endsWith('.html') ? relative : path.join(relative, 'index.html'));
  if (!existsSync(file)) throw new Error(`${file} is missing: run the production build first`);
  return file;
}

/** A problem, if the checker's message is one: every error, and warnings not ignored with a reason. */
function isProblem(message: CheckerMessage): boolean {
  if (message.type === 'info' && message.subType !== 'warning') return false;
  if (message.type === 'info') return !IGNORED_WARNINGS.some(({ pattern }) => pattern.test(message.message));
  return true;
}

describe('the W3C HTML checker on one page of each type', () => {
  it('finds no error and no unexplained warning', async () => {
    const files = PAGES.map(({ route }) => ({ route, file: fileOf(route) }));
    let stdout: string;
    try {
      // The checker exits with 1 when it reports errors; its JSON report is on stdout either way.
      ({ stdout } = await run('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files.map(({ file }) => file)], {
        maxBuffer: 64 * 1024 * 1024,
      }));
    } catch (error) {
      const failed = error as NodeJS.ErrnoException & { stdout?: string };
      if (failed.code === 'ENOENT') {
        throw new Error('java is not installed: the HTML checker needs it (Debian: apt-get install default-jre-headless)');
      }
      if (!failed.stdout) throw error;
      stdout = failed.stdout;
    }
    const { messages } = JSON.parse(stdout) as { messages: CheckerMessage[] };
    const pageOf = (url = '') =>
      files.find(({ file }) => url.endsWith(file.split(path.sep).join('/')))?.route ?? (url || 'the checker');
    const problems = messages
      .filter(isProblem)
      .map(
        (message) =>
          `${pageOf(message.url)}${message.lastLine ? ` line ${message.lastLine}` : ''}: ${message.type}${message.subType ? ` (${message.subType})` : ''}: ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : ''}`,
      );
    expect(problems, problems.join('\n')).toEqual([]);
  }, 120_000);
});
