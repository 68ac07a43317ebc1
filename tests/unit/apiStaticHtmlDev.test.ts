/**
 * The API reference's build-time HTML under `npm start`: the render cache (plugins/openapi/htmlCache.ts),
 * the module each bundle gets (staticHtmlModules.ts) and the dev server's HTML files (devHtmlFiles.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { writeDevHtmlFiles } from '../../plugins/openapi/devHtmlFiles';
import { RenderedHtmlCache } from '../../plugins/openapi/htmlCache';
import { staticHtmlAliases } from '../../plugins/openapi/staticHtmlModules';

describe('the rendered HTML cache', () => {
  const toHtml = (view: { title: string }) => `<h2>${view.title}</h2>`;

  it('renders a view once while its source stays the same, even as a new object', () => {
    const cache = new RenderedHtmlCache();
    expect(cache.render('operation:a', { title: 'A' }, toHtml)).toBe('<h2>A</h2>');
    expect(cache.render('operation:a', { title: 'A' }, toHtml)).toBe('<h2>A</h2>');
    expect(cache.renders).toBe(1);
  });

  it('renders again only the key whose source changed', () => {
    const cache = new RenderedHtmlCache();
    const rendered: string[] = [];
    const spy = (view: { title: string }) => {
      rendered.push(view.title);
      return toHtml(view);
    };
    cache.render('operation:a', { title: 'A' }, spy);
    cache.render('operation:b', { title: 'B' }, spy);
    rendered.length = 0;
    expect(cache.render('operation:a', { title: 'A2' }, spy)).toBe('<h2>A2</h2>');
    expect(cache.render('operation:b', { title: 'B' }, spy)).toBe('<h2>B</h2>');
    expect(rendered).toEqual(['A2']);
  });

  it('keeps keys apart: the same view under two keys is rendered for each', () => {
    const cache = new RenderedHtmlCache();
    cache.render('schema:A', { title: 'A' }, toHtml);
    cache.render('example:A', { title: 'A' }, toHtml);
    expect(cache.renders).toBe(2);
  });
});

describe('the HTML module each bundle gets', () => {
  const files = { htmlFile: '/gen/api-static-html.json', revisionsFile: '/gen/revisions.json', componentDir: '/c' };
  const choose = (isServer: boolean, devServer: boolean, production: boolean) =>
    staticHtmlAliases({ isServer, devServer, production }, files);

  it('npm start: the browser gets the revisions and no HTML', () => {
    expect(choose(false, true, false)).toEqual({
      '@unit/api-static-html$': '/c/noBuildHtml.ts',
      '@unit/api-static-html-revisions$': '/gen/revisions.json',
    });
  });

  it('npm run build: the server gets the HTML, the browser neither', () => {
    expect(choose(true, false, true)).toEqual({
      '@unit/api-static-html$': '/gen/api-static-html.json',
      '@unit/api-static-html-revisions$': '/c/noRevisions.ts',
    });
    expect(choose(false, false, true)).toEqual({
      '@unit/api-static-html$': '/c/noBuildHtml.ts',
      '@unit/api-static-html-revisions$': '/c/noRevisions.ts',
    });
  });

  it('docusaurus build --dev: the browser keeps the HTML', () => {
    expect(choose(false, false, false)['@unit/api-static-html$']).toBe('/gen/api-static-html.json');
  });
});

describe("the dev server's HTML files", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'unit-docs-devhtml-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names each file by its content, writes shared HTML once, and a changed key gets a new revision', async () => {
    const first = await writeDevHtmlFiles(dir, {
      'operation:a': '<p>a</p>',
      'operation:b': '<p>b</p>',
      'x:b': '<p>b</p>',
    });
    expect(first['operation:b']).toBe(first['x:b']);
    expect(readdirSync(dir)).toHaveLength(2);
    expect(readFileSync(path.join(dir, `${first['operation:a']}.html`), 'utf8')).toBe('<p>a</p>');
    const second = await writeDevHtmlFiles(dir, { 'operation:a': '<p>a2</p>', 'operation:b': '<p>b</p>' });
    expect(second['operation:b']).toBe(first['operation:b']);
    expect(second['operation:a']).not.toBe(first['operation:a']);
    expect(readFileSync(path.join(dir, `${second['operation:a']}.html`), 'utf8')).toBe('<p>a2</p>');
  });
});
