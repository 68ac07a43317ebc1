import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './tests/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await (await browser.newContext()).newPage();
for (const route of ['/docs/api/cards/', '/docs/api/events/', '/docs/api/transactions/', '/docs/quickstart/']) {
  await page.goto('http://127.0.0.1:3111' + route); await page.waitForLoadState('networkidle');
  let t = Date.now(); await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','best-practice']).analyze(); const full = Date.now() - t;
  t = Date.now(); await new AxeBuilder({ page }).withRules(['color-contrast','link-in-text-block']).analyze(); const colour = Date.now() - t;
  const n = await page.evaluate(() => document.querySelectorAll('*').length);
  console.log(route, 'full', full, 'colour', colour, 'elements', n);
}
await browser.close();
