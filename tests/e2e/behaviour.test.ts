/**
 * Page-loading and persistence behaviours in a real browser: CONTRIBUTING.md#page-loading,
 * CONTRIBUTING.md#errors, CONTRIBUTING.md#announcement-bar, CONTRIBUTING.md#mobile-menu and
 * CONTRIBUTING.md#addresses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

import { BREAKPOINT_DESKTOP_PX, PROGRESS_BAR } from '../../src/config/constants';
import { BUILD_DIR, expect, STOCK, switchableRoute, test, waitForApp } from './fixtures';

const buildDir = BUILD_DIR;

/** The JS chunk of the build that contains `text` (page content is compiled into one chunk per page). */
function chunkContaining(text: string): string {
  const dir = path.join(buildDir, 'assets/js');
  const file = readdirSync(dir).find((name) => readFileSync(path.join(dir, name), 'utf8').includes(text));
  if (!file) throw new Error(`No chunk in build/assets/js contains ${JSON.stringify(text)}`);
  return file;
}

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
}

const hasMarker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

/**
 * Resolves once the element has been reported in the viewport by an IntersectionObserver made now.
 * Observers are notified in the order they were made, so the page's own observers of the element
 * (Docusaurus's Link prefetches when its link comes into view) have run by then.
 */
function seenInViewport(locator: Locator): Promise<void> {
  return locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(element);
      }),
  );
}

