/**
 * What a reader's first search costs (method of shared/design/performance.md): the bytes on the
 * wire (compressed bodies, as the server sends them) from opening the search modal with the
 * shortcut to the rendered results of a query typed key by key: DocSearch's modal, the engine, the
 * search manifest, the term shards and the text chunks of the hits shown.
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, route: string, query: string }} where the page to search from and the query to type
 * @returns {Promise<{ wireBytes: number, requests: number, hits: number }>}
 */
export async function measureFirstSearch(browser, { origin, route, query }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(origin + route);
    // The search shortcut lives in the navbar, which hydrates after the page's root on a first load
    // (src/components/DeferredHydration): wait for all of it, as the browser tests' waitForApp does.
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hasHydrated === 'true' &&
        document.documentElement.dataset.deferredHydration === 'done',
    );
    /** @type {import('playwright-core').Request[]} */
    const requests = [];
    page.on('requestfinished', (request) => {
      // Link prefetches (type "other") warm other pages; they are not search's.
      if (request.resourceType() !== 'other') requests.push(request);
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type(query, { delay: 60 });
    await page.waitForFunction(
      (typed) =>
        /** @type {HTMLInputElement | null} */ (document.querySelector('.DocSearch-Input'))?.value === typed &&
        !document.querySelector('.DocSearch-Container--Stalled') &&
        document.querySelector('.DocSearch-Hits, .DocSearch-NoResults') !== null,
      query,
    );
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(requests.map((request) => request.sizes()));
    return {
      wireBytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0),
      requests: requests.length,
      hits: await page.locator('.DocSearch-Hit').count(),
    };
  } finally {
    await context.close();
  }
}
