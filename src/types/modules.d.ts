/** The real 'algoliasearch/lite', aliased by plugins/search-index (the plain name points at our wrapper). */
declare module 'unit-docs-real-algoliasearch-lite' {
  export { liteClient } from 'algoliasearch/lite';
}
