/**
 * What a reader's first search costs (method of shared/design/performance.md): the bytes on the
 * wire (compressed bodies, as the server sends them) from opening the search modal with the
 * shortcut to the rendered results of a query typed key by key: DocSearch's modal, the engine, the
 * search manifest, the term shards and the record and text chunks of the hits shown. The steps are exported
 * for `npm run bench`, which measures more along the same path.
 */

/**
 * Opens a page and waits until all of it has hydrated (the search shortcut lives in the navbar,
 * which hydrates after the page's root on a first load, src/components/DeferredHydration, as the
 * browser tests' waitForApp waits for), then until the network has been quiet for half a second.
 * Route prefetching loads the route data of the links in view at idle time, which comes around the
 * end of hydration, sometimes after it: those scripts are not search's, and a measurement that
 * started before them counted them (a few kB, in some runs and not others).
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
export async function openHydrated(page, url) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url);
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hasHydrated === 'true' &&
        document.documentElement.dataset.deferredHydration === 'done',
    );
    const giveUp = Date.now() + 10_000;
    while ((inFlight > 0 || Date.now() - lastChange < 500) && Date.now() < giveUp)
      await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Records the requests search makes from now on, and sums their bodies as sent.
 * @param {import('playwright-core').Page} page
 */
export function recordSearchRequests(page) {
  /** @type {import('playwright-core').Request[]} */
  const requests = [];
  page.on('requestfinished', (request) => {
    // Link prefetches (type "other") warm other pages; they are not search's.
    if (request.resourceType() !== 'other') requests.push(request);
  });
  return {
    requests,
    wireBytes: async () =>
      (await Promise.all(requests.map((request) => request.sizes()))).reduce(
        (sum, sizes) => sum + sizes.responseBodySize,
        0,
      ),
  };
}

/**
 * Waits until the modal shows the results (or "no results") of exactly this query.
 * @param {import('playwright-core').Page} page
 * @param {string} query
 */
export async function waitForSearchResults(page, query) {
  await page.waitForFunction(
    (typed) =>
      /** @type {HTMLInputElement | null} */ (document.querySelector('.DocSearch-Input'))?.value === typed &&
      !document.querySelector('.DocSearch-Container--Stalled') &&
      document.querySelector('.DocSearch-Hits, .DocSearch-NoResults') !== null,
    query,
  );
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, route: string, query: string }} where the page to search from and the query to type
 * @returns {Promise<{ wireBytes: number, requests: number, hits: number }>}
 */
export async function measureFirstSearch(browser, { origin, route, query }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await openHydrated(page, origin + route);
    const recorded = recordSearchRequests(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type(query, { delay: 60 });
    await waitForSearchResults(page, query);
    await page.waitForLoadState('networkidle');
    return {
      wireBytes: await recorded.wireBytes(),
      requests: recorded.requests.length,
      hits: await page.locator('.DocSearch-Hit').count(),
    };
  } finally {
    await context.close();
  }
}
