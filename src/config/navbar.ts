/**
 * Header navigation of spec §2, as data. `docusaurus.config.ts` turns it into navbar items and
 * the theme's navbar components read the same data, so a tab is declared exactly once.
 */
import { externalLinks } from './links';

/** The navbar link ids of spec §2. */
export type NavbarLinkId = 'API' | 'Guides' | 'WL-UIs' | 'Banking' | 'Bill Pay' | 'Capital' | 'Help Center';

export type DocsMode = 'readyToLaunch' | 'custom';

export interface SectionTab {
  id: Exclude<NavbarLinkId, 'Help Center'>;
  label: string;
  /** Site-relative target (without the /docs/ base). */
  to: string;
  /** true: the tab belongs to Ready-to-Launch; false: to Custom Builds. */
  readyToLaunch: boolean;
  /** Paths (without the base) that make this tab the active one. */
  activeBaseRegex: string;
  /** One line shown under the tab in the mobile menu when it is selected. */
  description: string;
}

export const sectionTabs: readonly SectionTab[] = [
  {
    id: 'API',
    label: 'API',
    to: '/api/',
    readyToLaunch: false,
    activeBaseRegex: '^/docs/(api|application-review|check-deposit-review|wire-payment-review)/',
    description: 'Endpoints, resources, events and webhooks of the Unit API.',
  },
  {
    id: 'WL-UIs',
    label: 'White-Label UIs',
    to: '/white-label-uis/',
    readyToLaunch: false,
    activeBaseRegex: '^/docs/white-label-uis/',
    description: 'Drop-in banking components for web, iOS, Android and React Native.',
  },
  {
    id: 'Guides',
    label: 'Guides',
    to: '/introduction/',
    readyToLaunch: false,
    activeBaseRegex:
      '^/docs/(?!(api|application-review|check-deposit-review|wire-payment-review|white-label-uis|ready-to-launch|custom|search|markdown-page)/)[^/]+/',
    description: 'Concepts and step-by-step guides for building on Unit.',
  },
  {
    id: 'Banking',
    label: 'Banking',
    to: '/ready-to-launch/banking/',
    readyToLaunch: true,
    activeBaseRegex: '^/docs/ready-to-launch/banking/',
    description: 'Launch hosted banking: accounts, cards and payments.',
  },
  {
    id: 'Capital',
    label: 'Capital',
    to: '/ready-to-launch/capital/',
    readyToLaunch: true,
    activeBaseRegex: '^/docs/ready-to-launch/capital/',
    description: 'Launch hosted lending for your business customers.',
  },
  {
    id: 'Bill Pay',
    label: 'Bill Pay',
    to: '/ready-to-launch/bill-pay/',
    readyToLaunch: true,
    activeBaseRegex: '^/docs/ready-to-launch/bill-pay/',
    description: 'Launch hosted bill payments for your business customers.',
  },
];

/** The header mode switch (spec §2). */
export const modeSwitch = {
  readyToLaunch: { label: 'Ready-to-Launch', to: '/ready-to-launch/banking/' },
  custom: { label: 'Custom Builds', to: '/custom/' },
} as const;

/** Path fragments that highlight each mode (spec §2), matched against the full pathname. */
export const modePathRules: Record<DocsMode, readonly string[]> = {
  readyToLaunch: ['/ready-to-launch'],
  custom: ['/docs/api', '/docs/white-label-uis', '/docs/introduction', '/docs/custom'],
};

/** The mode whose highlight rule matches `pathname`, or null when neither does (e.g. the landing page). */
export function highlightedMode(pathname: string): DocsMode | null {
  if (modePathRules.readyToLaunch.some((fragment) => pathname.includes(fragment))) {
    return 'readyToLaunch';
  }
  if (modePathRules.custom.some((fragment) => pathname.includes(fragment))) {
    return 'custom';
  }
  return null;
}

/**
 * The mode whose tabs the header shows: Ready-to-Launch on its own paths, Custom Builds everywhere
 * else (guides and review APIs are part of a custom build even though the highlight rule is silent).
 */
export function tabsMode(pathname: string): DocsMode {
  return highlightedMode(pathname) === 'readyToLaunch' ? 'readyToLaunch' : 'custom';
}

export function tabsForMode(mode: DocsMode): readonly SectionTab[] {
  return sectionTabs.filter((tab) => tab.readyToLaunch === (mode === 'readyToLaunch'));
}

export interface HeaderLink {
  id: string;
  label: string;
  href: string;
}

/** External links of the header, each opened in a new tab. Help Center is a navbar link id of spec §2. */
export const headerExternalLinks: readonly HeaderLink[] = [
  { id: 'Help Center', label: 'Help Center', href: externalLinks.helpCenter },
  { id: 'Sandbox', label: 'Sandbox', href: externalLinks.sandboxApp },
  { id: 'Changelog', label: 'Changelog', href: externalLinks.changelog },
  { id: 'Status', label: 'Status', href: externalLinks.statusPage },
];

export const callToAction: HeaderLink = {
  id: 'Start Building Now',
  label: 'Start Building Now',
  href: externalLinks.sandboxSignUp,
};
