/**
 * The site configuration the production browser bundle gets (plugins/browser-site-config): without
 * what only the build reads, with everything the theme and our components read.
 */
import type { DocusaurusConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';

import config from '../../docusaurus.config';
import { BUILD_ONLY_KEYS, browserSiteConfig } from '../../plugins/browser-site-config';

describe('browser site config', () => {
  const browser = browserSiteConfig(config as DocusaurusConfig);

  it('drops the plugin lists and the Prism themes', () => {
    for (const key of BUILD_ONLY_KEYS) expect(browser).not.toHaveProperty(key);
    const prism = (browser.themeConfig as { prism: Record<string, unknown> }).prism;
    expect(prism).not.toHaveProperty('theme');
    expect(prism).not.toHaveProperty('darkTheme');
  });

  it('keeps what the browser reads, and leaves the configuration itself alone', () => {
    for (const key of ['title', 'url', 'baseUrl', 'trailingSlash', 'future', 'customFields'])
      expect(browser[key], key).toEqual(JSON.parse(JSON.stringify((config as Record<string, unknown>)[key])));
    expect((browser.themeConfig as { navbar: unknown }).navbar).toEqual(
      JSON.parse(JSON.stringify((config.themeConfig as { navbar: unknown }).navbar)),
    );
    expect(config.plugins?.length).toBeGreaterThan(0);
    expect((config.themeConfig as { prism: { theme?: unknown } }).prism.theme).toBeDefined();
  });
});
