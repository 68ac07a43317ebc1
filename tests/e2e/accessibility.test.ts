/**
 * axe over every page of the build: no serious or critical violation in light mode, and in dark mode
 * (the colour rules) on a covering set of pages (darkCover.ts: one page of each type and every CSS
 * class and inline colour of the build at least once). The same visit checks the console
 * (pageConsole.ts): no error, warning, uncaught error or Content-Security-Policy violation on any
 * page or on two unknown paths, in light mode and, where checked, after the switch to dark.
 * The pages are dealt into shards of about equal size (the API pages weigh most), each a test of its
 * own, so that the workers share them. Each page is checked in light mode, then, if it is in the
 * cover, the system colour scheme is switched to dark (the site follows it when no choice is stored).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';

import { readBuild } from '../../src/site/builtPages.mjs';
import {
  type AxeInPage,
  COLOUR_RULES,
  injectAxe,
  rulesByImpact,
  SERIOUS,
  seriousRulesOf,
  seriousViolations,
  TAGS,
} from './axe';
import { darkCover } from './darkCover';
import { BUILD_DIR, expect, test, transitionsFinished, waitForApp } from './fixtures';
import { recordPolicyViolations, takeConsoleProblems } from './pageConsole';

const NOT_FOUND = ['/docs/no-such-page/', '/docs/api/cardz/'];
const files = new Map(readBuild(BUILD_DIR).pages);
const routes = [...files.keys(), ...NOT_FOUND];
// The not-found page is a page type of its own.
const dark = darkCover(new Map([...files, [NOT_FOUND[0]!, path.join(BUILD_DIR, '404.html')]]));

const SHARDS = 12;
/** A page's weight: axe's time grows with the size of the page, and a dark check adds about half. */
const weight = (route: string) =>
  statSync(files.get(route) ?? path.join(BUILD_DIR, '404.html')).size * (dark.reasons.has(route) ? 1.5 : 1);
/** Heaviest page first into the lightest shard. */
const shards = Array.from({ length: SHARDS }, () => ({ routes: [] as string[], weight: 0 }));
for (const route of [...routes].sort((a, b) => weight(b) - weight(a))) {
  const lightest = shards.reduce((a, b) => (b.weight < a.weight ? b : a));
  lightest.routes.push(route);
  lightest.weight += weight(route);
}

/**
 * Renders the parts of the page that wait until the reader scrolls near them (API operations and the
 * changelog's months use `content-visibility: auto`). axe reads layout and computed colours, and
 * Chromium keeps the colours of skipped content from before a colour-mode switch until it renders
 * it; the reader only ever sees rendered content, so that is what axe checks.
 */
async function renderEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

// A failure keeps a trace of actions without DOM snapshots (playwright.config.ts): taking
// them of every API page at every axe call doubled the time of the crawl. The failure message names
// the page, the mode, the rule and the elements.

