/**
 * Turns the differences api-smart-diff reports between two bundled OpenAPI descriptions into
 * change facts: operations, parameters, fields, enum values, variants, required-ness and types.
 *
 * api-smart-diff resolves `$ref`s, so a change to a component schema is reported once under
 * `components/schemas/<Name>` and again at every place that reaches it through a `$ref`. Only the
 * first is kept: a difference whose path passes through a `$ref` that both versions share is left
 * to the component it points at (see coveredByComponent; ./resolved.ts removes what still repeats). What the library reports as a removed and an added property of equal
 * shape under one parent is post-processed into a rename; `required` entries of a field added or
 * removed in the same commit are folded into that field. Everything else it reports (descriptions,
 * titles, formats, examples, media types, response codes) is not a kind this changelog records.
 */
import { apiCompare } from 'api-smart-diff';

import { CHANGE_KINDS, type ChangeKind, type ChangelogEntry } from '../../plugins/changelog/entries';

// The kinds are the page's (plugins/changelog/entries.ts); the derivation re-exports them for its callers.
export { CHANGE_KINDS };
export type { ChangeKind };

/** Kinds that break a client written against the earlier description. */
export const BREAKING_KINDS: ReadonlySet<ChangeKind> = new Set([
  'operation-removed',
  'parameter-removed',
  'field-removed',
  'field-renamed',
  'enum-value-removed',
  'variant-removed',
]);

export interface OperationRef {
  method: string;
  path: string;
  operationId?: string;
}

/** One change between two versions of a description, in the provider's own names. */
/**
 * One difference in an entry's terms (plugins/changelog/entries.ts documents the shared fields), before
 * it is dated and worded; the operation is named by the diff, and `shape` is the added or removed
 * property's schema as JSON, to pair renames (not kept in the data).
 */
export type ChangeFact = Pick<
  ChangelogEntry,
  'kind' | 'schema' | 'field' | 'previousField' | 'value' | 'before' | 'after' | 'where' | 'breaking'
> & { operation?: OperationRef; shape?: string };

type Json = unknown;
type Path = (string | number)[];
type Doc = Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function child(node: Json, key: string | number): Json {
  if (node === null || typeof node !== 'object') return undefined;
  return (node as Record<string | number, Json>)[key];
}

function isRef(node: Json): node is { $ref: string } {
  return node !== null && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';
}

export function refName(ref: string): string {
  return decodeURIComponent(ref.split('/').at(-1) ?? ref);
}

function targetOf(doc: Json, ref: string): Json {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((key) => decodeURIComponent(key.replaceAll('~1', '/').replaceAll('~0', '~')))
    .reduce<Json>((node, key) => child(node, key), doc);
}

/**
 * Whether the difference at `path` lies, below depth `from`, under a `$ref` that both versions
 * have at the same place and whose target both define: the library reports the difference again
 * at that target, where it is kept. Where the `$ref`s differ (a schema renamed or moved between
 * files), the walk follows each version's own target, and the difference stays with its owner.
 */
function coveredByComponent(before: Json, after: Json, path: Path, from: number): boolean {
  let earlier = before;
  let later = after;
  for (let index = 0; index < path.length; index += 1) {
    if (index >= from) {
      const refBefore = isRef(earlier) ? earlier.$ref : undefined;
      const refAfter = isRef(later) ? later.$ref : undefined;
      if (
        refBefore !== undefined &&
        refBefore === refAfter &&
        targetOf(before, refBefore) !== undefined &&
        targetOf(after, refAfter) !== undefined
      )
        return true;
      if (refBefore !== undefined) earlier = targetOf(before, refBefore);
      if (refAfter !== undefined) later = targetOf(after, refAfter);
    }
    earlier = child(earlier, path[index]!);
    later = child(later, path[index]!);
    if (earlier === undefined && later === undefined) return false;
  }
  return false;
}

function at(doc: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => child(node, key), doc);
}

/** A variant of a oneOf/anyOf, named by its `$ref`, its title or the `type` value it carries. */
function variantName(node: Json): string | undefined {
  if (isRef(node)) return refName(node.$ref);
  const title = child(node, 'title');
  if (typeof title === 'string') return title;
  const typeEnum = child(child(child(node, 'properties'), 'type'), 'enum');
  if (Array.isArray(typeEnum) && typeof typeEnum[0] === 'string') return typeEnum[0];
  return undefined;
}

