/**
 * A real client against the provider's own description: newman (Postman's runner, through its
 * library API) sends the requests of the published Postman collection to a Prism mock of the
 * facts-only skeleton of the provider's OpenAPI description (tests/contract/provider-openapi-skeleton.json),
 * with request validation on. Used by tests/build/newman.test.ts and `npm run bench`.
 *
 * Left out, and counted: multipart uploads (they crash Prism 5.16) and requests whose path the
 * provider's description does not know (Prism could only answer 404). Counted apart from accepted
 * and rejected: requests whose only problems are Prism misreading a deepObject query parameter
 * (see isDeepObjectMisreading).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import newman from 'newman';

const root = path.resolve(import.meta.dirname, '..');
export const COLLECTION = path.join(root, 'build/api/postman-collection.json');
export const SKELETON = path.join(root, 'tests/contract/provider-openapi-skeleton.json');
export const DIFFERENCES = path.join(root, 'tests/contract/provider-differences.json');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * @typedef {{ name: string; operationId: string; method: string; path: string }} RequestInfo
 * @typedef {RequestInfo & { status: number; reason: string; misread?: boolean }} Answer
 * @typedef {{ operationId: string; name: string; rejects: string; why: string; source: string | string[] }} KnownDifference
 * @typedef {{
 *   total: number;
 *   multipart: RequestInfo[];
 *   unknownPath: RequestInfo[];
 *   accepted: Answer[];
 *   misread: Answer[];
 *   rejected: Answer[];
 * }} ProviderRun
 */

/**
 * The provider's path templates, each as a list of segments where `{…}` stands for any value.
 * @param {Record<string, any>} description
 */
function providerOperations(description) {
  /** @type {{ segments: string[]; methods: Set<string> }[]} */
  const operations = [];
  for (const [template, item] of Object.entries(description.paths ?? {})) {
    const methods = new Set(METHODS.filter((method) => method in item).map((method) => method.toUpperCase()));
    operations.push({ segments: template.split('/').filter(Boolean), methods });
  }
  return operations;
}

/**
 * Whether the provider knows a path of the collection: same literal segments, and a parameter where
 * the collection has one (`:name`); names of parameters may differ.
 * @param {{ segments: string[] }[]} operations
 * @param {string[]} segments the collection's path, `:name` for its variables
 */
function knowsPath(operations, segments) {
  return operations.some(
    (operation) =>
      operation.segments.length === segments.length &&
      operation.segments.every((part, index) => {
        const ours = segments[index] ?? '';
        return /^\{.+\}$/.test(part) ? ours.startsWith(':') : part === ours;
      }),
  );
}

/**
 * Every request of a collection (items in folders, depth first).
 * @param {Record<string, any>} group
 * @returns {Record<string, any>[]}
 */
function requestsOf(group) {
  return (group.item ?? []).flatMap((/** @type {Record<string, any>} */ item) =>
    item.request ? [item] : requestsOf(item),
  );
}

/** @param {Record<string, any>} item @returns {RequestInfo} */
function infoOf(item) {
  const url = item.request.url;
  const segments = typeof url === 'string' ? url.split('/') : (url?.path ?? []);
  return {
    name: String(item.name),
    operationId: String(item.id ?? item.name),
    method: String(item.request.method ?? 'GET').toUpperCase(),
    path: `/${segments.join('/')}`,
  };
}

/**
 * Starts Prism on a random port of 127.0.0.1. Prism validates every request and answers an invalid
 * one with an error status. Its own mocked responses are not checked (`--errors` would turn a
 * response that breaks the description's patterns, which Prism's generator ignores, into a 500):
 * this run is about our requests.
 * @param {string} description
 * @returns {Promise<{ origin: string; stop: () => void }>}
 */
