/**
 * docusaurus.config.ts as Docusaurus loads it (jiti, through @docusaurus/utils' loadFreshModule), on
 * a cold transpile cache: jiti may transpile the site's own files, but no file of a package, since
 * the plugins load their ES-module packages through Node (plugins/nodeRequire.ts). An `import` of
 * such a package at the top of a plugin module would cost a fresh clone seconds of `npm start`
 * (about 35 s for the packages the plugins use) and fails this test, naming the package.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/** The files jiti transpiled while loading the config, from its debug output. */
function transpiledFiles(): string[] {
  const cache = mkdtempSync(path.join(tmpdir(), 'config-load-'));
  try {
    const output = execFileSync(
      process.execPath,
      [
        '-e',
        "require('@docusaurus/utils').loadFreshModule(process.argv[1]).then(() => console.log('[loaded]'))",
        path.join(root, 'docusaurus.config.ts'),
      ],
      // jiti keeps its cache in the system's temporary folder: a fresh one makes every file cold.
      { cwd: root, encoding: 'utf8', env: { ...process.env, JITI_DEBUG: '1', TMPDIR: cache } },
    );
    expect(output).toContain('[loaded]');
    return [...output.matchAll(/\[jiti\] \[transpile\](?: \[esm\])? (\S+)/g)].map((match) => match[1] ?? '');
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

describe('loading docusaurus.config.ts', () => {
  it('transpiles the site’s own files only, no package', { timeout: 60_000 }, () => {
    const files = transpiledFiles();
    expect(files).toContain(path.join(root, 'docusaurus.config.ts'));
    const packages = [
      ...new Set(
        files.flatMap((file) => {
          const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file);
          return match?.[1] ? [match[1]] : [];
        }),
      ),
    ];
    expect(packages, 'packages transpiled by jiti: load them with nodeRequire (plugins/nodeRequire.ts)').toEqual([]);
  });

  it('loads twice in one process, as `docusaurus build` does', { timeout: 60_000 }, () => {
    // Modules the config imports run again on each load, over the packages' one instance (refractor's
    // languages that change another must not run twice: plugins/code-highlighting/rehypePrism.ts).
    const output = execFileSync(
      process.execPath,
      [
        '-e',
        "const { loadFreshModule } = require('@docusaurus/utils'); loadFreshModule(process.argv[1]).then(() => loadFreshModule(process.argv[1])).then(() => console.log('[loaded twice]'))",
        path.join(root, 'docusaurus.config.ts'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(output).toContain('[loaded twice]');
  });
});
