/**
 * The clean form of a path that ends in `.html` or `/index.html` under the site's base URL, or
 * null when the path is already clean. Shared by the browser (inlined by plugins/html-normalise,
 * so it stays self-contained) and by the server (server/app.mjs). Plain JavaScript so that the
 * server runs on Node without a TypeScript step.
 *
 * @param {string} pathname
 * @param {string} baseUrl
 * @returns {string | null}
 */
export function cleanHtmlPath(pathname, baseUrl) {
  if (pathname.indexOf(baseUrl) !== 0) return null;
  var match = /^(.*?)(\/index)?\.html?$/.exec(pathname);
  if (!match) return null;
  var clean = match[1] + '/';
  return clean.length < baseUrl.length ? baseUrl : clean;
}
