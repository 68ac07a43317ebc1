/**
 * Endpoints Unit's Node SDK calls that the provider's description lacks, each dated by the first
 * main-line commit whose resources/ call it. The SDK's resource classes pass a base path to their
 * constructor (`basePath + "/cards"`) and a literal or template path to `httpGet`, `httpPost`, …;
 * calls whose path is a variable or a full path are not read (a limitation the page states).
 */
import { HTTP_METHODS } from './classify';
import { git } from './history';

const HTTP_METHODS_SDK = HTTP_METHODS;

export interface SdkEndpointFact {
  method: string;
  path: string;
  commit: string;
  date: string;
}

const CALL = /this\.http(Get|Post|Patch|Put|Delete)(?:WithInclude)?\s*<[^()]*?>\s*\(\s*(`[^`]*`|"[^"]*"|'[^']*')/g;
const BASE = /super\(\s*\w+\s*,\s*\w+\s*\+\s*(`[^`]*`|"[^"]*"|'[^']*')/;

/** `/${id}/freeze?x=${y}` → `/{}/freeze` (parameters unnamed, so paths compare by shape). */
export function pathShape(value: string): string {
  const path = value
    .split('?')[0]!
    .replace(/\$\{[^}]*\}/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/+$/, '');
  return path || '/';
}

/** Method and path shape of every call in one resource file. */
export function endpointsIn(source: string): { method: string; path: string }[] {
  const base = BASE.exec(source)?.[1]?.slice(1, -1);
  if (base === undefined) return [];
  return [...source.matchAll(CALL)].map((match) => ({
    method: match[1]!.toUpperCase(),
    path: pathShape(base + match[2]!.slice(1, -1)),
  }));
}

export function nodeSdkFacts(repo: string, described: Record<string, unknown>): SdkEndpointFact[] {
  const known = new Set<string>();
  for (const [apiPath, item] of Object.entries((described.paths ?? {}) as Record<string, Record<string, unknown>>))
    for (const method of HTTP_METHODS_SDK) if (item[method]) known.add(`${method.toUpperCase()} ${pathShape(apiPath)}`);
  const commits = git(repo, ['log', '--first-parent', '--reverse', '--format=%H %aI', '--', 'resources'])
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ') as [string, string]);
  const first = new Map<string, SdkEndpointFact>();
  for (const [hash, date] of commits) {
    const files = git(repo, ['ls-tree', '--name-only', hash, 'resources/'])
      .trim()
      .split('\n')
      .filter((file) => file.endsWith('.ts'));
    for (const file of files) {
      for (const endpoint of endpointsIn(git(repo, ['show', `${hash}:${file}`]))) {
        const key = `${endpoint.method} ${endpoint.path}`;
        if (known.has(key) || first.has(key)) continue;
        first.set(key, { ...endpoint, commit: hash, date });
      }
    }
  }
  // Only what the SDK still calls at its newest commit.
  const head = git(repo, ['ls-tree', '--name-only', 'HEAD', 'resources/'])
    .trim()
    .split('\n')
    .filter((file) => file.endsWith('.ts'));
  const now = new Set(
    head.flatMap((file) => endpointsIn(git(repo, ['show', `HEAD:${file}`])).map((e) => `${e.method} ${e.path}`)),
  );
  return [...first.entries()].filter(([key]) => now.has(key)).map(([, fact]) => fact);
}
