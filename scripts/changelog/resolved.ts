/**
 * What a reader of one version of the description actually meets, independent of how the files
 * are split: every operation's request and response flattened into JSON paths (`data.attributes.tags`)
 * with `$ref`s followed, and the checks that keep a change only if those flattened shapes show it.
 *
 * Two things in the bundled history are not changes a reader can see, and this module removes them:
 * - Redocly names every external `$ref` it pulls into `components/schemas`; a `$ref` into the middle
 *   of a file (`card.json#/…/properties/relationships`) or to a whole file becomes a generated name
 *   (`relationships-13`, `createCard`) whose number shifts when files move. `inlineGenerated` puts
 *   those back in place, so a change is named by the provider's own schema or by the operation.
 * - A `$ref` moved within the files (a oneOf lifted from the schema's root into `data`, a schema
 *   split into two files) reads to the diff library as a removal and an addition. `confirmFact`
 *   compares the resolved shapes of the operations before and after, at the JSON path the change is
 *   about, and drops the fact when they agree.
 * The diff itself stays with api-smart-diff (./classify.ts); this is the check of its findings.
 */
import type { ChangeFact } from './classify';
import { HTTP_METHODS, refName } from './classify';

type Json = unknown;
type Doc = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';

function record(node: Json): Record<string, Json> | undefined {
  return node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, Json>) : undefined;
}

function schemaRef(node: Json): string | undefined {
  const ref = record(node)?.$ref;
  return typeof ref === 'string' && ref.startsWith(SCHEMA_REF) ? refName(ref) : undefined;
}

/**
 * The bundle with every `$ref` to a component the provider did not name replaced by a copy of it.
 * `providerNames` are the keys of `components.schemas` and `definitions` in the source files of the
 * same commit; a bundled name outside that set was made up by the bundler. A cycle keeps its `$ref`.
 */
export function inlineGenerated(document: Doc, providerNames: ReadonlySet<string>): Doc {
  const components = record(document.components);
  const schemas = record(components?.schemas) ?? {};
  const generated = new Set(Object.keys(schemas).filter((name) => !providerNames.has(name)));
  if (generated.size === 0) return document;
  const replace = (node: Json, stack: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => replace(item, stack));
    const object = record(node);
    if (!object) return node;
    const name = schemaRef(object);
    if (name && generated.has(name) && !stack.includes(name) && schemas[name] !== undefined) {
      return replace(schemas[name], [...stack, name]);
    }
    return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, replace(value, stack)]));
  };
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => !generated.has(name))
      .map(([name, schema]) => [name, replace(schema, [name])]),
  );
  return {
    ...Object.fromEntries(Object.entries(document).map(([key, value]) => [key, replace(value, [])])),
    components: { ...components, schemas: kept },
  };
}

/** One JSON path of a request or response, merged over the places (variants, statuses) it occurs. */
export interface FieldState {
  types: Set<string>;
  values: Set<string>;
  /** `required`, `optional` or both, over the objects that hold the field. */
  required: Set<boolean>;
  variants: VariantView[];
}

/** A variant of a oneOf/anyOf: the names it goes by and the JSON paths it holds. */
export interface VariantView {
  names: Set<string>;
  shape: string;
}

export type Where = 'request' | 'response';

export interface OperationView {
  fields: Record<Where, Map<string, FieldState>>;
  parameters: Set<string>;
  /** Component schema → `where|prefix`: the JSON paths at which the operation reaches it. */
  mounts: Map<string, Set<string>>;
}

/**
 * The variants of a schema: its oneOf/anyOf members or, in the description's early files, the
 * schemas its `discriminator.mapping` names (each of which extends it with allOf).
 */
function variantsOf(object: Record<string, Json>): Json[] {
  const listed = [object.oneOf, object.anyOf].flatMap((members): Json[] => (Array.isArray(members) ? members : []));
  if (listed.length > 0) return listed;
  const mapping = record(record(object.discriminator)?.mapping) ?? {};
  return Object.values(mapping)
    .filter((ref): ref is string => typeof ref === 'string' && ref.startsWith(SCHEMA_REF))
    .map((ref) => ({ $ref: ref }));
}

