/**
 * Wraps the theme's desktop table of contents so that, on a first load, it hydrates in a task of its
 * own (DeferredHydration); on a phone it is replaced by the collapsible one before its turn comes.
 */
import React, { type ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type { Props } from '@theme/TOC';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <DeferredHydration id="toc" when="idle">
      <TOC {...props} />
    </DeferredHydration>
  );
}
