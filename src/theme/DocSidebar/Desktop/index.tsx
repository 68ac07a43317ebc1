/**
 * Wraps the theme's desktop doc sidebar so that, on a first load, it hydrates in a task of its own
 * (DeferredHydration); on a phone it is replaced by the mobile menu's copy before its turn comes.
 */
import React, { type ReactNode } from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type { Props } from '@theme/DocSidebar/Desktop';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <DeferredHydration id="doc-sidebar" when="idle">
      <DocSidebarDesktop {...props} />
    </DeferredHydration>
  );
}