function join(prefix: string, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

class Flattener {
  private readonly shapes = new Map<string, string>();
  constructor(private readonly schemas: Record<string, Json>) {}

  walk(
    node: Json,
    prefix: string,
    fields: Map<string, FieldState>,
    mounts: Map<string, Set<string>> | undefined,
    where: string,
    stack: readonly string[],
  ): void {
    const object = record(node);
    if (!object) return;
    const state = (path: string): FieldState => {
      let found = fields.get(path);
      if (!found) {
        found = { types: new Set(), values: new Set(), required: new Set(), variants: [] };
        fields.set(path, found);
      }
      return found;
    };
    const name = schemaRef(object);
    if (name) {
      if (mounts) mounts.set(name, (mounts.get(name) ?? new Set()).add(`${where}|${prefix}`));
      if (stack.includes(name)) return;
      this.walk(this.schemas[name], prefix, fields, mounts, where, [...stack, name]);
      return;
    }
    const here = state(prefix);
    if (typeof object.type === 'string') here.types.add(object.type);
    if (Array.isArray(object.type)) for (const type of object.type) here.types.add(String(type));
    if (Array.isArray(object.enum)) for (const value of object.enum) here.values.add(String(value));
    if (typeof object.const === 'string' || typeof object.const === 'number') here.values.add(String(object.const));
    for (const member of Array.isArray(object.allOf) ? object.allOf : [])
      this.walk(member, prefix, fields, mounts, where, stack);
    for (const member of variantsOf(object)) {
      here.variants.push(this.variant(member, stack));
      this.walk(member, prefix, fields, mounts, where, stack);
    }
    const required = Array.isArray(object.required) ? object.required.map(String) : [];
    for (const [property, child] of Object.entries(record(object.properties) ?? {})) {
      const path = join(prefix, property);
      state(path).required.add(required.includes(property));
      this.walk(child, path, fields, mounts, where, stack);
    }
    if (object.items !== undefined) this.walk(object.items, prefix ? `${prefix}[]` : '', fields, mounts, where, stack);
    if (record(object.additionalProperties))
      this.walk(object.additionalProperties, join(prefix, '*'), fields, mounts, where, stack);
  }

  /** A variant's names (its `$ref`, its title, the `type` value it carries) and its flattened paths. */
  private variant(member: Json, stack: readonly string[]): VariantView {
    const names = new Set<string>();
    let node = member;
    for (let name = schemaRef(node); name && !names.has(name); name = schemaRef(node)) {
      names.add(name);
      node = this.schemas[name];
    }
    const title = record(node)?.title;
    if (typeof title === 'string') names.add(title);
    const key = JSON.stringify(member);
    let shape = this.shapes.get(key);
    if (shape === undefined) {
      const fields = new Map<string, FieldState>();
      this.walk(member, '', fields, undefined, '', stack);
      const typeValues = fields.get('type')?.values;
      if (typeValues?.size === 1) names.add(`type=${[...typeValues][0]}`);
      shape = [...fields.entries()]
        .map(([path, state]) => `${path}:${[...state.types].sort().join('|')}:${[...state.values].sort().join('|')}`)
        .sort()
        .join(',');
      this.shapes.set(key, shape);
    }
    return { names, shape };
  }
}

function pointerTarget(document: Doc, ref: string): Json {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => record(node)?.[decodeURIComponent(key)], document);
}

/** Every operation of a bundled description, by `METHOD path`, flattened. */
export function operationViews(document: Doc): Map<string, OperationView> {
  const schemas = record(record(document.components)?.schemas) ?? {};
  const flattener = new Flattener(schemas);
  // Parameters, request bodies and responses may be `$ref`s to `components`.
  const resolve = (node: Json): Json => {
    const ref = record(node)?.$ref;
    return typeof ref === 'string' ? pointerTarget(document, ref) : node;
  };
  const views = new Map<string, OperationView>();
  for (const [apiPath, itemNode] of Object.entries(record(document.paths) ?? {})) {
    const item = record(itemNode) ?? {};
    for (const method of HTTP_METHODS) {
      const operation = record(item[method]);
      if (!operation) continue;
      const view: OperationView = {
        fields: { request: new Map(), response: new Map() },
        parameters: new Set(),
        mounts: new Map(),
      };
      const parameters: Json[] = [item.parameters, operation.parameters].flatMap((list): Json[] =>
        Array.isArray(list) ? list : [],
      );
      for (const parameter of parameters) {
        const name = record(resolve(parameter))?.name;
        if (typeof name === 'string') view.parameters.add(name);
      }
      for (const media of Object.values(record(record(resolve(operation.requestBody))?.content) ?? {}))
        flattener.walk(record(media)?.schema, '', view.fields.request, view.mounts, 'request', []);
      for (const response of Object.values(record(operation.responses) ?? {}))
        for (const media of Object.values(record(record(resolve(response))?.content) ?? {}))
          flattener.walk(record(media)?.schema, '', view.fields.response, view.mounts, 'response', []);
      views.set(`${method.toUpperCase()} ${apiPath}`, view);
    }
  }
  return views;
}

