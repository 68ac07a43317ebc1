/**
 * The API changelog's data (src/data/changelog/entries.json, written by `npm run changelog:derive`)
 * and its checks against our own description: every entry must have a date that parses, a kind we
 * know, a source commit, and either a target our reference has or `inReference: false`; no change
 * may be recorded twice. Problems name the entry.
 */
import { shortHash } from '../../src/site/shortHash.mjs';
import type { OpenApiDocument } from '../openapi/types';
import { listOperations } from '../openapi/types';

export const CHANGE_KINDS = [
  'operation-added',
  'operation-removed',
  'parameter-added',
  'parameter-removed',
  'field-added',
  'field-removed',
  'field-renamed',
  'enum-value-added',
  'enum-value-removed',
  'variant-added',
  'variant-removed',
  'required-changed',
  'type-changed',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface ChangelogEntry {
  /** Stable: the date, the kind and a hash of the change's facts. Also the entry's anchor on the page. */
  id: string;
  /** The source commit's author date, ISO 8601. */
  date: string;
  kind: ChangeKind;
  /** The first segment of the operation's path (`cards`, `applications`): what readers narrow by. */
  resource: string;
  /** The operation, as the provider's description (or the SDK) names it. */
  operation?: { method: string; path: string; operationId?: string };
  /** The provider's component schema that changed. */
  schema?: string;
  /** Dotted property path, e.g. `attributes.tags`. */
  field?: string;
  /** The earlier name of a renamed field. */
  previousField?: string;
  /** An enum value, a variant's name or a parameter's name. */
  value?: string;
  before?: string;
  after?: string;
  /** Request body, response or parameter, when the operation's own definition changed. */
  where?: 'request' | 'response' | 'parameter';
  /** Whether a client written against the earlier version can break. */
  breaking: boolean;
  source: { repository: string; commit: string };
  /** One line, written from the facts. */
  summary: string;
  /** Where our reference documents it: an operation id or schema name of openapi/, and the field as shown there. */
  target?: { operation?: string; schema?: string; field?: string };
  /** Our reference does not document what the entry is about (it may still link the operation it belongs to). */
  inReference?: false;
  /** Set on the entries of one commit that restructured the description (see the page). */
  group?: string;
}

/** What the entry records, without the words: two entries with one key are the same change. */
export function changeKey(entry: Omit<ChangelogEntry, 'id' | 'summary' | 'target' | 'inReference'>): string {
  const operation = entry.operation ? `${entry.operation.method} ${entry.operation.path}` : '';
  return [
    entry.source.repository,
    entry.source.commit,
    entry.kind,
    operation,
    entry.schema ?? '',
    entry.where ?? '',
    entry.field ?? '',
    entry.previousField ?? '',
    entry.value ?? '',
  ].join('|');
}

export function entryId(entry: Omit<ChangelogEntry, 'id' | 'summary' | 'target' | 'inReference'>): string {
  const hash = shortHash(changeKey(entry), 8);
  return `${entry.date.slice(0, 10)}-${entry.kind}-${hash}`;
}

/** Property names, enum values and `type` values anywhere under a schema, `$ref`s followed. */
export interface ReferenceIndex {
  operations: Map<string, { method: string; path: string; names: Set<string>; values: Set<string> }>;
  schemas: Map<string, { names: Set<string>; values: Set<string> }>;
  byMethodPath: Map<string, string>;
}

function collect(
  document: OpenApiDocument,
  node: unknown,
  names: Set<string>,
  values: Set<string>,
  seen: Set<string>,
): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(document, item, names, values, seen);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string' && record.$ref.startsWith('#/components/')) {
    if (seen.has(record.$ref)) return;
    seen.add(record.$ref);
    const target = record.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], document);
    collect(document, target, names, values, seen);
    return;
  }
  if (record.properties && typeof record.properties === 'object') {
    for (const name of Object.keys(record.properties)) names.add(name);
  }
  if (Array.isArray(record.enum)) for (const value of record.enum) values.add(String(value));
  if (typeof record.const === 'string' || typeof record.const === 'number') values.add(String(record.const));
  if (typeof record.name === 'string' && typeof record.in === 'string') names.add(record.name);
  for (const [key, value] of Object.entries(record)) {
    if (key === 'examples' || key === 'example') continue;
    collect(document, value, names, values, seen);
  }
}

