/**
 * The Try it panel of the API reference against the real mock of `npm run mock` (scripts/mock.mjs),
 * which playwright.config.ts starts beside the site (tests/e2e/mockServer.ts):
 * - the first load fetches none of the panel's code or files; a click fetches them;
 * - a GET with a path parameter, and a POST whose body returns the example's 201, both checked
 *   against the response schema;
 * - errors before sending: invalid JSON with line and column, a body that breaks the schema (linked
 *   to the field's row), a missing required parameter, a token in a parameter, a non-loopback host;
 * - a 4xx from the mock (no token: Prism's 401), and a host that sends no CORS headers (the plain
 *   explanation and the curl to copy);
 * - the token: in no request to the docs server, in no storage but sessionStorage;
 * - axe in both themes and no horizontal scrolling at 320 px, and no CSP violation throughout.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';

import { injectAxe, seriousRulesOf, seriousViolations } from './axe';
import { expect, test, transitionsFinished, waitForApp } from './fixtures';
import { MOCK_PORT } from './mockServer';
import { recordPolicyViolations } from './pageConsole';

const CARDS = '/docs/api/cards/';
const TOKEN = 'v2.public.e2e-sentinel-token-0123456789abcdef';
const MOCK_TARGET = { kind: 'mock', host: 'localhost', port: String(MOCK_PORT) };

/** The reader's stored choice of target, as the panel stores it, set before the page loads. */
async function chooseTarget(page: Page, target: object): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('unit-docs.try-it.target', value), JSON.stringify(target));
}

/** Opens an operation's panel and waits until its data and validators are in. */
async function openPanel(page: Page, operationId: string) {
  const button = page.locator(`button[data-try-it="${operationId}"]`);
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#try-${operationId}`);
  await expect(panel).toHaveAttribute('data-ready', 'true');
  await expect(panel).toHaveAttribute('role', 'region');
  return panel;
}

async function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

