/**
 * Where each operation is documented: every operation of the description is placed on exactly one
 * page with <Operation id="…" />, or listed in openapi/unplaced.yaml with the reason it is not.
 *
 * Placements are read from the MDX tree, parsed as Docusaurus parses the pages, and found in it by
 * the same function that finds the components to render (apiComponentsIn, remarkApiComponents.ts):
 * whatever renders an operation places it, however its attributes are ordered or laid out, and an
 * <Operation> shown inside a code block places nothing.
 *
 * Why the files are parsed here rather than collected by the remark plugin as Docusaurus compiles
 * them: Docusaurus compiles MDX per file, lazily, in webpack loaders (skipping what its cache holds,
 * and in `npm start` only the pages opened), while this check needs every placement at once and
 * early. The openapi plugin checks placements in loadContent, before rendering, whose errors name
 * the page (`npm start` checks them after the first compile, in the process of its other checks of
 * openapi/: devCheckProcess.ts); the Postman plugin links each request to its page in its own
 * loadContent. Parsing (not compiling) each file here is cheap, gives the whole set before anything
 * needs it, in `npm start` too, and a file is parsed again only when its text changes, however many
 * plugins ask.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

import { parseDocsMdx } from './mdxTree';
import { apiComponentsIn } from './remarkApiComponents';
import { listOperations, type OpenApiDocument } from './types';

/** Operations documented on no page on purpose, each with the reason. */
export const UNPLACED_FILE = path.resolve(__dirname, '../../openapi/unplaced.yaml');

/** The operation ids each file places, by absolute path, with the text they were read from. */
const parsedFiles = new Map<string, { text: string; operationIds: string[] }>();

/**
 * Whether a page's text may hold an <Operation> element (MDX reads `<Operation` only when the name
 * follows `<` at once). Most pages hold none, and parsing them all took about 5 s of every start of
 * `npm start` and of every build; a page without it places nothing, so it is not parsed.
 */
export function mayPlaceOperations(text: string): boolean {
  return /<Operation\b/.test(text);
}

/** The operations a file places, in page order. */
function operationsPlacedIn(file: string, where: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (!mayPlaceOperations(text)) return [];
  const parsed = parsedFiles.get(file);
  if (parsed?.text === text) return parsed.operationIds;
  let tree;
  try {
    tree = parseDocsMdx(file, text);
  } catch (error) {
    throw new Error(
      `${where}: the MDX could not be parsed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  const operationIds = apiComponentsIn(tree, where)
    .filter((use) => use.name === 'Operation')
    .map((use) => use.key);
  parsedFiles.set(file, { text, operationIds });
  return operationIds;
}

/** Operation id → the files (relative to the working directory) that place it. */
export function findPlacements(docsDir: string): Map<string, string[]> {
  const placements = new Map<string, string[]>();
  const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
  for (const file of files.sort()) {
    const absolute = path.join(docsDir, file);
    const relative = path.relative(process.cwd(), absolute);
    for (const id of operationsPlacedIn(absolute, relative)) {
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

/** The placements of the operations of `document` in the pages of `docsDir`, and their problems. */
export function checkPlacements(
  document: OpenApiDocument,
  docsDir: string,
): { placements: Map<string, string[]>; problems: string[] } {
  const placements = findPlacements(docsDir);
  const problems = placementProblems(
    listOperations(document).map((operation) => operation.id),
    placements,
    readUnplaced(UNPLACED_FILE),
    path.relative(process.cwd(), UNPLACED_FILE),
  );
  return { placements, problems };
}
