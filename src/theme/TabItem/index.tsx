/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (TabItem, 20 lines) to pair each panel with its tab:
 * the theme's panel has no id, so neither assistive technology nor the W3C HTML checker can tell
 * which tab it belongs to ("Every active role=tab element must have a corresponding role=tabpanel
 * element"). When the TabItem's `attributes` (which the theme puts on the tab) give the tab an `id`
 * and `aria-controls`, the panel takes the `aria-controls` value as its id and names the tab in
 * `aria-labelledby`. Otherwise it renders as the theme's does.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/TabItem';

import styles from './styles.module.css';

export default function TabItem({ children, className, value, attributes }: Props): ReactNode {
  const { selectedValue, lazy } = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  const tabId = typeof attributes?.id === 'string' ? attributes.id : undefined;
  const panelId = typeof attributes?.['aria-controls'] === 'string' ? attributes['aria-controls'] : undefined;
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={panelId ? tabId : undefined}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}
    >
      {children}
    </div>
  );
}
