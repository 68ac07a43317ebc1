/**
 * Reads the schemas of the bundled description the way the views need them: a `$ref` followed to
 * the component it names (keeping the name, which the views show as the type), `allOf` merged into
 * one schema, and `oneOf`/`anyOf` split into variants. Each result keeps the JSON pointer it was
 * found at, so an example can be validated against exactly that schema (validator.ts).
 *
 * allOf is merged by allof-merge, with its OpenAPI 3.1 rules, so that the merged schema accepts what
 * the parts accept together: a property defined in several parts gets every part's keywords,
 * `required` names each property once, and `additionalProperties`, `discriminator` and the other
 * keywords of a part are kept. Where keywords say different things (two descriptions, two titles),
 * the schema's own keyword beside `allOf` wins, then a later part over an earlier one: the most
 * specific text in our `allOf: [Base, own]` pattern. Parts that contradict each other (no value
 * could satisfy both) fail the build, naming the schema.
 */
import { merge as mergeAllOf, openApiJsonSchemaMergeRules } from 'allof-merge';

import type { OpenApiDocument, SchemaObject } from './types';

export const SCHEMA_REF = '#/components/schemas/';
const MERGE_RULES = openApiJsonSchemaMergeRules('3.1.x');

export type Schema = SchemaObject & { $ref?: string; const?: unknown; items?: SchemaObject };

/** A schema with its `$ref` followed, the name it was referred by, and its pointer in the document. */
export interface Resolved {
  schema: Schema;
  name?: string;
  pointer: string;
}

export class SchemaReader {
  private readonly merged = new WeakMap<Schema, Schema>();

  constructor(private readonly document: OpenApiDocument) {}

  resolve(schema: Schema, pointer: string): Resolved {
    let current = schema;
    let name: string | undefined;
    let currentPointer = pointer;
    for (let hops = 0; current.$ref && hops < 20; hops += 1) {
      const ref = current.$ref;
      if (!ref.startsWith(SCHEMA_REF)) throw new Error(`Unsupported $ref ${ref} at ${pointer}`);
      name = ref.slice(SCHEMA_REF.length);
      const target = this.document.components?.schemas?.[name];
      if (!target) throw new Error(`$ref to a missing schema ${ref} at ${pointer}`);
      current = target;
      currentPointer = ref;
    }
    return { schema: current, name, pointer: currentPointer };
  }

  /** The schema with its `$ref` followed and its allOf merged; merged once per schema object. */
  merge(schema: Schema, pointer: string): Resolved {
    const resolved = this.resolve(schema, pointer);
    if (!resolved.schema.allOf) return resolved;
    let merged = this.merged.get(resolved.schema);
    if (!merged) {
      const fail = (message: string, path: (string | number)[]): never => {
        throw new Error(`${[resolved.pointer, ...path].join('/')}: allOf cannot be merged: ${message}`);
      };
      merged = mergeAllOf(resolved.schema, {
        source: this.document,
        rules: MERGE_RULES,
        onMergeError: fail,
        onRefResolveError: (message, path, ref) => fail(`${message} ${ref}`, path),
      }) as Schema;
      this.merged.set(resolved.schema, merged);
    }
    return { ...resolved, schema: merged };
  }

  /** The variants of a oneOf/anyOf schema, or the schema itself as the only variant. */
  variants(schema: Schema, pointer: string): Resolved[] {
    const merged = this.merge(schema, pointer);
    const choices = merged.schema.oneOf ?? merged.schema.anyOf;
    if (!choices) return [merged];
    const key = merged.schema.oneOf ? 'oneOf' : 'anyOf';
    return choices.map((choice, index) => {
      const choicePointer = `${merged.pointer}/${key}/${index}`;
      const resolved = this.merge(choice, choicePointer);
      return resolved.name || (choice as Schema).$ref ? resolved : { ...resolved, pointer: choicePointer };
    });
  }
}
