/**
 * Fixtures of the browser tests, on top of Playwright Test's own (`page`, `browser`, `baseURL`…):
 * - `problems`: the console errors, warnings and uncaught errors of the test's `page`;
 * - `openPage`: one more page in a fresh context, for a test that needs several configurations
 *   (viewport, connection, reduced motion); its contexts close after the test, passed or failed.
 * Tests import `test` and `expect` from here.
 */
import path from 'node:path';
import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';

export { expect };

/** The build under test: build/, or the one E2E_BUILD_DIR names (playwright.config.ts serves the same). */
export const BUILD_DIR = path.resolve(__dirname, '../..', process.env.E2E_BUILD_DIR ?? 'build');

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  warnings: string[];
}

/** Records what the page reports from now on. */
function recordProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], warnings: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
    if (message.type() === 'warning') problems.warnings.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return problems;
}

interface Fixtures {
  problems: PageProblems;
  openPage: (options?: BrowserContextOptions) => Promise<{ page: Page; problems: PageProblems }>;
}

export const test = base.extend<Fixtures>({
  problems: async ({ page }, use) => {
    await use(recordProblems(page));
  },
  openPage: async ({ browser, baseURL, viewport }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, viewport, ...options });
      contexts.push(context);
      const page = await context.newPage();
      return { page, problems: recordProblems(page) };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * Waits until the page has hydrated (Docusaurus then sets data-has-hydrated on <html>), including
 * the parts that hydrate in later tasks (src/components/DeferredHydration sets
 * data-deferred-hydration="done"). Checked at every frame: an assertion would retry after 100 ms,
 * then 250, 500… which the crawl over every page would pay hundreds of times.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hasHydrated === 'true' &&
      document.documentElement.dataset.deferredHydration === 'done',
  );
}

/**
 * Waits until the CSS transitions of the rendered page have ended (finished or cancelled): Infima's
 * buttons and links fade their colours for 200 ms when the colour mode changes, and axe must read
 * the final colours. Transitions in content that `content-visibility: auto` skips are left out:
 * Chromium does not run them until that content is rendered, so their end never comes.
 */
export async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    const rendered = (animation: Animation): boolean => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return !target || target.checkVisibility({ contentVisibilityAuto: true });
    };
    const transitions = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition && rendered(animation));
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/**
 * Tags the behaviour tests that `npm test` also runs on a build with Docusaurus's own runtime
 * (`DOCS_RUNTIME=stock`, into build-stock/; scripts/test-all.mjs), so that it cannot rot.
 */
export const STOCK = { tag: '@stock' };
