/**
 * The API changelog (issue 22): the committed entries pass their checks against openapi/ and match
 * the page; bad entries fail naming the entry; the classifier reads the diff library's output into
 * the kinds the page shows; the badge window runs from the newest entry; and the breaking-change
 * guard finds a change the changelog does not record.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

import { badgesOf, windowStart } from '../../plugins/changelog/badges';
import { readEntries } from '../../plugins/changelog/data';
import {
  entryProblems,
  referenceIndex,
  type ChangelogEntry,
  type ReferenceIndex,
} from '../../plugins/changelog/entries';
import { CHANGELOG_PAGE, currentBlock, pageBlock } from '../../plugins/changelog/page';
import { loadApiDescription } from '../../plugins/openapi/description';
import { classify, diffDescriptions } from '../../scripts/changelog/classify';
import { breakingChanges, readBaseline, unrecorded } from '../../scripts/changelog/guard';
import { endpointsIn } from '../../scripts/changelog/sdkEndpoints';
import {
  confirmFact,
  hadNoValues,
  inlineGenerated,
  operationViews,
  owningSchema,
} from '../../scripts/changelog/resolved';

let index: ReferenceIndex;
let current: Record<string, unknown>;
const entries = readEntries();

beforeAll(async () => {
  const { document } = await loadApiDescription();
  current = document;
  index = referenceIndex(document);
}, 60_000);

function entry(overrides: Partial<ChangelogEntry>): ChangelogEntry {
  return {
    id: 'e1',
    date: '2025-06-30T10:00:00+02:00',
    kind: 'operation-added',
    resource: 'cards',
    operation: { method: 'POST', path: '/cards', operationId: 'createCard' },
    breaking: false,
    source: { repository: 'unit-finance/openapi-unit-sdk', commit: 'a'.repeat(40) },
    summary: 'New operation `POST /cards`.',
    target: { operation: 'createCard' },
    ...overrides,
  };
}

describe('the committed changelog data', () => {
  it('passes every check against openapi/', () => {
    expect(entries.length).toBeGreaterThan(100);
    expect(entryProblems(entries, index)).toEqual([]);
  });

  it('matches the months of the page', () => {
    expect(currentBlock(readFileSync(CHANGELOG_PAGE, 'utf8'))).toBe(pageBlock(entries));
  });
});

describe("reading the SDKs' calls", () => {
  it('reads a Node call from the API root when the resource keeps the base path in a field', () => {
    const source = [
      'export class CashDeposits extends BaseResource {',
      '  constructor(token: string, basePath: string, config?: UnitConfig) {',
      '    super(token, basePath + "/cash-deposits", config)',
      '  }',
      '  list() { return this.httpGet<UnitResponse<StoreLocation[]>>(`${this.basePath}/store-locations`, {}) }',
      '  get(id: string) { return this.httpGet<UnitResponse<CashDeposit>>(`/${id}`) }',
      '}',
    ].join('\n');
    expect(endpointsIn('node', source)).toEqual([
      { method: 'GET', path: '/store-locations' },
      { method: 'GET', path: '/cash-deposits/{}' },
    ]);
  });
});

describe('bad entries fail naming the entry', () => {
  it('a date that does not parse', () => {
    expect(entryProblems([entry({ id: 'bad-date', date: '2025-13-45' })], index)).toEqual([
      expect.stringMatching(/^entry bad-date: date "2025-13-45" is not an ISO 8601/),
    ]);
  });

  it('a missing operation, field or value without inReference: false', () => {
    const problems = entryProblems(
      [
        entry({ id: 'no-op', target: { operation: 'launchRocket' } }),
        entry({
          id: 'no-field',
          kind: 'field-added',
          field: 'attributes.warpDrive',
          target: { operation: 'createCard' },
        }),
        entry({ id: 'no-target', target: undefined, operation: { method: 'GET', path: '/cards' } }),
        entry({ id: 'marked', kind: 'field-added', field: 'attributes.hyperDrive', inReference: false }),
      ],
      index,
    );
    expect(problems).toEqual([
      'entry no-op: target operation launchRocket is not in openapi/',
      expect.stringMatching(/^entry no-field: field attributes\.warpDrive is not in createCard/),
      'entry no-target: has no target in our reference; add one or mark it inReference: false',
    ]);
  });

  it('two entries for the same change', () => {
    const problems = entryProblems([entry({ id: 'first' }), entry({ id: 'second' }), entry({ id: 'second' })], index);
    expect(problems).toContain('entry second: records the same change as entry first');
    expect(problems).toContain('entry second: the id is used by 2 entries');
  });
});

describe('classifying the diff library', () => {
  const base = {
    openapi: '3.0.2',
    info: { title: 't', version: '1' },
    paths: {
      '/cards': {
        post: {
          operationId: 'createCard',
          requestBody: {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateCard' } } },
          },
          responses: { '200': { description: 'ok' } },
        },
      },
    },
    components: {
      schemas: {
        CreateCard: {
          type: 'object',
          properties: {
            attributes: {
              type: 'object',
              required: ['limit'],
              properties: {
                limit: { type: 'integer' },
                nickname: { type: 'string' },
                status: { type: 'string', enum: ['Active', 'Frozen'] },
                memo: { type: 'string' },
              },
            },
          },
        },
      },
    },
  };

  it('finds operations, fields, renames, enum values and required changes, once each', () => {
    const after = structuredClone(base) as typeof base & { paths: Record<string, unknown> };
    const attributes = after.components.schemas.CreateCard.properties.attributes;
    delete (attributes.properties as Record<string, unknown>).nickname;
    (attributes.properties as Record<string, unknown>).displayName = { type: 'string' };
    attributes.properties.status.enum.push('Closed');
    attributes.required.push('memo');
    (after.components.schemas.CreateCard.properties as Record<string, unknown>).tags = { type: 'object' };
    after.paths['/cards/{cardId}/freeze'] = { post: { operationId: 'freezeCard', responses: {} } };
    const facts = classify(base, after, diffDescriptions(base, after));
    const brief = facts.map((fact) => [
      fact.kind,
      fact.schema ?? fact.operation?.operationId,
      fact.field ?? fact.value,
    ]);
    expect(brief).toEqual(
      expect.arrayContaining([
        ['operation-added', 'freezeCard', undefined],
        ['field-renamed', 'CreateCard', 'attributes.displayName'],
        ['field-added', 'CreateCard', 'tags'],
        ['enum-value-added', 'CreateCard', 'attributes.status'],
        ['required-changed', 'CreateCard', 'attributes.memo'],
      ]),
    );
    expect(facts).toHaveLength(5);
    expect(facts.find((fact) => fact.kind === 'field-renamed')?.previousField).toBe('attributes.nickname');
  });
});

describe('badges', () => {
  it('cover the six months before the newest entry, not the build date', () => {
    expect(windowStart('2026-04-09')).toBe('2025-10-09');
    expect(windowStart('2025-08-31')).toBe('2025-02-28');
    const badges = badgesOf([
      entry({ id: 'new', date: '2026-04-09T10:00:00Z' }),
      entry({
        id: 'old',
        date: '2025-01-01T10:00:00Z',
        operation: { method: 'GET', path: '/cards', operationId: 'getCardsList' },
        target: { operation: 'getCardsList' },
      }),
    ]);
    expect(badges.operations.get('createCard')).toMatchObject({ label: 'New', text: 'New: added 2026-04-09' });
    expect(badges.operations.has('getCardsList')).toBe(false);
  });
});

describe('the breaking-change guard', () => {
  // The diff of the whole description takes a few seconds on an idle machine.
  it('finds nothing unrecorded between the baseline and openapi/', { timeout: 60_000 }, () => {
    expect(unrecorded(breakingChanges(readBaseline(), current), entries)).toEqual([]);
  });

  it('names a removed field that the changelog lacks', { timeout: 60_000 }, () => {
    type Schema = { properties: Record<string, unknown> };
    const changed = structuredClone(current) as { components: { schemas: Record<string, Schema> } };
    const fields = changed.components.schemas.CreateCardIndividualAttributes!.properties;
    delete fields.shippingAddress;
    const missing = unrecorded(breakingChanges(readBaseline(), changed), entries);
    expect(missing.map((change) => change.description)).toEqual([
      expect.stringContaining('field-removed: shippingAddress of CreateCardIndividualAttributes (createCard'),
    ]);
  });
});

describe('checking the diff library against the resolved operations', () => {
  const variant = (type: string) => ({
    type: 'object',
    properties: { type: { type: 'string', enum: [type] }, attributes: { type: 'object' } },
  });
  const version = (schema: unknown, schemas: Record<string, unknown>) => ({
    openapi: '3.0.2',
    info: { title: 't', version: '1' },
    paths: {
      '/cards': {
        post: {
          operationId: 'createCard',
          requestBody: { content: { 'application/json': { schema } } },
          responses: { '201': { description: 'created' } },
        },
      },
    },
    components: { schemas },
  });
  const variants = {
    CreateDebitCard: variant('debitCard'),
    CreateVirtualCard: variant('virtualCard'),
  };
  const oneOf = [{ $ref: '#/components/schemas/CreateDebitCard' }, { $ref: '#/components/schemas/CreateVirtualCard' }];

  function confirmed(before: Record<string, unknown>, after: Record<string, unknown>) {
    const facts = classify(before, after, diffDescriptions(before, after));
    const [earlier, later] = [operationViews(before), operationViews(after)];
    return facts
      .filter((fact) => confirmFact(fact, earlier, later))
      .map((fact) => `${fact.kind} ${fact.field ?? ''} ${fact.value ?? ''}`.trim());
  }

  it('a oneOf moved from a wrapper schema into data is no change', () => {
    const before = version(
      { type: 'object', properties: { data: { $ref: '#/components/schemas/createCard' } } },
      { ...variants, createCard: { oneOf } },
    );
    const after = version(
      { $ref: '#/components/schemas/createCard' },
      { ...variants, createCard: { type: 'object', properties: { data: { oneOf } } } },
    );
    expect(confirmed(before, after)).toEqual([]);
  });

  it('a variant that is really gone is still reported', () => {
    const before = version({ type: 'object', properties: { data: { oneOf } } }, variants);
    const after = version({ type: 'object', properties: { data: { oneOf: oneOf.slice(0, 1) } } }, variants);
    expect(confirmed(before, after)).toEqual(['variant-removed data CreateVirtualCard']);
  });

  it('names an inline object by the operation and its JSON path, not the bundler’s name', () => {
    const schemas = (relationships: unknown) => ({
      'relationships-13': relationships,
      CreateDebitCard: {
        type: 'object',
        properties: {
          data: { type: 'object', properties: { relationships: { $ref: '#/components/schemas/relationships-13' } } },
        },
      },
    });
    const body = { $ref: '#/components/schemas/CreateDebitCard' };
    const provider = new Set(['CreateDebitCard']);
    const before = inlineGenerated(
      version(body, schemas({ type: 'object', properties: { account: { type: 'object' } } })),
      provider,
    );
    const after = inlineGenerated(
      version(
        body,
        schemas({ type: 'object', properties: { account: { type: 'object' }, customer: { type: 'object' } } }),
      ),
      provider,
    );
    expect(JSON.stringify(after)).not.toContain('relationships-13');
    const facts = classify(before, after, diffDescriptions(before, after));
    expect(facts.map((fact) => [fact.kind, fact.schema, fact.field])).toEqual([
      ['field-added', 'CreateDebitCard', 'data.relationships.customer'],
    ]);
  });

  it('names a field inherited through allOf by the schema that defines it', () => {
    const document = {
      components: {
        schemas: {
          Transaction: { type: 'object', properties: { type: { type: 'string', enum: ['feeTransaction'] } } },
          FeeTransaction: {
            allOf: [
              { $ref: '#/components/schemas/Transaction' },
              { type: 'object', properties: { attributes: { type: 'object', properties: { amount: {} } } } },
            ],
          },
        },
      },
    };
    expect(owningSchema(document, 'FeeTransaction', 'type')).toBe('Transaction');
    expect(owningSchema(document, 'FeeTransaction', 'attributes.amount')).toBe('FeeTransaction');
    expect(owningSchema(document, 'FeeTransaction', 'attributes.missing')).toBe('FeeTransaction');
  });

  it('tells a first list of values from a value added to a list', () => {
    const withType = (type: Record<string, unknown>) =>
      operationViews(version({ type: 'object', properties: { data: { type: 'object', properties: { type } } } }, {}));
    const place = ['POST /cards|request|data.type'];
    expect(hadNoValues(place, withType({ type: 'string' }))).toBe(true);
    expect(hadNoValues(place, withType({ type: 'string', enum: ['debitCard'] }))).toBe(false);
    expect(hadNoValues(['POST /cards|request|data.other'], withType({ type: 'string' }))).toBe(false);
  });
});