interface Location {
  operation: string;
  before: OperationView;
  after: OperationView;
  where: Where | 'parameter';
  prefix: string;
}

/** The places in operations present in both versions where a fact could show. */
function locations(fact: ChangeFact, before: Map<string, OperationView>, after: Map<string, OperationView>) {
  const found: Location[] = [];
  if (fact.operation) {
    const key = `${fact.operation.method} ${fact.operation.path}`;
    const earlier = before.get(key);
    const later = after.get(key);
    if (earlier && later && fact.where)
      found.push({ operation: key, before: earlier, after: later, where: fact.where, prefix: '' });
    return found;
  }
  if (!fact.schema) return found;
  for (const [key, earlier] of before) {
    const later = after.get(key);
    if (!later) continue;
    const mounts = new Set([...(earlier.mounts.get(fact.schema) ?? []), ...(later.mounts.get(fact.schema) ?? [])]);
    for (const mount of mounts) {
      const [where, prefix] = mount.split(/\|(.*)/s) as [Where, string];
      found.push({ operation: key, before: earlier, after: later, where, prefix });
    }
  }
  return found;
}

function sameSet(a: ReadonlySet<unknown>, b: ReadonlySet<unknown>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

/**
 * The names a variant is known by: its `$ref`s and title; the `type` value it carries only when it
 * has neither (several variants can carry one `type`, as ACH payments do).
 */
function identity(variant: VariantView): string[] {
  const named = [...variant.names].filter((name) => !name.startsWith('type='));
  return named.length > 0 ? named : [...variant.names];
}

/** Whether a variant of one list has a counterpart (a shared name or the same shape) in the other. */
function hasCounterpart(variant: VariantView, others: readonly VariantView[]): boolean {
  return others.some(
    (other) => other.shape === variant.shape || identity(variant).some((name) => identity(other).includes(name)),
  );
}

function shows(fact: ChangeFact, location: Location): boolean {
  if (location.where === 'parameter') {
    const name = fact.value ?? '';
    if (fact.kind === 'parameter-added')
      return !location.before.parameters.has(name) && location.after.parameters.has(name);
    if (fact.kind === 'parameter-removed')
      return location.before.parameters.has(name) && !location.after.parameters.has(name);
    return true;
  }
  const earlier = location.before.fields[location.where];
  const later = location.after.fields[location.where];
  const path = (field: string | undefined) => (field ? join(location.prefix, field) : location.prefix);
  const b = earlier.get(path(fact.field));
  const a = later.get(path(fact.field));
  switch (fact.kind) {
    case 'field-added':
      return !b && Boolean(a);
    case 'field-removed':
      return Boolean(b) && !a;
    case 'field-renamed': {
      const gone = path(fact.previousField);
      return earlier.has(gone) && !later.has(gone) && !b && Boolean(a);
    }
    case 'enum-value-added':
      return Boolean(b && a) && !b!.values.has(fact.value ?? '') && a!.values.has(fact.value ?? '');
    case 'enum-value-removed':
      return Boolean(b && a) && b!.values.has(fact.value ?? '') && !a!.values.has(fact.value ?? '');
    case 'variant-added':
    case 'variant-removed': {
      if (!b || !a) return false;
      const [from, to] = fact.kind === 'variant-added' ? [a, b] : [b, a];
      const named = (candidate: VariantView) =>
        candidate.names.has(fact.value ?? '') || candidate.names.has(`type=${fact.value ?? ''}`);
      const variant = from.variants.find(named);
      return variant !== undefined && !hasCounterpart(variant, to.variants);
    }
    case 'required-changed':
      return Boolean(b && a) && !sameSet(b!.required, a!.required);
    case 'type-changed':
      return Boolean(b && a) && !sameSet(b!.types, a!.types);
    default:
      return true;
  }
}

function subject(fact: ChangeFact, location: Location): string {
  if (location.where === 'parameter') return `${location.operation}|parameter|${fact.value ?? ''}`;
  const path = fact.field ? join(location.prefix, fact.field) : location.prefix;
  return `${location.operation}|${location.where}|${path}`;
}

/**
 * Where the flattened operations of the two versions show the fact: `METHOD path|where|JSON path`
 * for the operation's own JSON path, or for every JSON path at which an operation present in both
 * versions reaches the schema. Empty when they don't show it. Operations added or removed always
 * show; a change inside an operation that is itself new or gone is left to that operation's entry.
 */
export function shownAt(
  fact: ChangeFact,
  before: Map<string, OperationView>,
  after: Map<string, OperationView>,
): string[] {
  if (fact.kind === 'operation-added' || fact.kind === 'operation-removed')
    return [`${fact.operation?.method} ${fact.operation?.path}`];
  const shown = locations(fact, before, after).filter((location) => shows(fact, location));
  return [...new Set(shown.map((location) => subject(fact, location)))];
}

export function confirmFact(
  fact: ChangeFact,
  before: Map<string, OperationView>,
  after: Map<string, OperationView>,
): boolean {
  return shownAt(fact, before, after).length > 0;
}

/**
 * One fact per change: where two facts of the same kind and value show at the same places (a
 * change inside a shared schema, reported by the library at the schema and again where an
 * operation or an enclosing schema reaches it through allOf), the one named by the schema the
 * change is in is kept, the others dropped.
 */
export function withoutRepeats<T extends { fact: ChangeFact; at: string[] }>(facts: readonly T[]): T[] {
  const rank = ({ fact }: T) => [fact.schema ? 0 : 1, (fact.field ?? '').split('.').length];
  const better = (a: T, b: T) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0]! - rb[0]! || ra[1]! - rb[1]!;
  };
  const leaf = (field: string | undefined) => field?.split('.').at(-1) ?? '';
  const what = ({ fact }: T) =>
    [
      fact.kind,
      fact.value ?? '',
      leaf(fact.field),
      leaf(fact.previousField),
      fact.kind === 'required-changed' ? fact.after : '',
    ].join('|');
  return facts.filter((candidate, position) => {
    const places = new Set(candidate.at);
    return !facts.some((other, index) => {
      if (index === position || what(other) !== what(candidate)) return false;
      const order = better(other, candidate) || index - position;
      return order < 0 && candidate.at.every((place) => other.at.includes(place)) && places.size > 0;
    });
  });
}

