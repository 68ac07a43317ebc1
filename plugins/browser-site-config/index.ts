/**
 * The site configuration the browser gets (`@generated/docusaurus.config`, in main.js on every page)
 * without what only the build reads: the plugin, preset and theme lists with their options (one
 * docs instance per section, the redirects), static directories, scripts and stylesheets, and the
 * Prism themes, which plugins/code-highlighting turns into CSS at build time (no Prism ships). That
 * was a third of the module, about 1 kB gzip on every page (issue 24). The server bundle keeps the
 * whole configuration, so the prerendered HTML is unchanged.
 *
 * Docusaurus has no option for this; the plugin writes the trimmed copy as route data and points the
 * production browser bundle's imports of the generated module at it.
 */
import type { DocusaurusConfig, Plugin } from '@docusaurus/types';

/** Top-level keys of the site configuration that no browser code reads. */
export const BUILD_ONLY_KEYS = [
  'plugins',
  'presets',
  'themes',
  'staticDirectories',
  'scripts',
  'headTags',
  'stylesheets',
  'clientModules',
] as const;

export function browserSiteConfig(siteConfig: DocusaurusConfig): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(siteConfig)) as Record<string, unknown> & {
    themeConfig?: { prism?: Record<string, unknown> };
  };
  for (const key of BUILD_ONLY_KEYS) delete copy[key];
  if (copy.themeConfig?.prism) {
    delete copy.themeConfig.prism.theme;
    delete copy.themeConfig.prism.darkTheme;
  }
  return copy;
}

export default function browserSiteConfigPlugin(context: { siteConfig: DocusaurusConfig }): Plugin {
  let configFile: string | undefined;
  return {
    name: 'browser-site-config',
    async contentLoaded({ actions }) {
      configFile = await actions.createData(
        'browser-site-config.json',
        JSON.stringify(browserSiteConfig(context.siteConfig)),
      );
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer || process.env.NODE_ENV !== 'production' || !configFile) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@generated\/docusaurus\.config$/, configFile),
        ],
      };
    },
  };
}
