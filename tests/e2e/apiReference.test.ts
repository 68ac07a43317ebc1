/** The API reference in a real browser: samples' language, variants, nested fields, the download. */
import { expect, test, waitForApp } from './fixtures';

test.describe('API reference', () => {
  test('remembers the sample language across operations, pages and reloads', async ({ page }) => {
    await page.goto('/docs/api/cards/');
    await waitForApp(page);
    const createCard = page.locator('[data-operation-id="createCard"]');
    await createCard.getByRole('tab', { name: 'Python' }).first().click();
    // Every sample group on the page follows the choice.
    const selected = page.locator('[role="tab"][aria-selected="true"]', { hasText: /^(curl|JavaScript|Python)$/ });
    await expect.poll(async () => new Set(await selected.allTextContents())).toEqual(new Set(['Python']));
    await expect
      .poll(() =>
        page.locator('[data-operation-id="getCard"] [role="tabpanel"]:not([hidden]) code').first().textContent(),
      )
      .toContain('import requests');

    // Another page, reached through the sidebar (client-side navigation).
    await page.getByRole('link', { name: 'Customers', exact: true }).first().click();
    await page.waitForURL('**/docs/api/customers/');
    await page.locator('[data-operation-id="getCustomer"]').waitFor();
    const customerTab = page.locator('[data-operation-id="getCustomer"] [role="tab"][aria-selected="true"]').first();
    await expect(customerTab).toHaveText('Python');

    await page.reload();
    await waitForApp(page);
    await expect(customerTab).toHaveText('Python');
  });

  test('shows one request variant at a time, and nested fields on demand', async ({ page }) => {
    await page.goto('/docs/api/cards/');
    await waitForApp(page);
    const createCard = page.locator('[data-operation-id="createCard"]');
    const business = createCard.getByRole('tab', { name: 'Business debit card', exact: true });
    await business.click();
    await expect(business).toHaveAttribute('aria-selected', 'true');
    const panel = createCard.locator('[role="tabpanel"]:visible').first();
    expect(await panel.locator('code', { hasText: /^businessDebitCard$/ }).count()).toBeGreaterThan(0);

    // Nested fields sit in a closed native <details>: the keyboard opens it, no script needed.
    const toggle = panel.locator('summary', { hasText: 'the fields of shippingAddress' }).first();
    const street = panel.locator('code.api-field__name', { hasText: /^shippingAddress\.street$/ }).first();
    // "Show" and "Hide" are the stylesheet's (no two spans in every summary of the page).
    const verb = () => toggle.evaluate((summary) => getComputedStyle(summary, '::before').content);
    expect(await verb()).toBe('"Show "');
    expect(await street.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(true);
    expect(await verb()).toBe('"Hide "');
    await expect(street).toBeVisible();

    // The samples beside the fields follow the variant.
    const samples = createCard.locator('.api-op__variant-samples:visible');
    expect(await samples.count()).toBe(1);
    expect(await samples.locator('code').first().textContent()).toContain('businessDebitCard');
  });

  test('offers the OpenAPI description on API pages only', async ({ page, baseURL }) => {
    await page.goto('/docs/api/');
    await waitForApp(page);
    const link = page.getByRole('link', { name: 'Download OpenAPI description' });
    expect(await link.getAttribute('href')).toBe('/docs/api/openapi.json');
    const response = await page.request.get(`${baseURL}/docs/api/openapi.json`);
    expect(response.status()).toBe(200);
    const description = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(description.openapi).toBe('3.1.0');
    expect(Object.keys(description.paths)).toContain('/cards');

    await page.goto('/docs/api/events/');
    await waitForApp(page);
    expect(await page.getByRole('link', { name: 'Download OpenAPI description' }).count()).toBe(1);

    await page.goto('/docs/quickstart/');
    await waitForApp(page);
    expect(await page.getByRole('link', { name: 'Download OpenAPI description' }).count()).toBe(0);
  });

  test('puts the samples beside the fields on wide screens, and one column on phones', async ({ openPage }) => {
    const wide = await openPage({ viewport: { width: 1440, height: 900 } });
    await wide.page.goto('/docs/api/cards/');
    await waitForApp(wide.page);
    const operation = wide.page.locator('[data-operation-id="createCard"]');
    const main = (await operation.locator('.api-op__main').boundingBox())!;
    const aside = (await operation.locator('.api-op__aside').boundingBox())!;
    expect(aside.x).toBeGreaterThanOrEqual(main.x + main.width);
    expect(Math.abs(aside.y - main.y)).toBeLessThan(5);
    // The table of contents moves to the top of the page, collapsed, instead of taking a column.
    expect(await wide.page.locator('.theme-doc-toc-mobile').isVisible()).toBe(true);
    expect(await wide.page.locator('.theme-doc-toc-desktop').isVisible()).toBe(false);
    // The samples stay in view while the reader scrolls through the operation's fields.
    await operation
      .locator('.api-op__main > .api-op__label')
      .last()
      .evaluate((label) => label.scrollIntoView({ block: 'center' }));
    const inView = await operation.locator('.api-op__aside').evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    });
    expect(inView).toBe(true);

    const phone = await openPage({ viewport: { width: 320, height: 700 } });
    await phone.page.goto('/docs/api/cards/');
    await waitForApp(phone.page);
    const narrowMain = (await phone.page.locator('[data-operation-id="createCard"] .api-op__main').boundingBox())!;
    const narrowAside = (await phone.page.locator('[data-operation-id="createCard"] .api-op__aside').boundingBox())!;
    expect(narrowAside.y).toBeGreaterThan(narrowMain.y + narrowMain.height - 1);
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
