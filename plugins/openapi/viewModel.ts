/**
 * Turns the bundled description into the views the API components render (see viewTypes.ts), one
 * per <Operation id>, <Schema name> and <Example name>: operations (operationView.ts), named
 * schemas (schemaView.ts) and named examples, all read through one schema reader (schemaReader.ts)
 * and one validator (validator.ts).
 */
import { exampleView, operationView } from './operationView';
import { SchemaReader } from './schemaReader';
import { schemaView } from './schemaView';
import { listOperations, type LocatedOperation, type OpenApiDocument } from './types';
import { documentValidator } from './validator';
import type { ExampleView, OperationView, SchemaView } from './viewTypes';

export interface ApiModel {
  operations: Map<string, OperationView>;
  schemas: Map<string, SchemaView>;
  examples: Map<string, ExampleView>;
}

/** Operation views kept between loads (the dev server's), by id, with the key they were made under. */
export type OperationViewCache = Map<string, { key: string; view: OperationView }>;

/**
 * @param reuse the dev server's: an operation whose key (from the files it comes from) is the one its
 *   cached view was made under keeps that view; undefined keys are never reused.
 */
export function buildApiModel(
  document: OpenApiDocument,
  reuse?: { cache: OperationViewCache; keyOf: (located: LocatedOperation) => string | undefined },
): ApiModel {
  const reader = new SchemaReader(document);
  const validate = documentValidator(document);
  const operations = new Map<string, OperationView>();
  for (const located of listOperations(document)) {
    const key = reuse?.keyOf(located);
    const cached = key === undefined ? undefined : reuse?.cache.get(located.id);
    if (cached && cached.key === key) {
      operations.set(located.id, cached.view);
      continue;
    }
    const view = operationView(reader, validate, document, located);
    operations.set(located.id, view);
    if (key !== undefined) reuse?.cache.set(located.id, { key, view });
  }
  const schemas = new Map<string, SchemaView>();
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    schemas.set(name, schemaView(reader, name, schema));
  }
  const examples = new Map<string, ExampleView>();
  for (const [name, example] of Object.entries(document.components?.examples ?? {})) {
    if ('value' in example) examples.set(name, exampleView(name, example.summary, example.value));
  }
  return { operations, schemas, examples };
}
