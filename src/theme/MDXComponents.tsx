/**
 * Adds to the theme's MDX components: Markdown tables render in a keyboard-scrollable region, and
 * fenced code, highlighted at build time, renders through BuildTimeHtml
 * (plugins/code-highlighting/rehypeBuildTimeHtml.ts puts it inside each block's <pre>).
 */
import MDXComponents from '@theme-original/MDXComponents';
import BuildTimeHtml from '@site/src/components/BuildTimeHtml';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  BuildTimeHtml,
};
