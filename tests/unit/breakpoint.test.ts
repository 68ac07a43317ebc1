/**
 * The desktop/mobile breakpoint (CONTRIBUTING.md#constants) lives in three places that must agree: the theme's
 * JavaScript (which decides when the mobile sidebar closes), Infima's CSS, and this project's CSS.
 * BREAKPOINT_DESKTOP_PX is the project's statement of it; this test fails when any copy differs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { BREAKPOINT_DESKTOP_PX } from '../../src/config/constants';

const require = createRequire(__filename);
const srcDir = path.resolve(__dirname, '../../src');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return cssFiles(full);
    return name.endsWith('.css') ? [full] : [];
  });
}

/** Every `(max-width: Npx)` and `(min-width: Npx)` of a stylesheet. */
function widthQueries(css: string): { kind: 'max' | 'min'; px: number }[] {
  return [...css.matchAll(/@media[^{]*?\((max|min)-width:\s*(\d+(?:\.\d+)?)px\)/g)].map((match) => ({
    kind: match[1] as 'max' | 'min',
    px: Number(match[2]),
  }));
}

describe('desktop/mobile breakpoint', () => {
  it("is the theme's JavaScript breakpoint", () => {
    const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
    const hook = readFileSync(path.join(themeCommonLib, 'hooks/useWindowSize.js'), 'utf8');
    expect(Number(/const DesktopBreakpoint = (\d+);/.exec(hook)?.[1])).toBe(BREAKPOINT_DESKTOP_PX);
  });

  it("is Infima's mobile breakpoint", () => {
    const fromTheme = createRequire(require.resolve('@docusaurus/theme-classic/package.json'));
    const infima = readFileSync(fromTheme.resolve('infima/dist/css/default/default.css'), 'utf8');
    // Infima also has a small-phone and a wide-screen query; its grid turns to one column at this one.
    expect(widthQueries(infima)).toContainEqual({ kind: 'max', px: BREAKPOINT_DESKTOP_PX });
  });

  it('is the width of every desktop/mobile media query of the project CSS', () => {
    const found = cssFiles(srcDir).flatMap((file) =>
      widthQueries(readFileSync(file, 'utf8')).map((query) => ({ file: path.relative(srcDir, file), ...query })),
    );
    // A query within 100 px of the breakpoint is meant as the desktop/mobile switch; wider layouts
    // (such as the API pages' three columns from 1280 px) are breakpoints of their own.
    const switches = found.filter(({ px }) => Math.abs(px - BREAKPOINT_DESKTOP_PX) <= 100);
    expect(switches.length).toBeGreaterThanOrEqual(3);
    for (const { file, kind, px } of switches) {
      // max-width: 996px is mobile; min-width: 997px is desktop.
      expect(px, `${file}: (${kind}-width: ${px}px)`).toBe(
        kind === 'max' ? BREAKPOINT_DESKTOP_PX : BREAKPOINT_DESKTOP_PX + 1,
      );
    }
  });
});
