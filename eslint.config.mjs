// ESLint flat config: typescript-eslint's recommended rules on every file and its type-aware ones
// (recommendedTypeChecked, types from tsconfig.json) on the TypeScript files (the .mjs files'
// JSDoc types are checked by tsc, checkJs), React and hooks rules, accessibility of JSX (what axe
// cannot see statically), and no import of an undeclared package.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-stock/',
      '.docusaurus/',
      '.docusaurus-stock/',
      'node_modules/',
      'coverage/',
      'bench-results/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  // Every file: typescript-eslint's rules that need no type information. The .mjs files get only
  // these: tsc already checks them (checkJs, JSDoc types), their JSDoc types are looser than
  // TypeScript's (type-aware rules would mostly report `any`), and a typed lint of them would
  // cost time for little gain.
  ...tseslint.configs.recommended,
  {
    // TypeScript: the type-aware rules too, with type information from tsconfig.json.
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react/prop-types': 'off',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // A labelled scroll region must be focusable to be scrolled by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Docusaurus's webpack aliases (the site, the theme, generated files and the core's client
      // modules such as @docusaurus/Link) and the search plugin's alias are not packages.
      'import-x/internal-regex':
        '^(@site|@theme|@theme-original|@theme-init|@generated)/|^@docusaurus/([A-Z]\\w*|use[A-Z]\\w*|router|renderRoutes|isInternalUrl|constants)$|^unit-docs-real-algoliasearch-lite$',
    },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          includeTypes: true,
          // Tests, scripts and tool configs may use devDependencies; the site and its plugins may not.
          devDependencies: ['tests/**', 'scripts/**', '*.config.{ts,mts,mjs}', 'src/types/**'],
        },
      ],
    },
  },
  {
    // Bundler loaders are required by the bundler: CommonJS in Node.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,mjs,js,cjs}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
