/**
 * Wraps the theme's navbar so that, on a first load, it hydrates in a task of its own right after
 * the rest of the page's frame, before the content (src/components/DeferredHydration).
 */
import React, { type ReactNode } from 'react';
import Navbar from '@theme-original/Navbar';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function NavbarWrapper(): ReactNode {
  return (
    <DeferredHydration id="navbar">
      <Navbar />
    </DeferredHydration>
  );
}
