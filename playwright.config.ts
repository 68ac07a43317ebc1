/**
 * The browser tests (tests/e2e): Playwright Test against the production build in build/, served by
 * the project's own server (server/cli.mjs) on a fixed port, in Debian's Chromium (tests/chromium.mjs),
 * with the API mock of `npm run mock` (scripts/mock.mjs) beside it for the Try it panel's tests.
 * `npm run test:e2e` runs them alone; `npm test` runs them last and counts them from the JSON report.
 * A test that fails keeps its trace (test-results/e2e/…/trace.zip; `npx playwright show-trace` opens it)
 * and a screenshot.
 * No retries: a flaky test is a bug to fix.
 */
import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.mjs';
import { MOCK_ORIGIN, MOCK_PORT } from './tests/e2e/mockServer';

/** A port nothing else on the machine uses; E2E_PORT picks another. */
const PORT = Number(process.env.E2E_PORT ?? 3471);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The build to test: build/ unless E2E_BUILD_DIR names another (the stock-runtime build of `npm test`). */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
/**
 * The API mock is for the Try it tests only (tests/e2e/tryIt.test.ts). E2E_MOCK=off does not start it:
 * `npm test`'s run of the @stock tests, none of which calls it, so saves its start-up (about 8 s,
 * before any test runs). A test that calls it then fails on the refused connection.
 */
const MOCK = process.env.E2E_MOCK !== 'off';

/** `npm run mock` (scripts/mock.mjs), for the Try it panel's tests. */
const mockServer = {
  command: `node scripts/mock.mjs --port ${MOCK_PORT} --host 127.0.0.1`,
  // Any answer will do: without a token the mock answers 401, which Playwright counts as up.
  url: `${MOCK_ORIGIN}/cards/10101`,
  reuseExistingServer: false,
  // Bundling the description and starting Prism take a while on a busy machine.
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  // Traces and other artifacts; Playwright empties this folder at each run, so it is not the
  // test-results/ folder itself, where scripts/test-all.mjs keeps the other reports.
  outputDir: process.env.E2E_BUILD_DIR ? 'test-results/e2e-stock' : 'test-results/e2e',
  // Every test on its own, shared by two workers (one Chromium each): this machine has 2 cores.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The whole-site accessibility crawl alone takes about 12 minutes on a slow 2-core machine.
  globalTimeout: 30 * 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: `test-results/${process.env.E2E_BUILD_DIR ? 'e2e-stock' : 'e2e'}.json` }],
  ],
  webServer: [
    {
      command: `node server/cli.mjs --port ${PORT} --host 127.0.0.1 --dir ${BUILD_DIR}`,
      url: `${ORIGIN}/docs/`,
      // A server already on the port would be tested instead of this build: fail instead.
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(MOCK ? [mockServer] : []),
  ],
  use: {
    baseURL: ORIGIN,
    viewport: { width: 1280, height: 900 },
    // Playwright starts each worker's Chromium with a fresh profile.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A failed test keeps its trace of actions and their logs, a screenshot of the page and
    // Playwright's error context (its accessibility tree); no DOM snapshots or screencast in the trace
    // (and so no network or console either): taking them at every action of every test, passed or
    // failed, was a third of these tests' time (the accessibility crawl's own setting). `--trace on`
    // records everything when debugging.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
});
