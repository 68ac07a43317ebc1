/**
 * Ejected from @docusaurus/theme-classic Navbar/Content because the header has two rows (CONTRIBUTING.md#header):
 * the top row holds the logo, the mode switch, search, external links and the call to action; the
 * tab row holds the section tabs of the active mode and is absent on the landing page. The error
 * boundary around each item is the theme's own, so a failing item still names its configuration.
 * On a first load each row hydrates in a task of its own after the navbar's frame
 * (src/components/DeferredHydration): the whole header in one task was the longest after the root's.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ErrorCauseBoundary, ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import NavbarItem, { type Props as NavbarItemProps } from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarLogo from '@theme/Navbar/Logo';
import DeferredHydration from '@site/src/components/DeferredHydration';
import { NAVBAR_ITEM_TYPES, type NavbarItemConfig } from '@site/src/config/navbarItems';

import styles from './styles.module.css';

function NavbarItems({ items }: { items: readonly NavbarItemConfig[] }): ReactNode {
  return (
    <>
      {items.map((item, i) => (
        <ErrorCauseBoundary
          key={i}
          onError={(error) =>
            new Error(
              `A theme navbar item failed to render.
Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:
${JSON.stringify(item, null, 2)}`,
              { cause: error },
            )
          }
        >
          <NavbarItem {...(item as NavbarItemProps)} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
}

export default function NavbarContent(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  const { pathname } = useLocation();
  const isLanding = pathname === useBaseUrl('/');

  const inTabRow = (item: NavbarItemConfig): boolean =>
    item.type === NAVBAR_ITEM_TYPES.sectionTab || item.placement === 'tabRow';
  const tabs = items.filter((item) => item.type === NAVBAR_ITEM_TYPES.sectionTab);
  const tabRowLinks = items.filter((item) => inTabRow(item) && item.type !== NAVBAR_ITEM_TYPES.sectionTab);
  const left = items.filter((item) => !inTabRow(item) && item.position !== 'right');
  const right = items.filter((item) => !inTabRow(item) && item.position === 'right');
  const callToAction = right.filter((item) => item.type === NAVBAR_ITEM_TYPES.callToAction);
  const rightLinks = right.filter((item) => item.type !== NAVBAR_ITEM_TYPES.callToAction);

  return (
    <>
      <DeferredHydration id="navbar-top-row">
        <div className="navbar__inner">
          <div className={clsx(ThemeClassNames.layout.navbar.containerLeft, 'navbar__items')}>
            {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
            <NavbarLogo />
            <NavbarItems items={left} />
          </div>
          <div className={clsx(ThemeClassNames.layout.navbar.containerRight, 'navbar__items navbar__items--right')}>
            <NavbarItems items={rightLinks} />
            <NavbarColorModeToggle className={styles.colorModeToggle} />
            <NavbarItems items={callToAction} />
          </div>
        </div>
      </DeferredHydration>
      {!isLanding && (
        <DeferredHydration id="navbar-tab-row">
          <div className={clsx('navbar__inner', styles.tabRow)} data-testid="navbar-tab-row">
            <div className="navbar__items">
              <NavbarItems items={tabs} />
            </div>
            <div className={clsx('navbar__items navbar__items--right', styles.tabRowLinks)}>
              <NavbarItems items={tabRowLinks} />
            </div>
          </div>
        </DeferredHydration>
      )}
    </>
  );
}
