/**
 * Adds to the theme's MDX components: Markdown tables render in a keyboard-scrollable region, and
 * fenced code, highlighted at build time, renders through BuildTimeCode
 * (plugins/code-highlighting/rehypeBuildTimeCode.ts puts it inside each block's <pre>).
 */
import MDXComponents from '@theme-original/MDXComponents';
import BuildTimeCode from '@site/src/components/BuildTimeCode';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  BuildTimeCode,
};
