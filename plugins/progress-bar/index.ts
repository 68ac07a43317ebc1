/**
 * Owns the route progress bar (CONTRIBUTING.md#page-loading). The classic theme registers its own nprogress client
 * module with fixed options; this plugin aliases that module to src/clientModules/progressBar.ts,
 * which applies the spec's constants. Aliasing keeps one bar and one set of listeners.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(__filename);

export default function progressBarPlugin(): Plugin {
  const themeProgressModule = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');
  const ourProgressModule = path.resolve(__dirname, '../../src/clientModules/progressBar.ts');
  return {
    name: 'progress-bar',
    configureWebpack() {
      return { resolve: { alias: { [themeProgressModule]: ourProgressModule } } };
    },
  };
}
