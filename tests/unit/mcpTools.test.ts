/**
 * The MCP server's tools (scripts/mcp/docsTools.ts) on a small build made here: page paths in any
 * spelling, operations by id or by method and path, and request validation that reports the
 * variant a body aims at.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { DocsTools, missingBuildFiles, routeOf, ToolInputError } from '../../scripts/mcp/docsTools';

function variant(type: string, attributes: Record<string, unknown>, required: string[]) {
  return {
    type: 'object',
    required: ['type', 'attributes'],
    additionalProperties: false,
    properties: {
      type: { const: type },
      attributes: { type: 'object', required, additionalProperties: false, properties: attributes },
    },
  };
}

const document = {
  openapi: '3.1.0',
  info: { title: 'Test API', version: '1.0.0' },
  servers: [{ url: 'https://api.s.example.test', description: 'Sandbox' }],
  paths: {
    '/pets': {
      post: {
        operationId: 'createPet',
        summary: 'Create a pet',
        requestBody: {
          content: {
            'application/vnd.api+json': {
              schema: {
                type: 'object',
                required: ['data'],
                properties: {
                  data: { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'Created' } },
      },
    },
    '/pets/{petId}': {
      get: { operationId: 'getPet', summary: 'Get a pet', responses: { '200': { description: 'OK' } } },
    },
    '/pets/favourites': {
      get: { operationId: 'getFavourites', summary: 'Favourites', responses: { '200': { description: 'OK' } } },
    },
  },
  components: {
    schemas: {
      Cat: variant('cat', { lives: { type: 'integer' } }, ['lives']),
      Dog: variant('dog', { goodBoy: { type: 'boolean' } }, ['goodBoy']),
    },
  },
};

function makeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'unit-docs-mcp-'));
  mkdirSync(path.join(dir, 'api'));
  writeFileSync(path.join(dir, 'api/openapi.json'), JSON.stringify(document));
  writeFileSync(path.join(dir, 'index.md'), '# Home\n');
  writeFileSync(path.join(dir, 'api/pets.md'), '# Pets\n');
  return dir;
}

describe('MCP tools', () => {
  it('reads page paths in every spelling and refuses paths outside the site', () => {
    for (const spelling of [
      '/docs/api/pets/',
      '/docs/api/pets',
      'api/pets',
      '/api/pets/',
      '/docs/api/pets.md',
      'https://www.unit.co/docs/api/pets/#x',
    ]) {
      expect(routeOf(spelling), spelling).toBe('/docs/api/pets/');
    }
    expect(routeOf('/docs/')).toBe('/docs/');
    expect(() => routeOf('/docs/../../etc/passwd')).toThrow(ToolInputError);
    expect(() => routeOf('  ')).toThrow(ToolInputError);
    const tools = new DocsTools(makeBuild());
    expect(tools.readPage('/docs/api/pets/').markdown).toBe('# Pets\n');
    expect(tools.readPage('/docs/').markdown).toBe('# Home\n');
    expect(() => tools.readPage('/docs/api/cats/')).toThrow(/No page at \/docs\/api\/cats\//);
  });

  it('finds operations by id, or by method and a concrete or templated path', () => {
    const tools = new DocsTools(makeBuild());
    expect(tools.findOperation({ operationId: 'getPet' }).path).toBe('/pets/{petId}');
    expect(tools.findOperation({ method: 'GET', path: '/pets/7' }).id).toBe('getPet');
    expect(tools.findOperation({ method: 'get', path: '/pets/{petId}' }).id).toBe('getPet');
    // A literal segment wins over a template.
    expect(tools.findOperation({ method: 'GET', path: 'https://api.s.example.test/pets/favourites?x=1' }).id).toBe(
      'getFavourites',
    );
    expect(() => tools.findOperation({ operationId: 'getpets' })).toThrow(/Did you mean getPet/);
    expect(() => tools.findOperation({ method: 'DELETE', path: '/pets/7' })).toThrow(/No operation DELETE \/pets\/7/);
    expect(() => tools.findOperation({ method: 'FETCH', path: '/pets' })).toThrow(/not an HTTP method/);
    expect(() => tools.findOperation({ path: '/pets' })).toThrow(/both method and path/);
  });

  it('validates a body; reports the errors of the variant whose type the body sends', () => {
    const tools = new DocsTools(makeBuild());
    expect(tools.validateRequest('createPet', { data: { type: 'dog', attributes: { goodBoy: true } } }).valid).toBe(
      true,
    );
    const wrong = tools.validateRequest('createPet', { data: { type: 'dog', attributes: { goodBoy: 'yes' } } });
    expect(wrong).toMatchObject({
      valid: false,
      variant: 'Dog',
      errors: [{ pointer: '/data/attributes/goodBoy', message: 'must be boolean' }],
    });
    // A type no variant has: every variant's errors, as the validator gives them.
    const unknown = tools.validateRequest('createPet', { data: { type: 'fish', attributes: {} } });
    expect(unknown.variant).toBeUndefined();
    expect(unknown.errors).toContainEqual({ pointer: '/data', message: 'must match exactly one schema in oneOf' });
    expect(() => tools.validateRequest('getPet', {})).toThrow(/takes no JSON request body/);
    expect(() => tools.validateRequest('createPet', '{not json')).toThrow(/not JSON/);
  });

  it("names an operation's latest API changelog entry, with its date, kind, summary and link", () => {
    const dir = makeBuild();
    const entry = (date: string, kind: string, summary: string, id: string) => ({
      id,
      date,
      kind,
      resource: 'pets',
      operation: { method: 'POST', path: '/pets', operationId: 'createPet' },
      breaking: false,
      source: { repository: 'example/openapi', commit: 'a'.repeat(40) },
      summary,
      target: { operation: 'createPet' },
    });
    writeFileSync(
      path.join(dir, 'api/changelog.json'),
      JSON.stringify([
        entry('2025-01-02T10:00:00Z', 'operation-added', 'New operation `POST /pets`.', 'older'),
        entry('2025-06-30T10:00:00+02:00', 'field-added', 'New field `attributes.lives`.', 'newer'),
      ]),
    );
    const tools = new DocsTools(dir);
    const answer = tools.getOperation({ operationId: 'createPet' });
    expect(answer).toContain(
      'Latest API changelog entry: 2025-06-30, field added: New field `attributes.lives`. See /docs/api/api-changelog/#newer',
    );
    expect(tools.getOperation({ operationId: 'getPet' })).toContain(
      'The API changelog has no entry for this operation.',
    );
  });

  it('names the files a build lacks', () => {
    const dir = makeBuild();
    expect(missingBuildFiles(dir)).toEqual(['search-index.json', 'search-index']);
    expect(missingBuildFiles(path.join(dir, 'nowhere'))).toEqual([
      'index.md',
      'api/openapi.json',
      'search-index.json',
      'search-index',
    ]);
  });
});
