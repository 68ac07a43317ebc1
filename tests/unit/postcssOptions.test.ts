import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import postcssOptionsPlugin from '../../plugins/postcss-options';

const root = path.resolve(__dirname, '../..');

describe('postcss-options plugin', () => {
  it('turns off the PostCSS config search and keeps Docusaurus’s plugins', () => {
    const plugins = [['postcss-preset-env', {}]];
    const options = postcssOptionsPlugin().configurePostCss?.({ ident: 'postcss', plugins });
    expect(options).toEqual({ ident: 'postcss', plugins, config: false });
  });

  it('leaves out postcss-preset-env under `docusaurus start` only, and keeps any other plugin', () => {
    const argv = process.argv;
    const nodeEnv = process.env.NODE_ENV;
    // As Docusaurus's style loader passes it: the module's resolved path and its options.
    const presetEnv = [require.resolve('postcss-preset-env'), {}];
    const other = { postcssPlugin: 'other', Once() {} };
    try {
      process.argv = [...argv.slice(0, 2), 'start'];
      process.env.NODE_ENV = 'development';
      const options = postcssOptionsPlugin().configurePostCss?.({ ident: 'postcss', plugins: [presetEnv, other] });
      expect(options).toEqual({ ident: 'postcss', plugins: [other], config: false });
      process.argv = [...argv.slice(0, 2), 'build', '--dev'];
      const build = postcssOptionsPlugin().configurePostCss?.({ ident: 'postcss', plugins: [presetEnv, other] });
      expect(build?.plugins).toEqual([presetEnv, other]);
    } finally {
      process.argv = argv;
      process.env.NODE_ENV = nodeEnv;
    }
  });

  it('loses nothing: the site has no PostCSS config (remove the plugin if one is added)', () => {
    const configFiles = [
      ...readdirSync(root).filter((name) => /^(\.?postcss(rc)?(\.config)?(\.[cm]?[jt]s|\.json|\.ya?ml)?)$/.test(name)),
      ...(existsSync(path.join(root, '.config'))
        ? readdirSync(path.join(root, '.config')).filter((name) => name.startsWith('postcssrc'))
        : []),
    ];
    expect(configFiles).toEqual([]);
    const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(packageJson).not.toHaveProperty('postcss');
  });
});
