/**
 * Header navigation (CONTRIBUTING.md#header), as data. `docusaurus.config.ts` turns it into navbar items and
 * the theme's navbar components read the same data, so a tab is declared exactly once. The tabs
 * are the sections of src/site/sections.mjs (which also answers which section a path is in); this
 * file adds what only the header needs.
 */
import {
  MODES,
  SECTIONS,
  activeBaseRegexOf,
  highlightedMode,
  modePathRules,
  tabsMode,
  type DocsMode,
  type Section,
} from '../site/sections.mjs';
import { externalLinks } from './links';

export { highlightedMode, modePathRules, tabsMode, type DocsMode };

/** The navbar link ids (CONTRIBUTING.md#header). */
export type NavbarLinkId = Section['id'] | 'Help Center';

export interface SectionTab extends Section {
  /** Paths (from the site's root) that make this tab the active one, derived from the section's paths. */
  activeBaseRegex: string;
}

export const sectionTabs: readonly SectionTab[] = SECTIONS.map((section) => ({
  ...section,
  activeBaseRegex: activeBaseRegexOf(section),
}));

/** The header mode switch (CONTRIBUTING.md#mode-switch). */
export const modeSwitch = MODES;

export function tabsForMode(mode: DocsMode): readonly SectionTab[] {
  return sectionTabs.filter((tab) => tab.readyToLaunch === (mode === 'readyToLaunch'));
}

export interface HeaderLink {
  id: string;
  label: string;
  href: string;
}

/** External links of the header, each opened in a new tab. Help Center is a navbar link id (CONTRIBUTING.md#header). */
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
