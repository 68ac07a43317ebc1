/**
 * The facts-only skeleton of the provider's OpenAPI description (tests/contract/provider-openapi-skeleton.json,
 * written by `npm run provider:skeleton`), which the newman test mocks: it holds no prose or
 * examples, and it is what the script makes of the provider's file when that file is here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { DEFAULT_SOURCE, SKELETON, isProseKey, skeletonOf, skeletonText } from '../../scripts/provider-skeleton.mjs';

const NAME_MAPS = new Set(['paths', 'responses', 'schemas', 'parameters', 'properties', 'content', 'securitySchemes']);

/** JSON pointers of every prose or sample key, except the empty `description` of a Response Object and info's title. */
function proseKeys(node: unknown, pointer = '', names = false, response = false): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => proseKeys(item, `${pointer}/${index}`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => {
    const at = `${pointer}/${key}`;
    if (names) return proseKeys(value, at, false, pointer.endsWith('/responses'));
    if (at === '/info/title') return [];
    if (key === 'description' && response && value === '') return [];
    if (isProseKey(key)) return [at];
    if (['enum', 'const', 'default', 'required', 'mapping'].includes(key)) return [];
    return proseKeys(value, at, NAME_MAPS.has(key) && !Array.isArray(value));
  });
}

describe('provider skeleton', () => {
  const committed = readFileSync(SKELETON, 'utf8');
  const skeleton = JSON.parse(committed) as Record<string, unknown>;

  it('is an OpenAPI description with paths, servers and security', () => {
    expect(skeleton.openapi).toMatch(/^3\./);
    expect(Object.keys(skeleton.paths as object).length).toBeGreaterThan(100);
    expect(skeleton.servers).toEqual([{ url: 'https://api.s.unit.sh' }]);
    expect(skeleton.security).toEqual([{ bearerAuth: [] }]);
  });

  it('holds no description, summary, title, example, examples, externalDocs or x- key', () => {
    expect(proseKeys(skeleton)).toEqual([]);
  });

  it('keeps properties whose names are prose keys', () => {
    const text = JSON.stringify(skeleton);
    expect(text).toContain('"properties":{"description":');
    expect(text).toContain('"tags":{');
  });

  it('strips prose, samples and extensions, and keeps facts', () => {
    const stripped = skeletonOf({
      openapi: '3.0.2',
      info: { title: 'Their title', description: 'Their prose', version: '1.2' },
      paths: {
        '/things/{id}': {
          get: {
            summary: 'Get',
            description: 'Gets a thing',
            'x-note': 'prose',
            externalDocs: { url: 'https://example.com' },
            parameters: [{ name: 'id', in: 'path', required: true, description: 'The id', example: '1' }],
            responses: { '200': { description: 'OK', content: { 'application/json': { examples: {} } } } },
          },
        },
      },
      components: {
        schemas: {
          Thing: {
            title: 'Thing',
            type: 'object',
            required: ['description'],
            properties: { description: { type: 'string', description: 'prose', enum: ['a'] } },
          },
        },
      },
    });
    expect(stripped).toEqual({
      openapi: '3.0.2',
      info: { title: 'Skeleton', version: '1.2' },
      paths: {
        '/things/{id}': {
          get: {
            parameters: [{ name: 'id', in: 'path', required: true }],
            responses: { '200': { description: '', content: { 'application/json': {} } } },
          },
        },
      },
      components: {
        schemas: {
          Thing: {
            type: 'object',
            required: ['description'],
            properties: { description: { type: 'string', enum: ['a'] } },
          },
        },
      },
    });
    expect(proseKeys(stripped)).toEqual([]);
    expect(proseKeys({ paths: { '/a': { get: { summary: 'x' } } } })).toEqual(['/paths//a/get/summary']);
  });

  const hasSource = existsSync(DEFAULT_SOURCE);
  it.skipIf(!hasSource)(
    hasSource
      ? 'is what `npm run provider:skeleton` makes of the provider file'
      : `is not compared with the provider file, which is not on this machine (${DEFAULT_SOURCE})`,
    () => {
      const regenerated = skeletonText(DEFAULT_SOURCE);
      expect(regenerated === committed, 'run `npm run provider:skeleton` and commit the result').toBe(true);
    },
  );
});
