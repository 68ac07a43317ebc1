/** Page-loading and persistence behaviours of spec §2, §4 and §8 in a real browser. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { BREAKPOINT_DESKTOP_PX, PROGRESS_BAR } from '../../src/config/constants';
import { openPage, origin, waitForApp } from './browser';

const buildDir = path.resolve(__dirname, '../../build');

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

describe('page-loading behaviour', () => {
  it('scrolls to the top after a route change, and to the anchor when the URL has one', async () => {
    const { page, close } = await openPage({ viewport: { width: 1280, height: 700 } });
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
    await close();
  });

  it('shows the progress bar after its delay, from its minimum, at its speed, trickling by its rate', async () => {
    const { page, close } = await openPage();
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
    // Slow every script so the next route takes long enough for several trickle steps.
    const slowMs = PROGRESS_BAR.delayMs + 3 * PROGRESS_BAR.trickleSpeedMs;
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, slowMs));
      await route.continue();
    });
    await page.evaluate(() => ((window as unknown as { navStart: number }).navStart = performance.now()));
    await page.locator('footer a[href="/docs/api/"]').click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'API overview');
    await page.waitForFunction(() => !document.getElementById('nprogress'));
    const positions = await page.evaluate(
      () =>
        (window as unknown as { bar: { at: number; transform: string; duration: string; rendered: boolean }[] }).bar,
    );
    await close();

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
    for (const step of trickles) {
      expect(step.percent - previous.percent, JSON.stringify(moving)).toBeCloseTo(PROGRESS_BAR.trickleRate * 100, 6);
      expect(step.at - previous.at, JSON.stringify(moving)).toBeGreaterThan(PROGRESS_BAR.trickleSpeedMs - 100);
      expect(step.at - previous.at, JSON.stringify(moving)).toBeLessThan(PROGRESS_BAR.trickleSpeedMs + 300);
      previous = step;
    }
  });

  it('logs a warning and reloads the page fully when a route fails to preload', async () => {
    const { page, problems, close } = await openPage();
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
    await close();
  });

  // Docusaurus itself skips prefetching on slow or data-saver connections; this guards it across upgrades.
  it('skips prefetching on data-saver and 2G connections', async () => {
    const countPrefetches = async (connection?: { saveData: boolean; effectiveType: string }) => {
      const { page, close } = await openPage();
      if (connection) {
        await page.addInitScript((value) => {
          Object.defineProperty(navigator, 'connection', { value });
        }, connection);
      }
      await page.goto('/docs/');
      await waitForApp(page);
      await page.locator('main a[href="/docs/api/"]').first().hover();
      await page.waitForTimeout(500);
      const count = await page.locator('link[rel="prefetch"]').count();
      await close();
      return count;
    };
    expect(await countPrefetches()).toBeGreaterThan(0);
    expect(await countPrefetches({ saveData: true, effectiveType: '4g' })).toBe(0);
    expect(await countPrefetches({ saveData: false, effectiveType: '2g' })).toBe(0);
    expect(await countPrefetches({ saveData: false, effectiveType: 'slow-2g' })).toBe(0);
  });

  it("falls back to 'This page crashed.' with 'Try again' and the error chain when a page throws", async () => {
    const { page, close } = await openPage();
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
    await close();
  });

  it('names the page when its module has no default export (spec §8)', async () => {
    const { page, close } = await openPage();
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
    await close();
  });
});

describe('persistence and resilience', () => {
  it('remembers a dismissed announcement per announcement id', async () => {
    const { page, close } = await openPage();
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
    await close();
  });

  it('keeps working, with a warning, when browser storage is unavailable', async () => {
    const { page, problems, close } = await openPage();
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
      await toggle.click();
    }
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.warnings.join('\n')).toMatch(/storage is not available/i);
    await close();
  });

  it('labels the single docs version current/Next in the page metadata', async () => {
    const { page, close } = await openPage();
    await page.goto('/docs/api/');
    await waitForApp(page);
    expect(await page.locator('html').getAttribute('class')).toContain('docs-version-current');
    expect(await page.locator('meta[name="docsearch:version"]').getAttribute('content')).toBe('current');
    await close();
  });

  it('tells the operator when the site did not load under its base URL', async () => {
    const { page, close } = await openPage();
    // A wrong base URL means the site's scripts and styles do not load.
    await page.route(/\.(js|css)$/, (route) => route.abort('failed'));
    await page.goto('/docs/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
    await banner.getByText(/did not load properly/).waitFor();
    expect(await banner.textContent()).toMatch(/baseUrl/);
    await close();
  });
});

describe('mobile menu', () => {
  it('narrows to one selected tab, deselects it on a second click, and closes when the window widens', async () => {
    const { page, close } = await openPage({ viewport: { width: 600, height: 900 } });
    await page.goto('/docs/custom/');
    await waitForApp(page);
    await page.locator('button.navbar__toggle').click();
    const tabs = page.locator('[data-testid="mobile-section-tabs"] > li');
    expect(await tabs.count()).toBe(3);
    const api = page.locator('[data-testid="mobile-section-tabs"] button[data-navbar-link-id="API"]');
    await api.click();
    expect(await tabs.count()).toBe(1);
    expect(await api.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Open API' }).getAttribute('href')).toBe('/docs/api/');
    await api.click();
    expect(await tabs.count()).toBe(3);
    expect(await page.locator('nav.navbar').getAttribute('class')).toContain('navbar-sidebar--show');
    await page.setViewportSize({ width: BREAKPOINT_DESKTOP_PX + 100, height: 900 });
    await page.waitForFunction(() => !document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'));
    await close();
  });

  it('shows the Ready-to-Launch tabs on its pages, with the mode switch', async () => {
    const { page, close } = await openPage({ viewport: { width: 600, height: 900 } });
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
    await close();
  });
});

describe('addresses', () => {
  it('shows the not-found page with status 404', async () => {
    const { page, close } = await openPage();
    const response = await page.goto('/docs/api/no-such-resource/');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: /Search the docs for “no such resource”/ }).waitFor();
    expect(await page.locator('main code').first().textContent()).toBe('/docs/api/no-such-resource/');
    await close();
  });

  it('follows the redirect table, keeping query and hash', async () => {
    const { page, close } = await openPage();
    await page.goto('/docs/ready-to-launch/?from=old#top');
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(
      '/docs/ready-to-launch/banking/?from=old#top',
    );
    await close();
  });

  it('follows the redirect page a static host would serve, keeping query and hash', async () => {
    const { page, close } = await openPage();
    const redirectPage = readFileSync(path.join(buildDir, 'ready-to-launch/index.html'), 'utf8');
    await page.route(`${origin()}/docs/ready-to-launch/?*`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: redirectPage }),
    );
    await page.goto('/docs/ready-to-launch/?from=old#top');
    await page.waitForURL('**/docs/ready-to-launch/banking/**');
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe('/docs/ready-to-launch/banking/?from=old#top');
    await close();
  });

  it('normalises .html and /index.html addresses in the browser, as on a plain static host', async () => {
    const { page, close } = await openPage();
    const apiPage = readFileSync(path.join(buildDir, 'api/index.html'), 'utf8');
    for (const address of ['/docs/api/index.html?x=1#base-urls', '/docs/api.html?x=1#base-urls']) {
      await page.route(`${origin()}${address.split('?')[0]}*`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: apiPage }),
      );
      await page.goto(address);
      await page.waitForURL((url) => url.pathname === '/docs/api/');
      const url = new URL(page.url());
      expect(url.search + url.hash, address).toBe('?x=1#base-urls');
    }
    await close();
  });

  it('normalises .html addresses on the server with a 301', async () => {
    const { page, close } = await openPage();
    const response = await page.goto('/docs/api/index.html');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/docs\/api\/index\.html$/);
    expect(new URL(page.url()).pathname).toBe('/docs/api/');
    await close();
  });
});
