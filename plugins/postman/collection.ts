/**
 * The Postman collection (format v2.1) of the API, made from the bundled description by Postman's
 * own converter (openapi-to-postmanv2) and then reshaped:
 * - folders follow the API sidebar: one folder per sidebar group, one subfolder per page, the
 *   requests in the order the description lists them;
 * - every request inherits bearer auth from the collection, whose token is the `{{token}}` variable
 *   (empty in the file), and its host is a variable that starts on the sandbox (`{{baseUrl}}`);
 * - a JSON request body is the operation's first example, checked against its schema with the
 *   build's validator; an operation without one, or whose example breaks its schema, is an error
 *   that names it;
 * - the converter's random ids are replaced by stable ones, so two builds give the same file.
 */
import { createRequire } from 'node:module';
import { convertV2, type Options } from 'openapi-to-postmanv2';

import { shortHash } from '../../src/site/shortHash.mjs';
import { mediaTypeExamples } from '../openapi/examples';
import { listOperations, type LocatedOperation, type MediaTypeObject, type OpenApiDocument } from '../openapi/types';
import { documentValidator, pointerTo } from '../openapi/validator';

export const TOKEN_VARIABLE = 'token';
export const BASE_URL_VARIABLE = 'baseUrl';
const SCHEMA_V21 = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** One item of a sidebar, as sidebars/api.ts writes it: a doc id, or a category of items. */
export type SidebarEntry = string | { type?: string; label?: string; id?: string; items?: readonly SidebarEntry[] };

export interface CollectionInput {
  document: OpenApiDocument;
  /** The API sidebar, as in sidebars/api.ts. */
  sidebar: readonly SidebarEntry[];
  /** The doc id of the page that places each operation (e.g. createCard → api/cards). */
  pageOf: ReadonlyMap<string, string>;
  /** The sidebar label of each doc id. */
  labelOf: (docId: string) => string;
  /** The page's absolute URL, for each request's description. */
  urlOf: (docId: string) => string;
}

interface PostmanVariable {
  key: string;
  value: string;
  type?: string;
  description?: string;
}

interface PostmanUrl {
  raw?: string;
  host?: string[];
  path?: string[];
  query?: unknown[];
  variable?: unknown[];
}

interface PostmanRequest {
  method: string;
  url: PostmanUrl;
  header?: { key: string; value: string }[];
  body?: { mode: string; raw?: string; options?: unknown; [key: string]: unknown };
  description?: unknown;
  auth?: unknown;
  name?: string;
}

export interface PostmanItem {
  id?: string;
  name: string;
  description?: string;
  request?: PostmanRequest;
  response?: { id?: string; name?: string; originalRequest?: PostmanRequest; [key: string]: unknown }[];
  item?: PostmanItem[];
  [key: string]: unknown;
}

export interface PostmanCollection {
  info: { _postman_id: string; name: string; description: string; version?: string; schema: string };
  auth: { type: 'bearer'; bearer: PostmanVariable[] };
  variable: PostmanVariable[];
  item: PostmanItem[];
}

export class PostmanCollectionError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The Postman collection cannot be made (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'PostmanCollectionError';
  }
}

/**
 * The converter fakes values that the description gives no example for (an optional query
 * parameter's enum value, a form field) with json-schema-faker's random choice. A seeded generator
 * on the converter's own faker, reset for each conversion, makes those choices the same on every
 * build.
 */
const loadFromConverter = createRequire(require.resolve('openapi-to-postmanv2'));
const converterFaker = loadFromConverter('../assets/json-schema-faker.js') as {
  option: (options: { random: () => number }) => void;
};

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function convert(document: OpenApiDocument): Promise<{ item: PostmanItem[] }> {
  converterFaker.option({ random: seededRandom(0x756e6974) });
  const options = {
    folderStrategy: 'Paths',
    parametersResolution: 'Example',
    enableOptionalParameters: false,
    includeAuthInfoInExample: false,
    alwaysInheritAuthentication: true,
  } as Options;
  return new Promise((resolve, reject) => {
    // The converter may annotate what it is given; it gets its own copy.
    convertV2({ type: 'json', data: structuredClone(document) }, options, (error, result) => {
      if (error) return reject(new Error(`openapi-to-postmanv2: ${error.message}`));
      const data = result?.output?.[0]?.data as { item: PostmanItem[] } | undefined;
      if (!result?.result || !data) return reject(new Error(`openapi-to-postmanv2: ${result?.reason ?? 'no output'}`));
      resolve(data);
    });
  });
}

function requests(items: readonly PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) => (item.request ? [item] : requests(item.item ?? [])));
}

/** "POST /cards/{cardId}/freeze", from the converter's `:cardId` path segments. */
function requestKey(request: PostmanRequest): string {
  const segments = (request.url.path ?? []).map((segment) =>
    segment.startsWith(':') ? `{${segment.slice(1)}}` : segment,
  );
  return `${request.method.toUpperCase()} /${segments.join('/')}`;
}