/** Whether `segments` (a dotted field path, `[]` for array items) lead somewhere inside `node`. */
function holdsPath(
  node: Json,
  segments: readonly string[],
  schemas: Record<string, Json>,
  stack: readonly string[],
): boolean {
  const object = record(node);
  if (!object) return false;
  if (segments.length === 0) return true;
  const name = schemaRef(object);
  if (name) return !stack.includes(name) && holdsPath(schemas[name], segments, schemas, [...stack, name]);
  const [first, ...rest] = segments as [string, ...string[]];
  const property = first.replace(/\[\]$/, '');
  const next = record(object.properties)?.[property];
  if (next !== undefined) {
    const inner = first.endsWith('[]') ? (record(next)?.items ?? next) : next;
    if (holdsPath(inner, rest, schemas, stack)) return true;
  }
  return [object.allOf, object.oneOf, object.anyOf].some(
    (members) => Array.isArray(members) && members.some((member) => holdsPath(member, segments, schemas, stack)),
  );
}

/**
 * The provider's schema that defines `field` itself: `schema`, or the schema it extends through
 * `allOf: [{ $ref }]` that holds the field (a `type` enum of the `Transaction` base, not of each
 * transaction variant that inherits it). Unchanged when no extended schema holds it.
 */
export function owningSchema(document: Doc, schema: string, field: string | undefined): string {
  if (!field) return schema;
  const schemas = record(record(document.components)?.schemas) ?? {};
  const segments = field.split('.');
  const visit = (name: string, seen: readonly string[]): string | undefined => {
    const node = record(schemas[name]);
    if (!node || seen.includes(name)) return undefined;
    const members = Array.isArray(node.allOf) ? node.allOf : [];
    const own = { ...node, allOf: members.filter((member) => !schemaRef(member)) };
    if (holdsPath(own, segments, schemas, [name])) return name;
    for (const member of members) {
      const base = schemaRef(member);
      const found = base ? visit(base, [...seen, name]) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return visit(schema, []) ?? schema;
}

/**
 * Whether, at every place a fact shows (`METHOD path|where|JSON path`, see shownAt), the field took
 * any value in the earlier version: an enum value "added" there is the field's first list of values.
 */
export function hadNoValues(at: readonly string[], before: Map<string, OperationView>): boolean {
  return (
    at.length > 0 &&
    at.every((place) => {
      const [operation, where, path] = place.split('|') as [string, string, string];
      if (where !== 'request' && where !== 'response') return false;
      const state = before.get(operation)?.fields[where].get(path);
      return state !== undefined && state.values.size === 0;
    })
  );
}
