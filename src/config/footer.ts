/** Footer columns: every section, and the external links of the header (also reachable on the landing page). */
import { externalLinks } from './links';
import { modeSwitch, sectionTabs } from './navbar';

const tabLink = (readyToLaunch: boolean) =>
  sectionTabs.filter((tab) => tab.readyToLaunch === readyToLaunch).map((tab) => ({ label: tab.label, to: tab.to }));

export const footerLinks = [
  {
    title: modeSwitch.custom.label,
    items: [
      { label: 'Overview', to: modeSwitch.custom.to },
      { label: 'Introduction', to: '/introduction/' },
      { label: 'Quickstart', to: '/quickstart/' },
      ...tabLink(false),
    ],
  },
  { title: modeSwitch.readyToLaunch.label, items: tabLink(true) },
  {
    title: 'Resources',
    items: [
      { label: 'Help Center', href: externalLinks.helpCenter },
      { label: 'Sandbox dashboard', href: externalLinks.sandboxApp },
      { label: 'Changelog', href: externalLinks.changelog },
      { label: 'Status', href: externalLinks.statusPage },
    ],
  },
];
