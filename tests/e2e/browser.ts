/**
 * Helpers for browser tests: a page in a fresh context (own storage, viewport and colour scheme)
 * on the shared Chromium, and a record of the page's console errors and uncaught exceptions.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

let browser: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.connect(inject('browserEndpoint'));
  return browser;
}

afterAll(async () => {
  if (browser) await (await browser).close();
});

export const origin = (): string => inject('siteOrigin');

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  warnings: string[];
}

export async function openPage(
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: PageProblems; close: () => Promise<void> }> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: origin(),
    ...options,
  });
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], warnings: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
    if (message.type() === 'warning') problems.warnings.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return { page, problems, close: () => context.close() };
}

/** Waits until React has hydrated the page (Docusaurus then sets data-has-hydrated on <html>). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
