/**
 * Wraps the theme's docs frame (sidebar column and main column) so that, on a first load, it
 * hydrates in a task of its own after the navbar, and the doc layout, the sidebar and the content
 * (gated inside it) in theirs (src/components/DeferredHydration).
 */
import React, { type ReactNode } from 'react';
import DocRootLayout from '@theme-original/DocRoot/Layout';
import type { Props } from '@theme/DocRoot/Layout';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function DocRootLayoutWrapper(props: Props): ReactNode {
  return (
    <DeferredHydration id="doc-root">
      <DocRootLayout {...props} />
    </DeferredHydration>
  );
}
