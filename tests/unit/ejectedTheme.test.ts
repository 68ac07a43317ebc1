/**
 * The theme files that src/theme/ ejects (full copies, edited; see UPGRADING.md) were copied from
 * Docusaurus 3.10.2. Upstream fixes never reach a copy, so this test notices when the installed theme's
 * version of a copied file changes: compare the project's copy with it, carry the changes over, then
 * record the new digest here.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Ejected file → the theme's source it was copied from, and that source's SHA-256 in 3.10.2. */
const EJECTED: { ours: string; theme: string; file: string; sha256: string }[] = [
  {
    ours: 'src/theme/TabItem/index.tsx',
    theme: '@docusaurus/theme-classic',
    file: 'src/theme/TabItem/index.tsx',
    sha256: 'ae4551e4bf875551562f45828998dc22e58ca81f73badc96519deddf1b50a257',
  },
  {
    ours: 'src/theme/TabItem/styles.module.css',
    theme: '@docusaurus/theme-classic',
    file: 'src/theme/TabItem/styles.module.css',
    sha256: 'e1321924bc6c1a8eabda916c5418efc0c9bac50e3ca17127c9cda94f2736e4c6',
  },
  {
    ours: 'src/theme/Navbar/Content/index.tsx',
    theme: '@docusaurus/theme-classic',
    file: 'src/theme/Navbar/Content/index.tsx',
    sha256: '6652ddae039764d15b1c78444199ce2501fd4219e8a1a62f20c40794c0eac0e6',
  },
  {
    ours: 'src/theme/Navbar/Layout/index.tsx',
    theme: '@docusaurus/theme-classic',
    file: 'src/theme/Navbar/Layout/index.tsx',
    sha256: 'ce91603fb7b4c047824df3b8da8041a1837556040058a1d247113862ccdf07a0',
  },
  {
    ours: 'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.tsx',
    theme: '@docusaurus/theme-classic',
    file: 'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.tsx',
    sha256: '39b218666f365695bb95b11020b26a98db42ff757483dc82bb2d8af1ac2c11b2',
  },
  {
    ours: 'src/theme/NotFound/Content/index.tsx',
    theme: '@docusaurus/theme-classic',
    file: 'src/theme/NotFound/Content/index.tsx',
    sha256: '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4',
  },
  {
    ours: 'src/theme/SearchBar/index.tsx',
    theme: '@docusaurus/theme-search-algolia',
    file: 'src/theme/SearchBar/index.tsx',
    sha256: '11ed3f658fb077fc06110893c9e4bdedd580a05be12f8c8c6ebf5767586eb04f',
  },
];

const root = path.resolve(__dirname, '../..');

/** The installed theme's copy of a file, from the package's shipped TypeScript sources. */
function themeFile(theme: string, file: string): string {
  return path.join(root, 'node_modules', theme, file);
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('ejected theme files', () => {
  it.each(EJECTED)('$ours: the theme’s $file is still the one it was copied from', ({ ours, theme, file, sha256 }) => {
    expect(
      digest(themeFile(theme, file)),
      `${theme}/${file} changed upstream: compare ${ours} with it (UPGRADING.md), then record its new SHA-256 here`,
    ).toBe(sha256);
  });

  it('notices a change', () => {
    const [entry] = EJECTED;
    expect(digest(themeFile(entry!.theme, entry!.file))).not.toBe(digest(path.join(root, entry!.ours)));
  });
});
