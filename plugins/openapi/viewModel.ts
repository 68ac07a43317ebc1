/**
 * Turns the bundled description into the views the API components render (see viewTypes.ts), one
 * per <Operation id>, <Schema name> and <Example name>: operations (operationView.ts), named
 * schemas (schemaView.ts) and named examples, all read through one schema reader (schemaReader.ts)
 * and one validator (validator.ts).
 */
import { exampleView, operationView } from './operationView';
import { SchemaReader } from './schemaReader';
import { schemaView } from './schemaView';
import { listOperations, type OpenApiDocument } from './types';
import { documentValidator } from './validator';
import type { ExampleView, OperationView, SchemaView } from './viewTypes';

export interface ApiModel {
  operations: Map<string, OperationView>;
  schemas: Map<string, SchemaView>;
  examples: Map<string, ExampleView>;
}

export function buildApiModel(document: OpenApiDocument): ApiModel {
  const reader = new SchemaReader(document);
  const validate = documentValidator(document);
  const operations = new Map<string, OperationView>();
  for (const located of listOperations(document)) {
    operations.set(located.id, operationView(reader, validate, document, located));
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
