/**
 * Where the browser tests' API mock listens: `npm run mock` (scripts/mock.mjs), started beside the
 * site by playwright.config.ts. Not port 4010, which a reader's own mock uses; E2E_MOCK_PORT picks another.
 */
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4611);
export const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;
