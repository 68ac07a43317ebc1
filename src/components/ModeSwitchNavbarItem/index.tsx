import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { highlightedMode, modeSwitch, type DocsMode } from '@site/src/config/navbar';

import styles from './styles.module.css';

const MODES: readonly DocsMode[] = ['readyToLaunch', 'custom'];

export interface ModeSwitchNavbarItemProps {
  mobile?: boolean;
  onClick?: () => void;
}

/** The header's Ready-to-Launch / Custom Builds switch (CONTRIBUTING.md#mode-switch), highlighted by path. */
export default function ModeSwitchNavbarItem({ mobile = false, onClick }: ModeSwitchNavbarItemProps): ReactNode {
  const { pathname } = useLocation();
  const active = highlightedMode(pathname);
  return (
    <nav
      aria-label="Documentation mode"
      className={clsx(styles.modeSwitch, mobile ? styles.mobile : 'navbar__item')}
      data-testid="mode-switch"
    >
      {MODES.map((mode) => (
        <Link
          key={mode}
          to={modeSwitch[mode].to}
          onClick={onClick}
          className={clsx(styles.option, active === mode && styles.active)}
          aria-current={active === mode ? 'true' : undefined}
          data-mode={mode}
        >
          {modeSwitch[mode].label}
        </Link>
      ))}
    </nav>
  );
}
