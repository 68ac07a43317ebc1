import { useCallback, useRef, useState } from 'react';
import { useScrollPosition } from '@docusaurus/theme-common/internal';

import { isHeaderVisible, nextHeaderState, type HeaderState } from './hidingHeader';

/** Tracks the header state of spec §4 from the window's scroll position. */
export function useHidingHeader(enabled: boolean): {
  headerRef: (node: HTMLElement | null) => void;
  headerState: HeaderState;
  isHeaderVisible: boolean;
} {
  const [headerState, setHeaderState] = useState<HeaderState>('unfixed');
  const headerHeight = useRef(0);
  const headerRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) {
      headerHeight.current = node.getBoundingClientRect().height;
    }
  }, []);

  useScrollPosition(
    ({ scrollY }, lastPosition) => {
      if (!enabled) return;
      setHeaderState((previous) =>
        nextHeaderState(previous, {
          scrollY,
          lastScrollY: lastPosition?.scrollY ?? 0,
          headerHeight: headerHeight.current,
        }),
      );
    },
    [enabled],
  );

  return { headerRef, headerState, isHeaderVisible: !enabled || isHeaderVisible(headerState) };
}
