/**
 * Reads the schemas of the bundled description the way the views need them: a `$ref` followed to
 * the component it names (keeping the name, which the views show as the type), `allOf` merged into
 * one schema, and `oneOf`/`anyOf` split into variants. Each result keeps the JSON pointer it was
 * found at, so an example can be validated against exactly that schema (validator.ts).
 */
import type { OpenApiDocument, SchemaObject } from './types';

export const SCHEMA_REF = '#/components/schemas/';

export type Schema = SchemaObject & { $ref?: string; const?: unknown; items?: SchemaObject };

/** A schema with its `$ref` followed, the name it was referred by, and its pointer in the document. */
export interface Resolved {
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
}
