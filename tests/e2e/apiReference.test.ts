/** The API reference in a real browser: samples' language, variants, nested fields, the download. */
import { describe, expect, it } from 'vitest';

import { openPage, origin, waitForApp } from './browser';

describe('API reference', () => {
  it('remembers the sample language across operations, pages and reloads', async () => {
    const { page, close } = await openPage();
    await page.goto('/docs/api/cards/');
    await waitForApp(page);
    const createCard = page.locator('[data-operation-id="createCard"]');
    await createCard.getByRole('tab', { name: 'Python' }).first().click();
    // Every sample group on the page follows the choice.
    const selected = page.locator('[role="tab"][aria-selected="true"]', { hasText: /^(curl|JavaScript|Python)$/ });
    expect(new Set(await selected.allTextContents())).toEqual(new Set(['Python']));
    await expect
      .poll(() =>
        page.locator('[data-operation-id="getCard"] [role="tabpanel"]:not([hidden]) code').first().textContent(),
      )
      .toContain('import requests');

    // Another page, reached through the sidebar (client-side navigation).
    await page.getByRole('link', { name: 'Customers', exact: true }).first().click();
    await page.waitForURL('**/docs/api/customers/');
    await page.locator('[data-operation-id="getCustomer"]').waitFor();
    expect(
      await page.locator('[data-operation-id="getCustomer"] [role="tab"][aria-selected="true"]').first().textContent(),
    ).toBe('Python');

    await page.reload();
    await waitForApp(page);
    expect(
      await page.locator('[data-operation-id="getCustomer"] [role="tab"][aria-selected="true"]').first().textContent(),
    ).toBe('Python');
    await close();
  });

  it('shows one request variant at a time, and nested fields on demand', async () => {
    const { page, close } = await openPage();
    await page.goto('/docs/api/cards/');
    await waitForApp(page);
    const createCard = page.locator('[data-operation-id="createCard"]');
    const business = createCard.getByRole('tab', { name: 'Business debit card', exact: true });
    await business.click();
    expect(await business.getAttribute('aria-selected')).toBe('true');
    const panel = createCard.locator('[role="tabpanel"]:visible').first();
    expect(await panel.locator('code', { hasText: /^businessDebitCard$/ }).count()).toBeGreaterThan(0);

    // Nested fields sit in a closed native <details>: the keyboard opens it, no script needed.
    const toggle = panel.locator('summary', { hasText: 'the fields of shippingAddress' }).first();
    const street = panel.locator('code.api-field__name', { hasText: /^shippingAddress\.street$/ }).first();
    expect(await toggle.textContent()).toMatch(/^Show/);
    expect(await street.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(true);
    expect(await toggle.innerText()).toMatch(/^Hide/);
    expect(await street.isVisible()).toBe(true);

    // The samples beside the fields follow the variant.
    const samples = createCard.locator('.api-op__variant-samples:visible');
    expect(await samples.count()).toBe(1);
    expect(await samples.locator('code').first().textContent()).toContain('businessDebitCard');
    await close();
  });

  it('offers the OpenAPI description on API pages only', async () => {
    const { page, close } = await openPage();
    await page.goto('/docs/api/');
    await waitForApp(page);
    const link = page.getByRole('link', { name: 'Download OpenAPI description' });
    expect(await link.getAttribute('href')).toBe('/docs/api/openapi.json');
    const response = await page.request.get(`${origin()}/docs/api/openapi.json`);
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
    await close();
  });
});
