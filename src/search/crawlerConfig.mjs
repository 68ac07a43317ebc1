#!/usr/bin/env node
/**
 * The hosted index's crawler configuration, from the same selectors as the local index
 * (./selectors.json) and page chrome (../site/builtPageHtml.mjs), so both backends index the same text. `npm run search:crawler-config`
 * prints it as JSON for Algolia's Crawler (DocSearch's Docusaurus template, with our selectors).
 * Plain JavaScript so that it runs on Node without a build step.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { PAGE_CHROME } from '../site/builtPageHtml.mjs';
import { BASE_URL } from '../site/sections.mjs';

const selectors = JSON.parse(readFileSync(new URL('./selectors.json', import.meta.url), 'utf8'));

/**
 * @param {string} siteUrl the site's origin, e.g. https://www.unit.co
 * @param {string} indexName the hosted index (src/config/search.ts SEARCH_INDEX_NAME)
 */
export function crawlerConfig(siteUrl, indexName = 'docs') {
  const docsUrl = `${siteUrl.replace(/\/$/, '')}${BASE_URL}`;
  return {
    startUrls: [docsUrl],
    sitemaps: [`${docsUrl}sitemap.xml`],
    exclusionPatterns: [`${docsUrl}search/**`],
    ignoreCanonicalTo: true,
    actions: [
      {
        indexName,
        pathsToMatch: [`${docsUrl}**`],
        // Algolia's helpers.docsearch() with these selectors; language and version tags come from
        // the pages' docsearch:* meta tags, as in DocSearch's Docusaurus template.
        recordExtractor: {
          type: 'docsearch',
          recordProps: {
            lvl0: { selectors: selectors.lvl0, defaultValue: 'Documentation' },
            lvl1: selectors.lvl1,
            lvl2: selectors.lvl2,
            lvl3: selectors.lvl3,
            content: selectors.content,
            language: { selectors: "meta[name='docsearch:language']", defaultValue: 'en' },
            docusaurus_tag: { selectors: "meta[name='docsearch:docusaurus_tag']", defaultValue: 'default' },
          },
          exclude: `${PAGE_CHROME}, ${selectors.exclude}`,
          indexHeadings: true,
        },
      },
    ],
    initialIndexSettings: {
      [indexName]: {
        attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
        attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
        attributesToHighlight: ['hierarchy', 'content'],
        attributesToSnippet: ['content:10'],
        searchableAttributes: [
          'unordered(hierarchy.lvl0)',
          'unordered(hierarchy.lvl1)',
          'unordered(hierarchy.lvl2)',
          'unordered(hierarchy.lvl3)',
          'content',
        ],
        distinct: true,
        attributeForDistinct: 'url',
        typoTolerance: true,
      },
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(crawlerConfig(process.argv[2] ?? 'https://www.unit.co'), null, 2));
}
