import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
// The Rspack that Docusaurus runs (its currentBundler.instance under future.faster).
import { rspack } from '@docusaurus/faster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import lazyCompilationPlugin, { LAZY_MODULES, type LazyCompilationConfig } from '../../plugins/lazy-compilation';

const require = createRequire(import.meta.url);

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

/** The plugin's configureWebpack, with a stand-in for Rspack's middleware factory. */
function configure(
  { isServer = false, mode = 'development', bundler = 'rspack' } = {},
  lazyCompilationMiddleware = vi.fn((_compiler: unknown) => 'lazy middleware'),
) {
  const plugin = lazyCompilationPlugin();
  const utils = { currentBundler: { name: bundler, instance: { lazyCompilationMiddleware } } };
  const result = (plugin.configureWebpack as ConfigureWebpack)(
    { mode } as Parameters<ConfigureWebpack>[0],
    isServer,
    utils as unknown as Parameters<ConfigureWebpack>[2],
    undefined,
  );
  return { result: result as Partial<LazyCompilationConfig>, lazyCompilationMiddleware };
}

describe('lazy-compilation plugin', () => {
  const argv = process.argv;
  const nodeEnv = process.env.NODE_ENV;
  beforeEach(() => {
    process.argv = [...argv.slice(0, 2), 'start'];
    process.env.NODE_ENV = 'development';
  });
  afterEach(() => {
    process.argv = argv;
    process.env.NODE_ENV = nodeEnv;
  });

  it('turns on lazy compilation of dynamic imports for the browser bundle under `docusaurus start`', () => {
    const { result } = configure();
    expect(result.lazyCompilation).toEqual({ imports: true, entries: false, test: LAZY_MODULES });
    expect(typeof result.devServer?.setupMiddlewares).toBe('function');
  });

  it('leaves the server bundle, production builds, `build --dev` and webpack alone', () => {
    expect(configure({ isServer: true }).result).toEqual({});
    expect(configure({ mode: 'production' }).result).toEqual({});
    expect(configure({ bundler: 'webpack' }).result).toEqual({});
    process.argv = [...argv.slice(0, 2), 'build', '--dev'];
    expect(configure().result).toEqual({});
  });

  it('compiles every dynamic import lazily but Docusaurus’s App, the theme’s components and the generated JSON', () => {
    for (const file of [
      '/site/node_modules/@docusaurus/core/lib/client/App.js',
      'C:\\site\\node_modules\\@docusaurus\\core\\lib\\client\\App.js',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocRoot/index.js',
      'C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\DocsRoot\\index.js',
      '/site/src/theme/DocItem/Layout/index.tsx',
      '/site/.docusaurus/docusaurus-plugin-content-docs/api/__plugin.json',
      'C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\api\\p\\docs-7fc.json',
    ])
      expect(LAZY_MODULES.test(file), file).toBe(false);
    for (const file of [
      '/site/docs/api/cards.mdx',
      '/site/.docusaurus/routes.js',
      '/site/src/data/white-label/components.json',
      '/site/node_modules/@docusaurus/theme-classic/lib/index.js',
      '/site/node_modules/@docusaurus/core/lib/client/AppNavigationTooltip.js',
      '/site/src/components/TryIt/index.tsx',
    ])
      expect(LAZY_MODULES.test(file), file).toBe(true);
  });

  it('adds Rspack’s middleware to the dev server once, beside Docusaurus’s own, through webpack-merge', () => {
    const compiler = { name: 'client' };
    const { result, lazyCompilationMiddleware } = configure();
    // Docusaurus's dev server config (@docusaurus/core/lib/commands/start/webpack.js) and its merge with
    // the plugins' devServer, with the webpack-merge that Docusaurus itself requires.
    const docusaurusRequire = createRequire(require.resolve('@docusaurus/core/lib/commands/start/webpack.js'));
    const { merge } = docusaurusRequire('webpack-merge') as typeof import('webpack-merge');
    const docusaurusDefault = {
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift('evalSourceMapMiddleware');
        return middlewares;
      },
    };
    const merged = merge([docusaurusDefault, result.devServer!]) as typeof docusaurusDefault;
    const middlewares = (merged.setupMiddlewares as (list: unknown[], server: unknown) => unknown[])(
      ['host-header-check', 'webpack-dev-middleware'],
      { compiler },
    );
    expect(middlewares).toEqual([
      { name: 'lazy-compilation', middleware: 'lazy middleware' },
      'evalSourceMapMiddleware',
      'host-header-check',
      'webpack-dev-middleware',
    ]);
    expect(lazyCompilationMiddleware).toHaveBeenCalledExactlyOnceWith(compiler);
  });

  it('still finds Docusaurus merging its dev server config with the plugins’ (re-check on upgrade)', () => {
    const source = readFileSync(require.resolve('@docusaurus/core/lib/commands/start/webpack.js'), 'utf8');
    expect(source).toContain('(0, webpack_merge_1.default)([defaultDevServerConfig, config.devServer]');
    expect(source).toContain('middlewares.unshift((0, evalSourceMapMiddleware_1.default)(devServer));');
  });
});

describe('Rspack with the plugin’s options', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'lazy-compilation-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('compiles a page behind a stand-in and keeps App in the entry', async () => {
    const app = path.join(folder, 'node_modules/@docusaurus/core/lib/client/App.js');
    mkdirSync(path.dirname(app), { recursive: true });
    writeFileSync(app, 'export default "the app";\n');
    writeFileSync(path.join(folder, 'page.js'), 'export default "the page";\n');
    writeFileSync(
      path.join(folder, 'entry.js'),
      'import(/* webpackMode: "eager" */ "@docusaurus/core/lib/client/App.js");\nimport("./page.js");\n',
    );
    const compiler = rspack({
      context: folder,
      mode: 'development',
      devtool: false,
      entry: './entry.js',
      output: { path: path.join(folder, 'out') },
      lazyCompilation: { imports: true, entries: false, test: LAZY_MODULES },
    });
    // The middleware is what applies Rspack's plugin (the option alone does nothing).
    expect(typeof rspack.lazyCompilationMiddleware(compiler)).toBe('function');
    const stats = await new Promise<NonNullable<Parameters<Parameters<typeof compiler.run>[0]>[1]>>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    const output = stats
      .toJson({ assets: true })
      .assets!.filter((asset) => asset.name.endsWith('.js'))
      .map((asset) => readFileSync(path.join(folder, 'out', asset.name), 'utf8'))
      .join('\n');
    expect(output).toContain('"the app"');
    expect(output).not.toContain('"the page"');
    expect(output).toMatch(/lazy-compilation-proxy\|[^"]*page\.js/);
  });
});
