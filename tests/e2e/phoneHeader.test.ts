/**
 * The header on phones (320 to 414 px wide): the controls of its top row do not overlap and stay on
 * screen, no page scrolls sideways, and the mode switch is reachable (in the header where it fits,
 * else in the mobile menu). On the landing page, an API page and a Ready-to-Launch page.
 */
import type { Page } from '@playwright/test';

import { expect, test, waitForApp } from './fixtures';

const WIDTHS = [320, 360, 390, 414];
const ROUTES = ['/docs/', '/docs/api/cards/', '/docs/ready-to-launch/banking/'];

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The visible links and buttons of the header's top row, with their boxes. */
function headerControls(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const row = document.querySelector('.navbar .navbar__inner');
    if (!row) return [];
    const controls = [...row.querySelectorAll<HTMLElement>('a, button')].filter((element) => {
      // A control inside another (the logo link holds an image) is measured once, as the outer one.
      if (element.parentElement?.closest('a, button') && row.contains(element.parentElement.closest('a, button')))
        return false;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    });
    return controls.map((element) => {
      const box = element.getBoundingClientRect();
      const name =
        element.getAttribute('aria-label') ||
        element.textContent?.trim() ||
        element.className.toString().split(' ')[0] ||
        element.tagName;
      return { name, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    });
  });
}

const overlap = (a: Box, b: Box): boolean =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** What is wrong with the header's top row and the page width, as lines naming route and width. */
async function layoutProblems(page: Page, route: string, width: number): Promise<string[]> {
  const problems: string[] = [];
  const controls = await headerControls(page);
  const logo = await page.locator('.navbar__inner .navbar__brand').boundingBox();
  if (!logo || logo.width < 24) problems.push(`${route} ${width}px: the logo is hidden or squeezed`);
  for (const [i, a] of controls.entries()) {
    if (a.left < -0.5 || a.right > width + 0.5) problems.push(`${route} ${width}px: "${a.name}" leaves the screen`);
    for (const b of controls.slice(i + 1)) {
      if (overlap(a, b)) problems.push(`${route} ${width}px: "${a.name}" overlaps "${b.name}"`);
    }
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) problems.push(`${route} ${width}px: the page is ${scrollWidth}px wide`);
  return problems;
}

const phone = (width: number) => ({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

test.describe('header on phones', () => {
  for (const width of WIDTHS) {
    test.describe(() => {
      test.use(phone(width));
      test(`fits at ${width} px: no overlap, nothing off screen, no sideways scrolling`, async ({ page }) => {
        const problems: string[] = [];
        for (const route of ROUTES) {
          await page.goto(route);
          await waitForApp(page);
          expect((await headerControls(page)).length, `${route} at ${width}px`).toBeGreaterThanOrEqual(3);
          problems.push(...(await layoutProblems(page, route, width)));

          // The mode switch: in the header if it is shown there, else in the mobile menu.
          const inHeader = await page.locator('.navbar__inner [data-testid="mode-switch"]').isVisible();
          if (!inHeader) {
            await page.getByRole('button', { name: /toggle navigation bar/i }).click();
            const inMenu = page.locator('.navbar-sidebar [data-testid="mode-switch"]');
            await inMenu.waitFor({ state: 'visible' });
            expect(await inMenu.locator('a').count()).toBe(2);
            await page.keyboard.press('Escape');
          }
        }
        expect(problems).toEqual([]);
      });
    });
  }

  test.describe(() => {
    test.use(phone(320));
    test('notices the mode switch crowding the header row (as it did at 320 px)', async ({ page }) => {
      await page.goto('/docs/api/cards/');
      await waitForApp(page);
      await page.addStyleTag({
        content: '.navbar__inner [data-testid="mode-switch"] { display: inline-flex !important; }',
      });
      const problems = await layoutProblems(page, '/docs/api/cards/', 320);
      expect(problems.some((line) => line.includes('overlaps'))).toBe(true);
      expect(problems.some((line) => line.includes('the page is'))).toBe(true);
    });
  });
});
