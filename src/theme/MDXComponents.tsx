/**
 * Adds to the theme's MDX components: Markdown tables sit in a focusable, labelled scroll region,
 * so readers can scroll wide tables with the keyboard (axe: scrollable-region-focusable).
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

import styles from './MDXComponents.module.css';

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
