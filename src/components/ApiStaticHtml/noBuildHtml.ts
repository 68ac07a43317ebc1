/**
 * What `@unit/api-static-html` is in the production browser bundle: nothing. The HTML is in the
 * page already, or read from it (./index.tsx); the server bundle and `npm start` get the real map.
 */
const noBuildHtml: Record<string, string> = {};
export default noBuildHtml;
