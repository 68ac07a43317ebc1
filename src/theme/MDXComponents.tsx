/**
 * Adds to the theme's MDX components: Markdown tables render in a keyboard-scrollable region, and
 * fenced code and plain tables made at build time render through BuildTimeHtml
 * (plugins/code-highlighting/rehypeBuildTimeHtml.ts), and the hydration gate of each top-level block
 * (plugins/hydration-slices).
 */
import MDXComponents from '@theme-original/MDXComponents';
import BuildTimeHtml from '@site/src/components/BuildTimeHtml';
import ScrollableTable from '@site/src/components/ScrollableTable';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  BuildTimeHtml,
  // The gate that plugins/hydration-slices puts around each top-level block of a doc.
  DeferredHydration,
};
