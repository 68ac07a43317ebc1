/**
 * Wraps the theme's doc layout (breadcrumbs, the collapsible table of contents, the content, the
 * footer links and the pager) so that, on a first load, it hydrates in a task of its own after the
 * page's frame, and the content (gated inside it) in another (src/components/DeferredHydration).
 */
import React, { type ReactNode } from 'react';
import DocItemLayout from '@theme-original/DocItem/Layout';
import type { Props } from '@theme/DocItem/Layout';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function DocItemLayoutWrapper(props: Props): ReactNode {
  return (
    <DeferredHydration id="doc-layout">
      <DocItemLayout {...props} />
    </DeferredHydration>
  );
}
