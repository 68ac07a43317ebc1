/**
 * Wraps the theme's mobile doc sidebar (which only hands the sidebar to the mobile menu) so that it
 * mounts when the reader first reaches for the menu: a pointer pressed on, or focus moved to, the
 * menu button (`.navbar__toggle`), or the menu opening by any other way. Mounting it sorts its props
 * with `localeCompare` (theme-common's NavbarSecondaryMenuFiller), and a page's first
 * `localeCompare` sets up the collator: 15–35 ms of one task here, four times that on the phone
 * Lighthouse emulates. Done on intent, that cost falls between the press and the click, not in the
 * tasks after load; the menu still opens on its sidebar.
 */
import React, { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

type Props = ComponentProps<typeof DocSidebarMobile>;

const MENU_BUTTON = '.navbar__toggle';

/** True once a pointer has been pressed on the menu button or focus has moved to it. */
function useMenuIntent(): boolean {
  // Docusaurus's own runtime (src/site/runtime.mjs): no gates, so no late mounts either.
  const [intent, setIntent] = useState(__DOCS_HYDRATION_GATES__ === 'none');
  useEffect(() => {
    if (intent) return undefined;
    const onIntent = (event: Event): void => {
      if (event.target instanceof Element && event.target.closest(MENU_BUTTON)) setIntent(true);
    };
    document.addEventListener('pointerdown', onIntent, { capture: true, passive: true });
    document.addEventListener('focusin', onIntent, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', onIntent, { capture: true });
      document.removeEventListener('focusin', onIntent, { capture: true });
    };
  }, [intent]);
  return intent;
}

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const intent = useMenuIntent();
  const menuOpen = useNavbarMobileSidebar().shown;
  return intent || menuOpen ? <DocSidebarMobile {...props} /> : null;
}
