/**
 * The API reference's build-time HTML under `npm start`: rendered when the browser asks for it
 * (plugins/openapi/devHtmlOnDemand.ts), and the module each bundle gets (staticHtmlModules.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';

import { DevHtmlOnDemand } from '../../plugins/openapi/devHtmlOnDemand';
import { staticHtmlAliases } from '../../plugins/openapi/staticHtmlModules';

describe("the dev server's HTML, rendered on demand", () => {
  const toHtml = (view: { title: string }) => `<h2>${view.title}</h2>`;

  it('renders nothing until a revision is asked for, then renders it once', () => {
    const store = new DevHtmlOnDemand();
    const view = { title: 'A' };
    const revision = store.add('operation:a', view, () => toHtml(view));
    store.add('operation:b', { title: 'B' }, () => toHtml({ title: 'B' }));
    expect(store.renders).toBe(0);
    expect(store.html(revision)).toBe('<h2>A</h2>');
    expect(store.html(revision)).toBe('<h2>A</h2>');
    expect(store.renders).toBe(1);
    expect(store.html('0123456789abcdef0123')).toBeUndefined();
  });

  it('gives an unchanged view its revision again (even as a new object) and a changed view a new one', () => {
    const store = new DevHtmlOnDemand();
    const first = store.add('operation:a', { title: 'A' }, () => '<h2>A</h2>');
    expect(store.add('operation:a', { title: 'A' }, () => '<h2>A</h2>')).toBe(first);
    const edited = store.add('operation:a', { title: 'A2' }, () => '<h2>A2</h2>');
    expect(edited).not.toBe(first);
    expect(store.html(edited)).toBe('<h2>A2</h2>');
    // The same view under two keys: two revisions.
    expect(store.add('schema:A', { title: 'A' }, () => '')).not.toBe(store.add('example:A', { title: 'A' }, () => ''));
  });

  it('keeps only the revisions of the newest view model, with their HTML', () => {
    const store = new DevHtmlOnDemand();
    let renders = 0;
    const html = (text: string) => () => `<h2>${text}</h2>${String((renders += 1))}`;
    const old = store.add('operation:a', { title: 'A' }, html('A'));
    const kept = store.add('operation:b', { title: 'B' }, html('B'));
    expect(store.html(kept)).toBe('<h2>B</h2>1');
    // An edit of operation:a: the new model names a new revision of it and the same one of operation:b.
    const edited = store.add('operation:a', { title: 'A2' }, html('A2'));
    expect(store.add('operation:b', { title: 'B' }, html('B'))).toBe(kept);
    store.keepOnly([edited, kept]);
    expect(store.html(old)).toBeUndefined();
    expect(store.html(kept)).toBe('<h2>B</h2>1');
    expect(store.html(edited)).toBe('<h2>A2</h2>2');
    store.keepOnly([]);
    expect(store.html(kept)).toBeUndefined();
  });

  describe('the handler', () => {
    const store = new DevHtmlOnDemand();
    const shown = store.add('operation:a', { title: 'A' }, () => '<h2>A</h2>');
    const broken = store.add('operation:b', { title: 'B' }, () => {
      throw new Error('docs/api/b.mdx: the HTML of operation:b could not be rendered: no schema');
    });
    const handle = store.handler('/docs/__api-static-html/');
    const ask = (url: string) => {
      const response = { statusCode: 0, headers: {} as Record<string, string>, body: undefined as unknown };
      let passed = false;
      handle(
        { url, method: 'GET' } as IncomingMessage,
        {
          set statusCode(code: number) {
            response.statusCode = code;
          },
          setHeader: (name: string, value: string) => (response.headers[name] = value),
          end: (body: unknown) => (response.body = body),
        } as unknown as ServerResponse,
        () => (passed = true),
      );
      return { ...response, passed };
    };

    it('answers a revision with its HTML', () => {
      expect(ask(`/docs/__api-static-html/${shown}.html`)).toMatchObject({
        statusCode: 200,
        body: '<h2>A</h2>',
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    });

    it('answers 404 for an unknown revision and 500 with the message for a view that fails to render', () => {
      expect(ask('/docs/__api-static-html/0123456789abcdef0123.html').statusCode).toBe(404);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(ask(`/docs/__api-static-html/${broken}.html`)).toMatchObject({
        statusCode: 500,
        body: 'docs/api/b.mdx: the HTML of operation:b could not be rendered: no schema',
      });
      expect(errors).toHaveBeenCalledOnce();
      errors.mockRestore();
    });

    it('passes on every other request', () => {
      expect(ask('/docs/api/cards/').passed).toBe(true);
    });
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
