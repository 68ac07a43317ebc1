/**
 * Reads the provider's OpenAPI repository (a bare git directory, read-only): which commits change
 * the description, and each version bundled into one document with Redocly, as the site's own
 * description is. Files are taken out with `git archive` into a temporary directory, which leaves
 * the repository (and its index) untouched.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';

/** Where the description lives in every era of the repository: one root that `$ref`s the rest. */
export const DESCRIPTION_ROOT = 'openapi.json';
export const DESCRIPTION_FILES = [DESCRIPTION_ROOT, 'schemas', 'types.json'];

export interface DescriptionCommit {
  hash: string;
  /** The author date, ISO 8601 with its offset. */
  date: string;
}

export function git(repo: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
}

/**
 * The commits of the main line (first parents, so a merged branch counts once, at its merge) that
 * change a file of the description, oldest first.
 */
export function descriptionCommits(repo: string): DescriptionCommit[] {
  return git(repo, ['log', '--first-parent', '--reverse', '--format=%H %aI', '--', ...DESCRIPTION_FILES])
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, date] = line.split(' ') as [string, string];
      return { hash, date };
    });
}

export interface BundledVersion {
  document: Record<string, unknown>;
  /** `$ref`s Redocly could not resolve; a version with any is not compared. */
  unresolved: string[];
}

/** One version of the description, bundled. */
export async function bundleAt(repo: string, commit: string): Promise<BundledVersion> {
  const present = git(repo, ['ls-tree', '--name-only', commit, ...DESCRIPTION_FILES])
    .trim()
    .split('\n')
    .filter(Boolean);
  if (!present.includes(DESCRIPTION_ROOT)) return { document: {}, unresolved: [`${DESCRIPTION_ROOT} is missing`] };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'unit-changelog-'));
  try {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['--git-dir', repo, 'archive', '--format=tar', commit, ...present], {
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    const config = await createConfig({});
    const result = await bundle({ ref: path.join(dir, DESCRIPTION_ROOT), config });
    return {
      document: result.bundle.parsed as Record<string, unknown>,
      unresolved: result.problems
        .filter((problem) => /resolve/i.test(problem.message))
        .map((problem) => problem.message),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The schema names the provider gave at one commit: the keys of `components.schemas`, of
 * `definitions` and of the top level in every file of the description, and the files' own names (a `$ref` to a whole
 * file is bundled under it). A bundled component named otherwise was named by the bundler from a
 * JSON pointer into a file (`relationships`) or to tell two equal names apart (`officer-2`); see
 * ./resolved.ts.
 */
export function providerSchemaNames(repo: string, commit: string): string[] {
  const files = git(repo, ['ls-tree', '-r', '--name-only', commit, '--', ...DESCRIPTION_FILES])
    .trim()
    .split('\n')
    .filter((file) => file.endsWith('.json'));
  if (files.length === 0) return [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'unit-changelog-names-'));
  try {
    const archive = execFileSync('git', ['--git-dir', repo, 'archive', '--format=tar', commit, ...files], {
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    const names = new Set<string>();
    const read = (folder: string) => {
      for (const item of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, item.name);
        if (item.isDirectory()) read(full);
        else if (item.name.endsWith('.json')) {
          let parsed: Record<string, unknown>;
          try {
            parsed = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
          } catch {
            continue; // A file that does not parse has no names; the bundle reports its $refs as unresolved.
          }
          // A `$ref` to the whole file is bundled under the file's name.
          names.add(item.name.replace(/\.json$/, ''));
          for (const name of Object.keys(parsed.definitions ?? {})) names.add(name);
          // Top-level keys (some files are flat maps of schemas), `components.schemas`, and any
          // other top-level `schemas` (one file spells its holder `componenets`).
          for (const [key, holder] of Object.entries(parsed)) {
            names.add(key);
            const schemas = (holder as { schemas?: unknown } | null)?.schemas;
            if (schemas && typeof schemas === 'object') for (const name of Object.keys(schemas)) names.add(name);
          }
        }
      }
    };
    read(dir);
    return [...names].sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
