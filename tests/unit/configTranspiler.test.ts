/**
 * scripts/configTranspiler.cjs: Docusaurus's config loader (jiti 1, through @docusaurus/utils'
 * loadFreshModule) transpiling with swc instead of Babel. A departure from Docusaurus's public API, so
 * this fails when Docusaurus stops loading its config through that jiti, or when the two transpilers
 * give different configs. Each load runs in a child process with a temporary folder of its own, where
 * jiti keeps its transpile cache: every file is cold, as on a fresh clone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/** Prints the config, functions and regular expressions by name, then whether the swc wrap applied. */
const LOAD_CONFIG = `
const { useSwcForConfig } = require('./scripts/configTranspiler.cjs');
const wrapped = process.argv[2] === 'swc' ? useSwcForConfig(process.cwd()) : false;
require('@docusaurus/utils').loadFreshModule(process.argv[1]).then((config) => {
  const named = (key, value) =>
    typeof value === 'function' ? 'function ' + value.name : value instanceof RegExp ? String(value) : value;
  console.log(JSON.stringify({ wrapped, config: JSON.parse(JSON.stringify(config, named)) }));
});
`;

/** The config file as loaded by Docusaurus with the transpiler, and the version tags of jiti's cache files. */
function loadConfig(transpiler: 'swc' | 'babel', file = path.join(root, 'docusaurus.config.ts')) {
  const temporary = mkdtempSync(path.join(tmpdir(), 'config-transpiler-'));
  try {
    const output = execFileSync(process.execPath, ['-e', LOAD_CONFIG, file, transpiler], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TMPDIR: temporary, JITI_DEBUG: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const cacheDir = path.join(temporary, 'node-jiti');
    const cacheTags = new Set(
      readdirSync(cacheDir).map(
        (name) => /\/\* (v[^ ]+)-[0-9a-f]{16} \*\/$/.exec(readFileSync(path.join(cacheDir, name), 'utf8'))?.[1],
      ),
    );
    return {
      ...(JSON.parse(output.trim().split('\n').at(-1) ?? '') as { wrapped: boolean; config: unknown }),
      cacheTags,
    };
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

describe('the config transpiler (scripts/configTranspiler.cjs)', () => {
  it(
    'gives Docusaurus the same config through swc as through Babel, and swc did transpile it',
    { timeout: 60_000 },
    () => {
      const babel = loadConfig('babel');
      const swc = loadConfig('swc');
      expect(swc.wrapped, 'Docusaurus no longer loads its config through jiti 1: see UPGRADING.md').toBe(true);
      // jiti tags each cached file with its cache version, which the wrap's transformOptions extend
      // with their hash (once more for each level of imports: jiti 1 appends it in every child instance).
      expect([...babel.cacheTags]).toEqual(['v7']);
      const tags = [...swc.cacheTags];
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toMatch(/^v7(-[0-9a-f]{40})+$/);
      expect(new Set(tags.flatMap((tag) => tag?.split('-').slice(1) ?? [])).size).toBe(1);
      expect(swc.config).toEqual(babel.config);
      expect(JSON.stringify(swc.config)).toContain('"baseUrl":"/docs/"');
    },
  );

  it('fails a file that swc cannot parse with a message naming it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-transpiler-bad-'));
    try {
      const file = path.join(dir, 'broken.config.ts');
      writeFileSync(file, 'const config: = {};\nexport default config;\n');
      expect(() => loadConfig('swc', file)).toThrow(/broken\.config\.ts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
