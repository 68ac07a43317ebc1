/**
 * What a first load costs the main thread, checked as behaviour (the figures are in `npm run bench`):
 * - preact hydrates the server's DOM in place: no element of the app root is moved or replaced
 *   (React's image preload hints, left at the start of the root, once made it move them all);
 * - route prefetching asks for each file once, never for a file the page loaded itself, and only
 *   for the routes of links in view (plugins/small-runtime/routePrefetch.ts).
 */
import type { Page } from '@playwright/test';

import { expect, test, waitForApp } from './fixtures';

const PHONE = { width: 412, height: 823 };

/** Records, from the first parsed element on, every child added to or removed from the app root. */
async function watchAppRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { appRootChanges: string[] }).appRootChanges = changes;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('__docusaurus');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) changes.push(`added <${node.nodeName.toLowerCase()}>`);
          for (const node of record.removedNodes) changes.push(`removed <${node.nodeName.toLowerCase()}>`);
        }
      }).observe(root, { childList: true });
    });
  });
}

test.describe('first load', () => {
  test.use({ viewport: PHONE });

  for (const route of ['/docs/api/cards/', '/docs/tokens/', '/docs/']) {
    test(`hydrates ${route} without moving the server's elements`, async ({ page }) => {
      await watchAppRoot(page);
      await page.goto(route);
      await waitForApp(page);
      const changes = await page.evaluate(() => (window as unknown as { appRootChanges: string[] }).appRootChanges);
      expect(changes, `children of #__docusaurus changed while ${route} hydrated`).toEqual([]);
    });
  }

  test('prefetches each file of the routes in view once, and none the page already loaded', async ({ page }) => {
    await page.goto('/docs/api/cards/');
    await waitForApp(page);
    // Prefetching waits for idle time: wait until it has asked for something.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    const { prefetched, scripts } = await page.evaluate(() => ({
      prefetched: [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')!),
      scripts: [...document.scripts].map((script) => script.getAttribute('src')).filter(Boolean) as string[],
    }));
    const repeated = prefetched.filter((href, index) => prefetched.indexOf(href) !== index);
    expect(repeated, 'files prefetched more than once').toEqual([]);
    expect(
      prefetched.filter((href) => scripts.includes(href)),
      'files prefetched although a script tag loaded them',
    ).toEqual([]);
  });
});
