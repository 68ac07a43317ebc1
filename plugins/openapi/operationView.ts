/**
 * An operation as <Operation id="…" /> shows it (see viewTypes.ts): its parameters, its request
 * variants each with the examples that match it and the code samples made from them
 * (codeSamples.ts), and its responses with their examples.
 *
 * Request variants sit either on the body (a oneOf of whole bodies) or on its JSON:API `data`
 * (requestSchemas). Each request example is shown under the one variant it validates against; an
 * example that matches none or several fails the build, since readers could not tell which body it shows.
 */
import { buildCodeSamples } from './codeSamples';
import { mediaTypeExamples } from './examples';
import { highlightToHtml } from './highlight';
import type { Resolved, SchemaReader } from './schemaReader';
import { field, fields, shape } from './schemaView';
import { resolveResponse, type LocatedOperation, type MediaTypeObject, type OpenApiDocument } from './types';
import { SANDBOX_SERVER } from './tryItTypes';
import { pointerTo, type Validate } from './validator';
import type { ExampleView, FieldView, OperationView, RequestVariantView, ResponseView } from './viewTypes';

/** The server an operation's samples (and its Try it panel) call: its own first server, else the sandbox. */
export function sandboxServer(located: LocatedOperation): string {
  return located.servers[0] ?? SANDBOX_SERVER;
}

/** What a page's list of open questions says of an operation (remarkApiComponents.ts), as its view has it. */
export function operationHeading(located: LocatedOperation): Pick<OperationView, 'id' | 'summary' | 'unconfirmed'> {
  const { operation } = located;
  return {
    id: located.id,
    summary: operation.summary ?? located.id,
    unconfirmed: operation['x-unit-unconfirmed'] ?? [],
  };
}

