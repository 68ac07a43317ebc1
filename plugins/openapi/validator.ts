/**
 * The one JSON Schema validator of a description. The whole bundled document is one JSON Schema
 * 2020-12 registry for Ajv, so `$ref`s to components resolve as they do for any OpenAPI 3.1 reader.
 *
 * Adding the document to Ajv and compiling its schemas is the costly part, so it happens once per
 * document object: the example check (examples.ts), the matching of request examples to variants
 * (operationView.ts), the Postman collection and the MCP tools all validate through the same
 * instance, and a schema compiled for one is compiled for all.
 *
 * The instance keeps each compiled function's source (`code.source`), so the Try it panel's
 * validators (tryIt.ts) are that same code, written out as standalone modules: the browser runs the
 * build's rules without compiling anything (the site's CSP forbids eval).
 */
import Ajv2020, { type Options } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import type { OpenApiDocument } from './types';
import { describeError } from './validationErrors';

export const DOCUMENT_ID = 'urn:unit-docs:openapi';

/** The one set of Ajv options for the description: the build's checks and the Try it panel's standalone code. */
export const AJV_OPTIONS = {
  strict: false,
  allErrors: true,
  discriminator: false,
  code: { source: true },
} as const satisfies Options;

/** Problems of `value` against the schema at `schemaPointer` (a `#/…` pointer); empty when valid. */
export type Validate = (schemaPointer: string, value: unknown) => string[];

const validators = new WeakMap<OpenApiDocument, { ajv: Ajv2020; validate: Validate }>();

export function pointerTo(...segments: (string | number)[]): string {
  return '#/' + segments.map((segment) => String(segment).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

/** The validator of `document`, made on first use and shared by every later caller. */
export function documentValidator(document: OpenApiDocument): Validate {
  return documentAjv(document).validate;
}

/**
 * The Ajv instance behind `documentValidator(document)`, shared with it. Each schema is compiled by
 * its key `urn:unit-docs:openapi#<pointer>` (`ajv.getSchema`), which is also how Ajv's standalone
 * code generation finds it.
 */
export function documentAjv(document: OpenApiDocument): { ajv: Ajv2020; validate: Validate } {
  let entry = validators.get(document);
  if (!entry) {
    const ajv = new Ajv2020(AJV_OPTIONS);
    addFormats(ajv);
    ajv.addKeyword({ keyword: 'example' });
    ajv.addSchema(document, DOCUMENT_ID);
    const validate: Validate = (schemaPointer, value) => {
      const compiled = ajv.getSchema(`${DOCUMENT_ID}${schemaPointer}`);
      if (!compiled) throw new Error(`No schema at ${schemaPointer}`);
      if (compiled(value)) return [];
      return (compiled.errors ?? []).map(describeError);
    };
    entry = { ajv, validate };
    validators.set(document, entry);
  }
  return entry;
}