/** `properties/a/properties/b/items/properties/c` → `a.b[].c`; combinators are skipped. */
export function fieldPath(segments: Path): string {
  const names: string[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (segment === 'properties' && index + 1 < segments.length) {
      names.push(String(segments[index + 1]));
      index += 1;
    } else if (segment === 'items' && names.length > 0) {
      names[names.length - 1] += '[]';
    } else if (segment === 'additionalProperties') {
      names.push('*');
    }
  }
  return names.join('.');
}

interface Owner {
  operation?: OperationRef;
  schema?: string;
  /** Path of the owner in the document. */
  base: Path;
  /** The part of the difference's path below the operation's body/parameter, or below the schema. */
  rest: Path;
  where?: ChangeFact['where'];
}

function operationRef(doc: Json, apiPath: string, method: string): OperationRef {
  const id = child(child(child(doc, 'paths'), apiPath), method);
  const operationId = child(id, 'operationId');
  return {
    method: method.toUpperCase(),
    path: apiPath,
    ...(typeof operationId === 'string' ? { operationId } : {}),
  };
}

/** Who owns a difference: an operation (inline schema) or a component schema. */
function ownerOf(doc: Json, path: Path): Owner | undefined {
  if (path[0] === 'components' && path[1] === 'schemas' && path.length >= 3) {
    return { schema: String(path[2]), base: path.slice(0, 3), rest: path.slice(3) };
  }
  if (path[0] !== 'paths' || path.length < 3) return undefined;
  const method = String(path[2]);
  if (!(HTTP_METHODS as readonly string[]).includes(method)) return undefined;
  const operation = operationRef(doc, String(path[1]), method);
  const rest = path.slice(3);
  if (rest[0] === 'requestBody') {
    // requestBody/content/<media>/schema/...
    return { operation, base: path.slice(0, 3), rest: rest.slice(4), where: 'request' };
  }
  if (rest[0] === 'responses') {
    // responses/<status>/content/<media>/schema/...
    return { operation, base: path.slice(0, 3), rest: rest.slice(5), where: 'response' };
  }
  if (rest[0] === 'parameters') return { operation, base: path.slice(0, 3), rest, where: 'parameter' };
  return undefined;
}

function typeLabel(node: Json): string {
  if (isRef(node)) return refName(node.$ref);
  const type = child(node, 'type');
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.join(' or ');
  return 'unspecified';
}

interface RawDiff {
  action: 'add' | 'remove' | 'replace' | 'rename';
  path: Path;
  before?: Json;
  after?: Json;
}

/** The library's differences between two bundled descriptions (copies: the library annotates its inputs). */
export function diffDescriptions(before: Doc, after: Doc): RawDiff[] {
  const { diffs } = apiCompare(structuredClone(before), structuredClone(after));
  return diffs.map((diff) => ({
    action: diff.action,
    path: diff.path,
    before: diff.before as Json,
    after: diff.after as Json,
  }));
}

