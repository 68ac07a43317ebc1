/**
 * The breadcrumbs of the doc being shown: its sidebar's categories down to it, or `null` when the
 * doc has no sidebar or its docs instance turns breadcrumbs off. It gives what the theme's
 * `useSidebarBreadcrumbs` gives, but finds the docs instance from the doc's own version
 * (`useDocsVersion().pluginId`) instead of asking `useActivePlugin`, which sorts every instance by
 * path with `localeCompare`: the first `localeCompare` of a page sets up the browser's collator,
 * 15–35 ms of one task on this machine, four times that on the phone Lighthouse emulates.
 */
import { usePluginData } from '@docusaurus/useGlobalData';
import { useLocation } from '@docusaurus/router';
import { useDocsSidebar, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { isSamePath } from '@docusaurus/theme-common/internal';
import type { PropSidebarBreadcrumbsItem, PropSidebarItem } from '@docusaurus/plugin-content-docs';

/** The part of a docs instance's global data that this reads. */
interface DocsGlobalData {
  breadcrumbs?: boolean;
}

/** The items from the sidebar's top down to the doc at `pathname` (as the theme finds them). */
export function sidebarBreadcrumbs(items: readonly PropSidebarItem[], pathname: string): PropSidebarBreadcrumbsItem[] {
  for (const item of items) {
    if (item.type === 'category') {
      if (isSamePath(item.href, pathname)) return [item];
      const below = sidebarBreadcrumbs(item.items, pathname);
      if (below.length > 0) return [item, ...below];
    } else if (item.type === 'link' && item.docId && isSamePath(item.href, pathname)) {
      return [item];
    }
  }
  return [];
}

export function useDocBreadcrumbs(): PropSidebarBreadcrumbsItem[] | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const { pluginId } = useDocsVersion();
  const { breadcrumbs } = usePluginData('docusaurus-plugin-content-docs', pluginId) as DocsGlobalData;
  if (breadcrumbs === false || !sidebar) return null;
  return sidebarBreadcrumbs(sidebar.items, pathname);
}