/** A UUID-shaped id derived from a name: the same on every build. */
export function stableId(name: string): string {
  const hex = shortHash(name, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The sandbox server of the document: the one its description calls sandbox, else the first. */
export function sandboxServer(document: OpenApiDocument): string {
  const servers = document.servers ?? [];
  const server = servers.find((candidate) => /sandbox/i.test(candidate.description ?? '')) ?? servers[0];
  if (!server) throw new PostmanCollectionError(['the API description lists no server']);
  return server.url.replace(/\/$/, '');
}

/** The variable of a host other than the sandbox's, named after its first label: `https://secure.api.s.unit.sh` → `secureBaseUrl`. */
export function otherHostVariable(url: string): string {
  return `${new URL(url).hostname.split('.')[0]!.replace(/[^a-zA-Z0-9]/g, '')}BaseUrl`;
}

/** The JSON body of an operation's request, when it has one: its media type and schema pointer. */
function jsonRequestBody(operation: LocatedOperation) {
  const content = (operation.operation.requestBody as { content?: Record<string, MediaTypeObject> } | undefined)
    ?.content;
  const entry = Object.entries(content ?? {}).find(([mediaType]) => mediaType.includes('json'));
  if (!entry) return undefined;
  const [mediaType, media] = entry;
  return {
    mediaType,
    media,
    mediaPointer: ['paths', operation.path, operation.method, 'requestBody', 'content', mediaType],
  };
}

/** A schema for bytes: a string with a media type, an encoding or the binary format. */
function isBytes(schema: unknown): boolean {
  const value = schema as { type?: unknown; contentMediaType?: unknown; contentEncoding?: unknown; format?: unknown };
  return (
    value?.type === 'string' &&
    (value.contentMediaType !== undefined || value.contentEncoding !== undefined || value.format === 'binary')
  );
}

/**
 * Uploads: the converter fills a file part, or a body that is the file itself, with a placeholder
 * string. Postman picks files for parts of type `file` and for a body in `file` mode. A multipart
 * request also loses its fixed Content-Type header, so that Postman writes one with the boundary.
 */
function fileUploads(document: OpenApiDocument, operation: LocatedOperation, request: PostmanRequest): void {
  const content = (operation.operation.requestBody as { content?: Record<string, MediaTypeObject> } | undefined)
    ?.content;
  if (!content || !request.body) return;
  if (request.body.mode === 'formdata') {
    let schema = content['multipart/form-data']?.schema as { $ref?: string; properties?: Record<string, unknown> };
    const ref = schema?.$ref;
    if (ref?.startsWith('#/components/schemas/')) {
      schema = document.components?.schemas?.[ref.slice('#/components/schemas/'.length)] as typeof schema;
    }
    const parts = (request.body.formdata ?? []) as { key: string; description?: unknown; type?: string }[];
    request.body.formdata = parts.map((part) =>
      isBytes(schema?.properties?.[part.key])
        ? { key: part.key, description: part.description, type: 'file', src: [] }
        : part,
    );
    request.header = (request.header ?? []).filter((header) => header.key.toLowerCase() !== 'content-type');
    return;
  }
  const mediaType = (request.header ?? []).find((header) => header.key.toLowerCase() === 'content-type')?.value;
  if (request.body.mode === 'raw' && mediaType && isBytes(content[mediaType]?.schema)) {
    request.body = { mode: 'file', file: { src: null } };
  }
}

function describeRequest(operation: LocatedOperation, pageUrl: string | undefined): string {
  const { operation: op } = operation;
  const lines = [op.description ?? op.summary ?? ''];
  const facts = [
    op['x-unit-scope'] ? `Required scope: \`${op['x-unit-scope']}\`.` : '',
    op['x-unit-timeout'] ? `Timeout: ${op['x-unit-timeout']} seconds.` : '',
  ].filter(Boolean);
  if (facts.length > 0) lines.push(facts.join(' '));
  if (pageUrl) lines.push(`Reference: ${pageUrl}`);
  return lines.filter(Boolean).join('\n\n');
}

export async function buildPostmanCollection(input: CollectionInput): Promise<PostmanCollection> {
  const { document } = input;
  const operations = listOperations(document);
  const converted = await convert(document);
  const byKey = new Map(requests(converted.item).map((item) => [requestKey(item.request!), item]));
  const validate = documentValidator(document);
  const problems: string[] = [];

  // Hosts: the sandbox server is {{baseUrl}}; an operation on another host (the secure host of card
  // data) gets a variable of its own, named after the host's first label.
  const baseUrl = sandboxServer(document);
  const hostVariables = new Map<string, string>([[baseUrl, BASE_URL_VARIABLE]]);
  const hostVariable = (url: string): string => {
    const clean = url.replace(/\/$/, '');
    let name = hostVariables.get(clean);
    if (!name) {
      name = otherHostVariable(clean);
      hostVariables.set(clean, name);
    }
    return name;
  };

  const requestOf = new Map<string, PostmanItem>();
  for (const operation of operations) {
    const key = `${operation.method.toUpperCase()} ${operation.path}`;
    const converted = byKey.get(key);
    if (!converted?.request) {
      problems.push(`${operation.id} (${key}): the converter made no request for it`);
      continue;
    }
    const request = converted.request;
    delete request.auth; // inherit the collection's bearer auth
    delete request.name;
    const host = `{{${hostVariable(operation.servers[0] ?? baseUrl)}}}`;
    request.url.host = [host];
    request.url.raw = `${host}/${(request.url.path ?? []).join('/')}`;

    const body = jsonRequestBody(operation);
    if (body) {
      const [example] = mediaTypeExamples(document, body.media, body.mediaPointer);
      if (!example) {
        problems.push(`${operation.id} (${key}): the ${body.mediaType} request body has no example`);
      } else {
        const errors = validate(pointerTo(...body.mediaPointer, 'schema'), example.value);
        if (errors.length > 0) {
          problems.push(
            `${operation.id} (${key}): the request example ${example.name} does not match its schema: ${errors.join('; ')}`,
          );
        }
        request.body = {
          mode: 'raw',
          raw: JSON.stringify(example.value, null, 2),
          options: { raw: { language: 'json' } },
        };
      }
    }
    if (!body) fileUploads(document, operation, request);
    const pageId = input.pageOf.get(operation.id);
    request.description = describeRequest(operation, pageId ? input.urlOf(pageId) : undefined);
    requestOf.set(operation.id, {
      id: operation.id,
      name: operation.operation.summary ?? operation.id,
      request,
      // The saved responses keep their status, headers and example body; the request each one
      // repeats (originalRequest) would only double the file.
      response: (converted.response ?? []).map((response, index) => {
        const { id: _id, originalRequest: _request, ...rest } = response;
        return { ...rest, id: `${operation.id}-${index + 1}` };
      }),
    });
  }
  if (problems.length > 0) throw new PostmanCollectionError(problems);

  // Folders: the sidebar's groups, then a page's operations under the page's label.
  const operationsOfPage = new Map<string, PostmanItem[]>();
  for (const operation of operations) {
    const item = requestOf.get(operation.id)!;
    const page = input.pageOf.get(operation.id) ?? '';
    operationsOfPage.set(page, [...(operationsOfPage.get(page) ?? []), item]);
  }
  const used = new Set<string>();
  const folderOf = (entry: SidebarEntry): PostmanItem[] => {
    if (typeof entry === 'string' || (entry.type === 'doc' && entry.id)) {
      const docId = typeof entry === 'string' ? entry : entry.id!;
      const items = operationsOfPage.get(docId);
      if (!items) return [];
      used.add(docId);
      return [{ id: `page:${docId}`, name: input.labelOf(docId), description: input.urlOf(docId), item: items }];
    }
    const children = (entry.items ?? []).flatMap(folderOf);
    if (children.length === 0) return [];
    return [{ id: `group:${entry.label ?? ''}`, name: entry.label ?? 'Other', item: children }];
  };
  const folders = input.sidebar.flatMap(folderOf);
  const leftOver = [...operationsOfPage.entries()].filter(([page]) => !used.has(page)).flatMap(([, items]) => items);
  if (leftOver.length > 0) folders.push({ id: 'group:other', name: 'Other operations', item: leftOver });

  const variable: PostmanVariable[] = [
    ...[...hostVariables].map(([url, key]) => ({
      key,
      value: url,
      type: 'string',
      description: `Starts on the sandbox host (${url}).`,
    })),
    {
      key: TOKEN_VARIABLE,
      value: '',
      type: 'string',
      description:
        'Your sandbox API token (an org or customer token). Set it in your Postman environment, never in a shared collection.',
    },
  ];
  return {
    info: {
      _postman_id: stableId(`unit-docs:postman-collection:${document.info.title}`),
      name: document.info.title,
      version: document.info.version,
      description: [
        `Every operation of the ${document.info.title}, made from the OpenAPI description the Unit developer documentation is built from.`,
        `Set the \`${TOKEN_VARIABLE}\` variable to a sandbox API token. \`{{${BASE_URL_VARIABLE}}}\` starts on the sandbox (${baseUrl}); point it at the live host only when you mean to.`,
        'Each request body is the example from the reference, checked against its schema when the docs were built.',
      ].join('\n\n'),
      schema: SCHEMA_V21,
    },
    auth: { type: 'bearer', bearer: [{ key: 'token', value: `{{${TOKEN_VARIABLE}}}`, type: 'string' }] },
    variable,
    item: folders,
  };
}
