/**
 * The browser runtime's switch (src/site/runtime.mjs) and the build's last steps waiting for every
 * other plugin (plugins/build-output), and the brotli quality it gives each file.
 */
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plugin } from '@docusaurus/types';

import { browserRuntime } from '../../src/site/runtime.mjs';
import { awaitOtherPostBuilds, PLUGIN_NAME, precompressFromEnv } from '../../plugins/build-output';
import { brotliQualityOf } from '../../plugins/build-output/steps.mjs';
import smallRuntimePlugin from '../../plugins/small-runtime';

describe('browser runtime switch', () => {
  it('is the custom runtime with every piece by default', () => {
    expect(browserRuntime({})).toMatchObject({
      name: 'custom',
      preact: true,
      entry: true,
      prefetch: true,
      gates: 'deferred',
      routeScripts: true,
      routeData: true,
    });
  });

  it('turns every piece off for DOCS_RUNTIME=stock', () => {
    expect(browserRuntime({ DOCS_RUNTIME: 'stock' })).toMatchObject({
      name: 'stock',
      preact: false,
      entry: false,
      prefetch: false,
      gates: 'none',
      routeScripts: false,
      routeData: false,
    });
    expect(browserRuntime({ DOCS_RUNTIME: 'stock', DOCS_HYDRATION_GATES: 'suspense' }).gates).toBe('suspense');
  });

  it('turns single pieces off', () => {
    const runtime = browserRuntime({ DOCS_RUNTIME_OFF: 'entry, routeScripts' });
    expect(runtime).toMatchObject({
      preact: true,
      entry: false,
      prefetch: true,
      gates: 'deferred',
      routeScripts: false,
    });
    expect(runtime.label).toBe('custom without entry, routeScripts');
  });

  it('rejects what it does not know, naming the variable', () => {
    expect(() => browserRuntime({ DOCS_RUNTIME: 'react' })).toThrow(/DOCS_RUNTIME="react"/);
    expect(() => browserRuntime({ DOCS_RUNTIME_OFF: 'preact,hydration' })).toThrow(/unknown pieces \(hydration\)/);
    expect(() => browserRuntime({ DOCS_RUNTIME: 'stock', DOCS_RUNTIME_OFF: 'entry' })).toThrow(/custom runtime only/);
    expect(() => browserRuntime({ DOCS_HYDRATION_GATES: 'suspense' })).toThrow(/needs React/);
    expect(() => browserRuntime({ DOCS_RUNTIME_OFF: 'preact' })).toThrow(/gates off too/);
    expect(() => browserRuntime({ DOCS_RUNTIME_OFF: 'prefetch' })).toThrow(/routeData off too/);
    expect(browserRuntime({ DOCS_RUNTIME_OFF: 'prefetch,routeData' }).prefetch).toBe(false);
  });
});

type Loaded = Parameters<typeof awaitOtherPostBuilds>[0][number];

/** A plugin whose postBuild ends when `finish` is called. */
function slowPlugin(name: string): { plugin: Loaded; finish: () => void; ended: () => boolean } {
  let finish = (): void => undefined;
  let ended = false;
  const plugin = {
    name,
    postBuild: () =>
      new Promise<void>((resolve) => {
        finish = () => {
          ended = true;
          resolve();
        };
      }),
  } as unknown as Loaded;
  return { plugin, finish: () => finish(), ended: () => ended };
}

/** Calls every postBuild at once, in list order, as Docusaurus 3.10 does. */
function runPostBuilds(plugins: Loaded[]): Promise<unknown> {
  return Promise.all(plugins.map(async (plugin) => plugin.postBuild && (await plugin.postBuild({} as never))));
}

