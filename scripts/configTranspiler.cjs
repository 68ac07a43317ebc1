/**
 * docusaurus.config.ts and the site's modules it imports (plugins/, src/config/, src/site/, the
 * sidebars) transpiled by swc instead of Babel (issue 24, point 5).
 *
 * Docusaurus loads the config and the sidebars with jiti 1 (@docusaurus/utils' loadFreshModule), which
 * runs every TypeScript and ES module through its bundled Babel and caches the result by the file's
 * path: a fresh clone transpiles some 85 files of the site cold, about 1 s of Babel and 2 s of
 * `npm start` in all (median of 4 alternating cold starts: Docusaurus running after 6.7 s, 4.8 s with
 * swc). jiti takes a `transform` option, but Docusaurus sets jiti's options itself and offers none, so
 * `useSwcForConfig()` wraps the jiti module that @docusaurus/utils resolves, in Node's module cache,
 * adding `transform` to the options Docusaurus passes. The swc is Docusaurus Faster's own
 * (@docusaurus/faster depends on @swc/core; `future.faster` compiles the site with it).
 *
 * A departure from Docusaurus's public API: tests/unit/configTranspiler.test.ts fails when
 * Docusaurus stops loading its config through that jiti (re-check on upgrade: UPGRADING.md), and
 * checks that both transpilers give the same config. Should the wrap not apply, Docusaurus runs as
 * it ships, with Babel, and a warning says so.
 */
const path = require('node:path');

/**
 * The jiti module that @docusaurus/utils (its loadFreshModule) requires.
 * @param {string} siteDir
 */
function docusaurusJitiPath(siteDir) {
  const utils = path.dirname(require.resolve('@docusaurus/utils/package.json', { paths: [siteDir] }));
  return require.resolve('jiti', { paths: [utils] });
}

/**
 * Docusaurus Faster's swc.
 * @param {string} siteDir
 * @returns {typeof import('@swc/core')}
 */
function fasterSwc(siteDir) {
  const faster = path.dirname(require.resolve('@docusaurus/faster/package.json', { paths: [siteDir] }));
  return require(require.resolve('@swc/core', { paths: [faster] }));
}

/**
 * jiti's transform with swc: `{ source, filename, ts }` in, `{ code }` (CommonJS, which jiti runs with
 * its own `require`) out. A syntax error becomes jiti's error module, which jiti throws naming the file.
 * @param {typeof import('@swc/core')} swc
 * @returns {(options: { source: string; filename: string; ts?: boolean }) => { code: string; error?: unknown }}
 */
function swcTransform(swc) {
  return function transform({ source, filename, ts }) {
    try {
      const { code } = swc.transformSync(source, {
        filename,
        swcrc: false,
        configFile: false,
        sourceMaps: process.env.JITI_SOURCE_MAPS ? 'inline' : false,
        jsc: {
          parser: ts
            ? { syntax: 'typescript', tsx: /x$/.test(filename) }
            : { syntax: 'ecmascript', jsx: /x$/.test(filename) },
          // Node 20, which runs it.
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      });
      return { code };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const jitiError = { filename, line: 0, column: 0, code: 'SyntaxError', message };
      return { code: `exports.__JITI_ERROR__ = ${JSON.stringify(jitiError)};`, error };
    }
  };
}

/**
 * Makes every later jiti instance of Docusaurus transpile with swc. Returns false (and warns) when
 * Docusaurus's jiti is not the jiti 1 module this expects, which leaves Docusaurus as it ships.
 * @param {string} [siteDir]
 * @returns {boolean}
 */
function useSwcForConfig(siteDir = process.cwd()) {
  const jitiPath = docusaurusJitiPath(siteDir);
  /** @type {unknown} */
  const createJiti = require(jitiPath);
  const cached = require.cache[jitiPath];
  if (typeof createJiti !== 'function' || createJiti.length !== 2 || !cached || cached.exports !== createJiti) {
    console.warn(`[config transpiler] ${jitiPath} is not jiti 1 as expected: the config is transpiled by Babel.`);
    return false;
  }
  const transform = swcTransform(fasterSwc(siteDir));
  // transformOptions: jiti keys its transpile cache by them, so Babel's and swc's output never mix.
  cached.exports = (/** @type {string} */ filename, /** @type {Record<string, unknown>} */ options) =>
    createJiti(filename, { ...options, transform, transformOptions: { transpiler: 'swc' } });
  return true;
}

module.exports = { useSwcForConfig };
