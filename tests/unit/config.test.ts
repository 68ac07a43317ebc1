import { describe, expect, it } from 'vitest';
import { validateThemeConfig } from '@docusaurus/theme-classic/lib/options';
import type { ThemeConfig } from '@docusaurus/theme-common';
import { Joi } from '@docusaurus/utils-validation';

import config from '../../docusaurus.config';
import { navbarItems } from '../../src/config/navbarItems';

const themeConfig = config.themeConfig as ThemeConfig & { algolia?: unknown };

function validateNavbar(items: unknown[]) {
  // The classic theme validates its own keys; `algolia` belongs to the search theme.
  const { algolia: _algolia, ...classicThemeConfig } = themeConfig;
  return validateThemeConfig({
    themeConfig: { ...classicThemeConfig, navbar: { ...themeConfig.navbar, items } } as ThemeConfig,
    validate: (schema, value) => {
      const result = (schema as Joi.Schema).validate(value, { abortEarly: false });
      if (result.error) throw result.error;
      // Joi types the validated value `any`; the theme's schema validates a ThemeConfig.
      return result.value as ThemeConfig;
    },
  });
}

// The configuration's values are checked where they act: base URL, trailing slashes and language by
// the build tests, colour mode, hiding header and announcement by the browser tests.
describe('navbar configuration', () => {
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
