/**
 * The page actions (src/components/PageActions), rendered on the server as Docusaurus does, with its
 * hooks given a route and a site: the "Open in" links name the page's Markdown twin on the site's
 * own URL, the editor links and the JSON entry start the MCP server exactly as the README's entry
 * does, and a page without a twin gets no link to one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { load, type CheerioAPI } from 'cheerio';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { hasTwin } from '../../src/site/twins.mjs';

const route = vi.hoisted(() => ({ pathname: '/docs/api/cards/', markdownTwins: true }));
vi.mock('@docusaurus/router', () => ({ useLocation: () => ({ pathname: route.pathname }) }));
vi.mock('@docusaurus/useBaseUrl', () => ({ default: (to: string) => `/docs${to}` }));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({
    siteConfig: { url: 'https://www.unit.co', customFields: { markdownTwins: route.markdownTwins } },
  }),
}));

// The unit project shares modules between the files a worker runs (vitest.config.mts: isolate is off):
// load the component afresh so that it gets the mocks above, and drop the mocks and what was loaded
// with them when this file is done, so that no other file gets them.
vi.resetModules();
const { default: PageActions } = await import('../../src/components/PageActions');
afterAll(() => {
  vi.doUnmock('@docusaurus/router');
  vi.doUnmock('@docusaurus/useBaseUrl');
  vi.doUnmock('@docusaurus/useDocusaurusContext');
  vi.resetModules();
});

function render(pathname: string, markdownTwins = true): CheerioAPI {
  route.pathname = pathname;
  route.markdownTwins = markdownTwins;
  return load(renderToStaticMarkup(<PageActions />));
}

/** The link whose text starts with `name`: its attributes and text. */
function linkNamed($: CheerioAPI, name: string) {
  const link = $('a')
    .toArray()
    .find((element) => $(element).text().startsWith(name));
  if (!link) return undefined;
  return { href: link.attribs.href!, target: link.attribs.target, rel: link.attribs.rel, text: $(link).text() };
}

/** The server entry of the README's "MCP server" section. */
const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
const readmeEntry = (
  JSON.parse(/```json\n(\{\n {2}"mcpServers"[\s\S]*?)```/.exec(readme)![1]!) as {
    mcpServers: Record<string, { command: string; args: string[] }>;
  }
).mcpServers['unit-docs']!;

beforeEach(() => {
  route.markdownTwins = true;
});

describe('page actions', () => {
  it("opens a new ChatGPT or Claude conversation that asks to read the twin at the site's URL, in a new tab", () => {
    const document = render('/docs/api/cards/');
    for (const [name, prefix] of [
      ['Open in ChatGPT', 'https://chatgpt.com/?q='],
      ['Open in Claude', 'https://claude.ai/new?q='],
    ] as const) {
      const link = linkNamed(document, name)!;
      expect(link.href.startsWith(prefix), name).toBe(true);
      const prompt = decodeURIComponent(link.href.slice(prefix.length));
      expect(prompt).toBe('Read https://www.unit.co/docs/api/cards.md and answer my questions about it.');
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
      expect(link.text).toBe(name);
    }
    // The landing page's twin is index.md.
    expect(decodeURIComponent(linkNamed(render('/docs/'), 'Open in Claude')!.href)).toContain(
      'https://www.unit.co/docs/index.md and',
    );
  });

  it("connects Cursor, VS Code and other clients with the README's server entry", () => {
    const document = render('/docs/quickstart/');
    const cursor = new URL(linkNamed(document, 'Add to Cursor')!.href);
    expect(`${cursor.protocol}//${cursor.host}${cursor.pathname}`).toBe(
      'cursor://anysphere.cursor-deeplink/mcp/install',
    );
    expect(cursor.searchParams.get('name')).toBe('unit-docs');
    expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual(readmeEntry);

    const vscode = linkNamed(document, 'Add to VS Code')!.href;
    expect(vscode.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length)))).toEqual({
      name: 'unit-docs',
      ...readmeEntry,
    });

    expect(JSON.parse(document('details pre').text())).toEqual({
      mcpServers: { 'unit-docs': readmeEntry },
    });
    expect(document('details').text()).toContain('replace /path/to/unit-docs with its folder');
    expect(readmeEntry.args).toContain('/path/to/unit-docs');
  });

  it('offers the three downloads on API pages only', () => {
    const names = ($: CheerioAPI) =>
      $('a[download]')
        .toArray()
        .map((link) => link.attribs.href);
    expect(names(render('/docs/api/cards/'))).toEqual([
      '/docs/api/openapi.json',
      '/docs/api/postman-collection.json',
      '/docs/api/bruno-collection.json',
    ]);
    expect(names(render('/docs/quickstart/'))).toEqual([]);
  });

  it('links no twin, and opens no assistant, where the page has no twin; the editor links stay', () => {
    for (const [pathname, twins] of [
      ['/docs/api/cards/', false],
      ['/docs/search/', true],
    ] as const) {
      const document = render(pathname, twins);
      const text = document.root().text();
      expect(text, pathname).not.toContain('Open in');
      expect(text).not.toContain('Copy page as Markdown');
      expect(document('a[href$=".md"]')).toHaveLength(0);
      expect(linkNamed(document, 'Add to Cursor')).toBeDefined();
    }
    expect(hasTwin('/docs/404.html', true)).toBe(false);
    expect(hasTwin('/docs/api/cards/', true)).toBe(true);
  });
});
