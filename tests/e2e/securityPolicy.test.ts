/**
 * The Content-Security-Policy in a real browser: the site's pages run under it with no violation
 * (their inline scripts are allowed by hash), and the check notices an inline script the build did
 * not hash.
 */
import { expect, test, waitForApp } from './fixtures';
import { recordPolicyViolations, takeConsoleProblems } from './pageConsole';

const SAMPLE = [
  '/docs/',
  '/docs/api/',
  '/docs/api/cards/',
  '/docs/quickstart/',
  '/docs/ready-to-launch/banking/',
  '/docs/no-such-page/',
  // A redirect page: its inline script sends the reader on, keeping query and hash.
  '/docs/ready-to-launch/?from=old',
];

test.describe('content security policy', () => {
  test('is sent with every sampled page and none of them violates it', async ({ page, problems }) => {
    await recordPolicyViolations(page);
    const found: string[] = [];
    for (const route of SAMPLE) {
      const response = await page.goto(route);
      await waitForApp(page);
      const policy = (await response?.request().redirectedFrom()?.response())?.headers()['content-security-policy'];
      expect(response?.headers()['content-security-policy'] ?? policy, route).toContain("script-src 'self' 'sha256-");
      const notFound = response?.status() === 404;
      found.push(...(await takeConsoleProblems(page, problems, route, { notFound })));
    }
    expect(found).toEqual([]);
  });

  test('reports an inline script the build did not hash', async ({ page, problems, baseURL }) => {
    const real = await fetch(`${baseURL}/docs/api/`);
    const policy = real.headers.get('content-security-policy');
    expect(policy).toBeTruthy();
    const html = (await real.text()).replace('<head>', '<head><script>window.__injected = true;</script>');
    await recordPolicyViolations(page);
    await page.route(`${baseURL}/docs/csp-probe/`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': policy! },
        body: html,
      }),
    );
    await page.goto('/docs/csp-probe/');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    const found = await takeConsoleProblems(page, problems, '/docs/csp-probe/');
    expect(found.some((line) => line.includes('CSP violation: script-src-elem blocked inline'))).toBe(true);
    expect(found.some((line) => line.includes('console error: Executing inline script violates'))).toBe(true);
  });
});