test.describe('page-loading behaviour', () => {
  test('scrolls to the top after a route change, and to the anchor when the URL has one', STOCK, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/docs/api/');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer a[href="/docs/quickstart/"]').click();
    await page.waitForURL('**/docs/quickstart/');
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent?.includes('Quickstart'));
    await page.waitForFunction(() => window.scrollY === 0);
    await page.locator('article a[href="/docs/api/#errors"]').first().click();
    await page.waitForURL('**/docs/api/#errors');
    await page.waitForFunction(() => {
      const top = document.getElementById('errors')?.getBoundingClientRect().top;
      return top !== undefined && window.scrollY > 0 && Math.abs(top) < 250;
    });
  });

  test(
    'shows the progress bar after its delay, from its minimum, at its speed, trickling by its rate',
    STOCK,
    async ({ page }) => {
      // Every script of the next route waits until the bar has shown and trickled three times, so the
      // route takes long enough (held by the test, not by a fixed delay). Should the bar not get there
      // within ten trickle periods, the scripts go on and the assertions below say what the bar did.
      let scriptsHeld: Promise<unknown> | undefined;
      const holdScripts = await switchableRoute(page, '**/assets/js/*.js', async (route) => {
        scriptsHeld ??= page
          .waitForFunction(
            () =>
              (window as unknown as { bar: { transform: string; rendered: boolean }[] }).bar.filter(
                (p) => !p.rendered && !p.transform.startsWith('translate3d(-100%'),
              ).length >= 4,
            undefined,
            { timeout: PROGRESS_BAR.delayMs + 10 * PROGRESS_BAR.trickleSpeedMs },
          )
          .catch(() => undefined);
        await scriptsHeld;
        await route.continue();
      });
      await page.goto('/docs/introduction/');
      await waitForApp(page);
      // Every position the bar takes (nprogress writes it as an inline transform), with its time and
      // whether the next page had rendered yet.
      await page.evaluate(() => {
        const w = window as unknown as {
          navStart: number;
          bar: { at: number; transform: string; duration: string; rendered: boolean }[];
        };
        w.bar = [];
        new MutationObserver(() => {
          const bar = document.querySelector<HTMLElement>('#nprogress .bar');
          const last = w.bar.at(-1);
          if (!bar || bar.style.transform === last?.transform) return;
          w.bar.push({
            at: performance.now() - w.navStart,
            transform: bar.style.transform,
            duration: bar.style.transitionDuration,
            rendered: document.querySelector('article h1')?.textContent === 'API overview',
          });
        }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
      });
      holdScripts.on();
      await page.evaluate(() => ((window as unknown as { navStart: number }).navStart = performance.now()));
      await page.locator('footer a[href="/docs/api/"]').click();
      await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'API overview');
      await page.waitForFunction(() => !document.getElementById('nprogress'));
      const positions = await page.evaluate(
        () =>
          (window as unknown as { bar: { at: number; transform: string; duration: string; rendered: boolean }[] }).bar,
      );

      // nprogress draws the bar at -100% first, then moves it to the start position.
      const moving = positions
        .filter((p) => !p.rendered)
        .map((p) => ({ ...p, percent: Number(/translate3d\((-?[\d.]+)%/.exec(p.transform)?.[1]) }))
        .filter((p) => p.percent > -100);
      expect(moving.length, JSON.stringify(positions)).toBeGreaterThanOrEqual(3);
      const [first, ...trickles] = moving;
      expect(first!.at).toBeGreaterThanOrEqual(PROGRESS_BAR.delayMs - 20);
      expect(first!.percent).toBeCloseTo((PROGRESS_BAR.minimum - 1) * 100, 6);
      expect(first!.duration).toBe(`${PROGRESS_BAR.speedMs}ms`);
      let previous = first!;
      for (const [index, step] of trickles.entries()) {
        expect(step.percent - previous.percent, JSON.stringify(moving)).toBeCloseTo(PROGRESS_BAR.trickleRate * 100, 6);
        // The timing holds while the scripts are held (the first three trickles). After that, the
        // next page's scripts run on the same thread as nprogress's timer and may delay a trickle
        // (CI once saw 1,229 ms on the stock runtime), which says nothing of the bar's settings.
        // The lower bound is counted from the bar's start: each trickle's timer is set when the one
        // before it fires, so the nth cannot fire before n periods have passed, but a position can be
        // drawn late (nprogress queues a move behind the last one) and the next on time, so that two
        // drawn moves came 695 ms apart on a busy machine with an 800 ms period.
        if (index < 3) {
          expect(step.at - first!.at, JSON.stringify(moving)).toBeGreaterThan(
            (index + 1) * PROGRESS_BAR.trickleSpeedMs - 20,
          );
          expect(step.at - previous.at, JSON.stringify(moving)).toBeLessThan(PROGRESS_BAR.trickleSpeedMs + 300);
        }
        previous = step;
      }
    },
  );

  test('keeps build-time code and tables on hydration, copies code, and fills them after a client-side navigation', async ({
    page,
  }) => {
    // Their HTML is in the prerendered page only (plugins/code-highlighting/rehypeBuildTimeHtml.ts).
    const dir = path.join(buildDir, 'assets/js');
    const withTokens = readdirSync(dir).filter(
      (name) => name.endsWith('.js') && readFileSync(path.join(dir, name), 'utf8').includes('token request-line'),
    );
    expect(withTokens).toEqual([]);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/api/');
    await waitForApp(page);
    const code = page.locator('article pre code[data-static-html]').first();
    expect(await code.locator('.token').count()).toBeGreaterThan(0);
    expect(await page.locator('article tbody[data-static-html] tr').count()).toBeGreaterThan(0);
    await code.locator('xpath=ancestor::div[contains(@class, "code-frame")][1]').getByRole('button').first().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      (await code.evaluate((element) => (element as HTMLElement).innerText)).replace(/\n$/, ''),
    );
    await markWindow(page);
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL('**/docs/api/about-jsonapi/');
    await page.waitForFunction(() => {
      const blocks = [...document.querySelectorAll('article [data-static-html]')];
      return blocks.length > 0 && blocks.every((block) => block.childElementCount > 0);
    });
    expect(await hasMarker(page)).toBe(true);
  });

  test('logs a warning and reloads the page fully when a route fails to preload', async ({ page, problems }) => {
    const target = chunkContaining('Use Ready-to-Launch Capital when your customers are businesses');
    // The page chunk fails (prefetch included) until the browser loads the target page as a document.
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().endsWith('/docs/ready-to-launch/capital/')) reloaded = true;
    });
    await page.route(`**/assets/js/${target}`, (route) => (reloaded ? route.continue() : route.abort('failed')));
    await page.goto('/docs/introduction/');
    await waitForApp(page);
    await markWindow(page);
    await page.locator('footer a[href="/docs/ready-to-launch/capital/"]').click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Ready-to-Launch Capital');
    await waitForApp(page);
    expect(reloaded).toBe(true);
    expect(await hasMarker(page)).toBe(false);
    expect(problems.warnings.join('\n')).toMatch(/Loading chunk|ChunkLoadError|failed/i);
  });

  // Docusaurus itself skips prefetching on slow or data-saver connections; this guards it across upgrades.
  test('skips prefetching on data-saver and 2G connections', async ({ openPage }) => {
    const countPrefetches = async (connection?: { saveData: boolean; effectiveType: string }) => {
      const { page } = await openPage();
      if (connection) {
        await page.addInitScript((value) => {
          Object.defineProperty(navigator, 'connection', { value });
        }, connection);
      }
      await page.goto('/docs/');
      await waitForApp(page);
      const link = page.locator('main a[href="/docs/api/"]').first();
      await link.hover();
      // The link prefetches its page when it comes into view: wait for that, not for a time.
      await seenInViewport(link);
      return page.locator('link[rel="prefetch"]').count();
    };
    // Four pages of their own at once: each waits on its own observer, not on the others.
    const [fast, dataSaver, twoG, slowTwoG] = await Promise.all([
      countPrefetches(),
      countPrefetches({ saveData: true, effectiveType: '4g' }),
      countPrefetches({ saveData: false, effectiveType: '2g' }),
      countPrefetches({ saveData: false, effectiveType: 'slow-2g' }),
    ]);
    expect(fast).toBeGreaterThan(0);
    expect(dataSaver).toBe(0);
    expect(twoG).toBe(0);
    expect(slowTwoG).toBe(0);
  });

  test(
    "falls back to 'This page crashed.' with 'Try again' and the error chain when a page throws",
    STOCK,
    async ({ page }) => {
      const text = 'A note adds context you may want but can skip.';
      const chunk = chunkContaining(text);
      const body = readFileSync(path.join(buildDir, 'assets/js', chunk), 'utf8').replace(
        JSON.stringify(text),
        '(()=>{throw new Error("Simulated crash in page content")})()',
      );
      await page.route(`**/assets/js/${chunk}`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body }),
      );
      await page.goto('/docs/markdown-page/');
      await page.getByText('This page crashed.').waitFor();
      expect(await page.getByText('Simulated crash in page content').count()).toBeGreaterThan(0);
      const retry = page.getByRole('button', { name: 'Try again' });
      await retry.click();
      await page.getByText('This page crashed.').waitFor();
    },
  );

  test('names the page when its module has no default export (CONTRIBUTING.md#errors)', async ({ page }) => {
    const chunk = chunkContaining('A note adds context you may want but can skip.');
    const original = readFileSync(path.join(buildDir, 'assets/js', chunk), 'utf8');
    // The page module's export map (`n.d(exports, {…, default: () => …})`) loses its default export.
    const body = original.replace(/(\.d\(\w+,\{[^}]*?)\bdefault:/, '$1withoutDefault:');
    expect(body).not.toBe(original);
    await page.route(`**/assets/js/${chunk}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body }),
    );
    await page.goto('/docs/markdown-page/');
    // The theme's layout-level fallback ("This page crashed", without the period of the page-level one).
    await page.getByRole('heading', { name: /This page crashed/ }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.getByText(/The page component at \/docs\/markdown-page\/? doesn't have a default export/).waitFor();
  });
});

test.describe('persistence and resilience', () => {
  test('remembers a dismissed announcement per announcement id', async ({ page }) => {
    await page.goto('/docs/quickstart/');
    await waitForApp(page);
    const bar = page.locator('.theme-announcement-bar');
    await bar.waitFor({ state: 'visible' });
    await bar.getByRole('button', { name: /close/i }).click();
    await bar.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(
      Object.entries(stored).some(
        ([key, value]) => key.startsWith('docusaurus.announcement.id') && value === 'docs-site-2026-11',
      ),
    ).toBe(true);
    await page.reload();
    await waitForApp(page);
    expect(await page.locator('.theme-announcement-bar').count()).toBe(0);
    // A new announcement id shows the bar again.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('docusaurus.announcement.id')) localStorage.setItem(key, 'an-older-announcement');
      }
    });
    await page.reload();
    await waitForApp(page);
    await page.locator('.theme-announcement-bar').waitFor({ state: 'visible' });
  });

  test('keeps working, with a warning, when browser storage is unavailable', async ({ page, problems }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/docs/introduction/');
    await waitForApp(page);
    // The toggle cycles system → light → dark; without storage it still works for the session.
    const toggle = page.locator('nav.navbar button[title*="mode"]').first();
    for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i += 1) {
      const title = await toggle.getAttribute('title');
      await toggle.click();
      // Each click moves to the next choice, which renames the button (and may change the theme).
      await expect(toggle).not.toHaveAttribute('title', title ?? '');
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.warnings.join('\n')).toMatch(/storage is not available/i);
  });

  test('labels the single docs version current/Next in the page metadata', async ({ page }) => {
    await page.goto('/docs/api/');
    await waitForApp(page);
    expect(await page.locator('html').getAttribute('class')).toContain('docs-version-current');
    expect(await page.locator('meta[name="docsearch:version"]').getAttribute('content')).toBe('current');
  });

  test('tells the operator when the site did not load under its base URL', async ({ page }) => {
    // A wrong base URL means the site's scripts and styles do not load.
    await page.route(/\.(js|css)$/, (route) => route.abort('failed'));
    await page.goto('/docs/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
    await banner.getByText(/did not load properly/).waitFor();
    expect(await banner.textContent()).toMatch(/baseUrl/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('narrows to one selected tab, deselects it on a second click, and closes when the window widens', async ({
    page,
  }) => {
    await page.goto('/docs/custom/');
    await waitForApp(page);
    await page.locator('button.navbar__toggle').click();
    const tabs = page.locator('[data-testid="mobile-section-tabs"] > li');
    await expect(tabs).toHaveCount(3);
    const api = page.locator('[data-testid="mobile-section-tabs"] button[data-navbar-link-id="API"]');
    await api.click();
    await expect(tabs).toHaveCount(1);
    await expect(api).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Open API' })).toHaveAttribute('href', '/docs/api/');
    await api.click();
    await expect(tabs).toHaveCount(3);
    await expect(page.locator('nav.navbar')).toContainClass('navbar-sidebar--show');
    await page.setViewportSize({ width: BREAKPOINT_DESKTOP_PX + 100, height: 900 });
    await expect(page.locator('nav.navbar')).not.toContainClass('navbar-sidebar--show');
  });

  test(
    "shows a doc page's sidebar in the menu, also when opened the moment the page is ready",
    STOCK,
    async ({ page }) => {
      // The mobile copy of the sidebar mounts at idle time, or at once when the menu opens first.
      await page.goto('/docs/tokens/');
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.locator('button.navbar__toggle').click();
      const sidebarLink = page.locator('.navbar-sidebar .theme-doc-sidebar-menu a[aria-current="page"]');
      await expect(sidebarLink).toHaveAttribute('href', '/docs/tokens/');
      await expect(sidebarLink).toBeVisible();
    },
  );

  test('skips the closed menu’s rendering, and shows its content through the closing slide', async ({ page }) => {
    await page.goto('/docs/api/cards/');
    await waitForApp(page);
    const menu = page.locator('.navbar-sidebar');
    const contentVisibility = () => menu.evaluate((element) => getComputedStyle(element).contentVisibility);
    // src/css/custom.css: the theme renders the menu on phones when the navbar hydrates.
    expect(await contentVisibility()).toBe('hidden');
    await page.locator('button.navbar__toggle').click();
    expect(await contentVisibility()).toBe('visible');
    await expect(page.locator('[data-testid="mobile-section-tabs"]')).toBeVisible();
    // Closed, and read a frame later, in the theme's 200 ms slide out: the content is still drawn.
    const closing = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('.navbar-sidebar__close')?.click();
      await new Promise(requestAnimationFrame);
      const element = document.querySelector('.navbar-sidebar')!;
      return {
        contentVisibility: getComputedStyle(element).contentVisibility,
        sliding: element.getAnimations().some((animation) => animation.playState === 'running'),
      };
    });
    expect(closing).toEqual({ contentVisibility: 'visible', sliding: true });
    await expect.poll(contentVisibility).toBe('hidden');
  });

  test('shows the Ready-to-Launch tabs on its pages, with the mode switch', async ({ page }) => {
    await page.goto('/docs/ready-to-launch/banking/');
    await waitForApp(page);
    await page.locator('button.navbar__toggle').click();
    const back = page.getByRole('button', { name: /back to main menu/i });
    if (await back.count()) await back.click();
    const ids = await page
      .locator('[data-testid="mobile-section-tabs"] button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-navbar-link-id')));
    expect(ids).toEqual(['Banking', 'Capital', 'Bill Pay']);
    expect(await page.locator('.navbar-sidebar [data-testid="mode-switch"]').count()).toBe(1);
  });
});

test.describe('addresses', () => {
  test('shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/docs/api/no-such-resource/');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: /Search the docs for “no such resource”/ }).waitFor();
    expect(await page.locator('main code').first().textContent()).toBe('/docs/api/no-such-resource/');
  });

  test('follows the redirect table, keeping query and hash', async ({ page }) => {
    await page.goto('/docs/ready-to-launch/?from=old#top');
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(
      '/docs/ready-to-launch/banking/?from=old#top',
    );
  });

  test('follows the redirect page a static host would serve, keeping query and hash', async ({ page, baseURL }) => {
    const redirectPage = readFileSync(path.join(buildDir, 'ready-to-launch/index.html'), 'utf8');
    await page.route(`${baseURL}/docs/ready-to-launch/?*`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: redirectPage }),
    );
    await page.goto('/docs/ready-to-launch/?from=old#top');
    await page.waitForURL('**/docs/ready-to-launch/banking/**');
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe('/docs/ready-to-launch/banking/?from=old#top');
  });

  test('normalises .html and /index.html addresses in the browser, as on a plain static host', async ({
    page,
    baseURL,
  }) => {
    const apiPage = readFileSync(path.join(buildDir, 'api/index.html'), 'utf8');
    for (const address of ['/docs/api/index.html?x=1#base-urls', '/docs/api.html?x=1#base-urls']) {
      await page.route(`${baseURL}${address.split('?')[0]}*`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: apiPage }),
      );
      await page.goto(address);
      await page.waitForURL((url) => url.pathname === '/docs/api/');
      const url = new URL(page.url());
      expect(url.search + url.hash, address).toBe('?x=1#base-urls');
    }
  });

  test('normalises .html addresses on the server with a 301', async ({ page }) => {
    const response = await page.goto('/docs/api/index.html');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/docs\/api\/index\.html$/);
    expect(new URL(page.url()).pathname).toBe('/docs/api/');
  });
});
