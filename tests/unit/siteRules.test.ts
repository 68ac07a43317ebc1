/**
 * The site's behaviour rules live in CONTRIBUTING.md (section "Site rules"). Comments and tests cite
 * them as `CONTRIBUTING.md#<anchor>`. This test fails when a file cites the numbered sections of the
 * old specification document, which is not in the repository ("spec §2", or a bare "§9" in code),
 * or cites an anchor that CONTRIBUTING.md does not have.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const rulesFile = path.join(root, 'CONTRIBUTING.md');

/** Folders that hold no source of ours: installed packages, build output, caches, reports. */
const SKIPPED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'build',
  'build-stock',
  '.docusaurus',
  '.docusaurus-stock',
  '.cache-loader',
  'coverage',
  'test-results',
  'playwright-report',
  'bench-results',
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|mdx?|css|ya?ml|json|sh|txt)$|^run$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json' ? [full] : [];
  });
}

/**
 * A heading's anchor as GitHub and Docusaurus make it for plain headings: lower case, punctuation
 * other than hyphens dropped, spaces as hyphens. (Written here because github-slugger is only a
 * transitive dependency; the test below keeps the headings plain, where this rule is exact.)
 */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  const headings = markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.[1] ?? []);
  return new Set(headings.map(anchorOf));
}

/** Each `CONTRIBUTING.md#anchor` citation in a text, with its line number. */
function citationsIn(text: string): { anchor: string; line: number }[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(/CONTRIBUTING\.md#([\w-]*)/g)].map((match) => ({ anchor: match[1] ?? '', line: index + 1 })),
    );
}

/** Lines that cite the old specification's numbered sections. */
function oldSpecCitationsIn(text: string, isContent: boolean): number[] {
  // Content pages may quote a legal section sign ("12 CFR § 1005"); code and tooling may not use it at all.
  const citation = isContent ? /\bspec\s*§/i : /\bspec\s*§|§\s*\d/i;
  return text.split('\n').flatMap((line, index) => (citation.test(line) ? [index + 1] : []));
}

// This file names the old forms on purpose, to check that they are found.
const files = sourceFiles(root).filter((file) => file !== __filename);
const relative = (file: string) => path.relative(root, file);

describe('site rules (CONTRIBUTING.md)', () => {
  const rules = readFileSync(rulesFile, 'utf8');
  const anchors = anchorsIn(rules);

  it('has a plain heading for each rule, so that its anchor is stable', () => {
    const siteRules = rules.slice(rules.indexOf('## Site rules'));
    const headings = [...siteRules.matchAll(/^### (.+)$/gm)].map((match) => match[1] ?? '');
    expect(headings.length).toBeGreaterThan(5);
    for (const heading of headings) expect(heading, heading).toMatch(/^[A-Za-z][A-Za-z0-9 ]*$/);
    expect(new Set(headings.map(anchorOf)).size).toBe(headings.length);
  });

  it('is cited instead of the old specification\'s numbered sections ("spec §N")', () => {
    const found = files.flatMap((file) =>
      oldSpecCitationsIn(readFileSync(file, 'utf8'), relative(file).startsWith(`docs${path.sep}`)).map(
        (line) => `${relative(file)}:${line}`,
      ),
    );
    expect(found, 'cite the rule in CONTRIBUTING.md instead, e.g. CONTRIBUTING.md#hiding-header').toEqual([]);
  });

  it('has every anchor that a file cites', () => {
    const cited = files.flatMap((file) =>
      citationsIn(readFileSync(file, 'utf8')).map((citation) => ({ ...citation, file: relative(file) })),
    );
    expect(cited.length).toBeGreaterThan(20);
    const missing = cited
      .filter(({ anchor }) => !anchors.has(anchor))
      .map(({ file, line, anchor }) => `${file}:${line} cites CONTRIBUTING.md#${anchor}`);
    expect(missing, `anchors of CONTRIBUTING.md: ${[...anchors].join(', ')}`).toEqual([]);
  });

  it('finds old citations and unknown anchors in the forms they take', () => {
    expect(oldSpecCitationsIn('/** The header of spec §2 and §4. */', false)).toEqual([1]);
    expect(oldSpecCitationsIn('ok\n * with the constants of §9', false)).toEqual([2]);
    expect(oldSpecCitationsIn('Under 12 CFR § 1005.6 the customer…', true)).toEqual([]);
    expect(citationsIn('a\n// CONTRIBUTING.md#hiding-header and CONTRIBUTING.md#nope')).toEqual([
      { anchor: 'hiding-header', line: 2 },
      { anchor: 'nope', line: 2 },
    ]);
    expect(anchorsIn('# A\n### Hiding header\n```\n# not a heading\n```\n').has('not-a-heading')).toBe(false);
    expect(anchorOf('Sections and sidebars')).toBe('sections-and-sidebars');
  });
});
