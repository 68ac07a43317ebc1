/**
 * Upstream drift: every upstream file the project copies, ejects or replaces is pinned here by its
 * sha256, as installed at the versions UPGRADING.md names. An upgrade that changes one fails with the
 * upstream file and ours to re-check; after re-checking (and carrying the change over), put the new
 * hash here. The second half checks that UPGRADING.md lists every theme file, alias and deep import.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const UPGRADING_FILE = 'UPGRADING.md';
const require = createRequire(import.meta.url);

/** Every file under src/theme/, relative to it. */
function themeFiles(): string[] {
  return readdirSync(path.join(root, 'src/theme'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(root, 'src/theme'), path.join(entry.parentPath, entry.name)))
    .sort();
}

type PluginModule = { default: (...args: unknown[]) => Plugin | ((context: LoadContext) => Plugin) };

/**
 * The bundler aliases every local plugin sets, for the browser and the server bundle, read by calling
 * each plugin's configureWebpack (with the custom runtime, which sets the most).
 */
async function aliasesOfOurPlugins(): Promise<string[]> {
  const context = {
    siteDir: root,
    generatedFilesDir: path.join(root, '.docusaurus'),
    siteConfig: { url: 'https://example.com', baseUrl: '/docs/' },
  } as LoadContext;
  const utils = { currentBundler: { name: 'rspack', instance: { DefinePlugin: class {} } } };
  const aliases = new Set<string>();
  const folders = readdirSync(path.join(root, 'plugins'), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  for (const folder of folders) {
    const indexFile = path.join(root, 'plugins', folder.name, 'index.ts');
    // Only plugins that configure the bundler can set an alias; importing the others costs seconds.
    if (!existsSync(indexFile) || !readFileSync(indexFile, 'utf8').includes('configureWebpack')) continue;
    // plugins/docs-sections is @docusaurus/plugin-content-docs per section: its one alias (`~docs`) is the
    // docs plugin's own, and tests/unit/docsSections.test.ts checks what the wrapper changes.
    if (folder.name === 'docs-sections') continue;
    const module = (await import(indexFile)) as PluginModule;
    let plugin = module.default(context);
    // A plugin factory that takes options first (built-pages) returns the plugin's own factory.
    if (typeof plugin === 'function') plugin = plugin(context);
    for (const isServer of [false, true]) {
      const config = { resolve: { alias: {} } };
      const result = plugin.configureWebpack?.(config, isServer, utils as never, undefined);
      const alias = (result as { resolve?: { alias?: Record<string, string> } } | undefined)?.resolve?.alias;
      for (const key of Object.keys(alias ?? {})) aliases.add(key);
    }
  }
  return [...aliases].sort();
}

/** An alias as UPGRADING.md writes it: a package path for an absolute one, without `$` and `.js`. */
function normaliseAlias(alias: string): string {
  const packagePath = alias.includes('node_modules/') ? alias.slice(alias.lastIndexOf('node_modules/') + 13) : alias;
  return packagePath.replace(/\$$/, '').replace(/\.js$/, '');
}

/**
 * Imports into a package's files rather than its public entry points, in src/ and plugins/:
 * `@docusaurus/<package>/lib/…`, `…/internal`, and files reached through `createRequire` of a
 * package (`createRequire(require.resolve('pkg'))` then `load('../assets/x.js')`).
 */
function deepImports(): Array<{ file: string; specifier: string }> {
  const found: Array<{ file: string; specifier: string }> = [];
  for (const folder of ['src', 'plugins']) {
    const entries = readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(ts|tsx|mjs|js)$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const source = readFileSync(file, 'utf8');
      const relative = path.relative(root, file);
      const specifiers = [
        ...source.matchAll(
          /(?:from\s+|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|require(?:\.resolve)?\(\s*|import\s+)'([^']+)'/g,
        ),
      ].map((match) => match[1]!);
      for (const specifier of specifiers) {
        if (/^@docusaurus\/[^/]+\/lib\//.test(specifier) || /\/internal$/.test(specifier)) {
          found.push({ file: relative, specifier });
        }
      }
      for (const [, loader, pkg] of source.matchAll(/const (\w+) = createRequire\(require\.resolve\('([^']+)'\)\)/g)) {
        for (const [, target] of source.matchAll(new RegExp(`\\b${loader}\\('([^']+)'\\)`, 'g'))) {
          // The path from the package's folder in node_modules, however its entry point is nested.
          const resolved = path.resolve(path.dirname(require.resolve(pkg!)), target!);
          const fromPackage = resolved.slice(resolved.lastIndexOf(`node_modules/${pkg}/`) + 'node_modules/'.length);
          found.push({ file: relative, specifier: fromPackage });
        }
      }
    }
  }
  return found;
}

