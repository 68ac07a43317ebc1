/** Search in a real browser: the DocSearch modal and the search page over the local index. */
import type { Locator, Page, Request, Route } from '@playwright/test';

import { policyInputsFor, securityHeaderValues } from '../../server/security.mjs';
import { DOCS_SEARCH_TAGS } from '../../src/site/sections.mjs';
import { BUILD_DIR, expect, STOCK, switchableRoute, test, waitForApp } from './fixtures';

const INDEX = '**/docs/search-index.json';
const SHARDS = '**/docs/search-index/t-*.json';
const RECORD_CHUNKS = '**/docs/search-index/r-*.json';
const SECTIONS = ['API', 'White-Label UIs', 'Guides', 'Banking', 'Capital', 'Bill Pay', 'Documentation'];

async function openModalWith(page: Page, key: 'Control+k' | '/'): Promise<void> {
  await page.keyboard.press(key);
  await page.locator('.DocSearch-Modal').waitFor();
  // DocSearch focuses its input once it has set up; the tests type only then.
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/**
 * Breaks the search files matching `files`, searches `queries[0]` and waits for the failure screen
 * (`whileFailing` checks it further), then restores the files, searches `queries[1]` and expects
 * results and no failure screen.
 */
async function searchFailsThenRecovers(
  page: Page,
  files: string,
  breakFiles: (route: Route) => Promise<void>,
  queries: [string, string],
  whileFailing?: (errorScreen: Locator) => Promise<void>,
): Promise<void> {
  const broken = await switchableRoute(page, files, breakFiles);
  await page.goto('/docs/api/');
  await waitForApp(page);
  broken.on();
  await openModalWith(page, 'Control+k');
  await typeQuery(page, queries[0]);
  const errorScreen = page.locator('.DocSearch-ErrorScreen');
  await errorScreen.getByText('Unable to fetch results').waitFor();
  await whileFailing?.(errorScreen);
  broken.off();
  await typeQuery(page, queries[1]);
  await page.locator('.DocSearch-Hit').first().waitFor();
  expect(await errorScreen.count()).toBe(0);
}

async function typeQuery(page: Page, query: string): Promise<void> {
  const input = page.locator('.DocSearch-Input');
  await input.fill(query);
}

test.describe('search modal', () => {
  test(
    'opens with Ctrl+K and with /, closes with Escape, and ignores / while typing in a field',
    STOCK,
    async ({ page }) => {
      await page.goto('/docs/api/');
      await waitForApp(page);
      await openModalWith(page, 'Control+k');
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
      await openModalWith(page, '/');
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
      // Ctrl+K toggles
      await openModalWith(page, 'Control+k');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
      // '/' typed into a field stays in the field
      await page.evaluate(() => {
        const input = document.createElement('input');
        input.id = 'test-field';
        document.querySelector('article')?.prepend(input);
      });
      await page.locator('#test-field').focus();
      await page.keyboard.press('/');
      expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
      expect(await page.locator('#test-field').inputValue()).toBe('/');
    },
  );

  test('loads nothing search-related before the reader opens search, and nothing from a hosted service', async ({
    page,
    problems,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/docs/quickstart/');
    await waitForApp(page);
    // Until the page has fetched all it fetches on its own (no request for half a second).
    await page.waitForLoadState('networkidle');
    expect(requests.filter((request) => request.url().includes('search-index')).length).toBe(0);
    expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
    const scriptsBefore = new Set(requests.filter((r) => r.resourceType() === 'script').map((r) => r.url()));
    await openModalWith(page, 'Control+k');
    await typeQuery(page, 'idempotencyKey');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const newScripts = requests.filter((r) => r.resourceType() === 'script' && !scriptsBefore.has(r.url()));
    expect(newScripts.length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.url().includes('search-index.json')).length).toBe(1);
    // Only the shards of the words typed and the text of the hits shown, each once.
    const parts = requests.map((request) => request.url()).filter((url) => url.includes('/search-index/'));
    expect(parts.filter((url) => url.includes('/t-')).length).toBeGreaterThan(0);
    expect(parts.filter((url) => url.includes('/t-')).length).toBeLessThanOrEqual(3);
    expect(parts.length).toBeLessThan(30);
    expect(new Set(parts).size).toBe(parts.length);
    expect(requests.filter((request) => /algolia/i.test(request.url()))).toEqual([]);
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(false);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('finds a field name and an endpoint, and goes to the result', async ({ page }) => {
    await page.goto('/docs/');
    await waitForApp(page);
    await openModalWith(page, 'Control+k');
    await typeQuery(page, 'idempotencyKey');
    const first = page.locator('.DocSearch-Hit a').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toMatch(/^\/docs\/api\/#idempotency/);
    await typeQuery(page, 'POST /applications');
    const quickstartHit = page.locator('.DocSearch-Hit a[href^="/docs/quickstart/"]').first();
    await quickstartHit.click();
    await page.waitForURL('**/docs/quickstart/**');
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
  });

  async function expectCompleteEmptyState(page: Page, query: string, fresh = false): Promise<void> {
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    const text = await screen.innerText();
    expect(text).toContain('No results for');
    expect(text).toContain(`"${query}"`);
    expect(text).toContain('Try searching for');
    const suggestions = await screen.locator('.DocSearch-Prefill').allInnerTexts();
    // Sections: ours when no earlier query had hits, else DocSearch's own from those hits.
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) expect(SECTIONS).toContain(suggestion);
    if (fresh) expect(suggestions).toEqual(['API', 'White-Label UIs', 'Guides']);
    expect(text).toContain('Believe this query should return results?');
    const report = screen.getByRole('link', { name: 'Let us know.' });
    const href = new URL((await report.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://support.unit.co/hc/en-us');
    expect(href.searchParams.get('query')).toBe(query);
    expect(await report.getAttribute('target')).toBe('_blank');
    // The suggestions feed 'Try searching for' only; they never render as results.
    expect(await page.locator('.DocSearch-Hit').count()).toBe(0);
  }

  test('shows the complete empty state when the first query finds nothing, typed or pasted, and a suggestion searches', async ({
    page,
    problems,
  }) => {
    await page.goto('/docs/api/');
    await waitForApp(page);
    await openModalWith(page, 'Control+k');
    await page.keyboard.type('zzqxvy');
    await expectCompleteEmptyState(page, 'zzqxvy');
    // Read and clicked in one step: a late answer to an earlier keystroke's query (one that had hits)
    // can still replace DocSearch's suggestions with the sections of its hits, and a label read
    // before that named another button than the one then clicked (1 run in 4, before and after).
    const label = await page
      .locator('.DocSearch-Prefill')
      .first()
      .evaluate((button: HTMLElement) => {
        button.click();
        return button.innerText;
      });
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe(`${label.toLowerCase()} `);
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    // Pasted: the whole query arrives at once, in a new modal.
    await openModalWith(page, 'Control+k');
    await page.locator('.DocSearch-Input').focus();
    await page.keyboard.insertText('qqxyzzy wqzzv');
    await expectCompleteEmptyState(page, 'qqxyzzy wqzzv', true);
    expect(problems.pageErrors).toEqual([]);
  });

  test('shows the network-failure texts when the index cannot be fetched, without console errors, and recovers', async ({
    page,
    problems,
  }) => {
    await searchFailsThenRecovers(
      page,
      INDEX,
      (route) => route.abort('internetdisconnected'),
      ['cards', 'pagination'],
      async (errorScreen) => {
        expect(await errorScreen.innerText()).toContain('Unable to fetch results');
        expect(await errorScreen.innerText()).toContain('You might want to check your network connection.');
      },
    );
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
  });

  test('treats a corrupt index like an unreachable one and recovers when it returns', async ({ page, problems }) => {
    await searchFailsThenRecovers(
      page,
      INDEX,
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"vers' }),
      ['cards', 'rate limit'],
    );
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('shows the network-failure texts when a term shard cannot be fetched, and recovers', async ({
    page,
    problems,
  }) => {
    await searchFailsThenRecovers(
      page,
      SHARDS,
      (route) => route.abort('internetdisconnected'),
      ['statements', 'statement'],
      async () => {
        expect(await page.locator('.DocSearch-NoResults').isVisible()).toBe(false);
      },
    );
    expect(problems.pageErrors).toEqual([]);
  });

  test('shows the network-failure texts when the record chunk of a hit cannot be fetched, and recovers', async ({
    page,
    problems,
  }) => {
    await searchFailsThenRecovers(page, RECORD_CHUNKS, (route) => route.abort('internetdisconnected'), [
      'statements',
      'pagination',
    ]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('shows results or the empty state for any query, never an error or injected markup', async ({
    page,
    problems,
  }) => {
    await page.goto('/docs/api/');
    await waitForApp(page);
    await openModalWith(page, 'Control+k');
    for (const query of [
      '"quoted phrase"',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '🙂 emoji',
      'x'.repeat(2000),
    ]) {
      await typeQuery(page, query);
      await page.locator('.DocSearch-Hits, .DocSearch-NoResults').first().waitFor();
      expect(await page.locator('.DocSearch-Modal script, .DocSearch-Modal img').count(), query).toBe(0);
      expect(await page.locator('.DocSearch-ErrorScreen').count(), query).toBe(0);
    }
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('search page', () => {
  test('shows results for ?q= without hosted-service branding', async ({ page, problems }) => {
    await page.goto('/docs/search/?q=idempotency');
    await waitForApp(page);
    const firstResult = page.locator('main article h2 a').first();
    await firstResult.waitFor();
    expect(await firstResult.getAttribute('href')).toMatch(/^\/docs\/api\//);
    expect(await page.getByText('Powered by').isVisible()).toBe(false);
    expect(problems.pageErrors).toEqual([]);
  });

  test('shows the complete empty state for a ?q= that finds nothing, and its suggestions search', async ({
    page,
    problems,
  }) => {
    await page.goto('/docs/search/?q=zzqxvy');
    await waitForApp(page);
    const empty = page.getByTestId('search-empty-state');
    await empty.waitFor();
    const text = await empty.innerText();
    expect(text).toContain('No results for "zzqxvy"');
    expect(text).toContain('Try searching for');
    expect(text).toContain('Believe this query should return results?');
    expect(await empty.getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toBe(
      'https://support.unit.co/hc/en-us?query=zzqxvy',
    );
    await empty.getByRole('link', { name: 'White-Label UIs' }).click();
    await page.locator('main article h2 a').first().waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('White-Label UIs');
    expect(await page.getByTestId('search-empty-state').count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('counts meaningful matches for a multi-word query, not every page sharing one word', async ({ page }) => {
    await page.goto('/docs/search/?q=ach%20payment');
    await waitForApp(page);
    await page.locator('main article h2 a').first().waitFor();
    const count = Number(/(\d+) documents? found/.exec(await page.locator('body').innerText())?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(150);
  });

  test('shows the network-failure texts when the index cannot be fetched, and recovers', async ({ page, problems }) => {
    const broken = await switchableRoute(page, INDEX, (route) => route.abort('internetdisconnected'));
    broken.on();
    await page.goto('/docs/search/?q=pagination');
    await waitForApp(page);
    const alert = page.getByRole('alert');
    await alert.getByText('Unable to fetch results').waitFor();
    expect(await alert.innerText()).toContain('You might want to check your network connection.');
    broken.off();
    await page.locator('input[name="q"]').fill('rate limits');
    await page.locator('main article h2 a').first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });
});

/**
 * Hosted Algolia in the browser, without a second build: the only difference a build with
 * ALGOLIA_APP_ID and ALGOLIA_SEARCH_API_KEY makes to the client is the site configuration inside
 * the main bundle (themeConfig.algolia's appId and apiKey, customFields.search.mode), which the
 * test rewrites in flight (tests/unit/searchConfig.test.ts checks how the environment produces
 * that configuration). Every request to an Algolia host is intercepted and answered in Algolia's
 * response shape; nothing leaves the machine.
 */
test.describe('hosted Algolia', () => {
  const APP_ID = 'TESTAPPID';
  const ALGOLIA_HOST = /^https:\/\/[^/]*(algolia\.net|algolianet\.com|algolia\.io)\//;

  async function hostedPage(page: Page, answer: (route: Route, body: string) => Promise<void>) {
    await page.route('**/docs/assets/js/main.*.js', async (route) => {
      const response = await route.fetch();
      const source = await response.text();
      // The configuration is a JavaScript object or, trimmed for the browser (plugins/browser-site-config),
      // JSON: its keys may be quoted.
      const hosted = source
        .replace(/"?appId"?:"LOCAL","?apiKey"?:"local-search-needs-no-key"/, (found) =>
          found.replace('"LOCAL"', `"${APP_ID}"`).replace('"local-search-needs-no-key"', '"test-search-only-key"'),
        )
        .replace(/"?customFields"?:\{"?search"?:\{"?mode"?:"local"/, (found) => found.replace('"local"', '"algolia"'));
      expect(hosted, 'the main bundle carries the local search configuration').not.toBe(source);
      await route.fulfill({ response, body: hosted });
    });
    // A hosted build's pages allow its Algolia hosts in their Content-Security-Policy (server/security.mjs).
    const hostedPolicy = securityHeaderValues({
      ...policyInputsFor(BUILD_DIR),
      algoliaAppId: APP_ID,
    }).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
    expect(hostedPolicy).toContain(`https://${APP_ID}-dsn.algolia.net`);
    await page.route(
      (url) => url.pathname.startsWith('/docs/') && !url.pathname.startsWith('/docs/assets/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const headers = { ...response.headers(), 'content-security-policy': hostedPolicy! };
        return route.fulfill({ response, headers });
      },
    );
    const localIndexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index')) localIndexRequests.push(request.url());
    });
    const algoliaRequests: { url: string; body: string }[] = [];
    await page.route(ALGOLIA_HOST, async (route) => {
      const body = route.request().postData() ?? '';
      algoliaRequests.push({ url: route.request().url(), body });
      await answer(route, body);
    });
    return { algoliaRequests, localIndexRequests };
  }

  function algoliaResponse(query: string) {
    const level = (value: string) => ({ value, matchLevel: 'none', matchedWords: [] });
    const hit = {
      objectID: 'cards-create',
      url: 'https://www.unit.co/docs/api/cards/#create-a-card',
      url_without_anchor: 'https://www.unit.co/docs/api/cards/',
      anchor: 'create-a-card',
      type: 'lvl2',
      hierarchy: { lvl0: 'API', lvl1: 'Cards', lvl2: 'Create a card', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-api-current',
      _highlightResult: { hierarchy: { lvl0: level('API'), lvl1: level('Cards'), lvl2: level('Create a card') } },
      _snippetResult: { hierarchy: { lvl0: level('API'), lvl1: level('Cards'), lvl2: level('Create a card') } },
    };
    return {
      results: [
        {
          hits: [hit],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          exhaustiveNbHits: true,
          query,
          params: `query=${encodeURIComponent(query)}`,
          index: 'docs',
          processingTimeMS: 1,
        },
      ],
    };
  }

  test('queries the docs index with the language and version filters, preconnects, and links results to our pages', async ({
    page,
    problems,
  }) => {
    const { algoliaRequests, localIndexRequests } = await hostedPage(page, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify(algoliaResponse('create card')),
      }),
    );
    await page.goto('/docs/api/');
    await waitForApp(page);
    expect(await page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`).count()).toBe(1);
    await openModalWith(page, 'Control+k');
    await typeQuery(page, 'create card');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toBe('/docs/api/cards/#create-a-card');
    expect(await page.locator('.DocSearch-Hit').first().innerText()).toContain('Create a card');
    const last = algoliaRequests.at(-1)!;
    expect(last.url).toContain(`${APP_ID.toLowerCase()}`);
    const sent = JSON.parse(last.body) as { requests: Record<string, unknown>[] };
    const request = JSON.stringify(sent.requests[0]);
    expect(sent.requests[0]?.indexName).toBe('docs');
    expect(request).toContain('create card');
    expect(request).toContain('language:en');
    // Every section's docs instance, so that a search from one section finds the others' pages.
    for (const tag of DOCS_SEARCH_TAGS) expect(request).toContain(`docusaurus_tag:${tag}`);
    expect(localIndexRequests).toEqual([]);
    await hit.click();
    await page.waitForURL('**/docs/api/cards/**');
    expect(problems.pageErrors).toEqual([]);
  });

  test("shows 'Unable to fetch results' when the hosted service cannot be reached, then recovers", async ({
    page,
    problems,
  }) => {
    let online = false;
    const { algoliaRequests } = await hostedPage(page, (route, body) =>
      online
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': '*' },
            body: JSON.stringify(algoliaResponse(JSON.stringify(body).includes('cards') ? 'cards' : 'x')),
          })
        : route.abort('internetdisconnected'),
    );
    await page.goto('/docs/api/');
    await waitForApp(page);
    await openModalWith(page, 'Control+k');
    await typeQuery(page, 'cards');
    const errorScreen = page.locator('.DocSearch-ErrorScreen');
    await errorScreen.waitFor();
    expect(await errorScreen.innerText()).toContain('Unable to fetch results');
    expect(await errorScreen.innerText()).toContain('You might want to check your network connection.');
    expect(algoliaRequests.length).toBeGreaterThan(0);
    online = true;
    await typeQuery(page, 'card');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await errorScreen.count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });
});