/** Change facts of one commit, from the library's differences and the two raw bundles. */
export function classify(before: Doc, after: Doc, diffs: RawDiff[]): ChangeFact[] {
  const facts: ChangeFact[] = [];
  const variantParents = new Map<string, { path: Path; owner: Owner }>();

  for (const diff of diffs) {
    const { path, action } = diff;
    const doc = action === 'remove' ? before : after;

    // Whole path items and operations.
    if (path[0] === 'paths' && path.length <= 3) {
      const kind = action === 'add' ? 'operation-added' : action === 'remove' ? 'operation-removed' : undefined;
      if (!kind) continue;
      const apiPath = String(path[1]);
      const methods =
        path.length === 3 ? [String(path[2])] : Object.keys((action === 'add' ? diff.after : diff.before) ?? {});
      for (const method of methods.filter((name) => (HTTP_METHODS as readonly string[]).includes(name))) {
        facts.push({ kind, operation: operationRef(doc, apiPath, method), breaking: kind === 'operation-removed' });
      }
      continue;
    }

    const owner = ownerOf(doc, path);
    if (!owner) continue;
    // Left to the component a `$ref` on the way points at, when that `$ref` is the same in both versions.
    if (coveredByComponent(before, after, path, owner.base.length + 1)) continue;

    const rest = owner.where ? owner.rest : path.slice(3);
    const last = rest.at(-1);
    const parent = rest.at(-2);
    const base = { operation: owner.operation, schema: owner.schema, where: owner.where };

    if (owner.where === 'parameter') {
      // parameters/<index> added or removed; the index is all the library gives, so read the name.
      if (rest.length === 2 && (action === 'add' || action === 'remove')) {
        const parameter = action === 'add' ? diff.after : diff.before;
        const name = child(parameter, 'name');
        if (typeof name !== 'string') continue;
        facts.push({
          ...base,
          kind: action === 'add' ? 'parameter-added' : 'parameter-removed',
          value: name,
          breaking: action === 'remove' || (action === 'add' && child(parameter, 'required') === true),
        });
      }
      continue;
    }

    // A variant of a oneOf/anyOf: compared as sets of names below, whatever their order.
    let combinator = -1;
    rest.forEach((segment, position) => {
      if (segment === 'oneOf' || segment === 'anyOf') combinator = position;
    });
    if (
      combinator >= 0 &&
      (rest.length === combinator + 2 ||
        (rest.length === combinator + 3 && last === '$ref') ||
        rest.length === combinator + 1)
    ) {
      const holder = [...path.slice(0, path.length - rest.length), ...rest.slice(0, combinator + 1)];
      variantParents.set(JSON.stringify(holder), { path: holder, owner });
      continue;
    }

    if (parent === 'properties' && (action === 'add' || action === 'remove')) {
      const field = fieldPath(rest);
      const holderRequired = at(doc, [...path.slice(0, -2), 'required']);
      const required = Array.isArray(holderRequired) && holderRequired.includes(last);
      facts.push({
        ...base,
        kind: action === 'add' ? 'field-added' : 'field-removed',
        field,
        after: action === 'add' ? typeLabel(diff.after) : undefined,
        before: action === 'remove' ? typeLabel(diff.before) : undefined,
        shape: JSON.stringify(action === 'add' ? diff.after : diff.before),
        breaking: action === 'remove' ? owner.where !== 'request' : required && owner.where !== 'response',
      });
      continue;
    }

    if (parent === 'enum' && (action === 'add' || action === 'remove')) {
      const value = action === 'add' ? diff.after : diff.before;
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      facts.push({
        ...base,
        kind: action === 'add' ? 'enum-value-added' : 'enum-value-removed',
        field: fieldPath(rest.slice(0, -2)),
        value: String(value),
        breaking: action === 'remove',
      });
      continue;
    }

    const requiredChange = (name: Json, nowRequired: boolean) => {
      if (typeof name !== 'string') return;
      const holderField = fieldPath(rest.slice(0, last === 'required' ? -1 : -2));
      facts.push({
        ...base,
        kind: 'required-changed',
        field: holderField ? `${holderField}.${name}` : name,
        before: nowRequired ? 'optional' : 'required',
        after: nowRequired ? 'required' : 'optional',
        breaking: nowRequired && owner.where !== 'response',
      });
    };
    if (parent === 'required' && (action === 'add' || action === 'remove')) {
      requiredChange(action === 'add' ? diff.after : diff.before, action === 'add');
      continue;
    }
    if (last === 'required' && (action === 'add' || action === 'remove')) {
      const names = action === 'add' ? diff.after : diff.before;
      if (Array.isArray(names)) for (const name of names) requiredChange(name, action === 'add');
      continue;
    }

    if (action === 'replace' && (last === 'type' || (last === '$ref' && rest.at(-3) === 'properties'))) {
      const field = fieldPath(last === 'type' ? rest.slice(0, -1) : rest.slice(0, -1));
      if (!field) continue;
      const describe = (value: Json) =>
        last === '$ref' && typeof value === 'string'
          ? refName(value)
          : Array.isArray(value)
            ? value.join(' or ')
            : String(value);
      facts.push({
        ...base,
        kind: 'type-changed',
        field,
        before: describe(diff.before),
        after: describe(diff.after),
        breaking: true,
      });
    }
  }

  for (const { path, owner } of variantParents.values()) {
    const names = (doc: Json) =>
      new Set(
        (Array.isArray(at(doc, path)) ? (at(doc, path) as Json[]) : [])
          .map(variantName)
          .filter((name): name is string => name !== undefined),
      );
    const earlier = names(before);
    const later = names(after);
    const rest = owner.where ? owner.rest : path.slice(3);
    const field = fieldPath(rest.slice(0, -1));
    const base = { operation: owner.operation, schema: owner.schema, where: owner.where, field: field || undefined };
    for (const name of later)
      if (!earlier.has(name)) facts.push({ ...base, kind: 'variant-added', value: name, breaking: false });
    for (const name of earlier)
      if (!later.has(name)) facts.push({ ...base, kind: 'variant-removed', value: name, breaking: true });
  }

  return foldRelated(dedupe(facts));
}

