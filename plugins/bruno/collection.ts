/**
 * The Bruno collection of the API (Bruno's collection JSON, the format its "Import collection" takes),
 * made from the bundled description by Bruno's own converter (`openApiToBruno` of
 * @usebruno/converters), which also checks it against Bruno's collection schema, and then reshaped
 * to match the Postman collection (plugins/postman):
 * - the same variables: `baseUrl` on the sandbox, `token` empty (the collection's bearer auth reads
 *   `{{token}}`; every request inherits it), and `secureBaseUrl` for the operation on the secure
 *   card-data host; as collection variables, and in one "Sandbox" environment whose `token` is
 *   marked secret, so Bruno keeps a token typed there out of the collection's files;
 * - operations whose own server is the sandbox host (the sandbox simulations) use `{{baseUrl}}`
 *   instead of the converter's per-request copy of it;
 * - the converter's random uids are replaced by stable ones, so two builds give the same file.
 * Folders are the converter's, one per tag of the description, under the tag's own name.
 */
import { openApiToBruno } from '@usebruno/converters';

import { shortHash } from '../../src/site/shortHash.mjs';
import { BASE_URL_VARIABLE, otherHostVariable, sandboxServer, TOKEN_VARIABLE } from '../postman/collection';
import { listOperations, type OpenApiDocument } from '../openapi/types';

interface BrunoVariable {
  uid: string;
  name: string;
  value: string;
  enabled: boolean;
  [key: string]: unknown;
}

export interface BrunoItem {
  uid: string;
  name: string;
  type: string;
  items?: BrunoItem[];
  request?: {
    url: string;
    method: string;
    auth?: { mode: string };
    headers?: { name: string; value: string }[];
    body?: { mode: string; json?: string | null };
    vars?: { req?: BrunoVariable[]; res?: BrunoVariable[] };
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

export interface BrunoCollection {
  version: '1';
  uid: string;
  name: string;
  items: BrunoItem[];
  environments: { uid: string; name: string; variables: (BrunoVariable & { type: 'text'; secret: boolean })[] }[];
  root: {
    request: { auth: { mode: string; bearer?: { token: string } | null }; vars?: { req: BrunoVariable[] } };
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

export class BrunoCollectionError extends Error {
  override name = 'BrunoCollectionError';
}

/** Every request of a collection, however deep its folders. */
export function brunoRequests(items: readonly BrunoItem[]): BrunoItem[] {
  return items.flatMap((item) =>
    item.request && item.type.endsWith('request') ? [item] : brunoRequests(item.items ?? []),
  );
}

/** "POST /cards/{cardId}/freeze" for a request `{{baseUrl}}/cards/:cardId/freeze`. */
export function brunoRequestKey(request: NonNullable<BrunoItem['request']>): string {
  const apiPath = request.url.replace(/^\{\{\w+\}\}/, '').replace(/:(\w+)/g, '{$1}');
  return `${request.method.toUpperCase()} ${apiPath.split('?')[0]}`;
}

const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A uid in Bruno's shape (21 letters and digits), derived from a name: the same on every build. */
export function stableBrunoUid(name: string): string {
  // 21 bytes of the digest, one letter each.
  const bytes = Buffer.from(shortHash(name, 42), 'hex');
  return Array.from(bytes, (byte) => UID_ALPHABET[byte % UID_ALPHABET.length]).join('');
}

/** Replaces every `uid` by a stable one named after where it sits, and `itemUid` references to match. */
function stabiliseUids(collection: BrunoCollection): void {
  const renamed = new Map<string, string>();
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) return value.forEach((entry, index) => visit(entry, `${where}/${index}`));
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const name = typeof record.name === 'string' ? record.name : '';
    if (typeof record.uid === 'string') {
      const uid = stableBrunoUid(`unit-docs:bruno:${where}:${name}`);
      renamed.set(record.uid, uid);
      record.uid = uid;
    }
    for (const [key, child] of Object.entries(record)) visit(child, `${where}/${key}`);
  };
  visit(collection, '');
  const relink = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(relink);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.itemUid === 'string') record.itemUid = renamed.get(record.itemUid) ?? record.itemUid;
    Object.values(record).forEach(relink);
  };
  relink(collection);
}

export function buildBrunoCollection(document: OpenApiDocument): BrunoCollection {
  // The converter may annotate what it is given; it gets its own copy.
  const collection = openApiToBruno(structuredClone(document), { groupBy: 'tags' }) as BrunoCollection;
  const baseUrl = sandboxServer(document);
  const hostVariables = new Map<string, string>([[baseUrl, BASE_URL_VARIABLE]]);
  const requests = brunoRequests(collection.items);
  const problems: string[] = [];

  for (const item of requests) {
    const request = item.request!;
    const vars = request.vars?.req ?? [];
    const own = vars.find((variable) => variable.name === BASE_URL_VARIABLE);
    if (own) {
      const host = String(own.value).replace(/\/$/, '');
      const name = hostVariables.get(host) ?? otherHostVariable(host);
      hostVariables.set(host, name);
      request.url = request.url.replace(`{{${BASE_URL_VARIABLE}}}`, `{{${name}}}`);
      request.vars!.req = vars.filter((variable) => variable !== own);
    }
    if (request.auth?.mode !== 'inherit') problems.push(`${brunoRequestKey(request)}: auth is ${request.auth?.mode}`);
  }
  const made = new Set(requests.map((item) => brunoRequestKey(item.request!)));
  for (const operation of listOperations(document)) {
    const key = `${operation.method.toUpperCase()} ${operation.path}`;
    if (!made.has(key)) problems.push(`${operation.id} (${key}): the converter made no request for it`);
  }
  if (collection.root.request.auth.bearer?.token !== `{{${TOKEN_VARIABLE}}}`) {
    problems.push(`the collection's auth is not a bearer token from {{${TOKEN_VARIABLE}}}`);
  }
  if (problems.length > 0) {
    throw new BrunoCollectionError(
      `The Bruno collection cannot be made (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }

  // The converter names folders after tags written as Bruno tags (`Reference_data`); they get the tag's own name.
  const tagNames = new Map((document.tags ?? []).map((tag) => [tag.name.replace(/\s+/g, '_'), tag.name]));
  for (const folder of collection.items) {
    const name = folder.type === 'folder' ? tagNames.get(folder.name) : undefined;
    if (!name) continue;
    folder.name = name;
    const root = folder.root as { meta?: { name?: string } } | undefined;
    if (root?.meta) root.meta.name = name;
  }

  const variables = [
    ...[...hostVariables].map(([value, name]) => ({ name, value })),
    { name: TOKEN_VARIABLE, value: '' },
  ];
  collection.root.request.vars = {
    req: variables.map(({ name, value }) => ({ uid: '', name, value, enabled: true })),
  };
  collection.environments = [
    {
      uid: '',
      name: 'Sandbox',
      variables: variables.map(({ name, value }) => ({
        uid: '',
        name,
        value,
        type: 'text',
        enabled: true,
        secret: name === TOKEN_VARIABLE,
      })),
    },
  ];
  collection.root.docs = [
    `Every operation of the ${document.info.title}, made from the OpenAPI description the Unit developer documentation is built from.`,
    `Set \`${TOKEN_VARIABLE}\` to a sandbox API token, in the Sandbox environment, where it is a secret. \`{{${BASE_URL_VARIABLE}}}\` starts on the sandbox (${baseUrl}); point it at the live host only when you mean to.`,
  ].join('\n\n');
  stabiliseUids(collection);
  return collection;
}
