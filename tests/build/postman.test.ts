/**
 * The Postman collection in build/api/postman-collection.json: one request per operation of the
 * published description, each JSON body valid against its schema (the build's Ajv validator), no
 * token or secret in the file, and, read by Postman's own library (postman-collection), every
 * request on a sandbox host with the bearer token taken from the `token` variable.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Collection, Property, type Item, type ItemGroup } from 'postman-collection';
import { describe, expect, it } from 'vitest';

import sidebars from '../../sidebars/api';
import { documentValidator, pointerTo } from '../../plugins/openapi/validator';
import { listOperations, type MediaTypeObject, type OpenApiDocument } from '../../plugins/openapi/types';
import type { PostmanCollection, PostmanItem } from '../../plugins/postman/collection';

const buildDir = path.resolve(__dirname, '../../build');
const json = JSON.parse(readFileSync(path.join(buildDir, 'api/postman-collection.json'), 'utf8')) as PostmanCollection;
const document = JSON.parse(readFileSync(path.join(buildDir, 'api/openapi.json'), 'utf8')) as OpenApiDocument;
const operations = listOperations(document);

function requestsOf(items: readonly PostmanItem[], trail: string[] = []): { item: PostmanItem; folders: string[] }[] {
  return items.flatMap((item) =>
    item.request ? [{ item, folders: trail }] : requestsOf(item.item ?? [], [...trail, item.name]),
  );
}
const requests = requestsOf(json.item);

/** The sandbox servers the description names: the document's and any operation's own. */
const sandboxHosts = new Set(
  [
    ...(document.servers ?? []),
    ...Object.values(document.paths ?? {}).flatMap((item) => item?.servers ?? []),
  ]
    .filter((server) => /sandbox/i.test(server.description ?? ''))
    .map((server) => new URL(server.url).host),
);

