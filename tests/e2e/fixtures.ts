/**
 * Fixtures of the browser tests, on top of Playwright Test's own (`page`, `browser`, `baseURL`…):
 * - `problems`: the console errors, warnings and uncaught errors of the test's `page`;
 * - `openPage`: one more page in a fresh context, for a test that needs several configurations
 *   (viewport, connection, reduced motion); its contexts close after the test, passed or failed.
 * Tests import `test` and `expect` from here.
 */
import path from 'node:path';
import { test as base, expect, type BrowserContextOptions, type Page, type Route } from '@playwright/test';

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

export interface SwitchableRoute {
  /** From now on, requests the route matches get its handler. */
  on: () => void;
  /** From now on, they go to the network again. */
  off: () => void;
}

/**
 * A route for a test that breaks or holds requests partway through, installed before the page's
 * first navigation and off until switched on. A route added after a document has loaded does not
 * cover every request the document sends next: for a moment Chromium still sends some through its
 * previous, uninterceptable loaders, and Playwright reports neither the request nor a routed call.
 * A search test whose route aborted the index saw the index load in 4 of 40 runs on a busy machine
 * that way; with the route installed before `goto`, 0 of 40.
 */
export async function switchableRoute(
  page: Page,
  url: Parameters<Page['route']>[0],
  handler: (route: Route) => Promise<void>,
): Promise<SwitchableRoute> {
  let active = false;
  await page.route(url, (route) => (active ? handler(route) : route.fallback()));
  return {
    on: () => {
      active = true;
    },
    off: () => {
      active = false;
    },
  };
}