export function factKey(
  fact: Pick<ChangeFact, 'kind' | 'operation' | 'schema' | 'field' | 'value' | 'previousField' | 'where'>,
): string {
  const operation = fact.operation ? `${fact.operation.method} ${fact.operation.path}` : '';
  return [
    fact.kind,
    operation,
    fact.schema ?? '',
    fact.where ?? '',
    fact.field ?? '',
    fact.previousField ?? '',
    fact.value ?? '',
  ].join('|');
}

function dedupe(facts: ChangeFact[]): ChangeFact[] {
  const seen = new Map<string, ChangeFact>();
  for (const fact of facts) if (!seen.has(factKey(fact))) seen.set(factKey(fact), fact);
  return [...seen.values()];
}

function ownerKey(fact: ChangeFact): string {
  return `${fact.schema ?? ''}|${fact.operation ? `${fact.operation.method} ${fact.operation.path}` : ''}|${fact.where ?? ''}`;
}

/** Renames from remove+add pairs of equal shape; required changes of fields added or removed together. */
function foldRelated(facts: ChangeFact[]): ChangeFact[] {
  const result = [...facts];
  const removedByParent = new Map<string, ChangeFact[]>();
  const addedByParent = new Map<string, ChangeFact[]>();
  const parentOf = (field: string) => field.split('.').slice(0, -1).join('.');
  for (const fact of facts) {
    if (fact.kind !== 'field-added' && fact.kind !== 'field-removed') continue;
    const key = `${ownerKey(fact)}|${parentOf(fact.field ?? '')}`;
    const bucket = fact.kind === 'field-added' ? addedByParent : removedByParent;
    bucket.set(key, [...(bucket.get(key) ?? []), fact]);
  }
  for (const [key, removed] of removedByParent) {
    const added = addedByParent.get(key) ?? [];
    if (removed.length !== 1 || added.length !== 1) continue;
    const [gone] = removed as [ChangeFact];
    const [came] = added as [ChangeFact];
    if (gone.shape !== came.shape) continue;
    result.splice(result.indexOf(gone), 1);
    result.splice(result.indexOf(came), 1, {
      ...came,
      kind: 'field-renamed',
      previousField: gone.field,
      after: undefined,
      breaking: true,
    });
  }
  const touched = new Set(
    result
      .filter((fact) => fact.kind === 'field-added' || fact.kind === 'field-removed' || fact.kind === 'field-renamed')
      .map((fact) => `${ownerKey(fact)}|${fact.field}`),
  );
  return result
    .filter((fact) => fact.kind !== 'required-changed' || !touched.has(`${ownerKey(fact)}|${fact.field}`))
    .map(({ shape: _shape, ...fact }) => fact);
}

/** Component schema → operations that reach it through `$ref`s, in document order. */
export function schemaUsers(document: Doc): Map<string, { method: string; path: string; operationId?: string }[]> {
  const schemas = ((document.components as Doc | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const direct = new Map<string, Set<string>>();
  const refsIn = (node: unknown, into: Set<string>) => {
    if (Array.isArray(node)) node.forEach((item) => refsIn(item, into));
    else if (node && typeof node === 'object') {
      const ref = (node as { $ref?: unknown }).$ref;
      if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) into.add(refName(ref));
      Object.values(node).forEach((value) => refsIn(value, into));
    }
  };
  for (const [name, schema] of Object.entries(schemas)) {
    const refs = new Set<string>();
    refsIn(schema, refs);
    direct.set(name, refs);
  }
  const users = new Map<string, { method: string; path: string; operationId?: string }[]>();
  for (const [apiPath, item] of Object.entries((document.paths ?? {}) as Record<string, Doc>)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Doc | undefined;
      if (!operation) continue;
      const reached = new Set<string>();
      const queue = new Set<string>();
      refsIn(operation, queue);
      refsIn(item.parameters, queue);
      for (const name of queue) {
        if (reached.has(name)) continue;
        reached.add(name);
        for (const next of direct.get(name) ?? []) queue.add(next);
      }
      const ref = {
        method: method.toUpperCase(),
        path: apiPath,
        ...(typeof operation.operationId === 'string' ? { operationId: operation.operationId } : {}),
      };
      for (const name of reached) users.set(name, [...(users.get(name) ?? []), ref]);
    }
  }
  return users;
}
