/** Maps parts of the bundled document back to the split files they come from, for error messages. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The file each path item of the root document points at, e.g. '/cards' → 'openapi/resources/cards.yaml'. */
export function pathSources(rootFile: string): Map<string, string> {
  const root = parse(readFileSync(rootFile, 'utf8')) as { paths?: Record<string, { $ref?: string }> };
  const sources = new Map<string, string>();
  for (const [apiPath, item] of Object.entries(root.paths ?? {})) {
    const file = item.$ref ? path.resolve(path.dirname(rootFile), item.$ref.split('#')[0] ?? '') : rootFile;
    sources.set(apiPath, path.relative(process.cwd(), file));
  }
  return sources;
}
