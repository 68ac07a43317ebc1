/**
 * Publishes the Postman collection of the API at /docs/api/postman-collection.json (issue: tools
 * that integrators reach for). It is made once every plugin has loaded its content, from the same
 * checked description as the reference (plugins/openapi), so a missing or broken request example
 * stops the build before anything is rendered and names the operation; it is written after the
 * build.
 *
 * The folders, page labels and page addresses come from what the docs plugin loaded (Docusaurus's
 * `allContentLoaded` hook hands every plugin's content over): each doc's id, title, front matter,
 * permalink and sidebar, and the sidebars as Docusaurus resolved them. Every docs plugin instance
 * counts, so the API pages may live in an instance of their own.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocMetadata, LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';

import { POSTMAN_COLLECTION_PATH } from '../../src/site/postmanCollection';
import { API_DESCRIPTION_ROOT } from '../openapi/description';
import { loadApi } from '../openapi/model';
import { findPlacements } from '../openapi/placement';
import type { CollectionInput, PostmanCollection, SidebarEntry } from './collection';
import { isDevServer } from '../../src/site/devServer';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** One docs plugin instance's version that readers land on (the only one, on this site). */
export interface LoadedDocs {
  pluginId: string;
  version: Pick<LoadedVersion, 'contentPath' | 'docs' | 'sidebars'>;
}

/** Every docs plugin instance's content in `allContent`, each at its last version. */
export function loadedDocsOf(allContent: AllContent): LoadedDocs[] {
  const found = Object.entries(allContent[DOCS_PLUGIN] ?? {}).flatMap(([pluginId, content]) => {
    const versions = (content as LoadedContent | undefined)?.loadedVersions ?? [];
    const version = versions.find((candidate) => candidate.isLast) ?? versions[0];
    return version ? [{ pluginId, version }] : [];
  });
  if (found.length === 0) {
    throw new Error(
      `[postman-collection] no docs plugin (${DOCS_PLUGIN}) loaded any docs: the collection files each request under the page that documents it`,
    );
  }
  return found;
}

/** The label a sidebar shows for a doc: its `sidebar_label`, else the sidebar item's label, else its title. */
const labelOf = (doc: DocMetadata, itemLabel?: string): string =>
  doc.frontMatter.sidebar_label ?? itemLabel ?? doc.title;

/** What the collection needs to know of the site, from its configuration. */
export interface SiteAddress {
  siteDir: string;
  /** The origin, e.g. https://www.unit.co */
  url: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
}

/**
 * A doc's address as its page is served: the permalink with the site's `trailingSlash` applied, as
 * Docusaurus applies it to routes and links (its applyTrailingSlash, in @docusaurus/utils-common,
 * which is not a dependency of this site).
 */
export function pageAddress(permalink: string, { baseUrl, trailingSlash }: Omit<SiteAddress, 'siteDir' | 'url'>) {
  if (trailingSlash === undefined || permalink === '/' || permalink === baseUrl) return permalink;
  return trailingSlash ? permalink.replace(/\/?$/, '/') : permalink.replace(/\/$/, '');
}

/**
 * Where each operation is documented, and the sidebars that file those pages, from the loaded docs.
 * @param placementsIn the operations placed in the files of a docs folder (plugins/openapi/placement)
 */
export function docsForCollection(
  loadedDocs: readonly LoadedDocs[],
  site: SiteAddress,
  placementsIn: (contentPath: string) => Map<string, string[]> = findPlacements,
): Omit<CollectionInput, 'document'> {
  const pageOf = new Map<string, string>();
  const docs = new Map<string, { doc: DocMetadata; pluginId: string }>();
  const sidebars: SidebarEntry[][] = [];
  const sidebarsUsed = new Set<string>();
  for (const { pluginId, version } of loadedDocs) {
    // A doc's `source` is its file with the `@site/` alias for the site's folder.
    const docOfFile = new Map(
      version.docs.map((doc) => [path.resolve(site.siteDir, doc.source.replace(/^@site\//, '')), doc] as const),
    );
    for (const [operationId, files] of placementsIn(version.contentPath)) {
      const doc = files[0] === undefined ? undefined : docOfFile.get(path.resolve(files[0]));
      if (!doc || pageOf.has(operationId)) continue;
      const known = docs.get(doc.id);
      if (known && known.pluginId !== pluginId) {
        throw new Error(
          `[postman-collection] the doc id ${doc.id} is in two docs plugins (${known.pluginId}, ${pluginId}), and both document operations`,
        );
      }
      docs.set(doc.id, { doc, pluginId });
      pageOf.set(operationId, doc.id);
      // The sidebar that shows this page files its operations; a page in no sidebar leaves them to 'Other operations'.
      const sidebar = doc.sidebar === undefined ? undefined : version.sidebars[doc.sidebar];
      const sidebarKey = `${pluginId}/${doc.sidebar}`;
      if (sidebar && !sidebarsUsed.has(sidebarKey)) {
        sidebarsUsed.add(sidebarKey);
        sidebars.push(sidebar);
      }
    }
  }
  // Labels as the sidebar shows them, which may take an item's own label.
  const itemLabels = new Map<string, string>();
  const readLabels = (entry: SidebarEntry): void => {
    if (typeof entry === 'string') return;
    if (entry.id && entry.label) itemLabels.set(entry.id, entry.label);
    entry.items?.forEach(readLabels);
  };
  sidebars.flat().forEach(readLabels);
  const docOf = (docId: string): DocMetadata => {
    const doc = docs.get(docId)?.doc;
    if (!doc) throw new Error(`[postman-collection] no page that documents an operation has the doc id ${docId}`);
    return doc;
  };
  return {
    sidebar: sidebars.flat(),
    pageOf,
    labelOf: (docId) => labelOf(docOf(docId), itemLabels.get(docId)),
    urlOf: (docId) => `${site.url.replace(/\/$/, '')}${pageAddress(docOf(docId).permalink, site)}`,
  };
}

export default function postmanPlugin(context: LoadContext): Plugin {
  let collection: PostmanCollection | undefined;
  let madeIn = 0;
  return {
    name: 'postman-collection',
    async allContentLoaded({ allContent }) {
      // The collection is build output (postBuild): the dev server, which writes none, skips the work
      // (it would redo it after every edit of any page).
      if (isDevServer()) return;
      // Loaded once and shared with the openapi plugin; the time below is the collection's own.
      const { document } = await loadApi(API_DESCRIPTION_ROOT);
      // Loaded here, not at the top: the converter (openapi-to-postmanv2, about 0.6 s to load) would
      // otherwise load with the site's configuration under `npm start` too, which never uses it.
      const { buildPostmanCollection } = await import('./collection');
      const started = Date.now();
      collection = await buildPostmanCollection({
        document,
        ...docsForCollection(loadedDocsOf(allContent), {
          siteDir: context.siteDir,
          url: context.siteConfig.url,
          baseUrl: context.baseUrl,
          trailingSlash: context.siteConfig.trailingSlash,
        }),
      });
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
