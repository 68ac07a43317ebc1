/**
 * Turns the bundled description into the views the API components render (see viewTypes.ts):
 * schemas into field trees (allOf merged, oneOf as variants, $refs named), operations into
 * parameters, request variants with their examples and code samples, and responses.
 */
import { buildCodeSamples } from './codeSamples';
import { highlightToHtml } from './highlight';
import { mediaTypeExamples } from './examples';
import {
  listOperations,
  resolveResponse,
  type LocatedOperation,
  type MediaTypeObject,
  type OpenApiDocument,
  type SchemaObject,
} from './types';
import type {
  ExampleView,
  FieldView,
  OperationView,
  RequestVariantView,
  ResponseView,
  SchemaView,
  ShapeView,
} from './viewTypes';
import { documentValidator, pointerTo, type Validate } from './validator';

const SCHEMA_REF = '#/components/schemas/';
const MAX_DEPTH = 8;

type Schema = SchemaObject & { $ref?: string; const?: unknown; items?: SchemaObject };

export interface ApiModel {
  operations: Map<string, OperationView>;
  schemas: Map<string, SchemaView>;
  examples: Map<string, ExampleView>;
}

/** A schema with its `$ref` followed, the name it was referred by, and its pointer in the document. */
interface Resolved {
  schema: Schema;
  name?: string;
  pointer: string;
}

export class SchemaReader {
  constructor(private readonly document: OpenApiDocument) {}

  resolve(schema: Schema, pointer: string): Resolved {
    let current = schema;
    let name: string | undefined;
    let currentPointer = pointer;
    for (let hops = 0; current.$ref && hops < 20; hops += 1) {
      const ref = current.$ref;
      if (!ref.startsWith(SCHEMA_REF)) throw new Error(`Unsupported $ref ${ref} at ${pointer}`);
      name = ref.slice(SCHEMA_REF.length);
      const target = this.document.components?.schemas?.[name] as Schema | undefined;
      if (!target) throw new Error(`$ref to a missing schema ${ref} at ${pointer}`);
      current = target;
      currentPointer = ref;
    }
    return { schema: current, name, pointer: currentPointer };
  }

  /** allOf merged into one object schema (properties and required united); other keywords kept. */
  merge(schema: Schema, pointer: string): Resolved {
    const resolved = this.resolve(schema, pointer);
    const { allOf, ...rest } = resolved.schema;
    if (!allOf) return resolved;
    const merged: Schema = {
      ...rest,
      properties: { ...(rest.properties ?? {}) },
      required: [...(rest.required ?? [])],
    };
    allOf.forEach((part, index) => {
      const piece = this.merge(part as Schema, `${resolved.pointer}/allOf/${index}`).schema;
      for (const [key, value] of Object.entries(piece.properties ?? {})) {
        const existing = merged.properties?.[key] as Schema | undefined;
        merged.properties![key] = existing ? { allOf: [existing, value] } : value;
      }
      merged.required!.push(...(piece.required ?? []));
      merged.type ??= piece.type;
      merged.title ??= piece.title;
      merged.description ??= piece.description;
      merged.oneOf ??= piece.oneOf;
    });
    return { schema: merged, name: resolved.name, pointer: resolved.pointer };
  }

  /** The variants of a oneOf/anyOf schema, or the schema itself as the only variant. */
  variants(schema: Schema, pointer: string): Resolved[] {
    const merged = this.merge(schema, pointer);
    const choices = merged.schema.oneOf ?? merged.schema.anyOf;
    if (!choices) return [merged];
    const key = merged.schema.oneOf ? 'oneOf' : 'anyOf';
    return choices.map((choice, index) => {
      const choicePointer = `${merged.pointer}/${key}/${index}`;
      const resolved = this.merge(choice as Schema, choicePointer);
      return resolved.name || (choice as Schema).$ref ? resolved : { ...resolved, pointer: choicePointer };
    });
  }

