/**
 * The Postman collection builder (plugins/postman/collection.ts) on a small description: folders from
 * the sidebar, the first example as the body, hosts as variables, stable output, and the errors
 * that stop the build, each naming the operation.
 */
import { describe, expect, it } from 'vitest';

import { buildPostmanCollection, PostmanCollectionError, type CollectionInput } from '../../plugins/postman/collection';
import type { OpenApiDocument } from '../../plugins/openapi/types';

function description(createExamples: Record<string, { value: unknown }> | undefined): OpenApiDocument {
  const media = {
    schema: { $ref: '#/components/schemas/CreateThing' },
    ...(createExamples ? { examples: createExamples } : {}),
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Test API', version: '1.0.0' },
    servers: [
      { url: 'https://api.s.example.test', description: 'Sandbox' },
      { url: 'https://api.example.test', description: 'Live' },
    ],
    security: [{ bearerAuth: [] }],
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          summary: 'Create a thing',
          'x-unit-scope': 'things-write',
          requestBody: { content: { 'application/vnd.api+json': media } },
          responses: { '201': { description: 'Created' } },
        },
      },
      '/things/{thingId}': {
        servers: [{ url: 'https://secure.api.s.example.test', description: 'Sandbox secure host' }],
        get: {
          operationId: 'getThing',
          summary: 'Get a thing',
          parameters: [
            { name: 'thingId', in: 'path', required: true, schema: { type: 'string' }, example: '42' },
            // No example: the converter picks a value at random, which must not change between builds.
            { name: 'sort', in: 'query', schema: { enum: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] } },
          ],
          responses: { '200': { description: 'The thing' } },
        },
      },
      '/loose': {
        get: { operationId: 'getLoose', summary: 'Get the loose one', responses: { '200': { description: 'OK' } } },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: {
        CreateThing: {
          type: 'object',
          required: ['data'],
          additionalProperties: false,
          properties: {
            data: {
              type: 'object',
              required: ['type', 'attributes'],
              properties: {
                type: { const: 'thing' },
                attributes: {
                  type: 'object',
                  required: ['size'],
                  properties: { size: { type: 'integer' } },
                },
              },
            },
          },
        },
      },
    },
  } as OpenApiDocument;
}

const valid = { data: { type: 'thing', attributes: { size: 3 } } };

function input(document: OpenApiDocument): CollectionInput {
  return {
    document,
    sidebar: ['api/index', { type: 'category', label: 'Group A', items: ['api/things'] }],
    pageOf: new Map([
      ['createThing', 'api/things'],
      ['getThing', 'api/things'],
    ]),
    labelOf: (docId) => (docId === 'api/things' ? 'Things' : docId),
    urlOf: (docId) => `https://docs.example.test/docs/${docId}/`,
  };
}

describe('Postman collection builder', () => {
  it('files requests by sidebar group and page, with the first example as the body', async () => {
    const collection = await buildPostmanCollection(
      input(
        description({
          first: { value: valid },
          second: { value: { data: { type: 'thing', attributes: { size: 9 } } } },
        }),
      ),
    );
    expect(collection.item.map((folder) => folder.name)).toEqual(['Group A', 'Other operations']);
    const page = collection.item[0]!.item![0]!;
    expect(page.name).toBe('Things');
    expect(page.item!.map((item) => item.id)).toEqual(['createThing', 'getThing']);
    expect(collection.item[1]!.item!.map((item) => item.id)).toEqual(['getLoose']);
    const create = page.item![0]!;
    expect(create.name).toBe('Create a thing');
    expect(JSON.parse(create.request!.body!.raw!)).toEqual(valid);
    expect(create.request!.auth).toBeUndefined();
    expect(create.request!.url.raw).toBe('{{baseUrl}}/things');
    expect(String(create.request!.description)).toContain('Required scope: `things-write`.');
    expect(String(create.request!.description)).toContain('https://docs.example.test/docs/api/things/');
    expect(page.item![1]!.request!.url.raw).toBe('{{secureBaseUrl}}/things/:thingId');
    expect(collection.variable).toEqual([
      expect.objectContaining({ key: 'baseUrl', value: 'https://api.s.example.test' }),
      expect.objectContaining({ key: 'secureBaseUrl', value: 'https://secure.api.s.example.test' }),
      expect.objectContaining({ key: 'token', value: '' }),
    ]);
    expect(collection.auth.bearer).toEqual([{ key: 'token', value: '{{token}}', type: 'string' }]);
  });

  it('is the same on every build (no random ids or faked values)', async () => {
    const document = description({ first: { value: valid } });
    const runs: string[] = [];
    for (let run = 0; run < 4; run += 1) runs.push(JSON.stringify(await buildPostmanCollection(input(document))));
    expect(new Set(runs).size).toBe(1);
    expect(runs[0]).toContain('"key":"sort"');
  });

  it('fails, naming the operation, when a JSON request body has no example', async () => {
    const attempt = buildPostmanCollection(input(description(undefined)));
    await expect(attempt).rejects.toBeInstanceOf(PostmanCollectionError);
    await expect(attempt).rejects.toThrow(
      /createThing \(POST \/things\): the application\/vnd\.api\+json request body has no example/,
    );
  });

  it('fails, naming the operation and the field, when the example breaks its schema', async () => {
    const broken = { data: { type: 'thing', attributes: { size: 'large' } } };
    await expect(buildPostmanCollection(input(description({ first: { value: broken } })))).rejects.toThrow(
      /createThing \(POST \/things\): the request example first does not match its schema: \/data\/attributes\/size must be integer/,
    );
  });
});
