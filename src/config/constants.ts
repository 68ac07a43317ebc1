/**
 * The constants of spec §9, in one place. Client modules, theme overrides and tests import them
 * from here; nothing else in the project repeats these numbers.
 */
export const BREAKPOINT_DESKTOP_PX = 996;

/** Delay before the route-loading spinner shows (spec §2, §9). */
export const LOADER_DELAY_MS = 200;

/** Top progress bar (spec §2, §9). */
export const PROGRESS_BAR = {
  delayMs: 200,
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;

/** Collapse animation duration under `prefers-reduced-motion: reduce` (spec §9). */
export const REDUCED_MOTION_COLLAPSE_MS = 1;

/** Hiding header of spec §4: scroll up by more than `up` px pins it; any scroll down past its height unpins. */
export const HEADER_SCROLL_TOLERANCE = { up: 5, down: 0 } as const;

/** Effective connection types on which route prefetching is skipped (spec §2). */
export const NO_PREFETCH_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g'];

/** Keyboard shortcuts that open search (spec §2, §9); Escape closes. */
export const SEARCH_SHORTCUTS = { modifierKey: 'k', slashKey: '/' } as const;

/** The single docs version (spec §3, §9). */
export const DOCS_VERSION = { name: 'current', label: 'Next' } as const;
