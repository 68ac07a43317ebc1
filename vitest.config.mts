import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@site': path.resolve(import.meta.dirname) };
/** What plugins/small-runtime compiles into the site's bundles (src/types/runtime.d.ts). */
const define = { __DOCS_HYDRATION_GATES__: JSON.stringify('deferred') };

/**
 * Two projects, run in this order by scripts/test-all.mjs:
 * - unit: no build needed;
 * - build: reads the production build in build/.
 * The browser tests (tests/e2e) run on Playwright Test after them: see playwright.config.ts.
 */
export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to its main process (one worker on CI's 2 cores),
    // but the main process mostly waits: on 2 cores the unit project took 86 s with one worker, 56 s with two.
    maxWorkers: availableParallelism(),
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
        define,
        // tsconfig says "jsx": "preserve" for Docusaurus; tests compile JSX themselves.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The files a worker runs share their modules: most import the same heavy ones (the site
          // config, Redocly, MDX), which isolation loaded again for each file (on 2 cores the project
          // took 63.5 s isolated, 44.0 s not, same hour). A file that mocks a module loads what uses
          // the mock afresh and drops both when it ends (tests/unit/pageActions.test.tsx).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        define,
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
    ],
  },
});
