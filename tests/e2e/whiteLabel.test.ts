/** White-label component pages: the reader's platform choice is remembered across pages and reloads. */
import type { Page } from '@playwright/test';

import { REDUCED_MOTION_COLLAPSE_MS } from '../../src/config/constants';
import { expect, test, waitForApp } from './fixtures';

const firstSwitcherPlatform = (page: Page) =>
  page.locator('nav[aria-label$="on each platform"] a').first().getAttribute('data-platform');

test.describe('white-label platform choice', () => {
  test('shows the platform a reader picked first everywhere, across pages and reloads', async ({ page }) => {
    await page.goto('/docs/white-label-uis/ui-components/cards/');
    await waitForApp(page);
    expect(await firstSwitcherPlatform(page)).toBe('web-components');

    await page.locator('nav[aria-label$="on each platform"] a[data-platform="ios"]').click();
    await page.waitForURL('**/ui-components/cards/ios/');
    await page.locator('nav[aria-label$="on each platform"] a[aria-current="page"][data-platform="ios"]').waitFor();

    await page.goto('/docs/white-label-uis/ui-components/account/');
    await waitForApp(page);
    await page.waitForFunction(
      () => document.querySelector('nav[aria-label$="on each platform"] a')?.getAttribute('data-platform') === 'ios',
    );
    expect(await page.locator('article table tbody tr').first().innerText()).toContain('iOS');
    const selectedTab = page.locator('[role="tab"][aria-selected="true"]').first();
    expect(await selectedTab.innerText()).toBe('iOS');
    // The tab points at its panel and the panel names its tab (src/theme/TabItem).
    const panelId = await selectedTab.getAttribute('aria-controls');
    expect(panelId).toBe('snippet-ios-panel');
    const panel = page.locator(`[role="tabpanel"][id="${panelId}"]`);
    expect(await panel.getAttribute('aria-labelledby')).toBe(await selectedTab.getAttribute('id'));
    expect(await panel.isVisible()).toBe(true);

    await page.reload();
    await waitForApp(page);
    await page.waitForFunction(
      () => document.querySelector('nav[aria-label$="on each platform"] a')?.getAttribute('data-platform') === 'ios',
    );
    expect(await page.locator('[role="tab"][aria-selected="true"]').first().innerText()).toBe('iOS');
  });

  test('says plainly when a platform is not documented', async ({ page }) => {
    await page.goto('/docs/white-label-uis/ui-components/check-payments/android/');
    await waitForApp(page);
    expect(await page.getByRole('note').innerText()).toContain(
      'public docs do not document the Check Payments component on Android',
    );
  });
});

test.describe('collapsible sidebar categories (CONTRIBUTING.md#sections-and-sidebars)', () => {
  const transitionWhenOpening = async (
    openPage: (options: { reducedMotion: 'reduce' | 'no-preference' }) => Promise<{ page: Page }>,
    reducedMotion: 'reduce' | 'no-preference',
  ) => {
    const { page } = await openPage({ reducedMotion });
    await page.goto('/docs/white-label-uis/');
    await waitForApp(page);
    const category = page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible', {
      hasText: 'Getting started',
    });
    await category.locator('a, button').first().click();
    const list = category.locator('xpath=following-sibling::ul');
    await list.waitFor();
    return list.evaluate((element) => (element as HTMLElement).style.transition);
  };

  test('animates by content height, and in 1 ms under reduced motion', async ({ openPage }) => {
    expect(await transitionWhenOpening(openPage, 'reduce')).toMatch(
      new RegExp(`^height ${REDUCED_MOTION_COLLAPSE_MS}ms `),
    );
    const normal = await transitionWhenOpening(openPage, 'no-preference');
    expect(Number(/height (\d+)ms/.exec(normal)?.[1])).toBeGreaterThan(1);
  });
});
