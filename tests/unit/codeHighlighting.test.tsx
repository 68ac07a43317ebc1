/**
 * Fenced code is highlighted at build time (plugins/code-highlighting): line ranges in the fence's
 * meta and the theme's magic comments must still mark lines, as the theme's CodeBlock would; the
 * highlighted HTML reaches the page through BuildTimeHtml and leaves the browser bundle.
 * Compiled here with the MDX compiler and the rehype plugins of docusaurus.config.ts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile, run } from '@mdx-js/mdx';
import { load } from 'cheerio';
import React, { type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BuildTimeHtmlProps } from '../../src/components/BuildTimeHtml';
import type { Element, ElementContent, Root } from 'hast';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';

import rehypeBuildTimeHtml, { BUILD_TIME_HTML_IN_BUNDLE } from '../../plugins/code-highlighting/rehypeBuildTimeHtml';
import rehypeMagicComments, { applyMagicComments } from '../../plugins/code-highlighting/rehypeMagicComments';
import rehypePrism, { isRegisteredLanguage } from '../../plugins/code-highlighting/rehypePrism';
import rehypeHydrationSlices from '../../plugins/hydration-slices/rehypeHydrationSlices';
import config from '../../docusaurus.config';
import docsSectionPlugin from '../../plugins/docs-sections';

/** The options of the docs instances (one per section, plugins/docs-sections); they share their plugins. */
const docsInstances = (config.plugins ?? []).flatMap((entry) =>
  Array.isArray(entry) && entry[0] === docsSectionPlugin ? [entry[1] as { rehypePlugins: PluggableList }] : [],
);
const docsOptions = docsInstances[0]!;
const pluginOf = (entry: PluggableList[number]) => (Array.isArray(entry) ? entry[0] : entry);
/** The plugins up to Prism's highlighting, before the code leaves for BuildTimeHtml. */
const highlightingPlugins = docsOptions.rehypePlugins.filter(
  (entry) => pluginOf(entry) !== rehypeBuildTimeHtml && pluginOf(entry) !== rehypeHydrationSlices,
);
/** The code plugins, without the hydration slices (plugins/hydration-slices, tested on their own). */
const codePlugins = docsOptions.rehypePlugins.filter((entry) => pluginOf(entry) !== rehypeHydrationSlices);

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** The lines of the compiled block, each with whether it is highlighted. */
async function lines(markdown: string): Promise<{ text: string; highlighted: boolean }[]> {
  let tree: Root | undefined;
  const capture = () => (root: Root) => void (tree = structuredClone(root));
  await compile(markdown, { rehypePlugins: [...highlightingPlugins, capture] });
  const found: { text: string; highlighted: boolean }[] = [];
  visit(tree!, 'element', (node: Element) => {
    const classes = node.properties.className ?? [];
    if (!classes.includes('code-line')) return;
    found.push({ text: textOf(node).replace(/\n$/, ''), highlighted: classes.includes('highlight-line') });
  });
  return found;
}

const siteDir = path.resolve(__dirname, '../..');