interface Pin {
  /** Under node_modules/. */
  upstream: string;
  /** Ours, to re-check when the upstream file changes. */
  ours: string;
  sha256: string;
}

export const PINS: Pin[] = [
  {
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    ours: 'plugins/small-runtime/clientEntry.tsx',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
  },
  {
    // Upstream's <Head> is react-helmet-async's <Helmet>; ours is the same once the first load has
    // hydrated. If upstream's starts doing more, ours must too.
    upstream: '@docusaurus/core/lib/client/exports/Head.js',
    ours: 'src/components/DeferredHydration/DeferredHead.tsx',
    sha256: 'cffe1438651ffcd100c4389ef8c04a522ef911827ec4ac4c4a3c231c0cc754af',
  },
  {
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    ours: 'plugins/small-runtime/routePrefetch.ts',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
  },
  {
    // The route data buckets create each leaf route with core's ComponentCreator after adding its
    // entries to the registry and chunk-name objects that ComponentCreator imports and reads per call.
    upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    ours: 'plugins/small-runtime/lazyRoute.ts',
    sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
  },
  {
    // preload() calls each matched route's `component.preload()` before a route renders: the lazy
    // routes load their bucket there.
    upstream: '@docusaurus/core/lib/client/preload.js',
    ours: 'plugins/small-runtime/lazyRoute.ts',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
  },
  {
    upstream: '@docusaurus/utils-common/lib/index.js',
    ours: 'plugins/small-runtime/utilsCommon.ts',
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
  },
  {
    upstream: '@docusaurus/core/lib/client/theme-fallback/Loading/index.js',
    ours: 'src/theme/Loading.tsx',
    sha256: 'ffd8013daa28cd24a849721acc38e47bb44582dfb8922f633d42eac5344dda54',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/nprogress.js',
    ours: 'src/clientModules/progressBar.ts',
    sha256: '58b21ff3eb278f6cd3932e02e92a50108dac3a7e3f014813fefc70335eaab48f',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    ours: 'plugins/code-highlighting/emptyClientModule.ts',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/MDXComponents/Code.tsx',
    ours: 'src/theme/MDXComponents/Code.tsx',
    sha256: '423f0c8361463a6c940c9d2d2c73003c05231e9008cf50c1d5f0d300acf60358',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/MDXComponents/Pre.tsx',
    ours: 'src/theme/MDXComponents/Pre.tsx',
    sha256: 'a2d53fa91686c39ccdfa7b504ff118717d51725e27fee3c526411c190b0b0cab',
  },
  {
    // Replaced: the mark is inline SVG (no image documents); the link, wrapper and title are the theme's.
    upstream: '@docusaurus/theme-classic/src/theme/Logo/index.tsx',
    ours: 'src/theme/Logo/index.tsx',
    sha256: '57c3bb938907055312f44b5baa4f561f4e3ae0e8f48dd04c4f805fddaf1cda12',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/Navbar/Content/index.tsx',
    ours: 'src/theme/Navbar/Content/index.tsx',
    sha256: '6652ddae039764d15b1c78444199ce2501fd4219e8a1a62f20c40794c0eac0e6',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/Navbar/Content/styles.module.css',
    ours: 'src/theme/Navbar/Content/styles.module.css',
    sha256: '9a38a2376247cc831429f91eb303a3bd921be50b752600c7b9d389f6c106d2ad',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/Navbar/Layout/index.tsx',
    ours: 'src/theme/Navbar/Layout/index.tsx',
    sha256: 'ce91603fb7b4c047824df3b8da8041a1837556040058a1d247113862ccdf07a0',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/Navbar/Layout/styles.module.css',
    ours: 'src/theme/Navbar/Layout/styles.module.css',
    sha256: 'e0749901b2327e46ffd8e94c6be735746e64bc6affbaf293181c5303bbc487eb',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/TabItem/index.tsx',
    ours: 'src/theme/TabItem/index.tsx',
    sha256: 'ae4551e4bf875551562f45828998dc22e58ca81f73badc96519deddf1b50a257',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/TabItem/styles.module.css',
    ours: 'src/theme/TabItem/styles.module.css',
    sha256: 'e1321924bc6c1a8eabda916c5418efc0c9bac50e3ca17127c9cda94f2736e4c6',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/Navbar/MobileSidebar/PrimaryMenu/index.tsx',
    ours: 'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.tsx',
    sha256: '39b218666f365695bb95b11020b26a98db42ff757483dc82bb2d8af1ac2c11b2',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/DocBreadcrumbs/index.tsx',
    ours: 'src/theme/DocBreadcrumbs/index.tsx',
    sha256: 'cd775016fe08bb584c5c8874172260fb863a664fdb7b66375af895b6ed99333d',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/DocBreadcrumbs/styles.module.css',
    ours: 'src/theme/DocBreadcrumbs/styles.module.css',
    sha256: 'b36cf46be2c3752f931d3cf55c277ed2117db5349538a7f9cff30ed68a194a75',
  },
  {
    upstream: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    ours: 'src/theme/DocBreadcrumbs/useDocBreadcrumbs.ts',
    sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
  },
  {
    upstream: '@docusaurus/theme-classic/src/theme/NotFound/Content/index.tsx',
    ours: 'src/theme/NotFound/Content/index.tsx',
    sha256: '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4',
  },
  {
    upstream: '@docusaurus/theme-search-algolia/src/theme/SearchBar/index.tsx',
    ours: 'src/theme/SearchBar/index.tsx',
    sha256: '11ed3f658fb077fc06110893c9e4bdedd580a05be12f8c8c6ebf5767586eb04f',
  },
  {
    upstream: '@docusaurus/theme-search-algolia/src/theme/SearchBar/styles.css',
    ours: 'src/theme/SearchBar/styles.module.css',
    sha256: 'a776bc0a95abd6034bed533d046005b655ff857c7635bda044e06a4ddffdb26d',
  },
  {
    // Not copied, but reached into: plugins/postman seeds the converter's own json-schema-faker.
    upstream: 'openapi-to-postmanv2/assets/json-schema-faker.js',
    ours: 'plugins/postman/collection.ts',
    sha256: '6e656f092027a37b4572ea99134d325f706157b8663a95cd74a2c85c4b62fcef',
  },
];

