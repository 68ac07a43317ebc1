/**
 * What `@unit/api-static-html-revisions` is outside `npm start` (the server bundle, the production
 * browser bundle): nothing, the HTML comes from `@unit/api-static-html` or the page (./index.tsx).
 */
const noRevisions: Record<string, string> = {};
export default noRevisions;
