/**
 * Which module each bundle gets for the build-time HTML of the API reference (see
 * src/components/ApiStaticHtml/index.tsx and devHtml.ts):
 * - the server bundle (prerendering) gets the full map of HTML by key;
 * - the browser bundle of `npm start` gets only a map of key → revision and fetches the HTML it shows;
 * - the production browser bundle gets neither (the HTML is in the page); `docusaurus build --dev`'s
 *   browser bundle keeps the full map, as before.
 */
import path from 'node:path';

export interface StaticHtmlModuleFiles {
  /** The full map (createData), written unless this is the dev server. */
  htmlFile?: string;
  /** The dev server's revisions map (createData). */
  revisionsFile?: string;
  /** src/components/ApiStaticHtml, for the empty maps. */
  componentDir: string;
}

export function staticHtmlAliases(
  { isServer, devServer, production }: { isServer: boolean; devServer: boolean; production: boolean },
  { htmlFile, revisionsFile, componentDir }: StaticHtmlModuleFiles,
): Record<string, string> {
  const noHtml = path.join(componentDir, 'noBuildHtml.ts');
  const noRevisions = path.join(componentDir, 'noRevisions.ts');
  const withHtml = !devServer && (isServer || !production);
  const withRevisions = devServer && !isServer;
  return {
    '@unit/api-static-html$': withHtml && htmlFile ? htmlFile : noHtml,
    '@unit/api-static-html-revisions$': withRevisions && revisionsFile ? revisionsFile : noRevisions,
  };
}
