/**
 * First-load JavaScript budgets per page type, on the production build (Starlight's size-limit
 * pattern): a page type over its budget fails with its name, size and budget.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { measureFirstLoad } from '../performance/firstLoad.mjs';
import { PAGE_TYPES } from '../performance/pageTypes.mjs';
import { origin } from './browser';
import { inject } from 'vitest';

const buildDir = path.resolve(__dirname, '../../build');
let browser: Awaited<ReturnType<typeof chromium.connect>>;

beforeAll(async () => {
  browser = await chromium.connect(inject('browserEndpoint'));
});
afterAll(async () => {
  await browser.close();
});

describe('first-load JavaScript budgets', () => {
  it.each(PAGE_TYPES)('$name ($route) stays within $budgetKb kB gzip', async ({ name, route, budgetKb }) => {
    const { jsGzip } = await measureFirstLoad(browser, { origin: origin(), buildDir, route });
    const sizeKb = Number((jsGzip / 1024).toFixed(1));
    expect(
      sizeKb,
      `${name} (${route}) loads ${sizeKb} kB of JavaScript (gzip); its budget is ${budgetKb} kB`,
    ).toBeLessThanOrEqual(budgetKb);
  });
});
