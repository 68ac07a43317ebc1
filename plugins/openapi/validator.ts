/**
 * The one JSON Schema validator of a description. The whole bundled document is one JSON Schema
 * 2020-12 registry for Ajv, so `$ref`s to components resolve as they do for any OpenAPI 3.1 reader.
 *
 * Adding the document to Ajv and compiling its schemas is the costly part, so it happens once per
 * document object: the example check (examples.ts), the matching of request examples to variants
 * (operationView.ts), the Postman collection and the MCP tools all validate through the same
 * instance, and a schema compiled for one is compiled for all.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import type { OpenApiDocument } from './types';

const DOCUMENT_ID = 'urn:unit-docs:openapi';

/** Problems of `value` against the schema at `schemaPointer` (a `#/…` pointer); empty when valid. */
export type Validate = (schemaPointer: string, value: unknown) => string[];

const validators = new WeakMap<OpenApiDocument, Validate>();

export function pointerTo(...segments: (string | number)[]): string {
  return '#/' + segments.map((segment) => String(segment).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

/** The validator of `document`, made on first use and shared by every later caller. */
export function documentValidator(document: OpenApiDocument): Validate {
  let validator = validators.get(document);
  if (!validator) {
    validator = createValidator(document);
    validators.set(document, validator);
  }
  return validator;
}

function createValidator(document: OpenApiDocument): Validate {
  const ajv = new Ajv2020({ strict: false, allErrors: true, discriminator: false });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' });
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (schemaPointer, value) => {
    let validate = compiled.get(schemaPointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}${schemaPointer}` });
      compiled.set(schemaPointer, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map(describeError);
  };
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath || '(root)';
  const extra =
    error.keyword === 'additionalProperties'
      ? ` '${String((error.params as { additionalProperty: string }).additionalProperty)}'`
      : error.keyword === 'enum'
        ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')})`
        : '';
  return `${where} ${error.message ?? 'is invalid'}${extra}`;
}