export function operationView(
  reader: SchemaReader,
  validate: Validate,
  document: OpenApiDocument,
  located: LocatedOperation,
): OperationView {
  const { operation } = located;
  const server = sandboxServer(located);
  const request = requestVariants(reader, validate, document, located, server);
  const heading = operationHeading(located);
  const view: OperationView = {
    id: heading.id,
    method: located.method.toUpperCase(),
    path: located.path,
    url: `${server}${located.path}`,
    summary: heading.summary,
    description: operation.description,
    unconfirmed: heading.unconfirmed,
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
  if (operation['x-unit-provider-differs']) view.providerDiffers = operation['x-unit-provider-differs'];
  if (request.mediaType) view.requestMediaType = request.mediaType;
  return view;
}

function jsonOf(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** An example as JSON with its highlighted HTML: response examples and <Example name="…" />. */
export function exampleView(name: string, summary: string | undefined, value: unknown): ExampleView {
  const json = jsonOf(value);
  return { name, summary, json, html: highlightToHtml(json, 'json') };
}

/** The JSON:API `data` of a body schema (the schema itself when it has no `data`). */
export function dataOf(reader: SchemaReader, resolved: Resolved): Resolved {
  return dataOrBody(reader, resolved).resolved;
}

/** `dataOf`, and whether it is the body's `data` (true) or the body itself (false). */
function dataOrBody(reader: SchemaReader, resolved: Resolved): { resolved: Resolved; isData: boolean } {
  const merged = reader.merge(resolved.schema, resolved.pointer);
  const data = merged.schema.properties?.data;
  if (!data) return { resolved: merged, isData: false };
  const resolvedData = reader.merge(data, `${merged.pointer}/properties/data`);
  // A `data` that is not one object (an array of identifiers, say) is shown as part of the body.
  const isObject = resolvedData.schema.properties || resolvedData.schema.oneOf || resolvedData.schema.anyOf;
  return isObject ? { resolved: resolvedData, isData: true } : { resolved: merged, isData: false };
}

/** The JSON request body of an operation and the schemas of its variants. */
export interface RequestSchemas {
  mediaType: string;
  media: MediaTypeObject;
  /** Where the media type object lives in the document. */
  mediaPointer: string[];
  /** The variants, each validated against the body (`variantsAt` '') or its `data` ('/data'). */
  variants: { schema: Resolved; shown: Resolved; fieldRoot: '' | '/data' }[];
  variantsAt: '' | '/data';
}

/**
 * Request variants sit either on the body (a oneOf of whole bodies) or on its JSON:API `data`; each
 * is shown as the fields of its `data` where it has one (`shown`, found at `fieldRoot`).
 */
export function requestSchemas(reader: SchemaReader, located: LocatedOperation): RequestSchemas | undefined {
  const body = located.operation.requestBody as { content?: Record<string, MediaTypeObject> } | undefined;
  const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (!mediaType || !media?.schema) return undefined;
  const mediaPointer = ['paths', located.path, located.method, 'requestBody', 'content', mediaType];
  const root: Resolved = reader.resolve(media.schema, pointerTo(...mediaPointer, 'schema'));
  const bodyVariants = reader.variants(root.schema, root.pointer);
  if (bodyVariants.length > 1) {
    return {
      mediaType,
      media,
      mediaPointer,
      variantsAt: '',
      variants: bodyVariants.map((variant) => {
        const shown = dataOrBody(reader, variant);
        return { schema: variant, shown: shown.resolved, fieldRoot: shown.isData ? '/data' : '' };
      }),
    };
  }
  const data = dataOrBody(reader, root);
  const fieldRoot = data.isData ? '/data' : '';
  return {
    mediaType,
    media,
    mediaPointer,
    variantsAt: fieldRoot,
    variants: reader
      .variants(data.resolved.schema, data.resolved.pointer)
      .map((variant) => ({ schema: variant, shown: variant, fieldRoot })),
  };
}

function requestVariants(
  reader: SchemaReader,
  validate: Validate,
  document: OpenApiDocument,
  located: LocatedOperation,
  server: string,
): { mediaType?: string; variants: RequestVariantView[] } {
  const request = requestSchemas(reader, located);
  if (!request) return { variants: [] };
  const { mediaType, media, mediaPointer } = request;
  const variants: RequestVariantView[] = request.variants.map((variant, index) => ({
    shape: shape(reader, variant.shown, request.variants.length > 1 ? `Variant ${index + 1}` : 'Request body'),
    examples: [],
  }));
  for (const example of mediaTypeExamples(document, media, mediaPointer)) {
    const target = variants[matchingVariant(validate, located.id, request, example)]!;
    target.examples.push({
      name: example.name,
      summary: example.summary,
      json: jsonOf(example.value),
      samples: buildCodeSamples(located, server, mediaType, example.value),
    });
  }
  return { mediaType, variants };
}

/** The index of the one variant a request example validates against (its `data` for data-level variants). */
export function matchingVariant(
  validate: Validate,
  operationId: string,
  request: RequestSchemas,
  example: { name: string; value: unknown },
): number {
  const { variants } = request;
  if (variants.length <= 1) return 0;
  const instance = request.variantsAt === '' ? example.value : (example.value as { data?: unknown } | null)?.data;
  const matching = variants.flatMap((variant, index) =>
    validate(variant.schema.pointer, instance).length === 0 ? [index] : [],
  );
  if (matching.length !== 1) {
    throw new Error(
      `${operationId}: request example '${example.name}' matches ${matching.length} of the ${variants.length} request variants; it must match exactly one`,
    );
  }
  return matching[0]!;
}

function parameterFields(reader: SchemaReader, located: LocatedOperation, location: 'path' | 'query'): FieldView[] {
  const found: FieldView[] = [];
  for (const { parameter, pointer: parameterPointer } of located.parameters) {
    if (parameter.in !== location || !parameter.schema) continue;
    const pointer = pointerTo(...parameterPointer, 'schema');
    const merged = reader.merge(parameter.schema, pointer);
    if (parameter.style === 'deepObject' && merged.schema.properties) {
      // filter[status], page[limit]: one row per key, as readers type them.
      for (const child of fields(reader, merged.schema, merged.pointer)) {
        found.push({ ...child, path: [`${parameter.name}[${child.path.join('.')}]`], children: child.children });
      }
      continue;
    }
    const view = field(reader, parameter.name, parameter.schema, pointer, parameter.required ?? false, [], 0, []);
    found.push({ ...view, description: parameter.description ?? view.description });
  }
  return found;
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
      const root = reader.resolve(media.schema, schemaPointer);
      if (root.name) view.schemaName = root.name;
      const data = dataOf(reader, root);
      const items =
        data.schema.type === 'array' && data.schema.items
          ? reader.resolve(data.schema.items, `${data.pointer}/items`)
          : data;
      view.schemaName ??= items.name;
      view.dataTypes = reader
        .variants(items.schema, items.pointer)
        .flatMap((variant) => shape(reader, variant, '').dataTypes);
    }
    const mediaPointer = [...resolved.pointer, 'content', mediaType];
    view.examples = mediaTypeExamples(document, media, mediaPointer).map((example) =>
      exampleView(example.name, example.summary, example.value),
    );
    return view;
  });
}

/** The JSON:API types an operation sends, or else those it returns on success. */
function operationDataTypes(view: OperationView): string[] {
  const fromRequest = view.requestVariants.flatMap((variant) => variant.shape.dataTypes);
  const fromResponses = view.responses
    .filter((response) => response.status.startsWith('2'))
    .flatMap((response) => response.dataTypes);
  return [...new Set(fromRequest.length > 0 ? fromRequest : fromResponses)];
}
