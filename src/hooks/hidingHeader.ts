/**
 * The hiding header (CONTRIBUTING.md#hiding-header) as a pure transition function, so its rules are unit-tested:
 * - at the very top the header is `unfixed` (in the page flow, visible);
 * - scrolling down by more than `tolerance.down` px while below the header's height unpins it;
 * - scrolling up by more than `tolerance.up` px pins it again.
 */
import { HEADER_SCROLL_TOLERANCE } from '../config/constants';

export type HeaderState = 'unfixed' | 'pinned' | 'unpinned';

export interface ScrollSample {
  scrollY: number;
  lastScrollY: number;
  headerHeight: number;
}

export function nextHeaderState(
  previous: HeaderState,
  { scrollY, lastScrollY, headerHeight }: ScrollSample,
  tolerance: { up: number; down: number } = HEADER_SCROLL_TOLERANCE,
): HeaderState {
  if (scrollY <= 0) {
    return 'unfixed';
  }
  const delta = scrollY - lastScrollY;
  if (delta > tolerance.down && scrollY > headerHeight) {
    return 'unpinned';
  }
  if (delta < -tolerance.up) {
    return 'pinned';
  }
  return previous;
}

export function isHeaderVisible(state: HeaderState): boolean {
  return state !== 'unpinned';
}
