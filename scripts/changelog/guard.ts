/**
 * The breaking-change guard of our own description: compares openapi/ with the committed baseline
 * (openapi/baseline/openapi.json, the bundled description at the last release) with the same diff
 * library as the changelog, and lists what would break a client written against the baseline: a
 * removed operation, field or enum value, or an optional field that became required. A change the
 * changelog data records is listed as recorded; any other fails `npm run check:api` and the tests.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { leafName, type ChangelogEntry } from '../../plugins/changelog/entries';
import { classify, diffDescriptions, schemaUsers, type ChangeFact } from './classify';

export const BASELINE_FILE = path.resolve(__dirname, '../../openapi/baseline/openapi.json');

type Doc = Record<string, unknown>;

const DERIVED_REPOSITORIES = new Set([
  'unit-finance/openapi-unit-sdk',
  'unit-finance/unit-node-sdk',
  'unit-finance/unit-python-sdk',
  'unit-finance/unit-ruby-sdk',
]);

export interface BreakingChange {
  kind: ChangeFact['kind'];
  /** Our operation ids it touches (for a schema, the operations that use it). */
  operations: string[];
  schema?: string;
  field?: string;
  value?: string;
  /** "field-removed: `attributes.tags` of CreateCard (createCard)". */
  description: string;
}

function isBreaking(fact: ChangeFact): boolean {
  return (
    fact.kind === 'operation-removed' ||
    fact.kind === 'field-removed' ||
    fact.kind === 'field-renamed' ||
    fact.kind === 'enum-value-removed' ||
    fact.kind === 'parameter-removed' ||
    (fact.kind === 'required-changed' && fact.after === 'required')
  );
}

/** Prose and examples break nothing; leaving them out makes the comparison (and the baseline) small. */
const PROSE = new Set(['description', 'summary', 'examples', 'example', 'x-unit-unconfirmed', 'x-unit-sources']);

/** The description without prose; under `properties` every key is a field name and stays. */
export function withoutProse<T>(node: T, inProperties = false): T {
  if (Array.isArray(node)) return node.map((item: unknown) => withoutProse(item)) as T;
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) =>
      !inProperties && PROSE.has(key) ? [] : [[key, withoutProse(value, key === 'properties' && !inProperties)]],
    ),
  ) as T;
}

export function readBaseline(file = BASELINE_FILE): Doc {
  return JSON.parse(readFileSync(file, 'utf8')) as Doc;
}

export function writeBaseline(document: Doc, file = BASELINE_FILE): void {
  writeFileSync(file, `${JSON.stringify(withoutProse(document))}\n`);
}

/** The breaking changes from `baseline` to `current`. */
export function breakingChanges(baselineDocument: Doc, currentDocument: Doc): BreakingChange[] {
  const baseline = withoutProse(baselineDocument);
  const current = withoutProse(currentDocument);
  const facts = classify(baseline, current, diffDescriptions(baseline, current)).filter(isBreaking);
  const users = schemaUsers(baseline);
  return facts.map((fact) => {
    const operations = fact.operation?.operationId
      ? [fact.operation.operationId]
      : (users.get(fact.schema ?? '') ?? []).flatMap((user) => (user.operationId ? [user.operationId] : []));
    const subject =
      fact.field ?? fact.value ?? (fact.operation ? `${fact.operation.method} ${fact.operation.path}` : '');
    const where = fact.schema ? ` of ${fact.schema}` : '';
    const value = fact.value && fact.field ? ` value ${fact.value}` : '';
    return {
      kind: fact.kind,
      operations,
      ...(fact.schema ? { schema: fact.schema } : {}),
      ...(fact.field ? { field: fact.field } : {}),
      ...(fact.value ? { value: fact.value } : {}),
      description: `${fact.kind}: ${subject}${value}${where}${operations.length > 0 ? ` (${operations.slice(0, 5).join(', ')}${operations.length > 5 ? ', …' : ''})` : ''}`,
    };
  });
}

/** Whether an entry of the changelog records the change. */
export function records(entry: ChangelogEntry, change: BreakingChange): boolean {
  // Entries derived from the provider's history describe its file, not a change to ours.
  if (DERIVED_REPOSITORIES.has(entry.source.repository)) return false;
  const kinds = change.kind === 'field-renamed' ? ['field-renamed', 'field-removed'] : [change.kind];
  if (!kinds.includes(entry.kind)) return false;
  const operation = entry.target?.operation ?? entry.operation?.operationId;
  const sameOwner =
    (entry.schema !== undefined && entry.schema === change.schema) ||
    (entry.target?.schema !== undefined && entry.target.schema === change.schema) ||
    (operation !== undefined && change.operations.includes(operation));
  if (!sameOwner) return false;
  if (change.kind === 'operation-removed') return true;
  if (change.kind === 'enum-value-removed' || change.kind === 'parameter-removed') return entry.value === change.value;
  const field = entry.field;
  return field !== undefined && change.field !== undefined && leafName(field) === leafName(change.field);
}

export function unrecorded(changes: readonly BreakingChange[], entries: readonly ChangelogEntry[]): BreakingChange[] {
  return changes.filter((change) => !entries.some((entry) => records(entry, change)));
}
