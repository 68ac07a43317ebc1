import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import type { ExternalLinkNavbarItemProps } from '../ExternalLinkNavbarItem';

/** The same configuration as any external header link. */
export type CallToActionNavbarItemProps = ExternalLinkNavbarItemProps;

/** 'Start Building Now': the sandbox sign-up, opened in a new tab. */
export default function CallToActionNavbarItem({
  navbarLinkId,
  label,
  href,
  mobile = false,
  onClick,
}: CallToActionNavbarItemProps): ReactNode {
  const link = (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      data-navbar-link-id={navbarLinkId}
      className={clsx('button button--primary', mobile ? 'button--block' : 'button--sm navbar__item')}
    >
      {label}
    </Link>
  );
  return mobile ? <li className="menu__list-item margin-top--md">{link}</li> : link;
}
