import React, { type ReactNode } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

export interface ExternalLinkNavbarItemProps {
  navbarLinkId: string;
  label: string;
  href: string;
  /** Where src/theme/Navbar/Content places the link; configuration only, never an HTML attribute. */
  placement?: 'header' | 'tabRow';
  mobile?: boolean;
  position?: 'left' | 'right';
  onClick?: () => void;
}

/** An external header link. The theme's Link opens it in a new tab with rel="noopener noreferrer". */
export default function ExternalLinkNavbarItem({
  navbarLinkId,
  placement: _placement,
  ...linkProps
}: ExternalLinkNavbarItemProps): ReactNode {
  return <DefaultNavbarItem {...linkProps} data-navbar-link-id={navbarLinkId} />;
}
