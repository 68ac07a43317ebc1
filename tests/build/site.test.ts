/**
 * Checks on the production build in build/ (run `npm run build` first; `npm test` does).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import redirects from '../../src/config/redirects.json';
import { INDEX_DIR, INDEX_FILE_NAME } from '../../src/search/indexFormat';
import { loadEverything, parseManifest } from '../../src/search/localSearchEngine';
import { createApp } from '../../server/app.mjs';
import { inlineScriptHashes } from '../../server/security.mjs';
import { readBuild } from '../../src/site/builtPages.mjs';
import { COMPILE_HINT } from '../../plugins/compile-hints';
import {
  BASE_URL,
  contractNormalisations,
  contractRedirects,
  contractRoutes,
  topLevelRoutes,
} from '../contract/contract';

const buildDir = path.resolve(__dirname, '../../build');
const build = readBuild(buildDir);
const html = (route: string) => load(readFileSync(build.pages.get(route)!, 'utf8'));

describe('production build', () => {
  it('serves only contract routes as pages', () => {
    const contract = new Set(contractRoutes);
    for (const route of build.pages.keys()) {
      expect(contract, `${route} is built but is not in tests/contract/routes.txt`).toContain(route);
    }
  });

  it("loads each page's route data from a small bucket, not every page's from main.js (plugins/small-runtime/routeData.mjs)", () => {
    const js = path.join(buildDir, 'assets/js');
    const files = readdirSync(js);
    const main = readFileSync(path.join(js, files.find((file) => /^main\.\w+\.js$/.test(file))!), 'utf8');
    const runtime = readFileSync(path.join(js, files.find((file) => /^runtime~main\.\w+\.js$/.test(file))!), 'utf8');
    // A doc's registry entry (its module path) and chunk names wait in its bucket; the route stays.
    expect(main).not.toContain('@site/docs/tokens.mdx');
    expect(main).not.toContain('"/docs/tokens/-');
    expect(main).toContain('"/docs/tokens/"');
    // Our prefetcher reads the registry, so the runtime has no map of every chunk name (core's gca).
    expect(runtime).not.toContain('.gca=');
    // The browser's site configuration leaves out what only the build reads (plugins/browser-site-config):
    // this fails if its replacement of @generated/docusaurus.config stops applying.
    expect(main).toContain('local-search-needs-no-key');
    expect(main).not.toContain('staticDirectories');
    const tokens = html('/docs/tokens/');
    const bucket = tokens('script[src]')
      .map((_, script) => script.attribs.src!)
      .get()
      .map((src) => readFileSync(path.join(js, path.basename(src)), 'utf8'))
      .find((source) => /"@site\/docs\/tokens\.mdx",\d+\]/.test(source));
    expect(bucket, 'no script of /docs/tokens/ holds its route data').toBeDefined();
    expect(bucket!.length).toBeLessThan(12_000);
  });

  it("starts every browser script with V8's compile hint (plugins/compile-hints)", () => {
    const js = path.join(buildDir, 'assets/js');
    const scripts = readdirSync(js).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      const source = readFileSync(path.join(js, file), 'utf8');
      expect(source.split('\n', 1)[0], `${file} does not start with the compile hint`).toBe(COMPILE_HINT);
    }
  });

  it('serves the pages this milestone owns', () => {
    for (const route of [
      ...topLevelRoutes,
      '/docs/introduction/',
      '/docs/quickstart/',
      '/docs/api/',
      '/docs/white-label-uis/',
      '/docs/ready-to-launch/banking/',
      '/docs/ready-to-launch/bill-pay/',
      '/docs/ready-to-launch/capital/',
    ]) {
      expect(build.pages.has(route), route).toBe(true);
    }
  });

  it('puts every doc page in a sidebar (top-level pages excepted)', () => {
    for (const route of build.pages.keys()) {
      if (topLevelRoutes.includes(route)) continue;
      const $ = html(route);
      expect($('html').hasClass('plugin-docs'), `${route} is not a docs page`).toBe(true);
      expect($('.theme-doc-sidebar-menu .menu__link--active').length, `${route} is in no sidebar`).toBeGreaterThan(0);
    }
  });

  it('gives every page one h1, a description and the English language', () => {
    for (const route of build.pages.keys()) {
      const $ = html(route);
      expect($('html').attr('lang'), route).toBe('en');
      expect($('meta[name="description"]').attr('content')?.length ?? 0, `${route} description`).toBeGreaterThan(20);
      if (route !== '/docs/search/') expect($('h1').length, `${route} h1 count`).toBe(1);
    }
  });

  it('lists only level-2 headings in the table of contents', () => {
    let linked = 0;
    for (const route of build.pages.keys()) {
      const $ = html(route);
      $('.table-of-contents a[href^="#"]').each((_, link) => {
        const id = decodeURIComponent($(link).attr('href')!.slice(1));
        const tag = $(`[id="${id}"]`).prop('tagName');
        expect(tag, `${route}: table of contents links to #${id}`).toBe('H2');
        linked += 1;
      });
    }
    expect(linked).toBeGreaterThan(0);
  });

  it('writes a redirect page for every redirect, to a built page', () => {
    for (const { from, to } of redirects) {
      const source = BASE_URL + from.slice(1);
      const target = BASE_URL + to.slice(1);
      expect(build.pages.has(target), `${source} redirects to ${target}, which is not built`).toBe(true);
      expect(build.redirects.get(source), source).toBe(target);
    }
  });

  it("starts every page's app root with the app, not with preload hints (preact hydrates in place)", () => {
    for (const [route, file] of build.pages) {
      const $ = load(readFileSync(file, 'utf8'));
      const first = $('#__docusaurus').children().first();
      expect(first.prop('tagName'), `${route}: #__docusaurus opens with <${first.prop('tagName')}>`).not.toBe('LINK');
    }
  });

  it('has every output of the last steps, after the files of every other plugin (plugins/build-output)', () => {
    const policy = JSON.parse(readFileSync(path.join(buildDir, '.security-policy.json'), 'utf8')) as {
      scriptHashes: string[];
    };
    expect(readFileSync(path.join(buildDir, '_headers'), 'utf8')).toContain(policy.scriptHashes[0]);
    // Written by other plugins' postBuild (sitemap, redirects, built-pages, openapi), then compressed.
    for (const file of [
      'sitemap.xml',
      'llms.txt',
      'search-index.json',
      'api/openapi.json',
      'api/postman-collection.json',
      'api/bruno-collection.json',
      'index.html',
    ]) {
      expect(existsSync(path.join(buildDir, `${file}.br`)), `${file}.br`).toBe(true);
      expect(existsSync(path.join(buildDir, `${file}.gz`)), `${file}.gz`).toBe(true);
    }
    // The inline script of every redirect page is in the policy, so the redirect pages were written first.
    const [firstRedirect] = redirects;
    const redirectPage = readFileSync(path.join(buildDir, firstRedirect!.from.replace(/^\/docs\//, ''), 'index.html'), 'utf8');
    const redirectHashes = inlineScriptHashes(redirectPage);
    expect(redirectHashes.length).toBeGreaterThan(0);
    expect(policy.scriptHashes).toEqual(expect.arrayContaining(redirectHashes));
    // The route's chunks are in each page's HTML, after main.js (the custom runtime's route scripts).
    const sources = html('/docs/api/cards/')('script[src]')
      .map((_, script) => script.attribs.src)
      .get();
    const main = sources.findIndex((source) => /\/main\.[0-9a-f]+\.js$/.test(source));
    expect(main, `main.js among ${sources.join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(sources.length - main - 1, `route scripts after main.js: ${sources.join(', ')}`).toBeGreaterThan(0);
  });

  it('has a not-found page', () => {
    const $ = load(readFileSync(path.join(buildDir, '404.html'), 'utf8'));
    expect($('h1').text()).toBe('Page not found');
  });

  it('has a local search index covering every page but the search page', () => {
    const index = loadEverything(parseManifest(readFileSync(path.join(buildDir, INDEX_FILE_NAME), 'utf8')), (file) =>
      JSON.parse(readFileSync(path.join(buildDir, INDEX_DIR, file), 'utf8')),
    );
    const indexedPages = new Set(index.records.filter((record) => record.level === 1).map((record) => record.url));
    for (const route of build.pages.keys()) {
      if (route === '/docs/search/') continue;
      expect(indexedPages, route).toContain(route);
    }
    expect(indexedPages).not.toContain('/docs/search/');
  });
});

describe('redirects of the contract, served', () => {
  let origin = '';
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const server = await new Promise<Server>((resolve) => {
      const listening = createApp({ buildDir }).listen(0, '127.0.0.1', () => resolve(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  it('land on their target page, query kept', async () => {
    for (const { from, to } of [...contractRedirects, ...contractNormalisations]) {
      const response = await fetch(`${origin}${from}?from=old`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(`${to}?from=old`);
      const target = await fetch(`${origin}${to}`, { redirect: 'manual' });
      expect(target.status, `${from} -> ${to}`).toBe(200);
    }
  });
});
