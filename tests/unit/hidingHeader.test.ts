import { describe, expect, it } from 'vitest';

import { isHeaderVisible, nextHeaderState } from '../../src/hooks/hidingHeader';

const HEADER = 100;
const step = (previous: Parameters<typeof nextHeaderState>[0], lastScrollY: number, scrollY: number) =>
  nextHeaderState(previous, { scrollY, lastScrollY, headerHeight: HEADER });

describe('hiding header (CONTRIBUTING.md#hiding-header)', () => {
  it('is unfixed and visible at the top', () => {
    expect(step('unpinned', 50, 0)).toBe('unfixed');
    expect(isHeaderVisible('unfixed')).toBe(true);
  });

  it('stays while scrolling down within its own height', () => {
    expect(step('unfixed', 0, 60)).toBe('unfixed');
    expect(step('unfixed', 60, 100)).toBe('unfixed');
  });

  it('unpins on any scroll down past its height (tolerance down 0)', () => {
    expect(step('unfixed', 100, 101)).toBe('unpinned');
    expect(step('pinned', 500, 501)).toBe('unpinned');
    expect(isHeaderVisible('unpinned')).toBe(false);
  });

  it('pins again only when scrolling up by more than 5 px (tolerance up 5)', () => {
    expect(step('unpinned', 500, 495)).toBe('unpinned');
    expect(step('unpinned', 500, 494)).toBe('pinned');
    expect(isHeaderVisible('pinned')).toBe(true);
  });

  it('keeps its state when the page does not move', () => {
    expect(step('pinned', 400, 400)).toBe('pinned');
    expect(step('unpinned', 400, 400)).toBe('unpinned');
  });
});
