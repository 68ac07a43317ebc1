/**
 * Adds to the theme's MDX components: Markdown tables render in a keyboard-scrollable region.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
