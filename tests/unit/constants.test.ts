import { describe, expect, it } from 'vitest';

import * as constants from '../../src/config/constants';

describe('constants of spec §9', () => {
  it('match the spec', () => {
    expect(constants.BREAKPOINT_DESKTOP_PX).toBe(996);
    expect(constants.LOADER_DELAY_MS).toBe(200);
    expect(constants.PROGRESS_BAR).toEqual({
      delayMs: 200,
      minimum: 0.08,
      speedMs: 200,
      trickleRate: 0.02,
      trickleSpeedMs: 800,
    });
    expect(constants.REDUCED_MOTION_COLLAPSE_MS).toBe(1);
    expect(constants.HEADER_SCROLL_TOLERANCE).toEqual({ up: 5, down: 0 });
    expect(constants.NO_PREFETCH_CONNECTION_TYPES).toEqual(['slow-2g', '2g']);
    expect(constants.SEARCH_SHORTCUTS).toEqual({ modifierKey: 'k', slashKey: '/' });
    expect(constants.DOCS_VERSION).toEqual({ name: 'current', label: 'Next' });
  });
});
