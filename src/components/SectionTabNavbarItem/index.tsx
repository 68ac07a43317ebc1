import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { tabsMode, type NavbarLinkId } from '@site/src/config/navbar';

export interface SectionTabNavbarItemProps {
  navbarLinkId: NavbarLinkId;
  label: string;
  to: string;
  readyToLaunch: boolean;
  activeBaseRegex: string;
  mobile?: boolean;
  position?: 'left' | 'right';
  onClick?: () => void;
}

/** A section tab; rendered only while its mode (its `readyToLaunch` flag) is the header's mode. */
export default function SectionTabNavbarItem({
  navbarLinkId,
  readyToLaunch,
  ...linkProps
}: SectionTabNavbarItemProps): ReactNode {
  const { pathname } = useLocation();
  if ((tabsMode(pathname) === 'readyToLaunch') !== readyToLaunch) {
    return null;
  }
  return <DefaultNavbarItem {...linkProps} data-navbar-link-id={navbarLinkId} />;
}
