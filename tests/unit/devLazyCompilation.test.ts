/**
 * `npm start`'s lazy compilation (plugins/dev-lazy-compilation): only docs content is compiled on
 * demand, only in the dev server's browser bundle.
 */
import { afterEach, describe, expect, it } from 'vitest';

import devLazyCompilationPlugin, { LAZY_CONTENT } from '../../plugins/dev-lazy-compilation';

describe('the modules compiled on demand', () => {
  it('are the docs pages', () => {
    for (const file of ['/site/docs/api/cards.mdx', '/site/docs/guides/cards/index.md', 'C:\\site\\docs\\a.mdx'])
      expect(LAZY_CONTENT.test(file), file).toBe(true);
  });

  it('are not the theme, components, route data or generated files', () => {
    for (const file of [
      '/site/src/theme/DocItem/index.tsx',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js',
      '/site/src/pages/index.mdx',
      '/site/.docusaurus/docusaurus-plugin-content-docs/api/site-docs-api-cards-mdx-1a2.json',
      '/site/docs/api/cards.mdx.ts',
    ])
      expect(LAZY_CONTENT.test(file), file).toBe(false);
  });
});

describe('the bundler configuration', () => {
  const argv = process.argv;
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.argv = argv;
    process.env.NODE_ENV = nodeEnv;
  });
  const rspack = { name: 'rspack', instance: { lazyCompilationMiddleware: () => () => undefined } };
  const configure = (isServer: boolean) =>
    devLazyCompilationPlugin().configureWebpack!({}, isServer, { currentBundler: rspack } as never, {}) as
      Record<string, unknown> | undefined;

  it('npm start: the browser bundle compiles docs content on demand; the server bundle as before', () => {
    process.argv = [...argv, 'start'];
    process.env.NODE_ENV = 'development';
    expect(configure(false)?.lazyCompilation).toEqual({ entries: false, imports: true, test: LAZY_CONTENT });
    expect(configure(true)).toEqual({});
  });

  it('npm run build: nothing changes', () => {
    process.argv = [...argv, 'build'];
    process.env.NODE_ENV = 'production';
    expect(configure(false)).toEqual({});
  });
});