test.describe('Try it', () => {
  test('loads nothing on the first load, then sends a GET with a path parameter to the mock', async ({
    page,
    baseURL,
    problems,
  }) => {
    await recordPolicyViolations(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(CARDS);
    await waitForApp(page);
    expect(requested.filter((url) => url.includes('/api/try-it/'))).toEqual([]);
    const firstLoad = new Set(requested);

    const panel = await openPanel(page, 'getCard');
    const afterClick = requested.filter((url) => !firstLoad.has(url));
    // The workbench's chunk, then the operation's data: none of it was part of the first load.
    expect(afterClick.some((url) => url.startsWith(`${baseURL}/docs/assets/js/`) && url.endsWith('.js'))).toBe(true);
    expect(afterClick).toContain(`${baseURL}/docs/api/try-it/getCard.json`);

    // The reader picks the mock and its port; the choice is remembered, the token is not.
    await panel.getByLabel('Local mock').check();
    await panel.getByLabel('Port').fill(String(MOCK_PORT));
    await panel.getByLabel('Sandbox token').fill(TOKEN);
    await expect(panel.getByLabel(/^cardId/)).toHaveValue('10101');
    await expect(panel.locator('.try-samples pre')).toContainText(`http://localhost:${MOCK_PORT}/cards/10101`);
    await panel.getByRole('button', { name: 'Send request' }).click();
    const live = panel.locator('[aria-live="polite"]');
    await expect(live).toContainText('200');
    await expect(live).toContainText('The response matches the 200 response schema.');
    // Prism answers with the description's first 200 example.
    await expect(panel.getByLabel('response body (JSON)', { exact: true })).toContainText('"last4Digits": "6604"');
    const stored = await page.evaluate(() => localStorage.getItem('unit-docs.try-it.target'));
    expect(JSON.parse(stored ?? '{}')).toEqual(MOCK_TARGET);
    expect(await policyViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('checks a "Create a card" body before sending, links errors to the fields, and gets the 201', async ({
    page,
    baseURL,
    problems,
  }) => {
    await recordPolicyViolations(page);
    await chooseTarget(page, MOCK_TARGET);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`${CARDS}#create-a-card`);
    await waitForApp(page);
    const panel = await openPanel(page, 'createCard');
    await panel.getByLabel('Sandbox token').fill(TOKEN);
    const body = panel.getByLabel(/^Request body/);
    const send = panel.getByRole('button', { name: 'Send request' });
    const example = await body.inputValue();

    // Invalid JSON: the line and column, and Send held back with the reason.
    const broken = example.replace(',\n', '\n');
    const offset = broken.slice(example.indexOf(',\n') + 1).search(/\S/) + example.indexOf(',\n') + 1;
    const lines = broken.slice(0, offset).split('\n');
    const where = `line ${lines.length}, column ${lines.at(-1)!.length + 1}`;
    await body.fill(broken);
    await expect(panel.locator('.try-check')).toContainText(`Invalid JSON at ${where}`);
    await expect(send).toBeDisabled();
    await expect(panel.locator('.try-problems')).toContainText(`Fix the JSON body: ${where}.`);

    // Valid JSON that breaks the schema: the pointer, and a link to the field's row.
    const value = JSON.parse(example) as { data: { attributes: { shippingAddress: Record<string, unknown> } } };
    delete value.data.attributes.shippingAddress.street;
    await body.fill(JSON.stringify(value, null, 2));
    const errors = panel.locator('.try-check .try-error');
    await expect(errors).toContainText("/data/attributes/shippingAddress must have required property 'street'");
    await expect(send).toBeEnabled();
    const link = errors.getByRole('link', { name: 'Go to the field' });
    await link.focus();
    await page.keyboard.press('Enter');
    const row = page.locator('.api-field:focus');
    await expect(row.locator('> .api-field__name')).toHaveText('shippingAddress.street');
    await expect(row).toBeInViewport();

    // A fresh idempotency key goes into the body, where Unit reads it.
    await panel.getByRole('button', { name: 'Reset to the example' }).click();
    await panel.getByRole('button', { name: 'New key' }).click();
    const key = await panel.getByLabel('idempotencyKey').inputValue();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(await body.inputValue())).toMatchObject({ data: { attributes: { idempotencyKey: key } } });

    await send.click();
    const live = panel.locator('[aria-live="polite"]');
    await expect(live).toContainText('201');
    await expect(live).toContainText('The response matches the 201 response schema.');
    await expect(panel.locator('.try-result pre')).toContainText('"type": "individualDebitCard"');

    // The token went to the mock and nowhere else: no request to the docs server carries it, and only
    // sessionStorage holds it.
    const toMock = requests.filter((request) => request.url().startsWith(`http://localhost:${MOCK_PORT}/`));
    expect(toMock.length).toBeGreaterThan(0);
    expect((await toMock.at(-1)!.allHeaders()).authorization).toBe(`Bearer ${TOKEN}`);
    for (const request of requests.filter((candidate) => candidate.url().startsWith(baseURL!))) {
      const seen = `${request.url()} ${JSON.stringify(await request.allHeaders())} ${request.postData() ?? ''}`;
      expect(seen, request.url()).not.toContain(TOKEN);
    }
    const storage = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookie: document.cookie,
      url: window.location.href,
    }));
    expect(storage.local).not.toContain(TOKEN);
    expect(storage.cookie).not.toContain(TOKEN);
    expect(storage.url).not.toContain(TOKEN);
    expect(storage.session).toContain(TOKEN);
    await panel.getByRole('button', { name: 'Forget' }).click();
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(TOKEN);
    expect(await policyViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('holds back a request without a required parameter, with a token in a parameter or to a non-loopback host, and shows a 4xx', async ({
    page,
  }) => {
    await recordPolicyViolations(page);
    await chooseTarget(page, MOCK_TARGET);
    await page.goto(CARDS);
    await waitForApp(page);
    const panel = await openPanel(page, 'getCard');
    const send = panel.getByRole('button', { name: 'Send request' });
    const cardId = panel.getByLabel(/^cardId/);

    await cardId.fill('');
    await expect(send).toBeDisabled();
    await expect(panel.locator('.try-problems')).toContainText('Fill in cardId: it is a required path parameter.');

    await cardId.fill(TOKEN);
    await expect(panel.getByText('This looks like an API token in cardId')).toBeVisible();
    await expect(send).toBeDisabled();

    await cardId.fill('10101');
    await panel.getByLabel('Host').fill('api.unit.co');
    await expect(panel.locator('.try-mock .try-error')).toContainText(
      'The mock host must be localhost, 127.0.0.1, [::1]',
    );
    await expect(send).toBeDisabled();
    await panel.getByLabel('Host').fill('localhost');

    // No token: Prism's security check answers 401, with the description's 4XX example.
    await send.click();
    const live = panel.locator('[aria-live="polite"]');
    await expect(live).toContainText('401');
    await expect(live).toContainText('The response matches the 4XX response schema.');
    expect(await policyViolations(page)).toEqual([]);
  });

  test('explains a host that sends no CORS headers, and shows a non-JSON or very large answer raw and cut', async ({
    page,
  }) => {
    // A tiny local server: first without CORS headers, then with them, answering plain text longer
    // than the panel renders. Its request count shows that the browser reached it (CORS, not CSP).
    let cors = false;
    let received = 0;
    const LONG = 250_000;
    const server = createServer((_, response) => {
      received += 1;
      if (!cors) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
        return;
      }
      response.writeHead(502, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      response.end(`upstream down ${'x'.repeat(LONG)}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await recordPolicyViolations(page);
      await chooseTarget(page, { kind: 'mock', host: '127.0.0.1', port: String(port) });
      await page.goto(CARDS);
      await waitForApp(page);
      const panel = await openPanel(page, 'getCard');
      const send = panel.getByRole('button', { name: 'Send request' });
      await send.click();
      const live = panel.locator('[aria-live="polite"]');
      await expect(live).toContainText(
        `The browser could not get an answer from the mock at http://127.0.0.1:${port}.`,
      );
      await expect(live).toContainText('Is npm run mock running?');
      await expect(live).toContainText('A server on that port that sends no CORS headers is blocked by the browser');
      await expect(live).not.toContainText('Failed to fetch');
      await expect(panel.getByLabel('curl command', { exact: true })).toContainText(
        `--url 'http://127.0.0.1:${port}/cards/10101'`,
      );
      expect(received).toBe(1);
      expect(await policyViolations(page)).toEqual([]);

      cors = true;
      await send.click();
      await expect(live).toContainText('502');
      await expect(live).toContainText('The body is not JSON (Content-Type: text/plain)');
      const body = panel.getByLabel('response body', { exact: true });
      await expect(body).toContainText('upstream down xxx');
      await expect(panel.locator('.try-result')).toContainText(
        `The body has ${(LONG + 14).toLocaleString('en-US')} characters: only the first 200,000 are shown.`,
      );
      expect(((await body.textContent()) ?? '').length).toBe(200_000);
    } finally {
      server.close();
    }
  });

  test('passes axe in light and dark mode and fits a 320 px screen, with an answer shown', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 320, height: 720 }, colorScheme: 'light' });
    await chooseTarget(page, MOCK_TARGET);
    await page.goto(`${CARDS}#create-a-card`);
    await waitForApp(page);
    const panel = await openPanel(page, 'createCard');
    await panel.getByLabel('Sandbox token').fill(TOKEN);
    await panel.getByRole('button', { name: 'Send request' }).click();
    await expect(panel.locator('[aria-live="polite"]')).toContainText('201');
    await panel.getByText(/^Response headers/).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = await panel.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    // axe inside the panel, with the crawl's rules (accessibility.test.ts): those that can report a
    // serious or critical violation.
    await injectAxe(page);
    const rules = await seriousRulesOf(page);
    const found = await seriousViolations(page, 'light', rules, '#try-createCard');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await transitionsFinished(page);
    found.push(...(await seriousViolations(page, 'dark', rules, '#try-createCard')));
    expect(found).toEqual([]);
  });
});
