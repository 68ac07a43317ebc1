/**
 * The route data split of the browser bundle (plugins/small-runtime/routeData.mjs): which routes wait
 * in buckets, what main.js keeps, what a bucket holds, and a clear error when Docusaurus's generated
 * files change shape.
 */
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

import {
  BUCKET_SIZE,
  bucketSource,
  bucketsOf,
  eagerChunkNamesSource,
  eagerRegistrySource,
  mainRoutesSource,
  parseRegistry,
  readRouteData,
  routeDataOf,
} from '../../plugins/small-runtime/routeData.mjs';
import { readRouteChunkData, routeChunkFiles } from '../../plugins/small-runtime/routeScripts.mjs';

const DOC_COUNT = BUCKET_SIZE + 2;
const docPath = (n: number) => `/docs/doc-${String(n).padStart(2, '0')}/`;

/** A .docusaurus folder in miniature: a landing page, a docs layout with DOC_COUNT docs, and the not-found route. */
function generatedDir(
  registryFirstLine = 'export default {',
  docCount = DOC_COUNT,
  dir = mkdtempSync(path.join(tmpdir(), 'route-data-')),
): string {
  const docs = Array.from(
    { length: docCount },
    (_, n) =>
      `      { path: '${docPath(n)}', component: ComponentCreator('${docPath(n)}', 'h${n}'), exact: true, sidebar: "guides" },`,
  );
  writeFileSync(
    path.join(dir, 'routes.js'),
    `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/docs/', component: ComponentCreator('/docs/', 'aaa'), exact: true },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'bbb'),
    routes: [
${docs.join('\n')}
    ]
  },
  { path: '*', component: ComponentCreator('*') },
];
`,
  );
  const chunkNames: Record<string, unknown> = {
    '/docs/-aaa': { __comp: 'landing' },
    '/docs/-bbb': { __comp: 'docRoot', __context: { plugin: 'pluginData' } },
  };
  const registry = ['landing', 'docRoot', 'pluginData', 'docItem'];
  for (let n = 0; n < docCount; n += 1) {
    chunkNames[`${docPath(n)}-h${n}`] = { __comp: 'docItem', content: `content${n}` };
    registry.push(`content${n}`);
  }
  writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(chunkNames));
  writeFileSync(
    path.join(dir, 'registry.js'),
    `${registryFirstLine}\n${registry
      .map(
        (name) =>
          `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.js"), "@site/${name}.js", require.resolveWeak("@site/${name}.js")],`,
      )
      .join('\n')}};\n`,
  );
  writeFileSync(
    path.join(dir, 'client-manifest.json'),
    JSON.stringify({
      entrypoints: ['main'],
      origins: { 'route-data-0': [70], docItem: [40], content3: [50] },
      assets: {
        70: { js: [{ file: 'assets/js/70.a.js' }] },
        40: { js: [{ file: 'assets/js/40.b.js' }] },
        50: { js: [{ file: 'assets/js/50.c.js' }] },
      },
    }),
  );
  return dir;
}

/** Evaluates a generated module's default export, with stand-ins for its imports. */
function evaluateRoutes(source: string): unknown {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default\b/m, 'return');
  // Our own generated text, evaluated in a context of its own.
  const routesOf = runInNewContext(`(function (ComponentCreator, lazyRoute) {\n${body}\n})`) as (
    componentCreator: (routePath: string, hash?: string) => string,
    lazyRoute: (load: () => unknown, key: string) => string,
  ) => unknown;
  return routesOf(
    (routePath, hash) => `eager ${routePath}${hash === undefined ? '' : `-${hash}`}`,
    (load, key) => `lazy ${key} from ${String(load).match(/route-data-bucket=(\d+)/)?.[1]}`,
  );
}

describe('route data split', () => {
  it('puts every leaf route but the not-found one in buckets of BUCKET_SIZE, in the order of the tree', () => {
    const { routes } = readRouteData(generatedDir());
    const buckets = bucketsOf(routes);
    expect([...buckets.keys()]).toEqual([
      '/docs/-aaa',
      ...Array.from({ length: DOC_COUNT }, (_, n) => `${docPath(n)}-h${n}`),
    ]);
    // The landing page is alone at its level: a bucket of its own; the docs fill one bucket, then the next.
    expect(buckets.get('/docs/-aaa')).toBe(0);
    expect(buckets.get(`${docPath(0)}-h0`)).toBe(1);
    expect(buckets.get(`${docPath(BUCKET_SIZE - 1)}-h${BUCKET_SIZE - 1}`)).toBe(1);
    expect(buckets.get(`${docPath(BUCKET_SIZE)}-h${BUCKET_SIZE}`)).toBe(2);
  });

  it('keeps every route and its properties in the browser route tree, each leaf lazy, each layout eager', () => {
    const data = readRouteData(generatedDir());
    const tree = evaluateRoutes(mainRoutesSource(data, '/lazyRoute.ts'));
    expect(tree).toEqual([
      { path: '/docs/', exact: true, component: 'lazy /docs/-aaa from 0' },
      {
        path: '/docs/',
        component: 'eager /docs/-bbb',
        routes: Array.from({ length: DOC_COUNT }, (_, n) => ({
          path: docPath(n),
          exact: true,
          sidebar: 'guides',
          component: `lazy ${docPath(n)}-h${n} from ${n < BUCKET_SIZE ? 1 : 2}`,
        })),
      },
      { path: '*', component: 'eager *' },
    ]);
  });

  it("gives a bucket its routes' chunk names and the registry entries that main.js leaves out", () => {
    const data = readRouteData(generatedDir());
    const source = bucketSource(data, 2);
    const chunkNames = JSON.parse(/^export const chunkNames = (.*);$/m.exec(source)![1]!) as Record<string, unknown>;
    expect(Object.keys(chunkNames)).toEqual([
      `${docPath(BUCKET_SIZE)}-h${BUCKET_SIZE}`,
      `${docPath(BUCKET_SIZE + 1)}-h${BUCKET_SIZE + 1}`,
    ]);
    expect(source).toContain(`"content${BUCKET_SIZE}": [() => import(`);
    expect(source).not.toContain('"content0"');
    // docItem is a leaf's too, but no layout uses it: it comes with every bucket that needs it.
    expect(source).toContain('"docItem": [');
    expect(() => bucketSource(data, 9)).toThrow('no bucket 9');
  });

  it('leaves out weak module ids under npm start, so that a bucket does not build all its pages', () => {
    const data = readRouteData(generatedDir());
    expect(bucketSource(data, 2)).toMatch(/require\.resolveWeak\(/);
    const source = bucketSource(data, 2, { weakModuleIds: false });
    expect(source).not.toContain('resolveWeak');
    const entry = new RegExp(`"content${BUCKET_SIZE}": \\[\\(\\) => import\\(.*\\), "[^"]+", undefined\\]`);
    expect(source).toMatch(entry);
  });

  it("keeps only the layout routes' entries in main.js's registry and chunk names", () => {
    const data = readRouteData(generatedDir());
    const registry = eagerRegistrySource(data);
    expect([...registry.matchAll(/^ {2}"([^"]+)"/gm)].map((match) => match[1])).toEqual(['docRoot', 'pluginData']);
    expect(Object.keys(JSON.parse(eagerChunkNamesSource(data)) as object)).toEqual(['/docs/-bbb']);
  });

  it('reads the generated files again only when one changed, as when a page is added under npm start', () => {
    const dir = generatedDir();
    const first = routeDataOf(dir);
    expect(routeDataOf(dir)).toBe(first);
    // A page added: Docusaurus writes the three files again.
    generatedDir('export default {', DOC_COUNT + 1, dir);
    const added = routeDataOf(dir);
    expect(added).not.toBe(first);
    expect([...added.buckets.keys()]).toContain(`${docPath(DOC_COUNT)}-h${DOC_COUNT}`);
    expect(routeDataOf(dir)).toBe(added);
    // A change that keeps a file's size is seen by its modification time.
    const routesFile = path.join(dir, 'routes.js');
    writeFileSync(routesFile, readFileSync(routesFile, 'utf8').replace("'h0'", "'hX'"));
    const later = new Date(Date.now() + 5000);
    utimesSync(routesFile, later, later);
    expect([...routeDataOf(dir).buckets.keys()]).toContain(`${docPath(0)}-hX`);
  });

  it('names the file when the registry has another format', () => {
    const dir = generatedDir('const registry = {');
    expect(() => readRouteData(dir)).toThrow(`${path.join(dir, 'registry.js')}: expected "export default {"`);
    expect(() => parseRegistry('export default {\n  registry.set("a", 1);\n};', 'registry.js')).toThrow(
      'registry.js: cannot read the registry line',
    );
  });

  it("lists a page's bucket among the page's scripts when the route data is split", () => {
    const dir = generatedDir();
    expect(routeChunkFiles(readRouteChunkData(dir, { routeData: true }), '/docs/')).toEqual(['assets/js/70.a.js']);
    expect(routeChunkFiles(readRouteChunkData(dir), '/docs/')).toEqual([]);
    expect(routeChunkFiles(readRouteChunkData(dir, { routeData: true }), docPath(3))).toEqual([
      'assets/js/40.b.js',
      'assets/js/50.c.js',
    ]);
  });
});