/** What the drift check says about one pin: nothing when it holds. */
export function driftMessage(pin: Pin, nodeModules = path.join(root, 'node_modules')): string | null {
  const file = path.join(nodeModules, pin.upstream);
  let actual: string;
  try {
    actual = createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return `The upstream file ${pin.upstream} is gone (an upgrade moved or removed it): re-check ${pin.ours}, which copies or replaces it (UPGRADING.md), then update its pin in tests/unit/upstreamDrift.test.ts.`;
  }
  if (actual === pin.sha256) return null;
  return `The upstream file ${pin.upstream} changed (sha256 ${actual.slice(0, 12)}…, pinned ${pin.sha256.slice(0, 12)}…): re-check ${pin.ours} against it and carry the change over (UPGRADING.md), then update its pin in tests/unit/upstreamDrift.test.ts.`;
}

describe('upstream files the project copies, ejects or replaces', () => {
  it.each(PINS)('$upstream is as pinned (ours: $ours)', (pin) => {
    const message = driftMessage(pin);
    // Thrown whole, so the report shows which files to re-check.
    if (message) throw new Error(message);
  });

  it('pins every file ours names, and each of ours exists', () => {
    for (const pin of PINS) expect(readFileSync(path.join(root, pin.ours)).length).toBeGreaterThan(0);
  });

  it('names the upstream file and ours when one changed', () => {
    const pin = PINS[0]!;
    const changed = driftMessage({ ...pin, sha256: '0'.repeat(64) });
    expect(changed).toContain(pin.upstream);
    expect(changed).toContain(pin.ours);
    expect(driftMessage({ ...pin, upstream: '@docusaurus/core/lib/client/gone.js' })).toMatch(/is gone.*clientEntry/);
  });
});

describe('UPGRADING.md lists every departure from stock Docusaurus', () => {
  const upgrading = readFileSync(path.join(root, UPGRADING_FILE), 'utf8');

  it('every file under src/theme/', () => {
    const files = themeFiles();
    expect(files.length).toBeGreaterThan(20);
    const missing = files.filter((file) => !upgrading.includes(`\`${file}\``));
    expect(missing, `${UPGRADING_FILE} does not list these files of src/theme/ (as \`path\`)`).toEqual([]);
  });

  it('every alias our plugins set', async () => {
    const aliases = await aliasesOfOurPlugins();
    expect(aliases.length).toBeGreaterThan(8);
    const missing = aliases.filter((alias) => !upgrading.includes(`\`${normaliseAlias(alias)}\``));
    expect(missing, `${UPGRADING_FILE} does not list these aliases of plugins/ (as \`name\`)`).toEqual([]);
  }, 30_000);

  it("every deep import into @docusaurus/*/lib or */internal, and the reach-ins to other packages' files", () => {
    const imports = deepImports();
    expect(imports.map(({ specifier }) => specifier)).toContain('openapi-to-postmanv2/assets/json-schema-faker.js');
    const missing = imports.filter(({ specifier }) => !upgrading.includes(`\`${specifier.replace(/\.js$/, '')}\``));
    expect(
      missing.map(({ file, specifier }) => `${file}: ${specifier}`),
      `${UPGRADING_FILE} does not list these deep imports (as \`specifier\`, without .js)`,
    ).toEqual([]);
  });
});
