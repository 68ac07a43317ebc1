import { useRef, useState, type RefObject } from 'react';
import { useScrollPosition } from '@docusaurus/theme-common/internal';

import { isHeaderVisible, nextHeaderState, type HeaderState } from './hidingHeader';

/** Tracks the header state (CONTRIBUTING.md#hiding-header) from the window's scroll position. */
export function useHidingHeader(enabled: boolean): {
  headerRef: RefObject<HTMLElement | null>;
  headerState: HeaderState;
  isHeaderVisible: boolean;
} {
  const [headerState, setHeaderState] = useState<HeaderState>('unfixed');
  // The height is read when a scroll sample needs it, not when the header mounts: measuring it in a
  // ref callback forced a layout of the whole page inside hydration (about 50 ms on a phone).
  const headerRef = useRef<HTMLElement | null>(null);
  const sampled = useRef(false);

  useScrollPosition(
    ({ scrollY }, lastPosition) => {
      if (!enabled) return;
      // The first sample, taken when the page mounts, is compared with the top of the page: a page
      // opened at an anchor (or restored mid-page) has been scrolled down past the header, so the
      // header starts unpinned instead of covering the heading the reader came for.
      const lastScrollY = sampled.current ? (lastPosition?.scrollY ?? 0) : 0;
      sampled.current = true;
      setHeaderState((previous) =>
        nextHeaderState(previous, {
          scrollY,
          lastScrollY,
          headerHeight: headerRef.current?.offsetHeight ?? 0,
        }),
      );
    },
    [enabled],
  );

  return { headerRef, headerState, isHeaderVisible: !enabled || isHeaderVisible(headerState) };
}
