/**
 * Schemas as the components show them (see viewTypes.ts): field trees with types, constraints and
 * nested fields, and JSON:API objects split into type, attributes and relationships. Used for the
 * request and response bodies of operations (operationView.ts) and for <Schema name="…" />.
 */
import { SCHEMA_REF, type Resolved, type Schema, type SchemaReader } from './schemaReader';
import type { FieldView, SchemaView, ShapeView } from './viewTypes';

/** Nesting shown at most; deeper fields are left out (and a schema inside itself is not expanded). */
const MAX_DEPTH = 8;

export function fields(
  reader: SchemaReader,
  schema: Schema,
  pointer: string,
  parentPath: string[] = [],
  depth = 0,
  seen: string[] = [],
): FieldView[] {
  const merged = reader.merge(schema, pointer);
  const required = new Set(merged.schema.required ?? []);
  return Object.entries(merged.schema.properties ?? {}).map(([key, property]) =>
    field(
      reader,
      key,
      property as Schema,
      `${merged.pointer}/properties/${key}`,
      required.has(key),
      parentPath,
      depth,
      seen,
    ),
  );
}

export function field(
  reader: SchemaReader,
  key: string,
  property: Schema,
  pointer: string,
  required: boolean,
  parentPath: string[],
  depth: number,
  seen: string[],
): FieldView {
  const path = [...parentPath, key];
  const resolved = reader.merge(property, pointer);
  const { schema, name } = resolved;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes('null');
  const mainType = types.find((type) => type !== 'null');
  const view: FieldView = {
    path,
    type: name ?? mainType ?? (schema.properties ? 'object' : 'any'),
    required,
    nullable,
    description: property.description ?? schema.description,
  };
  const detail = typeDetail(schema);
  if (detail) view.typeDetail = detail;
  if (schema.enum) view.enumValues = schema.enum.map(String);
  if (schema.const !== undefined) view.constValue = String(schema.const);
  if (schema.default !== undefined) view.defaultValue = JSON.stringify(schema.default);
  const cycle = name !== undefined && seen.includes(name);
  if (depth >= MAX_DEPTH || cycle) return view;
  const nextSeen = name ? [...seen, name] : seen;

  if (mainType === 'array' && schema.items) {
    const items = reader.merge(schema.items, `${resolved.pointer}/items`);
    const itemTypes = Array.isArray(items.schema.type) ? items.schema.type : [items.schema.type];
    view.type = `Array of ${items.name ?? itemTypes.find((type) => type && type !== 'null') ?? 'any'}`;
    if (items.schema.enum) view.enumValues = items.schema.enum.map(String);
    if (items.schema.properties) view.children = fields(reader, items.schema, items.pointer, path, depth + 1, nextSeen);
    return view;
  }
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) {
    const variants = reader.variants(property, pointer);
    view.type = name ?? `One of ${variants.length} types`;
    view.variants = variants.map((variant, index) => ({
      title: variant.schema.title ?? variant.name ?? `Variant ${index + 1}`,
      fields: fields(reader, variant.schema, variant.pointer, path, depth + 1, nextSeen),
    }));
    return view;
  }
  if (schema.properties) view.children = fields(reader, schema, resolved.pointer, path, depth + 1, nextSeen);
  else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const values = reader.merge(schema.additionalProperties, `${resolved.pointer}/additionalProperties`);
    view.typeDetail = [view.typeDetail, `values: ${String(values.name ?? values.schema.type ?? 'any')}`]
      .filter(Boolean)
      .join('; ');
  }
  return view;
}

/** A JSON:API object (type/id/attributes/relationships) or, failing that, plain fields. */
export function shape(reader: SchemaReader, resolved: Resolved, fallbackTitle: string): ShapeView {
  const { schema, pointer } = reader.merge(resolved.schema, resolved.pointer);
  const properties = schema.properties ?? {};
  const view: ShapeView = {
    title: resolved.schema.title ?? schema.title ?? resolved.name ?? fallbackTitle,
    description: resolved.schema.description ?? schema.description,
    dataTypes: [],
    attributes: [],
    relationships: [],
    fields: [],
  };
  if (!('attributes' in properties) && !('relationships' in properties)) {
    view.fields = fields(reader, schema, pointer);
    return view;
  }
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(properties)) {
    const propertyPointer = `${pointer}/properties/${key}`;
    if (key === 'type') {
      const typeSchema = reader.merge(property, propertyPointer).schema;
      view.dataTypes =
        typeSchema.const !== undefined ? [String(typeSchema.const)] : (typeSchema.enum ?? []).map(String);
    } else if (key === 'attributes') {
      view.attributes = fields(reader, property, propertyPointer);
    } else if (key === 'relationships') {
      view.relationships = fields(reader, property, propertyPointer);
    } else {
      view.fields.push(field(reader, key, property, propertyPointer, required.has(key), [], 0, []));
    }
  }
  return view;
}

/** A named schema of `components/schemas`, one shape per variant, for <Schema name="…" />. */
export function schemaView(reader: SchemaReader, name: string, schema: Schema): SchemaView {
  const variants = reader.variants(schema, `${SCHEMA_REF}${name}`);
  return {
    name,
    title: schema.title ?? name,
    description: schema.description,
    variants: variants.map((variant, index) =>
      shape(reader, variant, variants.length > 1 ? `Variant ${index + 1}` : name),
    ),
  };
}

function typeDetail(schema: Schema): string | undefined {
  const details: string[] = [];
  if (schema.format) details.push(schema.format);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    details.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '∞'} characters`);
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    details.push(`${schema.minimum ?? '−∞'} to ${schema.maximum ?? '∞'}`);
  }
  if (schema.pattern) details.push(`pattern ${schema.pattern}`);
  return details.length > 0 ? details.join('; ') : undefined;
}
