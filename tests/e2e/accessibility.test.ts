/**
 * axe over every page of the build, in light and dark mode: no serious or critical violation (in dark
 * mode, the colour rules). The same visit checks the console (pageConsole.ts): no error, warning,
 * uncaught error or Content-Security-Policy violation on any page or on two unknown paths.
 * A few pages run at once on the shared browser; each page is checked in light mode, then the
 * system colour scheme is switched to dark (the site follows it when no choice is stored).
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { readBuild } from '../../src/site/builtPages.mjs';
import { openPage, waitForApp } from './browser';
import { recordPolicyViolations, takeConsoleProblems } from './pageConsole';

const routes = [
  ...readBuild(path.resolve(__dirname, '../../build')).pages.keys(),
  '/docs/no-such-page/',
  '/docs/api/cardz/',
];
const CONCURRENCY = 4;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The rules whose outcome depends on colours: all that can change between light and dark mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function seriousViolations(page: Page, label: string, colourOnly = false): Promise<string[]> {
  // Legacy mode runs axe in the page in one call; the default mode passes partial results through
  // a second page, four times slower on the API pages. The site has no cross-origin frames, which
  // are what the default mode adds. Only violations are collected.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(TAGS)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

describe('accessibility', () => {
  it('has no serious or critical axe violation on any page, in light and dark mode', async () => {
    const queue = [...routes];
    const problems: string[] = [];
    const consoleProblems: string[] = [];
    let checked = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const { page, problems: reported, close } = await openPage({ colorScheme: 'light' });
        await recordPolicyViolations(page);
        try {
          for (let route = queue.shift(); route; route = queue.shift()) {
            await page.emulateMedia({ colorScheme: 'light' });
            const notFound = (await page.goto(route))?.status() === 404;
            await waitForApp(page);
            problems.push(...(await seriousViolations(page, `${route} (light)`)));
            consoleProblems.push(...(await takeConsoleProblems(page, reported, `${route} (light)`, { notFound })));
            await page.emulateMedia({ colorScheme: 'dark' });
            await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
            // Dark mode changes colours only, so only the colour rules run again.
            problems.push(...(await seriousViolations(page, `${route} (dark)`, true)));
            consoleProblems.push(...(await takeConsoleProblems(page, reported, `${route} (dark)`)));
            checked += 1;
          }
        } finally {
          await close();
        }
      }),
    );
    expect(checked).toBe(routes.length);
    expect(problems).toEqual([]);
    expect(consoleProblems).toEqual([]);
  }, 1_200_000);
});
