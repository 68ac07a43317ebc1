/**
 * axe in the browser tests: the accessibility crawl (accessibility.test.ts) and the tests that check
 * a part of a page in a state the crawl does not reach (an open menu, an answered Try it panel). All
 * of them inject axe the same way and run the same rules: those of TAGS that can report a serious or
 * critical violation, which is what they fail on.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';

/**
 * axe's minified build: the same code as `axe.source` of axe-core, which is its unminified build
 * (1.5 MB against 0.65 MB). A page parses it at every injection; the unminified one took about a
 * quarter of a second per page load in the crawl.
 */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The impacts the tests fail on. */
export const SERIOUS: readonly (string | undefined)[] = ['serious', 'critical'];
/** The rules whose outcome depends on colours: all that can change between light and dark mode. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What the tests read of axe inside the page: its public API and its rules' metadata. */
export interface AxeInPage {
  run(context: axe.ElementContext, options: axe.RunOptions): Promise<axe.AxeResults>;
  configure(spec: axe.Spec): void;
  utils: { ruleShouldRun(rule: unknown, context: { page: boolean }, options: axe.RunOptions): boolean };
  _audit: { rules: { id: string; impact?: string }[] };
}

/**
 * axe into every frame of the page, once per page load: every later call on that document shares it.
 * (`@axe-core/playwright` evaluates its source twice per analysis, plus three small calls, with the
 * same options otherwise: legacy mode, same-origin frames only.)
 */
export async function injectAxe(page: Page): Promise<void> {
  const script = `${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'] });`;
  await page.mainFrame().evaluate(script);
  // The site has no frames; should one appear, axe checks it as @axe-core/playwright's legacy mode does.
  for (const frame of page.frames().slice(1)) await frame.evaluate(script).catch(() => undefined);
}

/**
 * The rules of TAGS split by what they can report (axe must be in the page: injectAxe). axe gives
 * every rule one impact, which its violations always carry (axe-core sets each failed check's impact
 * to the rule's before it aggregates: `finalizeRuleResult`), so a rule whose impact is minor or
 * moderate can never fail these tests, and running it is wasted work (the landmark rules and
 * `region` walk the whole page). A rule without an impact runs. Read from the axe in the page, so a
 * new axe version's rules are sorted anew.
 */
export async function rulesByImpact(page: Page): Promise<{ run: string[]; skipped: Record<string, string> }> {
  return page.evaluate(
    ({ tags, serious }) => {
      const axeInPage = (window as unknown as { axe: AxeInPage }).axe;
      const run: string[] = [];
      const skipped: Record<string, string> = {};
      for (const rule of axeInPage._audit.rules) {
        if (!axeInPage.utils.ruleShouldRun(rule, { page: true }, { runOnly: { type: 'tag', values: tags } })) continue;
        if (!rule.impact || serious.includes(rule.impact)) run.push(rule.id);
        else skipped[rule.id] = rule.impact;
      }
      return { run, skipped };
    },
    { tags: TAGS, serious: SERIOUS },
  );
}

/** The rules to run (rulesByImpact), read once per worker. */
let seriousRules: string[] | undefined;

/**
 * The rules that can report a serious or critical violation: rulesByImpact's, read from the page the
 * first time (axe must be in it: injectAxe) and kept for the worker's later calls.
 */
export async function seriousRulesOf(page: Page): Promise<string[]> {
  seriousRules ??= (await rulesByImpact(page)).run;
  return seriousRules;
}

/**
 * Runs axe (injectAxe first) with `rules` on the page, or only inside the elements `include`
 * selects, and describes its serious and critical violations, each line starting with `label`.
 */
export async function seriousViolations(
  page: Page,
  label: string,
  rules: string[],
  include?: string,
): Promise<string[]> {
  // Legacy mode: axe runs in the page in one call; the default mode passes partial results through
  // a second page, four times slower on the API pages. The site has no cross-origin frames, which
  // are what the default mode adds. Only violations are collected.
  const results = await page.evaluate(
    ({ runOnly, selector }) =>
      (window as unknown as { axe: AxeInPage }).axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'rule', values: runOnly },
        resultTypes: ['violations'],
      }),
    { runOnly: rules, selector: include },
  );
  return results.violations
    .filter((violation) => SERIOUS.includes(violation.impact ?? undefined))
    .map(
      (violation) =>
        `${label} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
