/**
 * What a clean page means in the console: no console error or warning, no uncaught error, and no
 * Content-Security-Policy violation (recorded in the page from `securitypolicyviolation` events,
 * which fire even where Chromium logs nothing). Used by the crawl over every page
 * (accessibility.test.ts, one visit per page) and by the policy tests (securityPolicy.test.ts).
 */
import type { Page } from '@playwright/test';

import type { PageProblems } from './fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Call before the page's first navigation. */
export async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** What Chromium logs for a document answered with 404: expected once on the not-found page. */
const DOCUMENT_NOT_FOUND = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Everything the page reported since the last call, each line naming `label`; empties the record.
 * `notFound`: the page is the not-found page, whose own 404 status Chromium logs once.
 */
export async function takeConsoleProblems(
  page: Page,
  problems: PageProblems,
  label: string,
  { notFound = false } = {},
): Promise<string[]> {
  const violations = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
  const errors = problems.consoleErrors.splice(0);
  const own = errors.indexOf(DOCUMENT_NOT_FOUND);
  if (notFound && own !== -1) errors.splice(own, 1);
  const lines = [
    ...errors.map((text) => `${label} console error: ${text}`),
    ...problems.warnings.splice(0).map((text) => `${label} console warning: ${text}`),
    ...problems.pageErrors.splice(0).map((text) => `${label} uncaught error: ${text}`),
    ...violations.map((text) => `${label} CSP violation: ${text}`),
  ];
  return lines;
}
