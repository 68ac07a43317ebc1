import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@site': path.resolve(import.meta.dirname) };

/**
 * Three projects, run in this order by scripts/test-all.mjs:
 * - unit: no build needed;
 * - build: reads the production build in build/;
 * - e2e: a real Chromium against the production build served by the project's server.
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
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium serves every file; two files at a time suit a 2-core machine.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
