/** The real 'algoliasearch/lite', aliased by plugins/search-index (the plain name points at our wrapper). */
declare module 'unit-docs-real-algoliasearch-lite' {
  export { liteClient } from 'algoliasearch/lite';
}

/** DocSearch 3's lazily loaded entry points (typed by the package's main entry). */
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
declare module '@docsearch/react/style';

/** The build-time HTML of every API operation, schema and example, by key (aliased by plugins/openapi). */
declare module '@unit/api-static-html' {
  const html: Record<string, string>;
  export default html;
}

/** `npm start`'s revision of each key's HTML, which names the file the dev server serves (plugins/openapi). */
declare module '@unit/api-static-html-revisions' {
  const revisions: Record<string, string>;
  export default revisions;
}

/** Bruno's converters and collection schema (plugins/bruno, tests/build/bruno.test.ts); the packages ship no types. */
declare module '@usebruno/converters' {
  /** An OpenAPI 3 description (object or YAML text) as a Bruno collection, checked against Bruno's schema. */
  export function openApiToBruno(description: unknown, options?: { groupBy?: 'tags' | 'path' }): unknown;
}
declare module '@usebruno/schema' {
  /** Bruno's collection schema (Yup): throws a ValidationError naming the first value at fault. */
  export const collectionSchema: {
    validateSync(value: unknown): unknown;
    omit(keys: string[]): { validateSync(value: unknown): unknown };
  };
}
