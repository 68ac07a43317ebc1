/**
 * Wraps the theme's mobile doc sidebar (which only hands the sidebar to the mobile menu) so that it
 * mounts after the first idle period, or at once when the reader opens the menu first. Mounting it
 * during hydration cost about 30 ms on a phone (the theme sorts its props with the first
 * `localeCompare` of the page, which sets up the collator).
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useAfterFirstIdle } from '@site/src/hooks/useAfterFirstIdle';

type Props = ComponentProps<typeof DocSidebarMobile>;

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const afterIdle = useAfterFirstIdle();
  const menuOpen = useNavbarMobileSidebar().shown;
  return afterIdle || menuOpen ? <DocSidebarMobile {...props} /> : null;
}
