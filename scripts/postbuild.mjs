#!/usr/bin/env node
/**
 * Runs after `docusaurus build` (chained in the `build` npm script; Docusaurus runs the plugins'
 * postBuild hooks concurrently, and the search index and Markdown twins are written in one of them,
 * so this step cannot be one of them):
 *   0. each page's HTML, in one read and write: React's image preload hints moved to <head>
 *      (plugins/small-runtime/hoistImagePreloads.mjs) and the route's chunks added as deferred
 *      scripts after main.js (plugins/small-runtime/routeScripts.mjs);
 *   1. the security policy: hashes of every inline script, the Algolia hosts when hosted search is
 *      configured → build/.security-policy.json (read by the servers) and build/_headers (static hosts);
 *   2. compression, once: a `.br` (quality 11) and a `.gz` (level 9) beside every text file, kept only
 *      when smaller than the file. The servers send them as they are (server/app.mjs, server/nginx/).
 *      The Try it panel's generated validators (api/try-it/v/, about 10 MB that a click loads one
 *      file of) get brotli quality 9: quality 11 would add half a minute to every build to save ~8%.
 * Usage: node scripts/postbuild.mjs [--dir build] [--generated .docusaurus]
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { hoistImagePreloads } from '../plugins/small-runtime/hoistImagePreloads.mjs';
import { addRouteScripts, readRouteChunkData, routeChunkFiles } from '../plugins/small-runtime/routeScripts.mjs';
import { builtHtmlPages } from '../src/site/builtPages.mjs';
import { BASE_URL } from '../src/site/sections.mjs';
import { POLICY_FILE, netlifyHeadersFile, policyInputsFromBuild } from '../server/security.mjs';

export const COMPRESSED_EXTENSIONS = ['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.md', '.map'];

const brotli = promisify(brotliCompress);

/** The Try it panel's validator modules (plugins/openapi/tryIt.ts), relative to the build. */
const TRY_IT_VALIDATORS = path.join('api', 'try-it', 'v') + path.sep;

/**
 * Brotli quality for a file of the build.
 * @param {string} relativeFile
 */
export function brotliQualityOf(relativeFile) {
  return relativeFile.startsWith(TRY_IT_VALIDATORS) ? 9 : constants.BROTLI_MAX_QUALITY;
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
 * pages had preload hints moved and how many got route scripts.
 * @param {string} buildDir
 * @param {string} generatedDir
 */
export async function prepareBuiltPages(buildDir, generatedDir) {
  const routeData = readRouteChunkData(generatedDir);
  // The pages whose route the browser matches on load (`x/index.html`), by file; not 404.html,
  // which answers for any address.
  const routeByFile = new Map([...builtHtmlPages(buildDir)].map(([route, file]) => [file, route]));
  const entries = await readdir(buildDir, { withFileTypes: true, recursive: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  const counts = { hoisted: 0, withRouteScripts: 0 };
  for (const entry of pages) {
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    let prepared = hoistImagePreloads(html);
    if (prepared !== html) counts.hoisted += 1;
    const route = routeByFile.get(file);
    if (route !== undefined) {
      const urls = routeChunkFiles(routeData, route).map((chunkFile) => `${BASE_URL}${chunkFile}`);
      const withScripts = addRouteScripts(prepared, urls);
      if (withScripts !== prepared) counts.withRouteScripts += 1;
      prepared = withScripts;
    }
    if (prepared !== html) await writeFile(file, prepared);
  }
  return counts;
}

/**
 * Compresses every text file of the build; returns the counts and sizes.
 * @param {string} buildDir
 */
export async function compressBuild(buildDir) {
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
            [constants.BROTLI_PARAM_QUALITY]: brotliQualityOf(path.relative(buildDir, file)),
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
  // zlib runs in libuv's thread pool: a few files at a time keep both cores busy.
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'build' }, generated: { type: 'string', default: '.docusaurus' } },
  });
  const buildDir = path.resolve(values.dir);
  const started = Date.now();
  const pages = await prepareBuiltPages(buildDir, path.resolve(values.generated));
  console.log(
    `[postbuild] image preload hints moved to <head> on ${pages.hoisted} pages; route scripts added to ${pages.withRouteScripts} pages`,
  );
  const inputs = writeSecurityPolicy(buildDir);
  console.log(
    `[postbuild] security headers: ${inputs.scriptHashes.length} inline script hashes, ${inputs.algoliaAppId ? `Algolia ${inputs.algoliaAppId}` : 'local search'}`,
  );
  const totals = await compressBuild(buildDir);
  /** @param {number} bytes */
  const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `[postbuild] compressed ${totals.files} files (${MB(totals.raw)}): brotli ${MB(totals.br)}, gzip ${MB(totals.gz)}, in ${Date.now() - started} ms`,
  );
}
