/**
 * Ejected from @docusaurus/theme-classic: the mobile menu shows the mode switch, the tabs of the
 * active mode and the external links. A tab can be selected to narrow the menu to it alone (with
 * its description and a link into the section); selecting it again restores the full list
 * (CONTRIBUTING.md#mobile-menu).
 */
import React, { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarItem, { type Props as NavbarItemProps } from '@theme/NavbarItem';
import { tabsForMode, tabsMode, type SectionTab } from '@site/src/config/navbar';
import { NAVBAR_ITEM_TYPES, type NavbarItemConfig } from '@site/src/config/navbarItems';
import ModeSwitchNavbarItem from '@site/src/components/ModeSwitchNavbarItem';

import styles from './styles.module.css';

export default function NavbarMobilePrimaryMenu(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const { pathname } = useLocation();
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  const [selectedId, setSelectedId] = useState<SectionTab['id'] | null>(null);

  const tabs = tabsForMode(tabsMode(pathname));
  const visibleTabs = selectedId === null ? tabs : tabs.filter((tab) => tab.id === selectedId);
  const otherItems = items.filter(
    (item) =>
      item.type !== NAVBAR_ITEM_TYPES.sectionTab &&
      item.type !== NAVBAR_ITEM_TYPES.modeSwitch &&
      item.type !== 'search',
  );
  const close = (): void => mobileSidebar.toggle();

  return (
    <>
      <ModeSwitchNavbarItem mobile onClick={close} />
      <ul className="menu__list" data-testid="mobile-section-tabs">
        {visibleTabs.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <li key={tab.id} className="menu__list-item">
              <button
                type="button"
                className={clsx('menu__link', styles.tabButton, selected && 'menu__link--active')}
                aria-expanded={selected}
                data-navbar-link-id={tab.id}
                onClick={() => setSelectedId(selected ? null : tab.id)}
              >
                {tab.label}
              </button>
              {selected && (
                <div className={styles.tabDetails}>
                  <p>{tab.description}</p>
                  <Link to={tab.to} onClick={close} className="button button--secondary button--sm">
                    Open {tab.label}
                  </Link>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {selectedId === null && (
        <ul className={clsx('menu__list', styles.externalLinks)}>
          {otherItems.map((item, i) => (
            <NavbarItem mobile {...(item as NavbarItemProps)} onClick={close} key={i} />
          ))}
        </ul>
      )}
    </>
  );
}
