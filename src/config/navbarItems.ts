/**
 * `themeConfig.navbar.items`, derived from ./navbar.ts. Custom item types are rendered by the
 * components in src/components/*NavbarItem/, registered in src/theme/NavbarItem/ComponentTypes.tsx.
 */
import { callToAction, headerExternalLinks, sectionTabs } from './navbar';

export const NAVBAR_ITEM_TYPES = {
  modeSwitch: 'custom-modeSwitch',
  sectionTab: 'custom-sectionTab',
  externalLink: 'custom-externalLink',
  callToAction: 'custom-callToAction',
} as const;

export interface NavbarItemConfig {
  type: string;
  position: 'left' | 'right';
  /** For external links: the header's top row or the right of the tab row. */
  placement?: 'header' | 'tabRow';
  [key: string]: unknown;
}

export const navbarItems: NavbarItemConfig[] = [
  { type: NAVBAR_ITEM_TYPES.modeSwitch, position: 'left' },
  ...sectionTabs.map((tab) => ({
    type: NAVBAR_ITEM_TYPES.sectionTab,
    position: 'left' as const,
    navbarLinkId: tab.id,
    label: tab.label,
    to: tab.to,
    readyToLaunch: tab.readyToLaunch,
    activeBaseRegex: tab.activeBaseRegex,
  })),
  { type: 'search', position: 'right' },
  ...headerExternalLinks.map((link) => ({
    type: NAVBAR_ITEM_TYPES.externalLink,
    position: 'right' as const,
    // Help Center sits in the top row; the other external links at the right of the tab row.
    placement: link.id === 'Help Center' ? ('header' as const) : ('tabRow' as const),
    navbarLinkId: link.id,
    label: link.label,
    href: link.href,
  })),
  {
    type: NAVBAR_ITEM_TYPES.callToAction,
    position: 'right',
    navbarLinkId: callToAction.id,
    label: callToAction.label,
    href: callToAction.href,
  },
];
