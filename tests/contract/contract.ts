/**
 * The route and redirect contract (copied from the spec's routes.txt and redirects.txt; the
 * project never reads ../shared at build or test time).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { BASE_URL, withoutBase } from '../../src/site/sections.mjs';

function lines(file: string): string[] {
  return readFileSync(path.join(__dirname, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export { BASE_URL, withoutBase };

/** Every route the site must serve, with the /docs/ base and a trailing slash. */
export const contractRoutes: readonly string[] = lines('routes.txt');

/** Top-level pages: real pages that belong to no sidebar. */
export const topLevelRoutes: readonly string[] = ['/docs/', '/docs/custom/', '/docs/markdown-page/', '/docs/search/'];

export interface ContractRedirect {
  from: string;
  to: string;
}

const pairs = lines('redirects.txt').map((line) => {
  const [from, to] = line.split(/\s+/);
  return { from: from ?? '', to: to ?? '' };
});

/** The redirect table of the spec (paths with the base). */
export const contractRedirects: readonly ContractRedirect[] = pairs.filter(
  ({ from }) => !from.endsWith('.html'),
);

/** Examples of `.html` and `/index.html` normalisation. */
export const contractNormalisations: readonly ContractRedirect[] = pairs.filter(({ from }) =>
  from.endsWith('.html'),
);
