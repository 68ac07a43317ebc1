/** Search in a real browser: the DocSearch modal and the search page over the local index. */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openPage, waitForApp } from './browser';

const INDEX = '**/docs/search-index.json';

async function openModalWith(page: Page, key: 'Control+k' | '/'): Promise<void> {
  await page.keyboard.press(key);
  await page.locator('.DocSearch-Modal').waitFor();
}

async function typeQuery(page: Page, query: string): Promise<void> {
  const input = page.locator('.DocSearch-Input');
  await input.fill(query);
}

describe('search modal', () => {
  it('opens with Ctrl+K and with /, closes with Escape, and ignores / while typing in a field', async () => {
    const { page, close } = await openPage();
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
    await close();
  });

  it('loads nothing search-related before the reader opens search, and nothing from a hosted service', async () => {
    const { page, problems, close } = await openPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/docs/quickstart/');
    await waitForApp(page);
    await page.waitForTimeout(300);
    expect(requests.filter((request) => request.url().includes('search-index')).length).toBe(0);
    expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
    const scriptsBefore = new Set(requests.filter((r) => r.resourceType() === 'script').map((r) => r.url()));
    await openModalWith(page, 'Control+k');
    await typeQuery(page, 'idempotencyKey');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const newScripts = requests.filter((r) => r.resourceType() === 'script' && !scriptsBefore.has(r.url()));
    expect(newScripts.length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.url().includes('search-index.json')).length).toBe(1);
    expect(requests.filter((request) => /algolia/i.test(request.url()))).toEqual([]);
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(false);
    expect(problems.consoleErrors).toEqual([]);
    await close();
  });

  it('finds a field name and an endpoint, and goes to the result', async () => {
    const { page, close } = await openPage();
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
    await close();
  });

  it("shows the empty state with the spec's texts and a way to report the query", async () => {
    const { page, close } = await openPage();
    await page.goto('/docs/api/');
    await waitForApp(page);
    await openModalWith(page, 'Control+k');
    await typeQuery(page, 'pagination');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await typeQuery(page, 'zzqxvy');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    const text = await screen.innerText();
    expect(text).toContain('No results for');
    expect(text).toContain('"zzqxvy"');
    expect(text).toContain('Try searching for');
    expect(text).toContain('Believe this query should return results?');
    const report = screen.getByRole('link', { name: 'Let us know.' });
    expect(await report.getAttribute('href')).toBe('https://support.unit.co/hc/en-us?query=zzqxvy');
    expect(await report.getAttribute('target')).toBe('_blank');
    await close();
  });

  it('shows the network-failure texts when the index cannot be fetched, without console errors, and recovers', async () => {
    const { page, problems, close } = await openPage();
    await page.goto('/docs/api/');
    await waitForApp(page);
    await page.route(INDEX, (route) => route.abort('internetdisconnected'));
    await openModalWith(page, 'Control+k');
    await typeQuery(page, 'cards');
    const errorScreen = page.locator('.DocSearch-ErrorScreen');
    await errorScreen.waitFor();
    expect(await errorScreen.innerText()).toContain('Unable to fetch results');
    expect(await errorScreen.innerText()).toContain('You might want to check your network connection.');
    await page.unroute(INDEX);
    await typeQuery(page, 'pagination');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await errorScreen.count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
    await close();
  });

  it('treats a corrupt index like an unreachable one and recovers when it returns', async () => {
    const { page, problems, close } = await openPage();
    await page.goto('/docs/api/');
    await waitForApp(page);
    await page.route(INDEX, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"vers' }));
    await openModalWith(page, 'Control+k');
    await typeQuery(page, 'cards');
    await page.locator('.DocSearch-ErrorScreen').getByText('Unable to fetch results').waitFor();
    await page.unroute(INDEX);
    await typeQuery(page, 'rate limit');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await close();
  });

  it('shows results or the empty state for any query, never an error or injected markup', async () => {
    const { page, problems, close } = await openPage();
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
    await close();
  });
});

describe('search page', () => {
  it('shows results for ?q= without hosted-service branding', async () => {
    const { page, problems, close } = await openPage();
    await page.goto('/docs/search/?q=idempotency');
    await waitForApp(page);
    const firstResult = page.locator('main article h2 a').first();
    await firstResult.waitFor();
    expect(await firstResult.getAttribute('href')).toMatch(/^\/docs\/api\//);
    expect(await page.getByText('Powered by').isVisible()).toBe(false);
    expect(problems.pageErrors).toEqual([]);
    await close();
  });

  it('shows the network-failure texts when the index cannot be fetched, and recovers', async () => {
    const { page, problems, close } = await openPage();
    await page.route(INDEX, (route) => route.abort('internetdisconnected'));
    await page.goto('/docs/search/?q=pagination');
    await waitForApp(page);
    const alert = page.getByRole('alert');
    await alert.getByText('Unable to fetch results').waitFor();
    expect(await alert.innerText()).toContain('You might want to check your network connection.');
    await page.unroute(INDEX);
    await page.locator('input[name="q"]').fill('rate limits');
    await page.locator('main article h2 a').first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    await close();
  });
});
