/**
 * The Bruno collection in build/api/bruno-collection.json: read the way Bruno's "Import collection"
 * reads a collection file (its shape check, then Bruno's own collection schema from @usebruno/schema),
 * one request per operation of the published description, the same variables as the Postman
 * collection (`baseUrl` on the sandbox, `token` empty), JSON bodies valid against their schemas, no
 * token in the file, and links beside the other downloads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectionSchema } from '@usebruno/schema';
import { describe, expect, it } from 'vitest';

import { brunoRequestKey, brunoRequests, type BrunoCollection } from '../../plugins/bruno/collection';
import { listOperations, type MediaTypeObject, type OpenApiDocument } from '../../plugins/openapi/types';
import { documentValidator, pointerTo } from '../../plugins/openapi/validator';

const buildDir = path.resolve(__dirname, '../../build');
const text = readFileSync(path.join(buildDir, 'api/bruno-collection.json'), 'utf8');
const json = JSON.parse(text) as BrunoCollection;
const document = JSON.parse(readFileSync(path.join(buildDir, 'api/openapi.json'), 'utf8')) as OpenApiDocument;
const operations = listOperations(document);
const requests = brunoRequests(json.items);

describe('Bruno collection', () => {
  it("passes Bruno's import checks: a collection file, valid against Bruno's collection schema", () => {
    // What Bruno's importer asks of a file before it takes it as a Bruno collection.
    expect(json.version).toBe('1');
    expect(json.name).toBe(document.info.title);
    expect(Array.isArray(json.items)).toBe(true);
    // The schema its importer validates against (without the fields an opened collection adds).
    expect(() => collectionSchema.omit(['pathname', 'runtimeVariables']).validateSync(json)).not.toThrow();
    expect(() => collectionSchema.validateSync(json)).not.toThrow();
  });

  it('fails that schema when an entry is broken, naming it', () => {
    const broken = structuredClone(json);
    brunoRequests(broken.items)[0]!.request!.method = 42 as unknown as string;
    expect(() => collectionSchema.validateSync(broken)).toThrow(/method/);
  });

  it('has one request per operation, with its method and path', () => {
    expect(requests).toHaveLength(operations.length);
    expect(requests.map((item) => brunoRequestKey(item.request!)).sort()).toEqual(
      operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort(),
    );
    // Folders are the description's tags, by their own names.
    const tags = (document.tags ?? []).map((tag) => tag.name);
    for (const folder of json.items) expect(tags, folder.name).toContain(folder.name);
  });

  it('uses the variables of the Postman collection: baseUrl on the sandbox, token empty, bearer auth from it', () => {
    const variables = Object.fromEntries(json.root.request.vars!.req.map((variable) => [variable.name, variable.value]));
    expect(variables).toEqual({
      baseUrl: 'https://api.s.unit.sh',
      secureBaseUrl: 'https://secure.api.s.unit.sh',
      token: '',
    });
    expect(json.root.request.auth).toMatchObject({ mode: 'bearer', bearer: { token: '{{token}}' } });
    const [sandbox] = json.environments;
    expect(json.environments).toHaveLength(1);
    expect(sandbox!.name).toBe('Sandbox');
    expect(sandbox!.variables.find((variable) => variable.name === 'token')).toMatchObject({ value: '', secret: true });
    for (const item of requests) {
      const request = item.request!;
      expect(request.auth?.mode, item.name).toBe('inherit');
      expect(request.url, item.name).toMatch(/^\{\{(baseUrl|secureBaseUrl)\}\}\//);
      expect(request.vars?.req ?? [], item.name).toEqual([]);
    }
  });

  it('gives every JSON request body an example that is valid against its schema', () => {
    const validate = documentValidator(document);
    let checked = 0;
    for (const operation of operations) {
      const content = (operation.operation.requestBody as { content?: Record<string, MediaTypeObject> } | undefined)
        ?.content;
      const mediaType = Object.keys(content ?? {}).find((type) => type.includes('json'));
      if (!mediaType) continue;
      const key = `${operation.method.toUpperCase()} ${operation.path}`;
      const request = requests.find((item) => brunoRequestKey(item.request!) === key)!.request!;
      expect(request.body?.mode, operation.id).toBe('json');
      const schema = pointerTo('paths', operation.path, operation.method, 'requestBody', 'content', mediaType, 'schema');
      expect(validate(schema, JSON.parse(request.body!.json!)), operation.id).toEqual([]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('holds no token or secret', () => {
    for (const item of requests) {
      for (const header of item.request!.headers ?? []) expect(header.name.toLowerCase(), item.name).not.toBe('authorization');
    }
    expect(text).not.toMatch(/Bearer\s+(?!\{\{)[A-Za-z0-9._-]{8,}/);
    // Tokens that appear in example bodies are visibly fake: the signature part says so.
    for (const [token] of text.matchAll(/\b(?:v2\.public\.)?eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)?/g)) {
      const signature = token.split('.').at(-1)!;
      expect(`${signature} ${Buffer.from(signature, 'base64url').toString('utf8')}`, token).toMatch(
        /example|sample|signature/,
      );
    }
    expect(text).not.toMatch(/-----BEGIN [A-Z ]*PRIVATE KEY-----/);
    expect(text).not.toMatch(/\b(?:sk|rk)_live_[A-Za-z0-9]{10,}|\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{30,}/);
  });

  it('is linked beside the OpenAPI and Postman downloads, and from the API overview', () => {
    for (const page of ['api/cards/index.html', 'api/index.html']) {
      const html = readFileSync(path.join(buildDir, page), 'utf8');
      expect(html, page).toMatch(/href="?\/docs\/api\/bruno-collection\.json/);
    }
  });
});