/** The site's Markdown and MDX files (docs/, src/pages/), with their text. */
function siteMarkdown(): { file: string; text: string }[] {
  return ['docs', 'src/pages'].flatMap((dir) =>
    readdirSync(path.join(siteDir, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => ({ file: path.join(dir, file), text: readFileSync(path.join(siteDir, dir, file), 'utf8') })),
  );
}

describe('build-time code highlighting', () => {
  it('uses the plugins of docusaurus.config.ts, magic comments before Prism, in every docs instance', () => {
    expect(docsInstances.length).toBeGreaterThan(1);
    for (const instance of docsInstances) expect(instance.rehypePlugins).toBe(docsOptions.rehypePlugins);
    const plugins = docsOptions.rehypePlugins.map(pluginOf);
    expect(plugins.indexOf(rehypeMagicComments)).toBeGreaterThanOrEqual(0);
    expect(plugins.indexOf(rehypeMagicComments)).toBeLessThan(plugins.indexOf(rehypePrism));
    expect(plugins.indexOf(rehypeBuildTimeHtml)).toBeGreaterThan(plugins.indexOf(rehypePrism));
  });

  it('registers the language of every fence of docs/ and src/pages/ (a missing one would be left plain)', () => {
    const files = siteMarkdown();
    expect(files.length).toBeGreaterThan(100);
    const missing = files.flatMap(({ file, text }) =>
      [...text.matchAll(/^\s*(?:`{3,}|~{3,})([\w+-]+)/gm)]
        .map((match) => match[1]!)
        .filter((language) => !isRegisteredLanguage(language))
        .map((language) => `${file}: ${language}`),
    );
    expect(missing, 'add these to FENCE_LANGUAGES in plugins/code-highlighting/rehypePrism.ts').toEqual([]);
    expect(isRegisteredLanguage('cobol')).toBe(false);
  });

  it('highlights every fence as rehype-prism-plus with all of refractor’s languages did', { timeout: 60_000 }, () => {
    const blocks = siteMarkdown().flatMap(({ text }) =>
      [...text.matchAll(/^```([\w+-]+)[^\n]*\n([\s\S]*?)^```/gm)].map((match) => ({
        language: match[1]!,
        code: match[2]!,
      })),
    );
    expect(blocks.length).toBeGreaterThan(100);
    /**
     * Each fence's highlighted HTML in a process of its own (refractor is one instance per process,
     * and the order languages are registered in matters), after `setup`.
     */
    const highlighted = (setup: string) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/');
${setup}
const { refractor } = require('refractor/core');
const { toHtml } = require('hast-util-to-html');
const blocks = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
console.log(JSON.stringify(blocks.map(({ language, code }) => refractor.registered(language) ? toHtml(refractor.highlight(code, language)) : null)));`,
          ],
          { cwd: siteDir, input: JSON.stringify(blocks), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
        ),
      ) as (string | null)[];
    // Before: plugins/openapi/highlight.ts's languages, then rehype-prism-plus's default export, which
    // registers refractor's common languages and then all of them.
    const before = highlighted(`const core = require('refractor/core');
for (const language of ['bash', 'javascript', 'json', 'python']) core.refractor.register(require('refractor/' + language).default);
require('rehype-prism-plus');`);
    // Now: the config as Docusaurus loads it.
    const now = highlighted(
      `await require('@docusaurus/utils').loadFreshModule(process.cwd() + '/docusaurus.config.ts');`,
    );
    expect(now).toEqual(before);
    expect(now.filter((html) => html !== null).length).toBeGreaterThan(100);
  });

  it('highlights the lines a fence range names', async () => {
    const result = await lines('```js {1,3}\nconst a = 1;\nconst b = 2;\nconst c = 3;\n```\n');
    expect(result.map((line) => line.highlighted)).toEqual([true, false, true]);
  });

  it('highlights the lines magic comments mark, and drops the comments', async () => {
    const result = await lines(
      [
        '```js',
        'const a = 1;',
        '// highlight-next-line',
        'const b = 2;',
        '// highlight-start',
        'const c = 3;',
        'const d = 4;',
        '// highlight-end',
        'const e = 5;',
        '```',
        '',
      ].join('\n'),
    );
    expect(result).toEqual([
      { text: 'const a = 1;', highlighted: false },
      { text: 'const b = 2;', highlighted: true },
      { text: 'const c = 3;', highlighted: true },
      { text: 'const d = 4;', highlighted: true },
      { text: 'const e = 5;', highlighted: false },
    ]);
  });

  it('knows the comment syntax of shell, HTML and JSX', () => {
    expect(applyMagicComments('# highlight-next-line\ncurl x\ny').highlighted).toEqual([1]);
    expect(applyMagicComments('<a>\n<!-- highlight-next-line -->\n<b>').highlighted).toEqual([2]);
    expect(applyMagicComments('{/* highlight-start */}\n<A />\n{/* highlight-end */}')).toEqual({
      code: '<A />',
      highlighted: [1],
    });
  });

  it('leaves comments alone when the fence gives a range, as the theme does', async () => {
    const result = await lines('```js {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n');
    expect(result.map((line) => line.text)).toEqual(['const a = 1;', '// highlight-next-line', 'const b = 2;']);
    expect(result.map((line) => line.highlighted)).toEqual([true, false, false]);
  });
});

/** Renders Markdown compiled with `plugins`, the build-time code's global set to `inBundle`. */
async function render(markdown: string, plugins: PluggableList, inBundle: boolean): Promise<string> {
  // remark-gfm for tables, as Docusaurus's MDX loader has it.
  const code = String(
    await compile(markdown, { remarkPlugins: [remarkGfm], rehypePlugins: plugins, outputFormat: 'function-body' }),
  );
  const globals = globalThis as Record<string, unknown>;
  globals[BUILD_TIME_HTML_IN_BUNDLE] = inBundle;
  try {
    const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
    // What BuildTimeHtml renders on the server (src/components/BuildTimeHtml).
    const BuildTimeHtml = ({ as: Tag, html, metastring: _metastring, ...props }: BuildTimeHtmlProps) => (
      <Tag {...props} dangerouslySetInnerHTML={{ __html: html }} />
    );
    return renderToStaticMarkup(
      React.createElement(Content as ComponentType<{ components: object }>, { components: { BuildTimeHtml } }),
    );
  } finally {
    delete globals[BUILD_TIME_HTML_IN_BUNDLE];
  }
}

/** The page's HTML as a parser reads it, without the blocks' keys. */
function normalised(html: string): string {
  const $ = load(html, null, false);
  $('[data-static-html]').removeAttr('data-static-html');
  return $.html();
}

describe('build-time HTML of code and tables (rehypeBuildTimeHtml)', () => {
  const markdown = [
    '# Sample',
    '',
    '```js title="a.js"',
    'const a = \'<b>\' && "x";',
    '// highlight-next-line',
    'const b = 2;',
    '```',
    '',
    '```',
    'plain <text> & more',
    '```',
    '',
    'Inline `code` stays JSX.',
    '',
    '| Field | Type |',
    '| :-- | --: |',
    '| `id` | string &lt;b&gt; & "more" |',
    '| name | **bold** |',
    '',
    '| Linked | Cell |',
    '| --- | --- |',
    '| [a page](/x) | text |',
    '',
  ].join('\n');

  it('renders the same page as the JSX did, each block with a key of its HTML', async () => {
    const before = await render(markdown, highlightingPlugins, true);
    const after = await render(markdown, codePlugins, true);
    expect(before).toContain('token keyword');
    expect(normalised(after)).toBe(normalised(before));
    const keys = [...after.matchAll(/data-static-html="(code:[\w-]{12})"/g)].map((match) => match[1]);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    // The first table's head and body; the second has a link, so its body stays JSX.
    const tableKeys = [...after.matchAll(/data-static-html="(t(?:head|body):[\w-]{12})"/g)].map((match) => match[1]);
    expect(tableKeys.map((key) => key?.slice(0, 5))).toEqual(['thead', 'tbody', 'thead']);
    expect(await render(markdown, codePlugins, true)).toBe(after);
  });

  it('leaves the code out where the bundle does not carry it', async () => {
    const page = await render(markdown, codePlugins, false);
    expect(page).not.toContain('token');
    expect(page).not.toContain('const');
    expect(page).toMatch(
      /<pre class="language-js"><code class="language-js code-highlight" data-static-html="code:[\w-]{12}"><\/code><\/pre>/,
    );
    expect(page).toContain('<code>code</code>');
    expect(page).not.toContain('string');
    expect(page).toMatch(
      /<table><thead data-static-html="thead:[\w-]{12}"><\/thead><tbody data-static-html="tbody:[\w-]{12}"><\/tbody><\/table>/,
    );
    expect(page).toContain('<a href="/x">a page</a>');
  });
});
