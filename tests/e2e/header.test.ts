/** The header of spec §2 and §4 in a real browser: mode switch, tabs, external links, theme, hiding. */
import { describe, expect, it } from 'vitest';

import { openPage, waitForApp } from './browser';

const tabIds = (page: import('playwright-core').Page) =>
  page
    .locator('[data-testid="navbar-tab-row"] [data-navbar-link-id]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-navbar-link-id')));

describe('header', () => {
  it('has no tab row on the landing page, and leads into both modes and every section', async () => {
    const { page, close } = await openPage();
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
    await close();
  });

  it('shows Custom Builds tabs and highlights Custom Builds on API pages', async () => {
    const { page, close } = await openPage();
    await page.goto('/docs/api/');
    expect(await tabIds(page)).toEqual(['API', 'WL-UIs', 'Guides', 'Sandbox', 'Changelog', 'Status']);
    const custom = page.locator('[data-testid="mode-switch"] [data-mode="custom"]');
    expect(await custom.getAttribute('aria-current')).toBe('true');
    expect(await custom.getAttribute('href')).toBe('/docs/custom/');
    const active = page.locator('[data-testid="navbar-tab-row"] .navbar__link--active');
    expect(await active.getAttribute('data-navbar-link-id')).toBe('API');
    await close();
  });

  it('shows Ready-to-Launch tabs and highlights Ready-to-Launch on its paths', async () => {
    const { page, close } = await openPage();
    await page.goto('/docs/ready-to-launch/capital/');
    expect(await tabIds(page)).toEqual(['Banking', 'Capital', 'Bill Pay', 'Sandbox', 'Changelog', 'Status']);
    const r2l = page.locator('[data-testid="mode-switch"] [data-mode="readyToLaunch"]');
    expect(await r2l.getAttribute('aria-current')).toBe('true');
    expect(await r2l.getAttribute('href')).toBe('/docs/ready-to-launch/banking/');
    expect(await page.locator('[data-testid="mode-switch"] [data-mode="custom"]').getAttribute('aria-current')).toBe(
      null,
    );
    await close();
  });

  it('switches mode in place, without a full page load', async () => {
    const { page, close } = await openPage();
    await page.goto('/docs/api/');
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('[data-testid="mode-switch"] [data-mode="readyToLaunch"]').click();
    await page.waitForURL('**/docs/ready-to-launch/banking/');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await tabIds(page)).toEqual(['Banking', 'Capital', 'Bill Pay', 'Sandbox', 'Changelog', 'Status']);
    await close();
  });

  it('opens every external link in a new tab with rel="noopener noreferrer"', async () => {
    const { page, close } = await openPage();
    await page.goto('/docs/api/');
    const links = await page.locator('nav.navbar a[href^="http"]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        text: a.textContent?.trim(),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    );
    expect(links.map((link) => link.text)).toEqual(
      expect.arrayContaining(['Help Center', 'Sandbox', 'Changelog', 'Status', 'Start Building Now']),
    );
    for (const link of links) {
      expect(link.target, link.text).toBe('_blank');
      expect(link.rel, link.text).toBe('noopener noreferrer');
    }
    const cta = page.locator('nav.navbar a', { hasText: 'Start Building Now' });
    expect(await cta.getAttribute('href')).toBe('https://app.s.unit.sh/signup');
    await close();
  });

  it('toggles the colour mode, remembers it, and follows the system when nothing is stored', async () => {
    const { page, close } = await openPage({ colorScheme: 'dark' });
    await page.goto('/docs/introduction/');
    await waitForApp(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('theme')))).toEqual([]);
    await page.locator('nav.navbar button[title*="mode"]').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.theme !== 'dark');
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.startsWith('theme') && !key.includes('choice')),
    );
    expect(stored?.[1]).toBe(await page.locator('html').getAttribute('data-theme'));
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe(stored?.[1]);
    await close();
  });

  it('hides on scroll down past its height and comes back on scroll up by more than 5 px', async () => {
    const { page, close } = await openPage({ viewport: { width: 1280, height: 600 } });
    await page.goto('/docs/api/');
    await waitForApp(page);
    const nav = page.locator('nav.navbar');
    const state = () => nav.getAttribute('data-header-state');
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(120);
    };
    expect(await state()).toBe('unfixed');
    await scrollTo(600);
    await scrollTo(800);
    expect(await state()).toBe('unpinned');
    const box = await nav.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(1);
    await scrollTo(797);
    expect(await state()).toBe('unpinned');
    await scrollTo(780);
    expect(await state()).toBe('pinned');
    await scrollTo(0);
    expect(await state()).toBe('unfixed');
    await close();
  });
});
