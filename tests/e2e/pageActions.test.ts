/** "Copy page as Markdown" and "Open as Markdown" on doc pages, in a real browser. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { BUILD_DIR, expect, test, waitForApp } from './fixtures';

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
});
