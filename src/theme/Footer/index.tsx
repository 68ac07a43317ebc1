/** Wraps the theme's footer so that, on a first load, it hydrates in a task of its own (DeferredHydration). */
import React, { type ReactNode } from 'react';
import Footer from '@theme-original/Footer';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function FooterWrapper(): ReactNode {
  return (
    <DeferredHydration id="footer">
      <Footer />
    </DeferredHydration>
  );
}