describe('small runtime plugin', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** The persistent-cache version Rspack gets for a browser bundle with the runtime of `env`. */
  function cacheVersion(env: Record<string, string>): string | undefined {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const config = { resolve: { alias: {} }, experiments: { cache: { type: 'persistent', version: 'client-3.10.2' } } };
    const utils = { currentBundler: { name: 'rspack', instance: { DefinePlugin: class {} } } };
    smallRuntimePlugin({ generatedFilesDir: '/site/.docusaurus' } as never).configureWebpack?.(
      config,
      false,
      utils as never,
      undefined,
    );
    return config.experiments.cache.version;
  }

  it("keys Rspack's persistent cache by the runtime, so one runtime never reuses the other's modules", () => {
    const custom = cacheVersion({ DOCS_RUNTIME: 'custom' });
    const stock = cacheVersion({ DOCS_RUNTIME: 'stock' });
    const withoutGates = cacheVersion({ DOCS_RUNTIME: 'custom', DOCS_RUNTIME_OFF: 'gates' });
    expect(custom).toMatch(/^client-3\.10\.2-/);
    expect(new Set([custom, stock, withoutGates]).size).toBe(3);
  });
});

describe('build output: the last steps wait for every other postBuild', () => {
  it('ends only after the others have ended', async () => {
    const steps: string[] = [];
    const sitemap = slowPlugin('sitemap');
    const twins = slowPlugin('built-pages');
    const self = {
      name: PLUGIN_NAME,
      postBuild: async () => {
        await awaitOtherPostBuilds(plugins);
        steps.push(`last steps after sitemap ${sitemap.ended()}, twins ${twins.ended()}`);
      },
    } as unknown as Loaded;
    const plugins = [self, sitemap.plugin, { name: 'no-post-build' } as Loaded, twins.plugin];
    const all = runPostBuilds(plugins);
    await new Promise((resolve) => setTimeout(resolve, 20));
    sitemap.finish();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual([]);
    twins.finish();
    await all;
    expect(steps).toEqual(['last steps after sitemap true, twins true']);
  });

  it('fails with a message when it is not first, or when the others are not started with it', async () => {
    const other = slowPlugin('sitemap');
    const self = { name: PLUGIN_NAME } as unknown as Plugin as Loaded;
    await expect(awaitOtherPostBuilds([other.plugin, self])).rejects.toThrow(/must come first.*preset/);
    await expect(awaitOtherPostBuilds([self, other.plugin])).rejects.toThrow(/started 0 of 1 other postBuild/);
  });
});

describe('build output: DOCS_PRECOMPRESS', () => {
  it('compresses unless told "off", and names the variable for anything else', () => {
    expect(precompressFromEnv({})).toBe(true);
    expect(precompressFromEnv({ DOCS_PRECOMPRESS: 'on' })).toBe(true);
    expect(precompressFromEnv({ DOCS_PRECOMPRESS: 'off' })).toBe(false);
    expect(() => precompressFromEnv({ DOCS_PRECOMPRESS: 'no' })).toThrow(/DOCS_PRECOMPRESS="no"/);
  });
});

describe('build output: brotli quality per file', () => {
  it('spends the maximum on shared assets and less on what grows with the page count', () => {
    const pageScripts = new Set(['assets/js/5a1b2c3d.0123abcd.js']);
    expect(brotliQualityOf('assets/js/main.0123abcd.js', pageScripts)).toBe(11);
    expect(brotliQualityOf('assets/css/styles.0123abcd.css', pageScripts)).toBe(11);
    expect(brotliQualityOf('assets/js/5a1b2c3d.0123abcd.js', pageScripts)).toBe(10);
    expect(brotliQualityOf('assets/js/5a1b2c3d.0123abcd.js')).toBe(11);
    expect(brotliQualityOf(path.join('api', 'try-it', 'v', 'cards-0123.js'))).toBe(9);
    for (const perPage of ['api/cards/index.html', 'cards.md', 'search-index/t-56fac4555e-9.json', 'llms-full.txt']) {
      expect(brotliQualityOf(perPage), perPage).toBe(10);
    }
  });
});
