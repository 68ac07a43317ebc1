/**
 * Wraps the theme's skip link so that, on a first load, it hydrates in a task of its own
 * (src/components/DeferredHydration). Until then it is a plain link to the main content, which the
 * browser follows natively.
 */
import React, { type ReactNode } from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function SkipToContentWrapper(): ReactNode {
  return (
    <DeferredHydration id="skip-to-content">
      <SkipToContent />
    </DeferredHydration>
  );
}