describe('Postman collection', () => {
  it('is collection format v2.1 with bearer auth from {{token}} and an empty token variable', () => {
    expect(json.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(json.auth).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{{token}}', type: 'string' }] });
    const variables = Object.fromEntries(json.variable.map((variable) => [variable.key, variable.value]));
    expect(variables.token).toBe('');
    expect(variables.baseUrl).toBe('https://api.s.unit.sh');
    expect(sandboxHosts).toContain('api.s.unit.sh');
  });

  it('has one request per operation, with its method and path', () => {
    expect(requests.map(({ item }) => item.id).sort()).toEqual(operations.map((operation) => operation.id).sort());
    for (const operation of operations) {
      const { item } = requests.find((candidate) => candidate.item.id === operation.id)!;
      const apiPath = `/${(item.request!.url.path ?? []).map((segment) => segment.replace(/^:(.+)$/, '{$1}')).join('/')}`;
      expect(`${item.request!.method} ${apiPath}`, operation.id).toBe(`${operation.method.toUpperCase()} ${operation.path}`);
    }
  });

  it('files requests in folders that follow the API sidebar: group, then page', () => {
    const groups = (sidebars.api as { label?: string }[]).flatMap((entry) => (entry.label ? [entry.label] : []));
    for (const folder of json.item) expect(groups).toContain(folder.name);
    // Folder order is the sidebar's.
    const order = json.item.map((folder) => groups.indexOf(folder.name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const where = (id: string) => requests.find(({ item }) => item.id === id)?.folders;
    expect(where('createCard')).toEqual(['Cards', 'Cards']);
    expect(where('freezeCard')).toEqual(['Cards', 'Cards']);
    expect(where('createPayment')).toEqual(['Payments', 'Payments overview']);
    expect(where('createApiToken')).toEqual(['Authentication', 'Org API tokens']);
  });

  it("gives every JSON request body the operation's first example, valid against its schema", () => {
    const validate = documentValidator(document);
    let checked = 0;
    for (const operation of operations) {
      const content = (operation.operation.requestBody as { content?: Record<string, MediaTypeObject> } | undefined)
        ?.content;
      const mediaType = Object.keys(content ?? {}).find((type) => type.includes('json'));
      if (!mediaType) continue;
      const { item } = requests.find((candidate) => candidate.item.id === operation.id)!;
      const raw = item.request!.body?.raw;
      expect(raw, `${operation.id} has no body`).toBeTypeOf('string');
      const body = JSON.parse(raw!) as unknown;
      const schema = pointerTo('paths', operation.path, operation.method, 'requestBody', 'content', mediaType, 'schema');
      expect(validate(schema, body), operation.id).toEqual([]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(60);
    // The body is the first example, as the reference page shows it.
    const createCard = requests.find(({ item }) => item.id === 'createCard')!.item;
    expect(JSON.parse(createCard.request!.body!.raw!)).toMatchObject({ data: { type: 'individualDebitCard' } });
  });

  it('lets Postman pick the file of an upload, and write the multipart boundary itself', () => {
    const request = (id: string) => requests.find(({ item }) => item.id === id)!.item.request!;
    const multipart = request('uploadApplicationDocumentFile');
    expect(multipart.body?.mode).toBe('formdata');
    expect(multipart.body?.formdata).toContainEqual(expect.objectContaining({ key: 'file', type: 'file' }));
    expect(multipart.header?.map((header) => header.key.toLowerCase())).not.toContain('content-type');
    expect(request('uploadApplicationDocumentBinary').body?.mode).toBe('file');
  });

  it('holds no token or secret', () => {
    const text = JSON.stringify(json);
    // No request sets its own auth or an Authorization header: all inherit {{token}}.
    for (const { item } of requests) {
      expect(item.request!.auth, item.id).toBeUndefined();
      for (const header of item.request!.header ?? []) expect(header.key.toLowerCase()).not.toBe('authorization');
    }
    expect(text).not.toMatch(/Bearer\s+(?!\{\{)[A-Za-z0-9._-]{8,}/);
    // Tokens that appear in example bodies are visibly fake: the signature part says so.
    const tokens = [...text.matchAll(/\b(?:v2\.public\.)?eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)?/g)].map(
      (match) => match[0],
    );
    for (const token of tokens) {
      const signature = token.split('.').at(-1)!;
      const decoded = Buffer.from(signature, 'base64url').toString('utf8');
      expect(`${signature} ${decoded}`, token).toMatch(/example|sample|signature/);
    }
    // Well-known live credential formats.
    expect(text).not.toMatch(/-----BEGIN [A-Z ]*PRIVATE KEY-----/);
    expect(text).not.toMatch(/\b(?:sk|rk)_live_[A-Za-z0-9]{10,}|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{30,}/);
    // Secret-looking fields carry only values that the published description's examples hold.
    const described = JSON.stringify(document);
    for (const match of text.matchAll(/\\"(?:token|secret|secretToken|password|apiKey)\\": \\"([^"\\]+)\\"/gi)) {
      expect(described, `${match[0]} is not an example of the description`).toContain(match[1]);
    }
  });

  it('loads with postman-collection: every request on a sandbox host, with the bearer token from {{token}}', () => {
    const collection = new Collection(json as unknown as ConstructorParameters<typeof Collection>[0]);
    const items: Item[] = [];
    collection.forEachItem((item) => items.push(item));
    expect(items).toHaveLength(operations.length);
    for (const item of items) {
      const url = Property.replaceSubstitutions(item.request.url.toString(), collection.variables);
      expect(sandboxHosts, `${item.name}: ${url}`).toContain(new URL(url).host);
      expect(url).not.toMatch(/\{\{/);
      const auth = item.getAuth();
      expect(auth?.type, item.name).toBe('bearer');
      expect(auth?.parameters().get('token'), item.name).toBe('{{token}}');
    }
    expect(Property.replaceSubstitutions('{{token}}', collection.variables)).toBe('');
    const folders: ItemGroup<Item>[] = [];
    collection.forEachItemGroup((group) => folders.push(group));
    expect(folders.length).toBeGreaterThan(json.item.length);
  });

  it('is linked beside the OpenAPI download and from the API overview', () => {
    for (const page of ['api/cards/index.html', 'api/index.html']) {
      const html = readFileSync(path.join(buildDir, page), 'utf8');
      expect(html, page).toMatch(/href="?\/docs\/api\/postman-collection\.json/);
    }
  });
});
