/**
 * axe over every page of the build, in light and dark mode: no serious or critical violation (in dark
 * mode, the colour rules). The same visit checks the console (pageConsole.ts): no error, warning,
 * uncaught error or Content-Security-Policy violation on any page or on two unknown paths.
 * The pages are dealt round-robin into shards, each a test of its own, so that the workers share
 * them (the API pages, the slowest, sit together in the list). Each page is checked in light mode,
 * then the system colour scheme is switched to dark (the site follows it when no choice is stored).
 * A11Y_ROUTE_PREFIX limits the crawl to the pages under one path, e.g. /docs/api/.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { readBuild } from '../../src/site/builtPages.mjs';
import { BUILD_DIR, expect, test, waitForApp } from './fixtures';
import { recordPolicyViolations, takeConsoleProblems } from './pageConsole';

// A11Y_ROUTE_PREFIX=/docs/api/ checks only the pages under that path (a change to one section).
const routePrefix = process.env.A11Y_ROUTE_PREFIX ?? '';
const routes = [...readBuild(BUILD_DIR).pages.keys(), '/docs/no-such-page/', '/docs/api/cardz/'].filter((route) =>
  route.startsWith(routePrefix),
);
const SHARDS = 12;
const shards = Array.from({ length: SHARDS }, (_, shard) => routes.filter((_, index) => index % SHARDS === shard));
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The rules whose outcome depends on colours: all that can change between light and dark mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Waits until the CSS transitions running on the page have finished: Infima's buttons and links fade
 * their colours for 200 ms when the colour mode changes, and axe must read the final colours.
 */
async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/**
 * Renders the parts of the page that wait until the reader scrolls near them (API operations use
 * `content-visibility: auto`). axe reads layout and computed colours, and Chromium keeps the colours
 * of skipped content from before a colour-mode switch until it renders it; the reader only ever sees
 * rendered content, so that is what axe checks.
 */
async function renderEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

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

// A failure keeps a trace of actions and network, without DOM snapshots and screenshots: taking them
// of every API page at every axe call doubled the time of the crawl. The failure message names the
// page, the mode, the rule and the elements.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } });

test.describe('accessibility', () => {
  test.use({ colorScheme: 'light' });

  test('deals every page into one shard', () => {
    expect(shards.flat().sort()).toEqual([...routes].sort());
    expect(new Set(routes).size).toBe(routes.length);
  });

  for (const [index, shard] of shards.entries()) {
    test(`has no serious or critical axe violation on any page, in light and dark mode: shard ${index + 1} of ${SHARDS} (${shard.length} pages)`, async ({
      page,
      problems: reported,
    }) => {
      test.setTimeout(300_000);
      await recordPolicyViolations(page);
      const problems: string[] = [];
      const consoleProblems: string[] = [];
      let checked = 0;
      for (const route of shard) {
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
        const notFound = (await page.goto(route))?.status() === 404;
        await waitForApp(page);
        await renderEverything(page);
        await transitionsFinished(page);
        problems.push(...(await seriousViolations(page, `${route} (light)`)));
        consoleProblems.push(...(await takeConsoleProblems(page, reported, `${route} (light)`, { notFound })));
        // Under reduced motion Infima's colour fades take 0 ms: the page reaches the same dark colours
        // without 200 ms of repainting all of it (a sixth of the crawl's time).
        await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
        await transitionsFinished(page);
        // Dark mode changes colours only, so only the colour rules run again.
        problems.push(...(await seriousViolations(page, `${route} (dark)`, true)));
        consoleProblems.push(...(await takeConsoleProblems(page, reported, `${route} (dark)`)));
        checked += 1;
      }
      expect(checked).toBe(shard.length);
      expect(problems).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  }
});
