import React, { type ReactNode } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

export interface ExternalLinkNavbarItemProps {
  navbarLinkId: string;
  label: string;
  href: string;
  mobile?: boolean;
  position?: 'left' | 'right';
  onClick?: () => void;
}

/** An external header link. The theme's Link opens it in a new tab with rel="noopener noreferrer". */
export default function ExternalLinkNavbarItem({ navbarLinkId, ...linkProps }: ExternalLinkNavbarItemProps): ReactNode {
  return <DefaultNavbarItem {...linkProps} data-navbar-link-id={navbarLinkId} />;
}
