/**
 * Where each operation is documented: every operation of the description is placed on exactly one
 * page with <Operation id="…" />, or listed in openapi/unplaced.yaml with the reason it is not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const OPERATION_TAG = /<Operation\s+id="([^"]+)"/g;

export function findPlacements(docsDir: string): Map<string, string[]> {
  const placements = new Map<string, string[]>();
  const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  for (const file of files.sort()) {
    const relative = path.relative(process.cwd(), path.join(docsDir, file));
    for (const match of readFileSync(path.join(docsDir, file), 'utf8').matchAll(OPERATION_TAG)) {
      const id = match[1]!;
      placements.set(id, [...(placements.get(id) ?? []), relative]);
    }
  }
  return placements;
}

export function readUnplaced(file: string): Map<string, string> {
  const entries = (parse(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>;
  return new Map(Object.entries(entries).map(([id, reason]) => [id, String(reason)]));
}

/** Problems with the placement of operations; empty when every operation has one home. */
export function placementProblems(
  operationIds: readonly string[],
  placements: Map<string, string[]>,
  unplaced: Map<string, string>,
  unplacedFile: string,
): string[] {
  const known = new Set(operationIds);
  const problems: string[] = [];
  for (const [id, files] of placements) {
    if (!known.has(id))
      problems.push(`${files.join(', ')}: <Operation id="${id}" /> names no operation of the API description`);
    else if (files.length > 1)
      problems.push(
        `${files.join(', ')}: operation ${id} is placed ${files.length} times; place it once and link to it`,
      );
    if (unplaced.has(id)) problems.push(`${unplacedFile}: ${id} is listed as unplaced but ${files[0]} places it`);
  }
  for (const id of operationIds) {
    if (!placements.has(id) && !unplaced.has(id)) {
      problems.push(
        `${id} is on no page: add <Operation id="${id}" /> to a page of docs/api/, or list it in ${unplacedFile} with a reason`,
      );
    }
  }
  for (const id of unplaced.keys()) {
    if (!known.has(id)) problems.push(`${unplacedFile}: ${id} is not an operation of the API description`);
  }
  return problems;
}
