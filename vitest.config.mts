import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@site': path.resolve(import.meta.dirname) };

/**
 * Two projects, run in this order by scripts/test-all.mjs:
 * - unit: no build needed;
 * - build: reads the production build in build/.
 * The browser tests (tests/e2e) run on Playwright Test after them: see playwright.config.ts.
 */
export default defineConfig({
  test: {
    // `npm run test:coverage`: the unit project's coverage of the site's own code. The thresholds
    // are what it measured when they were set, rounded down; raise them as tests are added.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx,mjs}', 'plugins/**/*.{ts,tsx,mjs}', 'server/**/*.mjs'],
      exclude: ['**/*.d.ts'],
      reporter: ['text-summary', 'html'],
      thresholds: { statements: 53, branches: 50, functions: 45, lines: 55 },
    },
    projects: [
      {
        resolve: { alias },
        // tsconfig says "jsx": "preserve" for Docusaurus; tests compile JSX themselves.
        oxc: { jsx: { runtime: 'automatic' } },
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
    ],
  },
});
