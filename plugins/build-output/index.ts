/**
 * The build's last steps, inside `docusaurus build`, so that a host or a newcomer who runs it gets
 * the whole site. Once every other plugin's postBuild has written its files (search index, Markdown
 * twins, API description, Postman collection, sitemap, redirect pages…), in this order:
 *   1. each page's HTML, in one read and write: React's image preload hints moved into <head>, and
 *      the route's chunks listed as deferred scripts (when the runtime has them: src/site/runtime.mjs);
 *   2. the security policy, from every HTML file's inline scripts (redirect pages included):
 *      .security-policy.json for the servers and _headers for static hosts;
 *   3. a .br and a .gz beside every text file, on every core.
 *
 * Why it waits this way: Docusaurus starts all plugins' postBuild at once (one Promise.all over its
 * plugin list, called in list order), so no plugin can simply go last. This plugin comes first in
 * that list (./preset.ts, listed before the classic preset), and when its postBuild starts it wraps
 * the postBuild of every other plugin, which Docusaurus has not called yet, so it learns when each
 * one ends. A barrier that plugins register with would miss Docusaurus's own plugins (the sitemap,
 * the redirect pages), which cannot register. If Docusaurus ever stops calling them that way, the
 * build fails here with a message instead of compressing half a site (UPGRADING.md).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';

import { compressBuild, prepareBuiltPages, writeSecurityPolicy } from './steps.mjs';
import { browserRuntime } from '../../src/site/runtime.mjs';

type PostBuild = NonNullable<Plugin['postBuild']>;
type PostBuildProps = Parameters<PostBuild>[0];

export const PLUGIN_NAME = 'build-output';

/**
 * Whether to write the `.br`/`.gz` files: yes, unless DOCS_PRECOMPRESS=off, which only the test
 * runner's second build (the stock runtime's, scripts/test-all.mjs) sets to save the minute that
 * compression takes; its tests are about the runtime, and the servers send plain files then.
 */
export function precompressFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.DOCS_PRECOMPRESS?.trim();
  if (!value || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`DOCS_PRECOMPRESS="${env.DOCS_PRECOMPRESS}": use "off" (or leave it unset, "on").`);
}

/** The steps themselves, for a folder Docusaurus has built (./steps.mjs). */
export async function finishBuild(outDir: string, generatedFilesDir: string): Promise<void> {
  const started = Date.now();
  const precompress = precompressFromEnv();
  const pages = await prepareBuiltPages(outDir, generatedFilesDir, browserRuntime());
  console.log(
    `[build-output] image preload hints moved to <head> on ${pages.hoisted} pages; route scripts added to ${pages.withRouteScripts} pages (${pages.pageScripts.size} scripts that only one page loads)`,
  );
  const inputs = writeSecurityPolicy(outDir);
  console.log(
    `[build-output] security headers: ${inputs.scriptHashes.length} inline script hashes, ${inputs.algoliaAppId ? `Algolia ${inputs.algoliaAppId}` : 'local search'}`,
  );
  if (!precompress) {
    console.log('[build-output] no .br/.gz files: DOCS_PRECOMPRESS=off (a test build; never ship it)');
    return;
  }
  const compressionStarted = Date.now();
  const cpuBefore = process.cpuUsage();
  const totals = await compressBuild(outDir, pages.pageScripts);
  const compressionMs = Date.now() - compressionStarted;
  // The process's CPU time over the wall time: how many cores the compression kept busy (zlib
  // compresses in libuv's worker threads, ./steps.mjs).
  const { user, system } = process.cpuUsage(cpuBefore);
  const cpuMs = (user + system) / 1000;
  const MB = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `[build-output] compressed ${totals.files} files (${MB(totals.raw)}): brotli ${MB(totals.br)}, gzip ${MB(totals.gz)}, in ${compressionMs} ms (CPU ${Math.round(cpuMs)} ms: ${(cpuMs / Math.max(1, compressionMs)).toFixed(1)} cores busy); ${Date.now() - started} ms in all`,
  );
}

/**
 * Wraps the postBuild of every other plugin in `plugins` (all after this one); resolves when all have ended
 * (rejects when one fails: the build fails with its error anyway).
 */
export function awaitOtherPostBuilds(plugins: PostBuildProps['plugins']): Promise<unknown> {
  // Docusaurus hands over copies of the plugin objects: this one is known by its name.
  const index = plugins.findIndex((plugin) => plugin.name === PLUGIN_NAME);
  const others = plugins.filter((plugin, position) => position !== index && plugin.postBuild);
  const started: Array<Promise<unknown>> = [];
  if (index !== 0) {
    return Promise.reject(
      new Error(
        `plugins/build-output must come first among the plugins to wait for their postBuild, but it is number ${index + 1}: keep ./plugins/build-output/preset.ts first in docusaurus.config.ts presets.`,
      ),
    );
  }
  for (const plugin of others) {
    const own = plugin.postBuild!.bind(plugin);
    plugin.postBuild = (props) => {
      const running = Promise.resolve(own(props));
      started.push(running);
      return running;
    };
  }
  // Docusaurus calls the others' postBuild right after this one's first await, in the same task.
  return new Promise((resolve) => setImmediate(resolve)).then(() => {
    if (started.length !== others.length) {
      throw new Error(
        `plugins/build-output: Docusaurus started ${started.length} of ${others.length} other postBuild hooks together with this one; it no longer runs them all at once, so the build's last steps cannot wait for them (see UPGRADING.md, plugins/build-output).`,
      );
    }
    return Promise.all(started);
  });
}

export default function buildOutputPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({ plugins, outDir }) {
      await awaitOtherPostBuilds(plugins);
      await finishBuild(outDir, context.generatedFilesDir);
    },
  };
}
