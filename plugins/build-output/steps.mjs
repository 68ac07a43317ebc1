/**
 * The build's last steps, run inside `docusaurus build` by plugins/build-output once every other
 * plugin's postBuild has written its files:
 *   0. each page's HTML, in one read and write: React's image preload hints moved to <head>
 *      (plugins/small-runtime/hoistImagePreloads.mjs) and the route's chunks added as deferred
 *      scripts after main.js (plugins/small-runtime/routeScripts.mjs);
 *   1. the security policy: hashes of every inline script, the Algolia hosts when hosted search is
 *      configured → build/.security-policy.json (read by the servers) and build/_headers (static hosts);
 *   2. compression, once: a `.br` and a `.gz` (level 9) beside every text file, kept only when
 *      smaller than the file, in libuv's worker threads (every core; the build log says how many
 *      were busy). The servers send them as they are (server/app.mjs, server/nginx/). Brotli's
 *      quality per file: brotliQualityOf below.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { hoistImagePreloads } from '../small-runtime/hoistImagePreloads.mjs';
import { addRouteScripts, readRouteChunkData, routeChunkFiles } from '../small-runtime/routeScripts.mjs';
import { builtHtmlPages } from '../../src/site/builtPages.mjs';
import { browserRuntime } from '../../src/site/runtime.mjs';
import { BASE_URL } from '../../src/site/sections.mjs';
import { POLICY_FILE, netlifyHeadersFile, policyInputsFromBuild } from '../../server/security.mjs';

export const COMPRESSED_EXTENSIONS = ['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.md', '.map'];

const brotli = promisify(brotliCompress);

/** The Try it panel's validator modules (plugins/openapi/tryIt.ts), relative to the build. */
const TRY_IT_VALIDATORS = path.join('api', 'try-it', 'v') + path.sep;

/**
 * Brotli quality for a file of the build (measured on the whole build, one core, same run):
 *   - 11, the maximum, for the stylesheet and the scripts that more than one page loads (main.js,
 *     the runtime, the theme's and components' shared chunks): a set that barely grows with the
 *     page count, read on first loads all over the site;
 *   - 9 for the Try it panel's generated validators (api/try-it/v/, ~10 MB that a click loads one
 *     file of): 11 would add half a minute to every build to save ~8%;
 *   - 10 for the rest, one file or more per page (HTML, Markdown twins, a page's own content
 *     script, search shards, llms files): a third of quality 11's time for 2–3% more bytes
 *     (HTML 2,358 → 2,414 kB, 24 s → 7.6 s), so that the build's time grows less with each page.
 * @param {string} relativeFile a file of the build, relative to it
 * @param {ReadonlySet<string>} [pageScripts] scripts (relative to the build) that only one page loads
 */
export function brotliQualityOf(relativeFile, pageScripts = new Set()) {
  if (relativeFile.startsWith(TRY_IT_VALIDATORS)) return 9;
  const shared = ['.js', '.css'].includes(path.extname(relativeFile)) && !pageScripts.has(relativeFile);
  return shared ? constants.BROTLI_MAX_QUALITY : 10;
}
const gzipAsync = promisify(gzip);

/** The Algolia application ID when hosted search is configured (both variables set), as src/config/search.ts decides. */
function algoliaAppIdFromEnv(env = process.env) {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  return appId && apiKey ? appId : null;
}

/**
 * @param {string} buildDir
 * @param {NodeJS.ProcessEnv} [env]
 */
export function writeSecurityPolicy(buildDir, env = process.env) {
  const inputs = policyInputsFromBuild(buildDir, { algoliaAppId: algoliaAppIdFromEnv(env) });
  writeFileSync(path.join(buildDir, POLICY_FILE), `${JSON.stringify(inputs, null, 2)}\n`);
  writeFileSync(path.join(buildDir, '_headers'), netlifyHeadersFile(inputs));
  return inputs;
}

/**
 * Prepares every HTML page of the build for a fast first load (step 0 above); returns how many
 * pages had preload hints moved and how many got route scripts, and the scripts that only one page
 * loads (for brotliQualityOf).
 * @param {string} buildDir
 * @param {string} generatedDir
 * @param {{ routeScripts: boolean; routeData: boolean }} [runtime] the route scripts are a piece of the custom runtime (src/site/runtime.mjs)
 */
export async function prepareBuiltPages(buildDir, generatedDir, runtime = browserRuntime()) {
  const routeData = runtime.routeScripts ? readRouteChunkData(generatedDir, { routeData: runtime.routeData }) : null;
  // The pages whose route the browser matches on load (`x/index.html`), by file; not 404.html,
  // which answers for any address.
  const routeByFile = new Map([...builtHtmlPages(buildDir)].map(([route, file]) => [file, route]));
  const entries = await readdir(buildDir, { withFileTypes: true, recursive: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  const counts = { hoisted: 0, withRouteScripts: 0 };
  /** @type {Map<string, number>} each route script (relative to the build), by how many pages load it */
  const pagesByScript = new Map();
  for (const entry of pages) {
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    let prepared = hoistImagePreloads(html);
    if (prepared !== html) counts.hoisted += 1;
    const route = routeByFile.get(file);
    if (routeData && route !== undefined) {
      const chunkFiles = routeChunkFiles(routeData, route);
      for (const chunkFile of chunkFiles) pagesByScript.set(chunkFile, (pagesByScript.get(chunkFile) ?? 0) + 1);
      const urls = chunkFiles.map((chunkFile) => `${BASE_URL}${chunkFile}`);
      const withScripts = addRouteScripts(prepared, urls);
      if (withScripts !== prepared) counts.withRouteScripts += 1;
      prepared = withScripts;
    }
    if (prepared !== html) await writeFile(file, prepared);
  }
  const pageScripts = new Set([...pagesByScript].filter(([, pages]) => pages === 1).map(([script]) => script));
  return { ...counts, pageScripts };
}

/**
 * Compresses every text file of the build; returns the counts and sizes.
 * @param {string} buildDir
 * @param {ReadonlySet<string>} [pageScripts] scripts that only one page loads (prepareBuiltPages)
 */
export async function compressBuild(buildDir, pageScripts = new Set()) {
  const entries = await readdir(buildDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSED_EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const totals = { files: files.length, raw: 0, br: 0, gz: 0 };
  let next = 0;
  async function worker() {
    while (next < files.length) {
      // In range: the loop condition checked `next` (and nothing else awaits between).
      const file = /** @type {string} */ (files[next++]);
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQualityOf(path.relative(buildDir, file), pageScripts),
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      totals.raw += raw.length;
      if (br.length < raw.length) {
        await writeFile(`${file}.br`, br);
        totals.br += br.length;
      }
      if (gz.length < raw.length) {
        await writeFile(`${file}.gz`, gz);
        totals.gz += gz.length;
      }
    }
  }
  // Node's async zlib compresses in libuv's worker threads (a pool of UV_THREADPOOL_SIZE, 4 by
  // default), off the main thread: as many files at a time as the pool has threads keep every core
  // busy, without a worker_threads pool of our own copying each file across threads.
  const threads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  await Promise.all(Array.from({ length: threads }, worker));
  return totals;
}
