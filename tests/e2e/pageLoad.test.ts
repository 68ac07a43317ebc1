/**
 * What a first load costs the main thread, checked as behaviour (the figures are in `npm run bench`):
 * - preact hydrates the server's DOM in place: no element of the app root is moved or replaced
 *   (React's image preload hints, left at the start of the root, once made it move them all);
 * - the page's route chunks come from its own script tags (plugins/small-runtime/routeScripts.mjs):
 *   webpack adopts them instead of adding script elements after main.js has run;
 * - the entry hydrates the root in a task of its own (plugins/small-runtime/clientEntry.tsx), and
 *   the skip link, announcement bar, navbar, docs frame, doc layout, content and footer hydrate
 *   after it, in tasks of their own, in place and working; a navigation before they have finished
 *   shows the next page whole (src/components/DeferredHydration);
 * - no collator is set up (the first localeCompare of a page costs a long task);
 * - route prefetching asks for each file once, never for a file the page loaded itself, and only
 *   for the routes of links in view (plugins/small-runtime/routePrefetch.ts);
 * - the page loads no image but the favicon: the logo is inline SVG (src/theme/Logo) and Infima's
 *   chevrons are clipped solid colour (src/css/custom.css), as each SVG image is a document of its
 *   own that the main thread parses and lays out in the first frame.
 */
import type { Page } from '@playwright/test';

import { expect, test, waitForApp } from './fixtures';

const PHONE = { width: 412, height: 823 };

/** The `src` of every script tag in a page's HTML, as written there. */
function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script src="?([^"\s>]+)/g)].map((match) => match[1]!);
}

/**
 * Records, from DOMContentLoaded on, every node added to or removed from the elements that
 * `selectors` match: their children, or with `subtree` anything inside them (a selector that
 * matches nothing is recorded too). Returns a reader.
 */
async function watchNodes(
  page: Page,
  selectors: string[],
  { subtree = false, ignoreComments = false } = {},
): Promise<() => Promise<string[]>> {
  await page.addInitScript(
    ({ selectors, subtree, ignoreComments }) => {
      const changes: string[] = [];
      (window as unknown as { nodeChanges: string[] }).nodeChanges = changes;
      document.addEventListener('DOMContentLoaded', () => {
        const observer = new MutationObserver((records) => {
          for (const record of records) {
            const changed = [
              ...[...record.addedNodes].map((node) => ['added', node] as const),
              ...[...record.removedNodes].map((node) => ['removed', node] as const),
            ];
            for (const [change, node] of changed)
              if (!ignoreComments || node.nodeType !== Node.COMMENT_NODE)
                changes.push(`${change} <${node.nodeName.toLowerCase()}> in <${record.target.nodeName.toLowerCase()}>`);
          }
        });
        for (const selector of selectors) {
          const element = document.querySelector(selector);
          // A selector that matches nothing is reported, so that the check cannot pass by watching nothing.
          if (element) observer.observe(element, { childList: true, subtree });
          else changes.push(`nothing matches ${selector}`);
        }
      });
    },
    { selectors, subtree, ignoreComments },
  );
  return () => page.evaluate(() => (window as unknown as { nodeChanges: string[] }).nodeChanges);
}

