/**
 * The page actions on doc pages, in a real browser: "Copy page as Markdown", "Open as Markdown", and
 * the "Use with AI tools" disclosure (keyboard, the copy of the editor configuration, axe in both
 * colour modes while it is open).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { injectAxe, seriousRulesOf, seriousViolations } from './axe';
import { BUILD_DIR, expect, test, transitionsFinished, waitForApp } from './fixtures';

test.describe('page actions', () => {
  test('copies the page as Markdown with the keyboard', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/quickstart/');
    await waitForApp(page);
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Copied the page as Markdown.').waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const twin = readFileSync(path.join(BUILD_DIR, 'quickstart.md'), 'utf8');
    expect(clipboard).toBe(twin);
  });

  test('opens the twin, served as Markdown', async ({ page, baseURL }) => {
    await page.goto('/docs/api/');
    await waitForApp(page);
    const link = page.getByRole('link', { name: 'Open as Markdown' });
    expect(await link.getAttribute('href')).toBe('/docs/api.md');
    expect(await link.getAttribute('target')).toBe('_blank');
    const response = await page.request.get(`${baseURL}/docs/api.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await response.text()).toContain('# API overview');
  });

  test('opens "Use with AI tools" with the keyboard, copies the editor configuration, axe-clean in both modes', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/docs/api/cards/');
    await waitForApp(page);
    const menu = page.locator('[data-page-chrome] details');
    const chatGpt = page.getByRole('link', { name: 'Open in ChatGPT' });
    await expect(chatGpt).toBeHidden();
    await menu.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(chatGpt).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(chatGpt).toBeFocused();
    expect(await chatGpt.getAttribute('href')).toContain(encodeURIComponent('https://www.unit.co/docs/api/cards.md'));
    await expect(page.getByRole('link', { name: 'Add to VS Code' })).toHaveAttribute('href', /^vscode:mcp\/install\?/);

    await page.getByRole('button', { name: 'Copy configuration' }).click();
    await page.getByRole('status').getByText('Copied the configuration.').waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await menu.locator('pre').textContent());

    // axe inside the page actions, with the crawl's rules (accessibility.test.ts): those that can
    // report a serious or critical violation.
    await injectAxe(page);
    const rules = await seriousRulesOf(page);
    expect(await seriousViolations(page, 'light', rules, '[data-page-chrome]')).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await transitionsFinished(page);
    expect(await seriousViolations(page, 'dark', rules, '[data-page-chrome]')).toEqual([]);

    await menu.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(chatGpt).toBeHidden();
  });
});