export async function startPrism(description) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const binary = path.join(root, 'node_modules/.bin/prism');
  const prism = spawn(binary, ['mock', description, '--port', String(port), '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start on ${description}:\n${output}`)), 60_000);
    /** @param {Buffer} chunk */
    const listen = (chunk) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    prism.stdout.on('data', listen);
    prism.stderr.on('data', listen);
    prism.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code} on ${description}:\n${output}`));
    });
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => prism.kill() };
}

/** @typedef {{ location?: string[]; code?: string; message?: string }} Violation */

/**
 * Prism's validation problems: from its `sl-violations` header, else from its problem document.
 * @param {string} body
 * @param {string | undefined} header
 * @returns {Violation[]}
 */
function violationsOf(body, header) {
  try {
    if (header) return JSON.parse(header);
    return JSON.parse(body).validation ?? [];
  } catch {
    return [];
  }
}

/**
 * Prism's reason for a rejection, in one line.
 * @param {string} body
 * @param {Violation[]} violations
 */
function reasonOf(body, violations) {
  if (violations.length > 0) {
    return violations
      .map((violation) => `${(violation.location ?? []).join('.')}: ${violation.message ?? ''}`)
      .join('; ');
  }
  try {
    const problem = JSON.parse(body);
    return String(problem.detail ?? problem.title ?? body).slice(0, 300);
  } catch {
    return body.slice(0, 300);
  }
}

/**
 * Whether a violation is Prism misreading a deepObject query parameter rather than the request
 * breaking the description. Prism 5.16 lowercases every query key before it reads a deepObject
 * (stoplightio/prism#1268) but looks its properties up in their own case, so it never finds
 * `filter[serviceType]`; and it builds every object property of the filter, sent or not, so it
 * reports the required fields of an object the request never sent.
 * @param {Violation} violation
 * @param {string[]} queryKeys the query keys the request sent
 */
function isDeepObjectMisreading(violation, queryKeys) {
  const [where, parameter, ...path] = violation.location ?? [];
  const missing = /required property '([^']+)'/.exec(violation.message ?? '')?.[1];
  if (where !== 'query' || violation.code !== 'required' || !parameter || !missing) return false;
  const keys = queryKeys.map((key) => key.replace(/^[^[]+/, (name) => name.toLowerCase()));
  const bracketed = (/** @type {string[]} */ parts) => `${parameter}${parts.map((part) => `[${part}]`).join('')}`;
  if (keys.includes(bracketed([...path, missing]))) return true;
  return path.length > 0 && !keys.some((key) => key.startsWith(bracketed(path)));
}

/**
 * Runs the collection's requests the provider's description knows against a mock of it.
 * @param {{ collection?: string; skeleton?: string }} [files]
 * @returns {Promise<ProviderRun>}
 */
export async function runAgainstProvider({ collection = COLLECTION, skeleton = SKELETON } = {}) {
  const definition = JSON.parse(readFileSync(collection, 'utf8'));
  const operations = providerOperations(JSON.parse(readFileSync(skeleton, 'utf8')));
  const all = requestsOf(definition);
  /** @type {RequestInfo[]} */
  const multipart = [];
  /** @type {RequestInfo[]} */
  const unknownPath = [];
  /** @type {Map<string, RequestInfo>} */
  const sent = new Map();
  for (const item of all) {
    const info = infoOf(item);
    if (item.request.body?.mode === 'formdata') multipart.push(info);
    else if (!knowsPath(operations, info.path.split('/').filter(Boolean))) unknownPath.push(info);
    else sent.set(info.operationId, info);
  }
  // The same collection, flat, holding only the requests to send.
  const toSend = { ...definition, item: all.filter((item) => sent.has(String(item.id ?? item.name))) };

  const mock = await startPrism(skeleton);
  try {
    /** @type {Answer[]} */
    const answers = [];
    await new Promise((resolve, reject) => {
      newman
        .run({
          collection: toSend,
          envVar: [
            { key: 'baseUrl', value: mock.origin },
            { key: 'secureBaseUrl', value: mock.origin },
            { key: 'token', value: 'dummy-token-for-the-mock' },
          ],
          reporters: [],
          timeoutRequest: 15_000,
        })
        .on('request', (error, args) => {
          const info = sent.get(String(args.item.id ?? args.item.name));
          if (!info) return;
          if (error) answers.push({ ...info, status: 0, reason: error.message });
          else {
            const status = args.response.code;
            const body = args.response.stream?.toString() ?? '';
            const violations = violationsOf(body, args.response.headers.get('sl-violations'));
            const queryKeys = args.request.url.query
              .all()
              .filter(
                (/** @type {{ key: string | null; disabled?: boolean }} */ parameter) =>
                  !parameter.disabled && parameter.key,
              )
              .map((/** @type {{ key: string | null }} */ parameter) => String(parameter.key));
            const misread =
              status === 422 &&
              violations.length > 0 &&
              violations.every((violation) => isDeepObjectMisreading(violation, queryKeys));
            answers.push({ ...info, status, reason: status >= 400 ? reasonOf(body, violations) : '', misread });
          }
        })
        .on('done', (error) => (error ? reject(error) : resolve(undefined)));
    });
    const missing = [...sent.values()].filter(
      (info) => !answers.some((answer) => answer.operationId === info.operationId),
    );
    for (const info of missing) answers.push({ ...info, status: 0, reason: 'newman sent no request' });
    return {
      total: all.length,
      multipart,
      unknownPath,
      accepted: answers.filter((answer) => answer.status >= 200 && answer.status < 400),
      misread: answers.filter((answer) => answer.misread),
      rejected: answers.filter((answer) => (answer.status < 200 || answer.status >= 400) && !answer.misread),
    };
  } finally {
    mock.stop();
  }
}

/**
 * The known differences: requests the provider's description rejects because it is wrong or stale.
 * @param {string} [file]
 * @returns {KnownDifference[]}
 */
export function readDifferences(file = DIFFERENCES) {
  const list = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(list)) throw new Error(`${file}: expected a list of known differences`);
  for (const [index, entry] of list.entries()) {
    for (const key of ['operationId', 'name', 'rejects', 'why']) {
      if (typeof entry?.[key] !== 'string' || entry[key].trim() === '') {
        throw new Error(`${file}: entry ${index} (${entry?.operationId ?? '?'}) needs a non-empty "${key}"`);
      }
    }
    const sources = [entry.source].flat();
    if (sources.length === 0 || !sources.every((source) => typeof source === 'string' && source.trim() !== '')) {
      throw new Error(`${file}: entry ${index} (${entry.operationId}) needs a "source" (a string or a list of them)`);
    }
  }
  return list;
}
