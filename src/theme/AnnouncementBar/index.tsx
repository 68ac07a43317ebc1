/**
 * Wraps the theme's announcement bar to fix how a new announcement shows after an older one was
 * dismissed. The theme's inline script hides the bar before hydration when the stored dismissal
 * flag is set (html[data-announcement-bar-initially-dismissed=true]); when the announcement id has
 * changed, React resets that flag and shows the bar, but the attribute keeps hiding it until the
 * next page load. Clearing the attribute whenever the bar is active makes the dismissal per id.
 * On a first load the bar hydrates in a task of its own (src/components/DeferredHydration); an
 * inactive bar renders nothing, which a gate cannot hold, so only an active one is gated.
 */
import React, { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import DeferredHydration from '@site/src/components/DeferredHydration';

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  if (!isActive) return <AnnouncementBar />;
  return (
    <DeferredHydration id="announcement-bar">
      <AnnouncementBar />
    </DeferredHydration>
  );
}
