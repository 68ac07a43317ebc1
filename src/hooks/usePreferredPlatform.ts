/**
 * The reader's preferred white-label platform, remembered across pages and reloads. It shares its
 * storage slot with Docusaurus Tabs of groupId "wl-platform", so choosing a tab, a platform page
 * or a switcher link all set the same preference.
 */
import { useCallback } from 'react';
import { useStorageSlot } from '@docusaurus/theme-common';

import { PLATFORMS, type Platform } from '../data/white-label/types';

export const PLATFORM_TABS_GROUP = 'wl-platform';
const STORAGE_KEY = `docusaurus.tab.${PLATFORM_TABS_GROUP}`;

function isPlatform(value: string | null): value is Platform {
  return value !== null && (PLATFORMS as readonly string[]).includes(value);
}

export function usePreferredPlatform(): [Platform | null, (platform: Platform) => void] {
  const [stored, storage] = useStorageSlot(STORAGE_KEY);
  const setPreferred = useCallback((platform: Platform) => storage.set(platform), [storage]);
  return [isPlatform(stored) ? stored : null, setPreferred];
}

/** The platforms with the preferred one first. */
export function orderedPlatforms(preferred: Platform | null): Platform[] {
  return preferred ? [preferred, ...PLATFORMS.filter((platform) => platform !== preferred)] : [...PLATFORMS];
}
