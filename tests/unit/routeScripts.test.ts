import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  addRouteScripts,
  matchedRoutes,
  readRouteChunkData,
  routeChunkFiles,
} from '../../plugins/small-runtime/routeScripts.mjs';

/** A .docusaurus folder in miniature: a landing route, the docs layout routes and two docs. */
function generatedDir(routesSource?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-scripts-'));
  writeFileSync(
    path.join(dir, 'routes.js'),
    routesSource ??
      `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/docs/', component: ComponentCreator('/docs/', 'aaa'), exact: true },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'bbb'),
    routes: [
      { path: '/docs/tokens/', component: ComponentCreator('/docs/tokens/', 'ccc'), exact: true },
      { path: '/docs/api/cards/', component: ComponentCreator('/docs/api/cards/', 'ddd'), exact: true },
    ],
  },
  { path: '*', component: ComponentCreator('*') },
];
`,
  );
  writeFileSync(
    path.join(dir, 'routesChunkNames.json'),
    JSON.stringify({
      '/docs/-aaa': { __comp: 'landing' },
      '/docs/-bbb': { __comp: 'docRoot', __context: { plugin: 'pluginData' } },
      '/docs/tokens/-ccc': { __comp: 'docItem', content: 'tokensContent' },
      '/docs/api/cards/-ddd': { __comp: 'docItem', content: 'cardsContent' },
    }),
  );
  writeFileSync(
    path.join(dir, 'client-manifest.json'),
    JSON.stringify({
      entrypoints: ['main'],
      origins: {
        landing: ['main', 10],
        docRoot: ['main', 20, 21],
        pluginData: [30],
        docItem: ['main', 40, 41],
        tokensContent: [50],
        cardsContent: [60],
      },
      assets: {
        10: { js: [{ file: 'assets/js/landing.1.js' }] },
        20: { js: [{ file: 'assets/js/shared.2.js' }] },
        21: { js: [{ file: 'assets/js/docRoot.3.js' }] },
        30: { js: [{ file: 'assets/js/pluginData.4.js' }] },
        40: { js: [{ file: 'assets/js/shared.2.js' }] },
        41: { js: [{ file: 'assets/js/docItem.5.js' }] },
        50: { js: [{ file: 'assets/js/tokens.6.js' }] },
        60: { js: [{ file: 'assets/js/cards.7.js' }] },
      },
    }),
  );
  return dir;
}

describe('route scripts', () => {
  it('matches routes level by level, first match first, as react-router-config does', () => {
    const { routes } = readRouteChunkData(generatedDir());
    expect(matchedRoutes(routes, '/docs/').map((route) => route.component)).toEqual(['/docs/-aaa']);
    expect(matchedRoutes(routes, '/docs/api/cards/').map((route) => route.component)).toEqual([
      '/docs/-bbb',
      '/docs/api/cards/-ddd',
    ]);
    expect(matchedRoutes(routes, '/elsewhere/').map((route) => route.component)).toEqual(['*']);
  });

  it("lists a page's files once each, layout first, without the entry chunks", () => {
    const data = readRouteChunkData(generatedDir());
    expect(routeChunkFiles(data, '/docs/api/cards/')).toEqual([
      'assets/js/shared.2.js',
      'assets/js/docRoot.3.js',
      'assets/js/pluginData.4.js',
      'assets/js/docItem.5.js',
      'assets/js/cards.7.js',
    ]);
    expect(routeChunkFiles(data, '/docs/')).toEqual(['assets/js/landing.1.js']);
  });

  it('names the generated file when the route tree cannot be read', () => {
    const dir = generatedDir('export default [ { path: ');
    expect(() => readRouteChunkData(dir)).toThrow(`${path.join(dir, 'routes.js')}: could not read the route tree`);
  });

  it('adds deferred scripts right after main.js, once', () => {
    const html =
      '<html><head><script src=/docs/assets/js/runtime~main.1.js defer></script><script src=/docs/assets/js/main.2.js defer></script><link rel=stylesheet href=/s.css></head><body></body></html>';
    const once = addRouteScripts(html, ['/docs/assets/js/a.3.js', '/docs/assets/js/b.4.js']);
    expect(once).toBe(
      '<html><head><script src=/docs/assets/js/runtime~main.1.js defer></script><script src=/docs/assets/js/main.2.js defer></script><script src="/docs/assets/js/a.3.js" defer></script><script src="/docs/assets/js/b.4.js" defer></script><link rel=stylesheet href=/s.css></head><body></body></html>',
    );
    expect(addRouteScripts(once, ['/docs/assets/js/a.3.js', '/docs/assets/js/b.4.js'])).toBe(once);
  });

  it('adds no second tag for a chunk the page already lists without quotes, as the minified template writes main.js', () => {
    // What a page would hold if Docusaurus's own template started listing the route chunks.
    const listed =
      '<html><head><script src=/docs/assets/js/runtime~main.1.js defer></script><script src=/docs/assets/js/main.2.js defer></script><script src=/docs/assets/js/a.3.js defer></script></head><body></body></html>';
    const added = addRouteScripts(listed, ['/docs/assets/js/a.3.js', '/docs/assets/js/b.4.js']);
    expect(added.match(/a\.3\.js/g)).toHaveLength(1);
    expect(added).toBe(
      listed.replace(
        '<script src=/docs/assets/js/a.3.js defer>',
        '<script src="/docs/assets/js/b.4.js" defer></script><script src=/docs/assets/js/a.3.js defer>',
      ),
    );
    const both = listed.replace('</head>', '<script src=/docs/assets/js/b.4.js defer></script></head>');
    expect(addRouteScripts(both, ['/docs/assets/js/a.3.js', '/docs/assets/js/b.4.js'])).toBe(both);
  });

  it('leaves a page without main.js (a redirect page) as it is', () => {
    const redirect = '<html><head><meta http-equiv=refresh content="0; url=/docs/x/"></head></html>';
    expect(addRouteScripts(redirect, ['/docs/assets/js/a.3.js'])).toBe(redirect);
  });
});
