/**
 * First-load JavaScript budgets per page type, on the production build (Starlight's size-limit
 * pattern): a page type over its budget fails with its name, size and budget.
 */

import { measureFirstLoad } from '../performance/firstLoad.mjs';
import { PAGE_TYPES } from '../performance/pageTypes.mjs';
import { BUILD_DIR, expect, test } from './fixtures';

const buildDir = BUILD_DIR;

test.describe('first-load JavaScript budgets', () => {
  // The window of `npm run bench`, which measures with the same helper: Playwright's default.
  test.use({ viewport: { width: 1280, height: 720 } });

  for (const { name, route, budgetKb } of PAGE_TYPES) {
    test(`${name} (${route}) stays within ${budgetKb} kB gzip`, async ({ browser, baseURL }) => {
      const { jsGzip } = await measureFirstLoad(browser, { origin: baseURL!, buildDir, route });
      const sizeKb = Number((jsGzip / 1024).toFixed(1));
      expect(
        sizeKb,
        `${name} (${route}) loads ${sizeKb} kB of JavaScript (gzip); its budget is ${budgetKb} kB`,
      ).toBeLessThanOrEqual(budgetKb);
    });
  }
});
