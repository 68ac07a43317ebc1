/**
 * The constants of the site rules (CONTRIBUTING.md#constants), in one place. Client modules, theme
 * overrides and tests import them from here. Where the framework holds the value itself, a test
 * checks that the site behaves by it. (Skipping prefetch on 2G and data-saver connections is the
 * framework's alone, with no number to keep here: tests/e2e/behaviour.test.ts checks it.)
 */

/**
 * Desktop/mobile breakpoint. The theme's JavaScript and Infima hard-code it, and CSS media queries
 * cannot read a constant: tests/unit/breakpoint.test.ts fails when any of them differs from this.
 */
export const BREAKPOINT_DESKTOP_PX = 996;

/** Delay before the route-loading spinner shows (CONTRIBUTING.md#page-loading). */
export const LOADER_DELAY_MS = 200;

/** Top progress bar (CONTRIBUTING.md#page-loading). */
export const PROGRESS_BAR = {
  delayMs: 200,
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;

/**
 * Collapse animation duration under `prefers-reduced-motion: reduce`
 * (CONTRIBUTING.md#sections-and-sidebars). The theme's Collapsible applies it;
 * tests/e2e/whiteLabel.test.ts checks the transition the reader gets.
 */
export const REDUCED_MOTION_COLLAPSE_MS = 1;

/**
 * Hiding header (CONTRIBUTING.md#hiding-header): scroll up by more than `up` px pins it; any scroll
 * down past its height unpins.
 */
export const HEADER_SCROLL_TOLERANCE = { up: 5, down: 0 } as const;

/** Keyboard shortcuts that open search (CONTRIBUTING.md#search); Escape closes. */
export const SEARCH_SHORTCUTS = { modifierKey: 'k', slashKey: '/' } as const;

/** The single docs version (CONTRIBUTING.md#docs-version). */
export const DOCS_VERSION = { name: 'current', label: 'Next' } as const;
