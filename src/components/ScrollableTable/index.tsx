/**
 * A table in a focusable, labelled scroll region, so readers can scroll wide tables with the
 * keyboard (axe: scrollable-region-focusable). Used for Markdown tables (src/theme/MDXComponents)
 * and for the tables our components render.
 */
import React, { type ComponentProps, type ReactNode } from 'react';

import styles from './styles.module.css';

export default function ScrollableTable({
  label = 'Table',
  ...props
}: ComponentProps<'table'> & { label?: string }): ReactNode {
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={label}>
      <table {...props} />
    </div>
  );
}