export function referenceIndex(document: OpenApiDocument): ReferenceIndex {
  const operations: ReferenceIndex['operations'] = new Map();
  const byMethodPath = new Map<string, string>();
  for (const located of listOperations(document)) {
    const names = new Set<string>();
    const values = new Set<string>();
    const { requestBody, responses } = located.operation;
    collect(
      document,
      { requestBody, responses, parameters: located.parameters.map((p) => p.parameter) },
      names,
      values,
      new Set(),
    );
    operations.set(located.id, { method: located.method.toUpperCase(), path: located.path, names, values });
    byMethodPath.set(`${located.method.toUpperCase()} ${located.path}`, located.id);
  }
  const schemas: ReferenceIndex['schemas'] = new Map();
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    const names = new Set<string>();
    const values = new Set<string>();
    collect(document, schema, names, values, new Set());
    schemas.set(name, { names, values });
  }
  return { operations, schemas, byMethodPath };
}

/** The last property name of a dotted field path (`attributes.tags[]` → `tags`). */
export function leafName(field: string): string {
  return (field.split('.').at(-1) ?? field).replace(/\[\]$/, '');
}

/** Kinds whose subject must exist in our reference unless the entry says it does not. */
const SUBJECT_PRESENT: Partial<Record<ChangeKind, 'operation' | 'field' | 'value'>> = {
  'operation-added': 'operation',
  'parameter-added': 'value',
  'field-added': 'field',
  'field-renamed': 'field',
  'enum-value-added': 'value',
  'variant-added': 'operation',
  'required-changed': 'field',
  'type-changed': 'field',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Every problem of the data, each naming the entry; empty when the data is sound. */
export function entryProblems(entries: readonly ChangelogEntry[], index: ReferenceIndex): string[] {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  const keys = new Map<string, string>();
  entries.forEach((entry, position) => {
    const name = `entry ${entry.id ?? `#${position}`}`;
    if (typeof entry.id !== 'string' || entry.id === '') problems.push(`entry #${position} has no id`);
    ids.set(entry.id, (ids.get(entry.id) ?? 0) + 1);
    if (typeof entry.date !== 'string' || !ISO_DATE.test(entry.date) || Number.isNaN(Date.parse(entry.date)))
      problems.push(`${name}: date ${JSON.stringify(entry.date)} is not an ISO 8601 date and time`);
    if (!(CHANGE_KINDS as readonly string[]).includes(entry.kind))
      problems.push(`${name}: kind ${JSON.stringify(entry.kind)} is not one of ${CHANGE_KINDS.join(', ')}`);
    // The resource becomes an anchor and a CSS attribute value on the page: a plain slug only.
    if (typeof entry.resource !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.resource))
      problems.push(`${name}: resource ${JSON.stringify(entry.resource)} is not a slug (a-z, 0-9 and hyphens)`);
    if (!entry.source?.repository || !/^[0-9a-f]{40}$/.test(entry.source?.commit ?? ''))
      problems.push(`${name}: source needs a repository and a full 40-character commit hash`);
    if (typeof entry.summary !== 'string' || entry.summary.trim() === '' || entry.summary.includes('\n'))
      problems.push(`${name}: summary must be one line`);
    if (!entry.operation && !entry.schema) problems.push(`${name}: names neither an operation nor a schema`);
    const key = changeKey(entry);
    const earlier = keys.get(key);
    if (earlier !== undefined) problems.push(`${name}: records the same change as entry ${earlier}`);
    else keys.set(key, entry.id);

    const { target } = entry;
    if (target?.operation && !index.operations.has(target.operation))
      problems.push(`${name}: target operation ${target.operation} is not in openapi/`);
    if (target?.schema && !index.schemas.has(target.schema))
      problems.push(`${name}: target schema ${target.schema} is not in openapi/`);
    if (entry.inReference === false) return;
    if (!target?.operation && !target?.schema) {
      problems.push(`${name}: has no target in our reference; add one or mark it inReference: false`);
      return;
    }
    const holder = target.operation ? index.operations.get(target.operation) : index.schemas.get(target.schema!);
    if (!holder) return;
    const subject = SUBJECT_PRESENT[entry.kind];
    if (subject === 'field') {
      const field = target.field ?? entry.field;
      if (!field || !holder.names.has(leafName(field)))
        problems.push(
          `${name}: field ${field ?? '(none)'} is not in ${target.operation ?? target.schema} of openapi/; mark it inReference: false`,
        );
    }
    if (subject === 'value') {
      const value = entry.value ?? '';
      const found =
        entry.kind === 'parameter-added' ? holder.names.has(value.replace(/\[.*$/, '')) : holder.values.has(value);
      if (!found)
        problems.push(
          `${name}: ${entry.kind === 'parameter-added' ? 'parameter' : 'value'} ${value} is not in ${target.operation ?? target.schema} of openapi/; mark it inReference: false`,
        );
    }
  });
  for (const [id, count] of ids) if (count > 1) problems.push(`entry ${id}: the id is used by ${count} entries`);
  return problems;
}
