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
import { documentValidator, type Validate } from './validator';
import type { ExampleView, OperationView, SchemaView } from './viewTypes';

export interface ApiModel {
  /** A Map in the build; the dev server's views are made when first read (LazyOperationViews). */
  operations: ReadonlyMap<string, OperationView>;
  schemas: Map<string, SchemaView>;
  examples: Map<string, ExampleView>;
}

/** Operation views kept between loads (the dev server's), by id, with the key they were made under. */
export type OperationViewCache = Map<string, { key: string; view: OperationView }>;

/**
 * Operation views made when first read: the dev server's, so that `npm start` makes only the views
 * of the pages opened (making all ~200 took 2–4 s of the first page). The ids are known at once;
 * `get` makes one view, iterating makes every view, in the description's order.
 */
export class LazyOperationViews implements ReadonlyMap<string, OperationView> {
  private readonly made = new Map<string, OperationView>();

  constructor(private readonly makers: ReadonlyMap<string, () => OperationView>) {}

  get size(): number {
    return this.makers.size;
  }

  has(id: string): boolean {
    return this.makers.has(id);
  }

  get(id: string): OperationView | undefined {
    const made = this.made.get(id);
    if (made) return made;
    const make = this.makers.get(id);
    if (!make) return undefined;
    const view = make();
    this.made.set(id, view);
    return view;
  }

  /** How many views were made so far. */
  get madeCount(): number {
    return this.made.size;
  }

  keys(): MapIterator<string> {
    return this.makers.keys();
  }

  private all(): Map<string, OperationView> {
    return new Map([...this.makers.keys()].map((id) => [id, this.get(id)!]));
  }

  entries(): MapIterator<[string, OperationView]> {
    return this.all().entries();
  }

  values(): MapIterator<OperationView> {
    return this.all().values();
  }

  [Symbol.iterator](): MapIterator<[string, OperationView]> {
    return this.entries();
  }

  forEach(callback: (view: OperationView, id: string, map: ReadonlyMap<string, OperationView>) => void): void {
    for (const [id, view] of this.all()) callback(view, id, this);
  }
}

/**
 * @param reuse the dev server's: an operation whose key (from the files it comes from) is the one its
 *   cached view was made under keeps that view; undefined keys are never reused. With `lazy`, each
 *   operation's view is made when first read (LazyOperationViews), and `finish` (the changelog's
 *   badges) is applied to it then; an error making it is thrown as `failure` makes it.
 */
export function buildApiModel(
  document: OpenApiDocument,
  reuse?: {
    cache: OperationViewCache;
    keyOf: (located: LocatedOperation) => string | undefined;
    lazy?: { finish: (view: OperationView) => void; failure: (error: unknown) => Error };
  },
): ApiModel {
  const reader = new SchemaReader(document);
  // Compiled when a view first validates an example (lazy views may never).
  let validator: Validate | undefined;
  const validate: Validate = (pointer, value) => (validator ??= documentValidator(document))(pointer, value);
  const makeView = (located: LocatedOperation): OperationView => {
    const key = reuse?.keyOf(located);
    const cached = key === undefined ? undefined : reuse?.cache.get(located.id);
    if (cached && cached.key === key) return cached.view;
    const view = operationView(reader, validate, document, located);
    if (key !== undefined) reuse?.cache.set(located.id, { key, view });
    return view;
  };
  const lazy = reuse?.lazy;
  const operations = lazy
    ? new LazyOperationViews(
        new Map(
          listOperations(document).map((located) => [
            located.id,
            () => {
              try {
                const view = makeView(located);
                lazy.finish(view);
                return view;
              } catch (error) {
                throw lazy.failure(error);
              }
            },
          ]),
        ),
      )
    : new Map(listOperations(document).map((located) => [located.id, makeView(located)]));
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
