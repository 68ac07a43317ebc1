import { describe, expect, it } from 'vitest';

import {
  callToAction,
  headerExternalLinks,
  highlightedMode,
  modeSwitch,
  sectionTabs,
  tabsForMode,
  tabsMode,
} from '../../src/config/navbar';
import { NAVBAR_ITEM_TYPES, navbarItems } from '../../src/config/navbarItems';
import { externalLinks } from '../../src/config/links';
import { contractRoutes, withoutBase } from '../contract/contract';

describe('navbar configuration (CONTRIBUTING.md#header)', () => {
  it('has the six tabs in the spec order, with the spec link ids', () => {
    expect(sectionTabs.map((tab) => tab.label)).toEqual([
      'API',
      'White-Label UIs',
      'Guides',
      'Banking',
      'Capital',
      'Bill Pay',
    ]);
    expect(sectionTabs.map((tab) => tab.id)).toEqual(['API', 'WL-UIs', 'Guides', 'Banking', 'Capital', 'Bill Pay']);
  });

  it('gives every tab a readyToLaunch flag: Banking, Capital and Bill Pay are Ready-to-Launch', () => {
    for (const tab of sectionTabs) expect(typeof tab.readyToLaunch).toBe('boolean');
    expect(tabsForMode('readyToLaunch').map((tab) => tab.id)).toEqual(['Banking', 'Capital', 'Bill Pay']);
    expect(tabsForMode('custom').map((tab) => tab.id)).toEqual(['API', 'WL-UIs', 'Guides']);
  });

  it('points every tab and mode at a contract route', () => {
    const routes = new Set(contractRoutes.map(withoutBase));
    for (const tab of sectionTabs) expect(routes, tab.id).toContain(tab.to);
    expect(routes).toContain(modeSwitch.readyToLaunch.to);
    expect(routes).toContain(modeSwitch.custom.to);
    expect(modeSwitch.readyToLaunch.to).toBe('/ready-to-launch/banking/');
    expect(modeSwitch.custom.to).toBe('/custom/');
  });

  it('makes each tab active on its own section only', () => {
    const cases: [string, string][] = [
      ['/docs/api/cards/', 'API'],
      ['/docs/application-review/types/', 'API'],
      ['/docs/white-label-uis/themes/', 'WL-UIs'],
      ['/docs/introduction/', 'Guides'],
      ['/docs/data-export/aws-s3/', 'Guides'],
      ['/docs/ready-to-launch/banking/faqs/', 'Banking'],
      ['/docs/ready-to-launch/capital/', 'Capital'],
      ['/docs/ready-to-launch/bill-pay/implementation/', 'Bill Pay'],
    ];
    for (const [path, id] of cases) {
      const active = sectionTabs.filter((tab) => new RegExp(tab.activeBaseRegex).test(path)).map((tab) => tab.id);
      expect(active, path).toEqual([id]);
    }
    for (const path of ['/docs/', '/docs/custom/', '/docs/search/', '/docs/markdown-page/']) {
      const active = sectionTabs.filter((tab) => new RegExp(tab.activeBaseRegex).test(path));
      expect(active, path).toEqual([]);
    }
  });

  it('highlights the mode by the path rules of CONTRIBUTING.md#mode-switch', () => {
    expect(highlightedMode('/docs/ready-to-launch/banking/')).toBe('readyToLaunch');
    expect(highlightedMode('/docs/ready-to-launch/capital/coverage-testing/')).toBe('readyToLaunch');
    for (const path of ['/docs/api/', '/docs/white-label-uis/', '/docs/introduction/', '/docs/custom/']) {
      expect(highlightedMode(path), path).toBe('custom');
    }
    expect(highlightedMode('/docs/')).toBeNull();
    expect(highlightedMode('/docs/ach/')).toBeNull();
  });

  it('shows Custom Builds tabs everywhere except on Ready-to-Launch paths', () => {
    expect(tabsMode('/docs/ready-to-launch/bill-pay/')).toBe('readyToLaunch');
    expect(tabsMode('/docs/ach/')).toBe('custom');
    expect(tabsMode('/docs/api/')).toBe('custom');
  });

  it('declares the external links of the header, Help Center among the navbar link ids', () => {
    expect(headerExternalLinks.map((link) => link.id)).toEqual(['Help Center', 'Sandbox', 'Changelog', 'Status']);
    for (const link of [...headerExternalLinks, callToAction]) expect(link.href).toMatch(/^https:\/\//);
    expect(callToAction.label).toBe('Start Building Now');
    expect(callToAction.href).toBe(externalLinks.sandboxSignUp);
  });

  it('turns the data into navbar items of known custom types', () => {
    const types = new Set<string>(Object.values(NAVBAR_ITEM_TYPES));
    for (const item of navbarItems) {
      expect(item.type === 'search' || types.has(item.type), item.type).toBe(true);
    }
    const tabs = navbarItems.filter((item) => item.type === NAVBAR_ITEM_TYPES.sectionTab);
    expect(tabs.map((item) => [item.navbarLinkId, item.readyToLaunch])).toEqual(
      sectionTabs.map((tab) => [tab.id, tab.readyToLaunch]),
    );
    expect(navbarItems.filter((item) => item.type === NAVBAR_ITEM_TYPES.modeSwitch)).toHaveLength(1);
    expect(navbarItems.filter((item) => item.type === 'search')).toHaveLength(1);
  });
});