  fields(schema: Schema, pointer: string, parentPath: string[] = [], depth = 0, seen: string[] = []): FieldView[] {
    const merged = this.merge(schema, pointer);
    const required = new Set(merged.schema.required ?? []);
    return Object.entries(merged.schema.properties ?? {}).map(([key, property]) =>
      this.field(
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

  field(
    key: string,
    property: Schema,
    pointer: string,
    required: boolean,
    parentPath: string[],
    depth: number,
    seen: string[],
  ): FieldView {
    const path = [...parentPath, key];
    const resolved = this.merge(property, pointer);
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
      const items = this.merge(schema.items as Schema, `${resolved.pointer}/items`);
      const itemTypes = Array.isArray(items.schema.type) ? items.schema.type : [items.schema.type];
      view.type = `Array of ${items.name ?? itemTypes.find((type) => type && type !== 'null') ?? 'any'}`;
      if (items.schema.enum) view.enumValues = items.schema.enum.map(String);
      if (items.schema.properties) view.children = this.fields(items.schema, items.pointer, path, depth + 1, nextSeen);
      return view;
    }
    const choices = schema.oneOf ?? schema.anyOf;
    if (choices) {
      const variants = this.variants(property, pointer);
      view.type = name ?? `One of ${variants.length} types`;
      view.variants = variants.map((variant, index) => ({
        title: variant.schema.title ?? variant.name ?? `Variant ${index + 1}`,
        fields: this.fields(variant.schema, variant.pointer, path, depth + 1, nextSeen),
      }));
      return view;
    }
    if (schema.properties) view.children = this.fields(schema, resolved.pointer, path, depth + 1, nextSeen);
    else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      const values = this.merge(schema.additionalProperties as Schema, `${resolved.pointer}/additionalProperties`);
      view.typeDetail = [view.typeDetail, `values: ${values.name ?? values.schema.type ?? 'any'}`]
        .filter(Boolean)
        .join('; ');
    }
    return view;
  }

  /** A JSON:API object (type/id/attributes/relationships) or, failing that, plain fields. */
  shape(resolved: Resolved, fallbackTitle: string): ShapeView {
    const { schema, pointer } = this.merge(resolved.schema, resolved.pointer);
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
      view.fields = this.fields(schema, pointer);
      return view;
    }
    const required = new Set(schema.required ?? []);
    for (const [key, property] of Object.entries(properties)) {
      const propertyPointer = `${pointer}/properties/${key}`;
      if (key === 'type') {
        const typeSchema = this.merge(property as Schema, propertyPointer).schema;
        view.dataTypes =
          typeSchema.const !== undefined ? [String(typeSchema.const)] : (typeSchema.enum ?? []).map(String);
      } else if (key === 'attributes') {
        view.attributes = this.fields(property as Schema, propertyPointer);
      } else if (key === 'relationships') {
        view.relationships = this.fields(property as Schema, propertyPointer);
      } else {
        view.fields.push(this.field(key, property as Schema, propertyPointer, required.has(key), [], 0, []));
      }
    }
    return view;
  }
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

function jsonOf(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

function exampleView(name: string, summary: string | undefined, value: unknown): ExampleView {
  const json = jsonOf(value);
  return { name, summary, json, html: highlightToHtml(json, 'json') };
}

/** The JSON:API `data` of a body schema (the schema itself when it has no `data`). */
function dataOf(reader: SchemaReader, resolved: Resolved): Resolved {
  const merged = reader.merge(resolved.schema, resolved.pointer);
  const data = merged.schema.properties?.data as Schema | undefined;
  if (!data) return merged;
  const resolvedData = reader.merge(data, `${merged.pointer}/properties/data`);
  // A `data` that is not one object (an array of identifiers, say) is shown as part of the body.
  const isObject = resolvedData.schema.properties || resolvedData.schema.oneOf || resolvedData.schema.anyOf;
  return isObject ? resolvedData : merged;
}

function requestVariants(
  reader: SchemaReader,
  validate: Validate,
  document: OpenApiDocument,
  located: LocatedOperation,
  server: string,
): { mediaType?: string; variants: RequestVariantView[] } {
  const body = located.operation.requestBody as { content?: Record<string, MediaTypeObject> } | undefined;
  const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (!mediaType || !media?.schema) return { variants: [] };
  const mediaPointer = ['paths', located.path, located.method, 'requestBody', 'content', mediaType];
  const schemaPointer = pointerTo(...mediaPointer, 'schema');
  const root: Resolved = reader.resolve(media.schema as Schema, schemaPointer);

  // Variants sit either on the body (oneOf of whole bodies) or on its data.
  const bodyVariants = reader.variants(root.schema, root.pointer);
  const data = bodyVariants.length > 1 ? undefined : dataOf(reader, root);
  const variantSchemas = data ? reader.variants(data.schema, data.pointer) : bodyVariants;
  const isBodyLevel = bodyVariants.length > 1;

  const variants: RequestVariantView[] = variantSchemas.map((variant, index) => ({
    shape: reader.shape(
      isBodyLevel ? dataOf(reader, variant) : variant,
      variantSchemas.length > 1 ? `Variant ${index + 1}` : 'Request body',
    ),
    examples: [],
  }));
  for (const example of mediaTypeExamples(document, media, mediaPointer)) {
    const matching = variantSchemas
      .map((variant, index) => ({ index, problems: validateVariant(validate, variant, isBodyLevel, example.value) }))
      .filter((result) => result.problems.length === 0);
    if (variantSchemas.length > 1 && matching.length !== 1) {
      throw new Error(
        `${located.id}: request example '${example.name}' matches ${matching.length} of the ${variantSchemas.length} request variants; it must match exactly one`,
      );
    }
    const target = variants[matching[0]?.index ?? 0]!;
    target.examples.push({
      name: example.name,
      summary: example.summary,
      json: jsonOf(example.value),
      samples: buildCodeSamples(located, server, mediaType, example.value),
    });
  }
  return { mediaType, variants };
}

function validateVariant(validate: Validate, variant: Resolved, isBodyLevel: boolean, value: unknown): string[] {
  if (isBodyLevel) return validate(variant.pointer, value);
  const data = (value as { data?: unknown } | null)?.data;
  return validate(variant.pointer, data);
}

function parameterFields(reader: SchemaReader, located: LocatedOperation, location: 'path' | 'query'): FieldView[] {
  const fields: FieldView[] = [];
  for (const { parameter, pointer: location_ } of located.parameters) {
    if (parameter.in !== location || !parameter.schema) continue;
    const pointer = pointerTo(...location_, 'schema');
    const merged = reader.merge(parameter.schema as Schema, pointer);
    if (parameter.style === 'deepObject' && merged.schema.properties) {
      // filter[status], page[limit]: one row per key, as readers type them.
      for (const field of reader.fields(merged.schema, merged.pointer)) {
        fields.push({ ...field, path: [`${parameter.name}[${field.path.join('.')}]`], children: field.children });
      }
      continue;
    }
    const field = reader.field(
      parameter.name,
      parameter.schema as Schema,
      pointer,
      parameter.required ?? false,
      [],
      0,
      [],
    );
    fields.push({ ...field, description: parameter.description ?? field.description });
  }
  return fields;
}

function responses(reader: SchemaReader, document: OpenApiDocument, located: LocatedOperation): ResponseView[] {
  return Object.entries(located.operation.responses ?? {}).map(([status, entry]) => {
    const resolved = resolveResponse(document, entry, ['paths', located.path, located.method, 'responses', status]);
    const { description, content } = resolved.response;
    const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
    const view: ResponseView = { status, description, dataTypes: [], examples: [] };
    if (!mediaType || !media) return view;
    view.mediaType = mediaType;
    if (media.schema) {
      const schemaPointer = pointerTo(...resolved.pointer, 'content', mediaType, 'schema');
      const root = reader.resolve(media.schema as Schema, schemaPointer);
      if (root.name) view.schemaName = root.name;
      const data = dataOf(reader, root);
      const items =
        data.schema.type === 'array' && data.schema.items
          ? reader.resolve(data.schema.items as Schema, `${data.pointer}/items`)
          : data;
      view.schemaName ??= items.name;
      view.dataTypes = reader
        .variants(items.schema, items.pointer)
        .flatMap((variant) => reader.shape(variant, '').dataTypes);
    }
    const mediaPointer = [...resolved.pointer, 'content', mediaType];
    view.examples = mediaTypeExamples(document, media, mediaPointer).map((example) =>
      exampleView(example.name, example.summary, example.value),
    );
    return view;
  });
}

function operationDataTypes(view: OperationView): string[] {
  const fromRequest = view.requestVariants.flatMap((variant) => variant.shape.dataTypes);
  const fromResponses = view.responses
    .filter((response) => response.status.startsWith('2'))
    .flatMap((response) => response.dataTypes);
  return [...new Set(fromRequest.length > 0 ? fromRequest : fromResponses)];
}

export function buildApiModel(document: OpenApiDocument): ApiModel {
  const reader = new SchemaReader(document);
  const validate = documentValidator(document);
  const operations = new Map<string, OperationView>();
  for (const located of listOperations(document)) {
    const { operation } = located;
    const server = located.servers[0] ?? 'https://api.s.unit.sh';
    const request = requestVariants(reader, validate, document, located, server);
    const view: OperationView = {
      id: located.id,
      method: located.method.toUpperCase(),
      path: located.path,
      url: `${server}${located.path}`,
      summary: operation.summary ?? located.id,
      description: operation.description,
      unconfirmed: operation['x-unit-unconfirmed'] ?? [],
      pathParameters: parameterFields(reader, located, 'path'),
      queryParameters: parameterFields(reader, located, 'query'),
      requestVariants: request.variants,
      samples: request.variants.length === 0 ? buildCodeSamples(located, server, undefined, undefined) : [],
      responses: responses(reader, document, located),
      dataTypes: [],
    };
    view.dataTypes = operationDataTypes(view);
    if (operation['x-unit-scope']) view.scope = operation['x-unit-scope'];
    if (operation['x-unit-timeout']) view.timeout = operation['x-unit-timeout'];
    if (request.mediaType) view.requestMediaType = request.mediaType;
    operations.set(located.id, view);
  }
  const schemas = new Map<string, SchemaView>();
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    const root: Resolved = { schema: schema as Schema, name, pointer: `${SCHEMA_REF}${name}` };
    const variants = reader.variants(root.schema, root.pointer);
    schemas.set(name, {
      name,
      title: (schema as Schema).title ?? name,
      description: (schema as Schema).description,
      variants: variants.map((variant, index) =>
        reader.shape(variant, variants.length > 1 ? `Variant ${index + 1}` : name),
      ),
    });
  }
  const examples = new Map<string, ExampleView>();
  for (const [name, example] of Object.entries(document.components?.examples ?? {})) {
    if ('value' in example) examples.set(name, exampleView(name, example.summary, example.value));
  }
  return { operations, schemas, examples };
}
