/**
 * Endpoints Unit's hand-written SDKs (Node, Python, Ruby) call that the provider's description
 * lacks, each dated by the first main-line commit whose resource files call it. Each SDK builds its
 * paths its own way, read here with one pattern per language:
 * - Node: a base path in the constructor (`basePath + "/cards"`) and a literal or template path in
 *   `this.httpGet`, `this.httpPost`, …;
 * - Python: `super().__init__("cards", …)` and `super().get(f"{self.resource}/{card_id}")`, …;
 * - Ruby: `HttpHelper.post("#{api_url}/cards/#{card_id}/close", …)`.
 * Calls whose path is a variable, or built elsewhere, are not read (a limitation the page states).
 * The Java SDK is generated from the OpenAPI description, so its history adds nothing to it.
 */
import { HTTP_METHODS } from './classify';
import { git } from './history';

export const SDK_REPOSITORIES = {
  node: 'unit-finance/unit-node-sdk',
  python: 'unit-finance/unit-python-sdk',
  ruby: 'unit-finance/unit-ruby-sdk',
} as const;
export type SdkName = keyof typeof SDK_REPOSITORIES;

export interface SdkEndpointFact {
  sdk: SdkName;
  method: string;
  path: string;
  commit: string;
  date: string;
}

/** `/${id}/freeze?x=${y}`, `/{card_id}`, `/#{id}` → `/{}/freeze`, … (parameters unnamed, so paths compare by shape). */
export function pathShape(value: string): string {
  const path = value
    .split('?')[0]!
    .replace(/[$#]\{[^}]*\}/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

interface Endpoint {
  method: string;
  path: string;
}

const NODE_CALL = /this\.http(Get|Post|Patch|Put|Delete)(?:WithInclude)?\s*<[^()]*?>\s*\(\s*(`[^`]*`|"[^"]*"|'[^']*')/g;
const NODE_BASE = /super\(\s*\w+\s*,\s*\w+\s*\+\s*(`[^`]*`|"[^"]*"|'[^']*')/;
const PYTHON_BASE = /super\(\)\.__init__\(\s*(["'])([^"']*)\1/;
const PYTHON_CALL = /super\(\)\.(get|post|post_create|patch|put|delete)\(\s*(f?"[^"]*"|f?'[^']*'|self\.resource\b)/g;
const RUBY_CALL = /HttpHelper\.(get|post|patch|put|delete)\(\s*"#\{api_url\}([^"]*)"/g;

/** Method and path shape of every call in one resource file of the SDK. */
export function endpointsIn(sdk: SdkName, source: string): Endpoint[] {
  if (sdk === 'node') {
    const base = NODE_BASE.exec(source)?.[1]?.slice(1, -1);
    if (base === undefined) return [];
    return [...source.matchAll(NODE_CALL)].map((match) => {
      const literal = match[2]!.slice(1, -1);
      // A resource that keeps the API's own base path in a field (`this.basePath`, as cashDeposits.ts
      // does for `/store-locations`) calls a path from the API root, not from its resource path.
      const fromRoot = literal.startsWith('${this.basePath}');
      return {
        method: match[1]!.toUpperCase(),
        path: pathShape(fromRoot ? literal.slice('${this.basePath}'.length) : base + literal),
      };
    });
  }
  if (sdk === 'python') {
    const base = PYTHON_BASE.exec(source)?.[2];
    if (base === undefined) return [];
    return [...source.matchAll(PYTHON_CALL)].map((match) => {
      const argument = match[2]!;
      const literal = argument === 'self.resource' ? base : argument.replace(/^f/, '').slice(1, -1);
      return {
        method: match[1] === 'post_create' ? 'POST' : match[1]!.toUpperCase(),
        path: pathShape(literal.replaceAll('{self.resource}', base)),
      };
    });
  }
  return [...source.matchAll(RUBY_CALL)].map((match) => ({
    method: match[1]!.toUpperCase(),
    path: pathShape(match[2]!),
  }));
}

const RESOURCE_FILES: Record<SdkName, { dir: string; extension: string }> = {
  node: { dir: 'resources/', extension: '.ts' },
  python: { dir: 'unit/api/', extension: '.py' },
  ruby: { dir: 'lib/unit/api_resources/', extension: '.rb' },
};

function resourceFiles(repo: string, sdk: SdkName, commit: string): string[] {
  const { dir, extension } = RESOURCE_FILES[sdk];
  return git(repo, ['ls-tree', '-r', '--name-only', commit, '--', dir])
    .trim()
    .split('\n')
    .filter((file) => file.endsWith(extension));
}

/**
 * Endpoints the SDK calls at its newest commit that `described` lacks, each with the first commit
 * (on the main line) that called it. Only files a commit changes are read again.
 */
export function sdkEndpointFacts(repo: string, sdk: SdkName, described: Record<string, unknown>): SdkEndpointFact[] {
  const known = new Set<string>();
  for (const [apiPath, item] of Object.entries((described.paths ?? {}) as Record<string, Record<string, unknown>>))
    for (const method of HTTP_METHODS) if (item[method]) known.add(`${method.toUpperCase()} ${pathShape(apiPath)}`);
  const commits = git(repo, ['log', '--first-parent', '--reverse', '--format=%H %aI', '--', RESOURCE_FILES[sdk].dir])
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ') as [string, string]);
  const first = new Map<string, SdkEndpointFact>();
  const byFile = new Map<string, Endpoint[]>();
  let previous: string | undefined;
  for (const [hash, date] of commits) {
    const files = new Set(resourceFiles(repo, sdk, hash));
    const changed = previous
      ? git(repo, ['diff', '--name-only', previous, hash, '--', RESOURCE_FILES[sdk].dir]).trim().split('\n')
      : [...files];
    for (const file of byFile.keys()) if (!files.has(file)) byFile.delete(file);
    for (const file of changed)
      if (files.has(file)) byFile.set(file, endpointsIn(sdk, git(repo, ['show', `${hash}:${file}`])));
    for (const endpoint of [...byFile.values()].flat()) {
      const key = `${endpoint.method} ${endpoint.path}`;
      if (known.has(key) || first.has(key)) continue;
      first.set(key, { sdk, ...endpoint, commit: hash, date });
    }
    previous = hash;
  }
  const now = new Set(
    resourceFiles(repo, sdk, 'HEAD').flatMap((file) =>
      endpointsIn(sdk, git(repo, ['show', `HEAD:${file}`])).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    ),
  );
  return [...first.entries()].filter(([key]) => now.has(key)).map(([, fact]) => fact);
}