test.describe('accessibility', () => {
  test.use({ colorScheme: 'light' });

  test('deals every page into one shard, and dark-checks a cover of every page type, class and inline colour', () => {
    const dealt = shards.flatMap((shard) => shard.routes);
    expect(dealt.sort()).toEqual([...routes].sort());
    expect(new Set(routes).size).toBe(routes.length);
    const reasons = [...dark.reasons].map(([route, reason]) => `  ${route}: ${reason}`);
    console.log(
      `Dark mode: ${dark.reasons.size} of ${routes.length} pages, covering ${dark.types} page types and ` +
        `${dark.features} distinct classes and inline colours:\n${reasons.join('\n')}`,
    );
    expect(dark.reasons.size).toBeGreaterThanOrEqual(dark.types);
  });

  test('runs every rule that can report a serious or critical violation, and skips only those that cannot', async ({
    page,
  }) => {
    // A page with serious and critical violations (contrast, an image without text, a button without
    // a name) and moderate ones (no main landmark, content outside landmarks, a skipped heading level).
    await page.setContent(
      '<html lang="en"><head><title>Fixture</title></head><body><h1>Title</h1><h4>Skipped levels</h4>' +
        '<p style="color:#bbb;background:#fff">Pale text</p><img src="data:," width="9" height="9">' +
        '<button></button></body></html>',
    );
    await injectAxe(page);
    const { run, skipped } = await rulesByImpact(page);
    expect(run).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'button-name', ...COLOUR_RULES]));
    expect(Object.values(skipped).every((impact) => ['minor', 'moderate'].includes(impact))).toBe(true);
    console.log(`Rules skipped (they cannot fail the crawl): ${Object.keys(skipped).join(' ')}`);
    const violations = async (runOnly: axe.RunOptions['runOnly']) => {
      const results = await page.evaluate(
        (only) =>
          (window as unknown as { axe: AxeInPage }).axe.run(document, { runOnly: only, resultTypes: ['violations'] }),
        runOnly,
      );
      return results.violations.map(({ id, impact }) => ({ id, impact }));
    };
    const everyRule = await violations({ type: 'tag', values: TAGS });
    const serious = (list: { id: string; impact?: string | null }[]) =>
      list.filter(({ impact }) => SERIOUS.includes(impact ?? undefined)).map(({ id }) => id);
    // The skipped rules do report here, each with its one impact; the serious findings are the same.
    expect(everyRule).toEqual(
      expect.arrayContaining([
        { id: 'landmark-one-main', impact: 'moderate' },
        { id: 'region', impact: 'moderate' },
        { id: 'heading-order', impact: 'moderate' },
      ]),
    );
    expect(serious(everyRule)).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'button-name']));
    expect(serious(await violations({ type: 'rule', values: run }))).toEqual(serious(everyRule));
    // What the tests call reports them, and only inside the part of the page it is given.
    expect(await seriousViolations(page, 'fixture', run, 'p')).toEqual([
      expect.stringMatching(/^fixture color-contrast: .* — p$/),
    ]);
  });

  for (const [index, shard] of shards.entries()) {
    const darkCount = shard.routes.filter((route) => dark.reasons.has(route)).length;
    test(`has no serious or critical axe violation on any page, in light mode and on the dark cover: shard ${index + 1} of ${SHARDS} (${shard.routes.length} pages, ${darkCount} dark)`, async ({
      page,
      problems: reported,
    }) => {
      test.setTimeout(300_000);
      await recordPolicyViolations(page);
      const problems: string[] = [];
      const consoleProblems: string[] = [];
      const seconds = { load: 0, light: 0, dark: 0 };
      let started = Date.now();
      /** Adds the time since the last call to `phase`. */
      const lap = (phase: keyof typeof seconds) => {
        seconds[phase] += (Date.now() - started) / 1000;
        started = Date.now();
      };
      let checked = 0;
      for (const route of shard.routes) {
        started = Date.now();
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
        const notFound = (await page.goto(route))?.status() === 404;
        await waitForApp(page);
        await renderEverything(page);
        await transitionsFinished(page);
        await injectAxe(page);
        const rules = await seriousRulesOf(page);
        lap('load');
        problems.push(...(await seriousViolations(page, `${route} (light)`, rules)));
        consoleProblems.push(...(await takeConsoleProblems(page, reported, `${route} (light)`, { notFound })));
        lap('light');
        if (dark.reasons.has(route)) {
          // Under reduced motion Infima's colour fades take 0 ms: the page reaches the same dark
          // colours without 200 ms of repainting all of it.
          await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
          await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
          await transitionsFinished(page);
          // Dark mode changes colours only, so only the colour rules run again.
          problems.push(...(await seriousViolations(page, `${route} (dark)`, COLOUR_RULES)));
          consoleProblems.push(...(await takeConsoleProblems(page, reported, `${route} (dark)`)));
          lap('dark');
        }
        checked += 1;
      }
      console.log(
        `shard ${index + 1}: ${checked} pages, ${darkCount} also dark; seconds loading ${seconds.load.toFixed(1)}, ` +
          `light axe ${seconds.light.toFixed(1)}, dark switch and axe ${seconds.dark.toFixed(1)}`,
      );
      expect(checked).toBe(shard.routes.length);
      expect(problems).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  }
});
