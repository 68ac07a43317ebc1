#!/usr/bin/env node
/**
 * `npm run provider:skeleton [-- <provider-openapi.json> [<output>]]`: writes a facts-only skeleton of
 * the provider's public OpenAPI description, which the newman test (tests/build/newman.test.ts) mocks
 * with Prism. The repository may not hold the provider's prose, so the skeleton keeps paths, methods,
 * parameters, request bodies, responses, schemas, types, formats, enums, required lists, `$ref`s,
 * servers and security, and drops every `description`, `summary`, `title`, `example`, `examples`,
 * `externalDocs` and `x-*` key (a Response Object keeps an empty `description`, which OpenAPI
 * requires). Property names such as `description` stay: they are facts.
 * Defaults: ../shared/reference/provider-openapi.json beside the main checkout (the same folder from a
 * git worktree) → tests/contract/provider-openapi-skeleton.json.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** The main checkout: the repository root itself, or for a git worktree the checkout it belongs to. */
function mainCheckout() {
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return path.dirname(common);
  } catch {
    return root;
  }
}
export const DEFAULT_SOURCE = path.resolve(mainCheckout(), '../shared/reference/provider-openapi.json');
export const SKELETON = path.join(root, 'tests/contract/provider-openapi-skeleton.json');

/** Keys whose values are prose or samples, dropped wherever they are OpenAPI or JSON Schema keywords. */
export const PROSE_KEYS = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs']);
/** @param {string} key */
export const isProseKey = (key) => PROSE_KEYS.has(key) || key.startsWith('x-');

/**
 * Keywords whose value is a map from names (paths, status codes, property names, media types…) to
 * objects: its keys are facts, never keywords, so a property called `description` stays.
 */
const NAME_MAPS = new Set([
  'paths',
  'responses',
  'schemas',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'callbacks',
  'links',
  'content',
  'encoding',
  'variables',
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
]);
/** Keywords whose value is data (kept exactly as it is, never walked). */
const LITERALS = new Set(['enum', 'const', 'default', 'required', 'mapping', 'security']);

/**
 * @param {unknown} node
 * @param {'keywords' | 'names' | 'responses'} keys what the keys of `node` are: keywords, names, or
 *   status codes (or names) of Response Objects
 * @returns {unknown}
 */
function strip(node, keys = 'keywords') {
  if (Array.isArray(node)) return node.map((item) => strip(item));
  if (node === null || typeof node !== 'object') return node;
  /** @type {Record<string, unknown>} */
  const kept = {};
  for (const [key, value] of Object.entries(node)) {
    if (keys === 'responses') kept[key] = responseOf(value);
    else if (keys === 'names') kept[key] = strip(value);
    else if (isProseKey(key)) continue;
    else if (LITERALS.has(key)) kept[key] = value;
    else if (Array.isArray(value) || !NAME_MAPS.has(key)) kept[key] = strip(value);
    else kept[key] = strip(value, key === 'responses' ? 'responses' : 'names');
  }
  return kept;
}

/**
 * A Response Object keeps an empty `description`: OpenAPI requires the key, and Prism cannot mock a
 * response without it (it answers 500).
 * @param {unknown} response
 */
function responseOf(response) {
  const kept = strip(response);
  if (kept === null || typeof kept !== 'object' || '$ref' in kept) return kept;
  return { description: '', ...kept };
}

/**
 * The skeleton of a parsed OpenAPI document. `info` keeps the provider's version; its title (OpenAPI
 * requires one) is ours.
 * @param {Record<string, any>} description
 */
export function skeletonOf(description) {
  const { openapi, info, ...rest } = description;
  if (typeof openapi !== 'string' || typeof rest.paths !== 'object') {
    throw new Error('not an OpenAPI description: it needs `openapi` and `paths`');
  }
  const facts = /** @type {Record<string, unknown>} */ (strip(rest));
  return { openapi, info: { title: 'Skeleton', version: String(info?.version ?? '') }, ...facts };
}

/** @param {string} source */
export function skeletonText(source) {
  let description;
  try {
    description = JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    throw new Error(`${source}: ${/** @type {Error} */ (error).message}`);
  }
  try {
    return `${JSON.stringify(skeletonOf(description), null, 1)}\n`;
  } catch (error) {
    throw new Error(`${source}: ${/** @type {Error} */ (error).message}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const source = path.resolve(process.argv[2] ?? DEFAULT_SOURCE);
  const output = path.resolve(process.argv[3] ?? SKELETON);
  const text = skeletonText(source);
  writeFileSync(output, text);
  console.log(`${path.relative(root, output)}: ${(text.length / 1024).toFixed(0)} kB from ${source}`);
}
