import { describe, expect, it } from 'vitest';
import { validateThemeConfig } from '@docusaurus/theme-classic/lib/options';
import type { ThemeConfig } from '@docusaurus/theme-common';
import { Joi } from '@docusaurus/utils-validation';

import config from '../../docusaurus.config';
import { navbarItems } from '../../src/config/navbarItems';

const themeConfig = config.themeConfig as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function validateNavbar(items: unknown[]) {
  // The classic theme validates its own keys; `algolia` belongs to the search theme.
  const { algolia: _algolia, ...classicThemeConfig } = themeConfig;
  return validateThemeConfig({
    themeConfig: { ...classicThemeConfig, navbar: { ...themeConfig.navbar, items } } as ThemeConfig,
    validate: (schema, value) => {
      const { error, value: validated } = (schema as Joi.Schema).validate(value, { abortEarly: false });
      if (error) throw error;
      return validated;
    },
  });
}

describe('site configuration (spec §1, §9)', () => {
  it('is the Unit site under /docs/, English only, with trailing slashes', () => {
    expect(config.title).toBe('Unit');
    expect(config.baseUrl).toBe('/docs/');
    expect(config.trailingSlash).toBe(true);
    expect(config.i18n).toEqual({ defaultLocale: 'en', locales: ['en'] });
    expect(config.future).toMatchObject({ v4: true, faster: true });
  });

  it('fails the build on broken links, anchors, Markdown links and duplicate routes', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });

  it('shows level-2 headings only in the table of contents and auto-collapses sidebar categories', () => {
    expect(themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 2 });
    expect(themeConfig.docs.sidebar.autoCollapseCategories).toBe(true);
  });

  it('has light and dark modes, following the system when nothing is stored', () => {
    expect(themeConfig.colorMode).toMatchObject({ disableSwitch: false, respectPrefersColorScheme: true });
  });

  it('hides the header on scroll (spec §4) and has a closeable announcement', () => {
    expect(themeConfig.navbar.hideOnScroll).toBe(true);
    expect(themeConfig.announcementBar).toMatchObject({ isCloseable: true });
    expect(themeConfig.announcementBar.id).toMatch(/\S/);
  });

  it('passes the theme validation with our navbar items', () => {
    expect(() => validateNavbar(navbarItems)).not.toThrow();
  });

  it('rejects a malformed navbar item with a message naming it', () => {
    expect(() => validateNavbar([...navbarItems, { type: 'doc', label: 'Broken item' }])).toThrow(/docId/);
    expect(() => validateNavbar([...navbarItems, { label: 'No target' }])).toThrow(
      `navbar.items[${navbarItems.length}]`,
    );
  });
});
