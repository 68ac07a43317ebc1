/**
 * The header in a real browser: mode switch, tabs, external links, theme, hiding
 * (CONTRIBUTING.md#header, CONTRIBUTING.md#mode-switch, CONTRIBUTING.md#hiding-header).
 */
import type { Locator, Page } from '@playwright/test';

import { expect, STOCK, test, waitForApp } from './fixtures';

const tabIds = (page: Page) =>
  page
    .locator('[data-testid="navbar-tab-row"] [data-navbar-link-id]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-navbar-link-id')));

/** Unpinned, and moved out of view (polled: it may still be sliding there). */
async function expectUnpinnedOutOfView(nav: Locator): Promise<void> {
  await expect(nav).toHaveAttribute('data-header-state', 'unpinned');
  await expect
    .poll(async () => {
      const box = await nav.boundingBox();
      return (box?.y ?? 0) + (box?.height ?? 0);
    })
    .toBeLessThanOrEqual(1);
}

test.describe('header', () => {
  test('has no tab row on the landing page, and leads into both modes and every section', async ({ page }) => {
    await page.goto('/docs/');
    expect(await page.locator('[data-testid="navbar-tab-row"]').count()).toBe(0);
    const main = page.locator('main');
    for (const href of [
      '/docs/ready-to-launch/banking/',
      '/docs/custom/',
      '/docs/api/',
      '/docs/white-label-uis/',
      '/docs/introduction/',
      '/docs/quickstart/',
      '/docs/ready-to-launch/capital/',
      '/docs/ready-to-launch/bill-pay/',
    ]) {
      expect(await main.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
  });

  test('shows Custom Builds tabs and highlights Custom Builds on API pages', async ({ page }) => {
    await page.goto('/docs/api/');
    expect(await tabIds(page)).toEqual(['API', 'WL-UIs', 'Guides', 'Sandbox', 'Changelog', 'Status']);
    const custom = page.locator('[data-testid="mode-switch"] [data-mode="custom"]');
    expect(await custom.getAttribute('aria-current')).toBe('true');
    expect(await custom.getAttribute('href')).toBe('/docs/custom/');
    const active = page.locator('[data-testid="navbar-tab-row"] .navbar__link--active');
    expect(await active.getAttribute('data-navbar-link-id')).toBe('API');
  });

  test('shows Ready-to-Launch tabs and highlights Ready-to-Launch on its paths', async ({ page }) => {
    await page.goto('/docs/ready-to-launch/capital/');
    expect(await tabIds(page)).toEqual(['Banking', 'Capital', 'Bill Pay', 'Sandbox', 'Changelog', 'Status']);
    const r2l = page.locator('[data-testid="mode-switch"] [data-mode="readyToLaunch"]');
    expect(await r2l.getAttribute('aria-current')).toBe('true');
    expect(await r2l.getAttribute('href')).toBe('/docs/ready-to-launch/banking/');
    expect(await page.locator('[data-testid="mode-switch"] [data-mode="custom"]').getAttribute('aria-current')).toBe(
      null,
    );
  });

  test('switches mode in place, without a full page load', async ({ page }) => {
    await page.goto('/docs/api/');
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('[data-testid="mode-switch"] [data-mode="readyToLaunch"]').click();
    await page.waitForURL('**/docs/ready-to-launch/banking/');
    // The address can change before the new page has rendered (its chunks load first).
    await expect.poll(() => tabIds(page)).toEqual(['Banking', 'Capital', 'Bill Pay', 'Sandbox', 'Changelog', 'Status']);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('opens every external link in a new tab with rel="noopener noreferrer"', async ({ page }) => {
    await page.goto('/docs/api/');
    const links = await page.locator('nav.navbar a[href^="http"]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        text: a.textContent?.trim(),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
        // Configuration only (where src/theme/Navbar/Content places the link): never an HTML attribute.
        placement: a.getAttribute('placement'),
      })),
    );
    expect(links.map((link) => link.text)).toEqual(
      expect.arrayContaining(['Help Center', 'Sandbox', 'Changelog', 'Status', 'Start Building Now']),
    );
    for (const link of links) {
      expect(link.target, link.text).toBe('_blank');
      expect(link.rel, link.text).toBe('noopener noreferrer');
      expect(link.placement, link.text).toBeNull();
    }
    const cta = page.locator('nav.navbar a', { hasText: 'Start Building Now' });
    expect(await cta.getAttribute('href')).toBe('https://app.s.unit.sh/signup');
  });

  test('toggles the colour mode, remembers it, and follows the system when nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/docs/introduction/');
    await waitForApp(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('theme')))).toEqual([]);
    await page.locator('nav.navbar button[title*="mode"]').first().click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.startsWith('theme') && !key.includes('choice')),
    );
    expect(stored?.[1]).toBe(await page.locator('html').getAttribute('data-theme'));
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe(stored?.[1]);
  });

  test(
    'hides on scroll down past its height and comes back on scroll up by more than 5 px',
    STOCK,
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 600 });
      await page.goto('/docs/api/');
      await waitForApp(page);
      const nav = page.locator('nav.navbar');
      const state = () => nav.getAttribute('data-header-state');
      // Scrolls, then waits for the page's scroll event and the two frames after it: by then the
      // header has handled the event and React has rendered the state it chose.
      const scrollTo = (y: number) =>
        page.evaluate(
          (top) =>
            new Promise<void>((resolve) => {
              const settled = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
              if (Math.round(window.scrollY) === top) return settled();
              window.addEventListener('scroll', settled, { once: true });
              window.scrollTo({ top, behavior: 'instant' });
            }),
          y,
        );
      expect(await state()).toBe('unfixed');
      await scrollTo(600);
      await scrollTo(800);
      await expectUnpinnedOutOfView(nav);
      await scrollTo(797);
      expect(await state()).toBe('unpinned');
      await scrollTo(780);
      await expect(nav).toHaveAttribute('data-header-state', 'pinned');
      await scrollTo(0);
      await expect(nav).toHaveAttribute('data-header-state', 'unfixed');
    },
  );

  test('starts hidden on a page opened at an anchor, so the heading is not under it, and at the top shown', async ({
    page,
  }) => {
    await page.goto('/docs/api/cards/#create-a-card');
    await waitForApp(page);
    const nav = page.locator('nav.navbar');
    await expectUnpinnedOutOfView(nav);
    await expect(page.locator('#create-a-card')).toBeInViewport();
    await page.goto('/docs/api/cards/');
    await waitForApp(page);
    await expect(nav).toHaveAttribute('data-header-state', 'unfixed');
  });
});
