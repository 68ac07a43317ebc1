/**
 * The Postman collection builder (plugins/postman/collection.ts) on a small description: folders from
 * the sidebar, the first example as the body, hosts as variables, stable output, and the errors
 * that stop the build, each naming the operation.
 */
import { describe, expect, it } from 'vitest';

import { buildPostmanCollection, PostmanCollectionError, type CollectionInput } from '../../plugins/postman/collection';
import type { OpenApiDocument } from '../../plugins/openapi/types';
import { docsForCollection, loadedDocsOf, pageAddress } from '../../plugins/postman/index';

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

describe('Postman collection pages, from the docs plugins the site loaded', () => {
  const site = { siteDir: '/site', url: 'https://docs.example.test/', baseUrl: '/docs/', trailingSlash: true };
  const doc = (folder: string, id: string, sidebar: string | undefined, frontMatter: Record<string, unknown> = {}) =>
    ({
      id,
      title: `Title of ${id}`,
      permalink: `/docs/${id}`,
      source: `@site/${folder}/${id}.mdx`,
      sidebar,
      frontMatter,
    }) as never;
  // Two instances, as when each docs section has a plugin instance of its own.
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            isLast: true,
            contentPath: '/site/docs',
            docs: [doc('docs', 'guide', 'guides')],
            sidebars: { guides: [{ type: 'doc', id: 'guide' }] },
          },
        ],
      },
      api: {
        loadedVersions: [
          {
            isLast: true,
            contentPath: '/site/api-docs',
            docs: [
              doc('api-docs', 'api/things', 'api', { sidebar_label: 'Things' }),
              doc('api-docs', 'api/widgets', 'api'),
              doc('api-docs', 'api/loose', undefined),
            ],
            sidebars: {
              api: [
                { type: 'category', label: 'Group A', items: [{ type: 'doc', id: 'api/things' }] },
                {
                  type: 'category',
                  label: 'Group B',
                  items: [{ type: 'doc', id: 'api/widgets', label: 'Widget list' }],
                },
              ],
            },
          },
        ],
      },
    },
  };
  const placements: Record<string, Map<string, string[]>> = {
    '/site/docs': new Map(),
    '/site/api-docs': new Map([
      ['createThing', ['/site/api-docs/api/things.mdx']],
      ['listWidgets', ['/site/api-docs/api/widgets.mdx']],
      ['getLoose', ['/site/api-docs/api/loose.mdx']],
    ]),
  };
  const pages = docsForCollection(loadedDocsOf(allContent), site, (contentPath) => placements[contentPath]!);

  it('takes every instance, and files pages by the sidebar that holds them', () => {
    expect([...pages.pageOf]).toEqual([
      ['createThing', 'api/things'],
      ['listWidgets', 'api/widgets'],
      ['getLoose', 'api/loose'],
    ]);
    expect(pages.sidebar.map((entry) => (typeof entry === 'string' ? entry : entry.label))).toEqual([
      'Group A',
      'Group B',
    ]);
  });

  it('labels a page as its sidebar does, and links it at the address it is served at', () => {
    expect(pages.labelOf('api/things')).toBe('Things');
    expect(pages.labelOf('api/widgets')).toBe('Widget list');
    expect(pages.labelOf('api/loose')).toBe('Title of api/loose');
    expect(pages.urlOf('api/things')).toBe('https://docs.example.test/docs/api/things/');
    expect(pageAddress('/docs/x/', { baseUrl: '/docs/', trailingSlash: false })).toBe('/docs/x');
    expect(pageAddress('/docs/', { baseUrl: '/docs/', trailingSlash: false })).toBe('/docs/');
    expect(pageAddress('/docs/x', { baseUrl: '/docs/', trailingSlash: undefined })).toBe('/docs/x');
  });

  it('says so when no docs were loaded, and names an unknown page', () => {
    expect(() => loadedDocsOf({})).toThrow(/no docs plugin \(docusaurus-plugin-content-docs\) loaded any docs/);
    expect(() => pages.urlOf('api/nowhere')).toThrow(/no page that documents an operation has the doc id api\/nowhere/);
  });

  it('names both instances when two of them document operations under the same doc id', () => {
    const twice = structuredClone(allContent);
    twice['docusaurus-plugin-content-docs'].default.loadedVersions[0]!.docs = [doc('docs', 'api/things', 'guides')];
    const twicePlaced: Record<string, Map<string, string[]>> = {
      ...placements,
      '/site/docs': new Map([['deleteThing', ['/site/docs/api/things.mdx']]]),
    };
    expect(() => docsForCollection(loadedDocsOf(twice), site, (contentPath) => twicePlaced[contentPath]!)).toThrow(
      /the doc id api\/things is in two docs plugins \(default, api\), and both document operations/,
    );
  });
});
