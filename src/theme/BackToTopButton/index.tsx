/**
 * Wraps the theme's back-to-top button so that it mounts after the first idle period: it is hidden
 * until the reader has scrolled 300 px, and mounting it during hydration read the scroll position
 * and the scroll behaviour (forced style and layout) inside the tasks a phone waits on.
 */
import React, { type ReactNode } from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';
import { useAfterFirstIdle } from '@site/src/hooks/useAfterFirstIdle';

export default function BackToTopButtonWrapper(): ReactNode {
  return useAfterFirstIdle() ? <BackToTopButton /> : null;
}
