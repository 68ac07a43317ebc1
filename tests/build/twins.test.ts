/** Docs for tools and assistants: Markdown twins, llms.txt, llms-full.txt and the sitemap, in build/. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { llmsSectionOf } from '../../plugins/markdown-twins/llms';
import { readBuild } from '../../src/site/builtPages.mjs';
import { twinPathOf } from '../../src/site/twins.mjs';

const buildDir = path.resolve(__dirname, '../../build');
const { pages } = readBuild(buildDir);
const contentRoutes = [...pages.keys()].filter((route) => route !== '/docs/search/');
const read = (sitePath: string) => readFileSync(path.join(buildDir, sitePath.replace(/^\/docs\//, '')), 'utf8');

describe('Markdown twins', () => {
  it('maps routes to twin paths', () => {
    expect(twinPathOf('/docs/')).toBe('/docs/index.md');
    expect(twinPathOf('/docs/api/cards/')).toBe('/docs/api/cards.md');
  });

  it('exist for every built page, with front matter title, description and absolute URL', () => {
    for (const route of contentRoutes) {
      const twin = twinPathOf(route);
      expect(existsSync(path.join(buildDir, twin.slice('/docs/'.length))), `${route} has no twin at ${twin}`).toBe(true);
      const text = read(twin);
      expect(text, twin).toMatch(/^---\ntitle: ".+"\ndescription: ".+"\nurl: "https:\/\/www\.unit\.co\/docs\/.*"\n---\n\n# /);
    }
  });

  it('contain no HTML or MDX residue, and only absolute links', () => {
    for (const route of contentRoutes) {
      const twin = twinPathOf(route);
      const body = read(twin).replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
      expect(body, `${twin}: HTML or JSX tag`).not.toMatch(/<\/?[A-Za-z][A-Za-z0-9-]*(\s[^>]*)?>/);
      expect(body, `${twin}: HTML comment (React's <!-- --> text separator)`).not.toContain('<!--');
      expect(body, `${twin}: import`).not.toMatch(/^import\s/m);
      expect(body, `${twin}: className`).not.toContain('className');
      expect(body, `${twin}: relative link`).not.toMatch(/\]\((?!https?:|mailto:|#)/);
    }
  });

  it('keep code blocks fenced with their language', () => {
    const quickstart = read(twinPathOf('/docs/quickstart/'));
    expect(quickstart).toContain("```bash\ncurl -X POST 'https://api.s.unit.sh/applications'");
  });
});

describe('llms.txt', () => {
  const llms = read('/docs/llms.txt');

  it('follows the llms.txt convention: title, summary, sections of links to twins', () => {
    expect(llms).toMatch(/^# .+\n\n> .+\n/);
    const links = [...llms.matchAll(/\]\((https:\/\/www\.unit\.co(\/docs\/[^)]+\.md))\)/g)].map((match) => match[2]!);
    expect(new Set(links)).toEqual(new Set(contentRoutes.map((route) => twinPathOf(route))));
  });

  it('lists every section that has pages', () => {
    for (const section of new Set(contentRoutes.map(llmsSectionOf))) expect(llms).toContain(`\n## ${section}\n`);
  });

  it('has a full version with every page', () => {
    const full = read('/docs/llms-full.txt');
    for (const route of contentRoutes) expect(full).toContain(`Source: https://www.unit.co${route}\n`);
  });
});

describe('sitemap', () => {
  it('lists every page under the /docs/ base', () => {
    const sitemap = read('/docs/sitemap.xml');
    for (const route of pages.keys()) expect(sitemap, route).toContain(`<loc>https://www.unit.co${route}</loc>`);
  });
});