test.describe('first load', () => {
  test.use({ viewport: PHONE });

  for (const route of ['/docs/api/cards/', '/docs/tokens/', '/docs/']) {
    test(`hydrates ${route} without moving the server's elements`, async ({ page }) => {
      const appRootChanges = await watchNodes(page, ['#__docusaurus']);
      await page.goto(route);
      await waitForApp(page);
      expect(await appRootChanges(), `children of #__docusaurus changed while ${route} hydrated`).toEqual([]);
    });
  }

  test("loads the route's chunks from the page's own script tags", async ({ page }) => {
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { scriptsAdded: string[] }).scriptsAdded = added;
      // Once the page has hydrated, the prefetcher may load other pages' route data
      // (plugins/small-runtime/routeData.mjs): those scripts are not part of this page's load.
      const { dataset } = document.documentElement;
      new MutationObserver((records) => {
        if (dataset.hasHydrated === 'true' && dataset.deferredHydration === 'done') return;
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) added.push(node.src);
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto('/docs/api/cards/');
    const html = (await response?.text()) ?? '';
    const chunkScripts = scriptSources(html).filter(
      (src) => src.startsWith('/docs/assets/js/') && !/^\/docs\/assets\/js\/(runtime~main|main)\./.test(src),
    );
    expect(chunkScripts.length, 'route chunk scripts in the HTML').toBeGreaterThan(3);
    await waitForApp(page);
    const added = await page.evaluate(() => (window as unknown as { scriptsAdded: string[] }).scriptsAdded);
    // The parser's own (runtime, main and the chunks) are in the HTML; any other was added by a script.
    const inHtml = scriptSources(html);
    const addedByScript = added.filter((src) => !inHtml.some((file) => src.endsWith(file)));
    expect(addedByScript, 'script elements added while the page loaded and hydrated').toEqual([]);
  });

  for (const route of ['/docs/api/cards/', '/docs/tokens/']) {
    test(`hydrates the skip link, announcement bar, navbar, docs frame, doc layout, content and footer of ${route} after the rest, in place`, async ({
      page,
    }) => {
      // preact drops the empty comments React puts between adjacent texts: not a change. Not the
      // navbar: once in the browser it adds the mobile menu and search keys by design.
      const contentChanges = await watchNodes(page, ['.theme-doc-markdown', 'footer'], {
        subtree: true,
        ignoreComments: true,
      });
      await page.goto(route);
      await waitForApp(page);
      const allMarks = await page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .map((mark) => mark.name)
          .filter((name) => name.startsWith('hydrate ')),
      );
      // The content's top-level blocks (plugins/hydration-slices) open one per task once the
      // content's gate has opened, before the idle-time gates.
      const isSlice = (name: string) => name.startsWith('hydrate slice-');
      const marks = allMarks.filter((name) => !isSlice(name));
      const slices = allMarks.flatMap((name, index) => (isSlice(name) ? [index] : []));
      expect(slices.length, 'hydration slices opened').toBeGreaterThan(5);
      expect(slices[0]).toBeGreaterThan(allMarks.indexOf('hydrate doc-content'));
      expect(slices.at(-1)).toBeLessThan(allMarks.indexOf('hydrate doc-sidebar'));
      // First the root, which only the project's entry marks (plugins/small-runtime/clientEntry.tsx:
      // this fails if its alias stops applying). Then a task each, in the order met: the doc
      // layout's gate is met when the docs frame hydrates, the content's when the doc layout does.
      // The navbar's two rows are met when the navbar hydrates, after the docs frame and footer.
      // The desktop sidebar and table of contents wait for idle time (on a phone the table of
      // contents may be gone by then, replaced by the collapsible one).
      expect(marks.slice(0, 10)).toEqual([
        'hydrate root',
        'hydrate skip-to-content',
        'hydrate announcement-bar',
        'hydrate navbar',
        'hydrate doc-root',
        'hydrate footer',
        'hydrate navbar-top-row',
        'hydrate navbar-tab-row',
        'hydrate doc-layout',
        'hydrate doc-content',
      ]);
      expect(marks.slice(10)).toContain('hydrate doc-sidebar');
      expect(['hydrate doc-sidebar', 'hydrate toc']).toEqual(expect.arrayContaining(marks.slice(10)));
      expect(await contentChanges(), 'nodes added or removed inside the content or footer while they hydrated').toEqual(
        [],
      );
    });
  }

  test("mounts the page's head components only after the first load has hydrated, and keeps the server's head", async ({
    browser,
    page,
  }) => {
    /** What the head says, and the classes its components put on <html>. */
    const headOf = (target: Page) =>
      target.evaluate(() => ({
        title: document.title,
        htmlClass: document.documentElement.className,
        metas: [...document.head.querySelectorAll('meta[name], meta[property]')]
          .map(
            (meta) => `${meta.getAttribute('name') ?? meta.getAttribute('property')}=${meta.getAttribute('content')}`,
          )
          .sort(),
        links: [...document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')]
          .map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`)
          .sort(),
      }));
    // The server's head, read without scripts.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const serverPage = await noScript.newPage();
    await serverPage.goto('/docs/api/cards/');
    const serverHead = await headOf(serverPage);
    await noScript.close();
    expect(serverHead.metas.some((meta) => meta.startsWith('description='))).toBe(true);

    await page.goto('/docs/api/cards/');
    await waitForApp(page);
    await page.waitForFunction(() => performance.getEntriesByName('mount heads').length > 0);
    // src/components/DeferredHydration/DeferredHead.tsx: this fails if its alias stops applying.
    const { heads, lastGate } = await page.evaluate(() => {
      const marks = performance.getEntriesByType('mark');
      return {
        heads: marks.find((mark) => mark.name === 'mount heads')?.startTime ?? -1,
        lastGate: Math.max(...marks.filter((mark) => mark.name.startsWith('hydrate ')).map((mark) => mark.startTime)),
      };
    });
    expect(heads, 'the heads mount after the last gate has opened').toBeGreaterThanOrEqual(lastGate);
    // react-helmet-async commits in an animation frame: by the second, the head is the one it wrote.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await headOf(page)).toEqual(serverHead);

    // After that the head follows the page, as upstream's does.
    await page.locator('.theme-doc-markdown a[href="/docs/api/customers/"]').first().click();
    await expect(page).toHaveURL(/\/docs\/api\/customers\/$/);
    await expect(page).toHaveTitle(/^Customers/);
    const next = await headOf(page);
    expect(next.links).toContain('canonical https://www.unit.co/docs/api/customers/');
    expect(next.htmlClass).toContain('docs-doc-id-api/customers');
  });

  test('sets up no collator while a doc page loads and hydrates (localeCompare, Intl.Collator)', async ({ page }) => {
    // A page's first localeCompare sets up the browser's collator, 15–35 ms of one task here. The
    // theme calls it from useActivePlugin (breadcrumbs) and NavbarSecondaryMenuFiller (the mobile
    // menu's sidebar): src/theme/DocBreadcrumbs and src/theme/DocSidebar/Mobile keep both off the
    // first load. This fails if an upgrade or a new component brings a call back.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { collatorCalls: string[] }).collatorCalls = calls;
      const { localeCompare } = String.prototype as unknown as { localeCompare: (...args: unknown[]) => number };
      String.prototype.localeCompare = function (this: string, ...args: unknown[]) {
        calls.push(new Error('localeCompare').stack ?? 'localeCompare');
        return localeCompare.apply(this, args);
      };
      const Collator = Intl.Collator;
      Intl.Collator = function (...args: ConstructorParameters<typeof Collator>) {
        calls.push(new Error('Intl.Collator').stack ?? 'Intl.Collator');
        return new Collator(...args);
      } as unknown as typeof Intl.Collator;
    });
    for (const route of ['/docs/api/cards/', '/docs/tokens/']) {
      await page.goto(route);
      await waitForApp(page);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      const calls = await page.evaluate(() => (window as unknown as { collatorCalls: string[] }).collatorCalls);
      expect(calls, `collator calls during the first load of ${route}`).toEqual([]);
    }
    // The mobile menu still opens on the page's sidebar (its copy mounts when the button is pressed).
    await page.locator('button.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu a[aria-current="page"]')).toBeVisible();
  });

  test('content that hydrates later responds as soon as the page reports it ready', async ({ page }) => {
    await page.goto('/docs/white-label-uis/ui-components/activity/');
    await waitForApp(page);
    const ios = page.locator('.theme-doc-markdown [role="tab"]', { hasText: 'iOS' }).first();
    await ios.click();
    await expect(ios).toHaveAttribute('aria-selected', 'true');
  });

  test('prefetches each file of the routes in view once, and none the page already loaded', async ({ page }) => {
    const response = await page.goto('/docs/api/cards/');
    // Every script the page itself loads is in its HTML (webpack removes the tags once they ran).
    const pageScripts = scriptSources((await response?.text()) ?? '');
    await waitForApp(page);
    // Prefetching waits for idle time: wait until it has asked for something.
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    const prefetched = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')!),
    );
    const repeated = prefetched.filter((href, index) => prefetched.indexOf(href) !== index);
    expect(repeated, 'files prefetched more than once').toEqual([]);
    expect(
      prefetched.filter((href) => pageScripts.includes(href)),
      'files prefetched although the page loaded them itself',
    ).toEqual([]);
  });
});

test.describe('first load on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('loads no image but the favicon, and draws the chevrons without one', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    await page.goto('/docs/api/cards/');
    await waitForApp(page);
    // Scrolled down, then up a little, the back-to-top button shows its arrow.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.mouse.wheel(0, -200);
    await expect(page.locator('.theme-back-to-top-button')).toBeVisible();
    const painted = await page.evaluate(() => {
      const image = (selector: string, pseudo: string, property: 'background-image' | 'mask-image') => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element, pseudo).getPropertyValue(property) : `no ${selector}`;
      };
      return [
        image('.breadcrumbs__item:not(:last-child)', '::after', 'background-image'),
        image('.menu__link--sublist-caret', '::after', 'background-image'),
        image('.theme-doc-toc-mobile > button', '::after', 'background-image'),
        image('.theme-back-to-top-button', '::after', 'mask-image'),
      ];
    });
    for (const value of painted) expect(value).toMatch(/^linear-gradient\(/);
    expect(images.filter((image) => image !== '/docs/img/favicon.svg')).toEqual([]);
  });

  test('parts that hydrate later end up as the browser renders them (dark logos, live toggle)', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/docs/tokens/');
    await waitForApp(page);
    // The navbar and the sidebar hydrate after the page's frame: each logo's mark (inline SVG,
    // src/theme/Logo) must be drawn in its dark colours, a white tile.
    for (const logo of ['nav.navbar .navbar__logo', 'aside [class*="sidebarLogo"]']) {
      const mark = page.locator(`${logo} svg[role="img"][aria-label="Unit"]`);
      await expect(mark, `${logo}: one mark`).toHaveCount(1);
      await expect(mark).toBeVisible();
      await expect(mark.locator('rect')).toHaveCSS('fill', 'rgb(255, 255, 255)');
    }
    await expect(page.locator('nav.navbar button[title*="mode"]')).toBeEnabled();
    await context.close();
  });

  test('a navigation before the first load has finished hydrating shows the next page whole', async ({ page }) => {
    // A phone too busy to have idle time before the reader taps a tab: the idle-time gates wait.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
      window.cancelIdleCallback = () => undefined;
    });
    await page.goto('/docs/tokens/');
    await page.waitForFunction(() => performance.getEntriesByName('hydrate doc-content').length > 0);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    expect(await page.evaluate(() => document.documentElement.dataset.deferredHydration)).toBeUndefined();
    await page.locator('[data-testid="navbar-tab-row"] a[data-navbar-link-id="API"]').click();
    await expect(page).toHaveURL(/\/docs\/api\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-deferred-hydration', 'done');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.theme-doc-markdown p').first()).toBeVisible();
    await expect(page.locator('aside .theme-doc-sidebar-menu')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
