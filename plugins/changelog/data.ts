/**
 * Reads the committed changelog data (src/data/changelog/entries.json). The build, the feed, the
 * badges and the MCP server read only this file: no network, no clone of the provider's repository.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { ChangelogEntry } from './entries';

export const ENTRIES_FILE = path.resolve(__dirname, '../../src/data/changelog/entries.json');

export function readEntries(file = ENTRIES_FILE): ChangelogEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${path.relative(process.cwd(), file)}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  if (!Array.isArray(parsed)) throw new Error(`${path.relative(process.cwd(), file)}: expected an array of entries`);
  return parsed as ChangelogEntry[];
}
