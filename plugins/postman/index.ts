/**
 * Publishes the Postman collection of the API at /docs/api/postman-collection.json (issue: tools
 * that integrators reach for). It is made while the site loads, from the same checked description
 * as the reference (plugins/openapi), so a missing or broken request example stops the build
 * early and names the operation; it is written after the build.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { parse } from 'yaml';

import sidebars from '../../sidebars/api';
import { POSTMAN_COLLECTION_PATH } from '../../src/site/postmanCollection';
import { API_DESCRIPTION_ROOT } from '../openapi/description';
import { loadApi } from '../openapi/model';
import { findPlacements } from '../openapi/placement';
import { buildPostmanCollection, type PostmanCollection, type SidebarEntry } from './collection';

/** The doc id of a docs file: docs/api/cards.mdx → api/cards. */
export function docIdOf(docsDir: string, file: string): string {
  return path
    .relative(docsDir, path.resolve(file))
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
}

/** A page's sidebar label: `sidebar_label`, else `title` of its front matter, else its id. */
export function sidebarLabel(docsDir: string, docId: string): string {
  for (const extension of ['.mdx', '.md']) {
    let source: string;
    try {
      source = readFileSync(path.join(docsDir, docId + extension), 'utf8');
    } catch {
      continue;
    }
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
    const data = (frontMatter ? parse(frontMatter) : {}) as { sidebar_label?: string; title?: string };
    return data.sidebar_label ?? data.title ?? docId;
  }
  return docId;
}

export async function makeCollection(siteDir: string, siteUrl: string, baseUrl: string): Promise<PostmanCollection> {
  const docsDir = path.join(siteDir, 'docs');
  const { document } = await loadApi(API_DESCRIPTION_ROOT);
  const pageOf = new Map<string, string>();
  for (const [id, files] of findPlacements(docsDir)) {
    if (files[0]) pageOf.set(id, docIdOf(docsDir, files[0]));
  }
  const origin = siteUrl.replace(/\/$/, '');
  return buildPostmanCollection({
    document,
    sidebar: (sidebars.api ?? []) as readonly SidebarEntry[],
    pageOf,
    labelOf: (docId) => sidebarLabel(docsDir, docId),
    urlOf: (docId) => `${origin}${baseUrl}${docId.replace(/(^|\/)index$/, '')}/`.replace(/\/\/$/, '/'),
  });
}

export default function postmanPlugin(context: LoadContext): Plugin {
  let collection: PostmanCollection | undefined;
  let madeIn = 0;
  return {
    name: 'postman-collection',
    async loadContent() {
      await loadApi(); // shared with the openapi plugin; the time below is the collection's own
      const started = Date.now();
      collection = await makeCollection(context.siteDir, context.siteConfig.url, context.baseUrl);
      madeIn = Date.now() - started;
    },
    async postBuild({ outDir }) {
      if (!collection) throw new Error('The Postman collection was not made');
      const target = path.join(outDir, POSTMAN_COLLECTION_PATH);
      await mkdir(path.dirname(target), { recursive: true });
      const text = JSON.stringify(collection, null, 2);
      await writeFile(target, text);
      const requests = (text.match(/"request": \{/g) ?? []).length;
      console.log(
        `[postman-collection] ${requests} requests, ${Math.round(text.length / 1024)} kB, made in ${madeIn} ms`,
      );
    },
  };
}
