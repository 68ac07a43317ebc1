/**
 * The site's security headers, defined once with helmet and used three ways:
 * - the Express server (server/app.mjs) sends them through helmet's middleware;
 * - the build writes them into build/_headers for static hosts that read one (Netlify, Cloudflare Pages);
 * - `npm run serve:nginx` writes them as `add_header` lines for nginx (server/nginx/).
 * The last two take the header values from helmet itself (see `securityHeaderValues`), so the
 * three cannot drift apart.
 *
 * The Content-Security-Policy allows scripts only from the site's own origin plus the sha256
 * hashes of the inline scripts the built pages carry (Docusaurus's colour-mode script, the
 * project's `.html` normalisation script, the redirect pages' scripts). `connect-src` allows the
 * hosts the API reference's Try it panel may call (src/site/tryItHosts.mjs: Unit's sandbox hosts and
 * the local mock on loopback, never the production host) and, when hosted Algolia is configured at
 * build time, exactly that application's hosts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';

import { LOOPBACK_SOURCES, SANDBOX_SERVERS } from '../src/site/tryItHosts.mjs';

/** Written by the build (scripts/postbuild.mjs): what the policy was computed from. */
export const POLICY_FILE = '.security-policy.json';

/**
 * The sha256 sources ('sha256-…') of the executable inline scripts in one HTML document.
 * Scripts with a `src`, and data blocks such as `application/ld+json`, are not subject to script-src.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * @typedef {{ scriptHashes: string[], algoliaAppId: string | null }} PolicyInputs
 */

/**
 * Computes the policy inputs from a build: the hashes of every inline script in every page.
 * @param {string} buildDir
 * @param {{ algoliaAppId?: string | null }} [options]
 * @returns {PolicyInputs}
 */
export function policyInputsFromBuild(buildDir, { algoliaAppId = null } = {}) {
  const hashes = new Set();
  for (const file of htmlFiles(buildDir)) {
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return { scriptHashes: [...hashes].sort(), algoliaAppId };
}

/**
 * The inputs the build recorded in build/.security-policy.json, or (a build without that file,
 * such as a test fixture) the hashes computed now, with local search.
 * @param {string} buildDir
 * @returns {PolicyInputs}
 */
export function policyInputsFor(buildDir) {
  const file = path.join(buildDir, POLICY_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  return policyInputsFromBuild(buildDir);
}

/**
 * The hosts DocSearch's client calls for an Algolia application: the DSN host for searches and
 * three fallbacks (see the algoliasearch client's host list).
 * @param {string} appId
 */
export function algoliaHosts(appId) {
  return [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}

/**
 * helmet's options for the site.
 * @param {PolicyInputs} inputs
 * @returns {import('helmet').HelmetOptions}
 */
export function helmetOptions({ scriptHashes, algoliaAppId }) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...scriptHashes],
        // React and Docusaurus set style attributes in the prerendered HTML.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': [
          "'self'",
          ...SANDBOX_SERVERS,
          ...LOOPBACK_SOURCES,
          ...(algoliaAppId ? algoliaHosts(algoliaAppId) : []),
        ],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS belongs to the TLS front end, which knows the real host; this server speaks plain HTTP.
    strictTransportSecurity: false,
    // Cross-origin isolation headers would block nothing here but can break embeds of the docs' assets.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The header names and values helmet sends with these options, captured from its middleware.
 * @param {PolicyInputs} inputs
 * @returns {Array<[string, string]>}
 */
export function securityHeaderValues(inputs) {
  /** @type {Array<[string, string]>} */
  const headers = [];
  const response = {
    setHeader: (/** @type {string} */ name, /** @type {string} */ value) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let error;
  helmet(helmetOptions(inputs))(
    /** @type {any} */ ({ headers: {} }),
    /** @type {any} */ (response),
    (/** @type {unknown} */ e) => (error = e),
  );
  if (error) throw error;
  return headers;
}

/**
 * build/_headers in the format Netlify and Cloudflare Pages read: the security headers on every path.
 * @param {PolicyInputs} inputs
 */
export function netlifyHeadersFile(inputs) {
  const lines = securityHeaderValues(inputs).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by the build (scripts/postbuild.mjs) from server/security.mjs.\n/*\n${lines.join('\n')}\n`;
}

/**
 * nginx `add_header` lines (with `always`, so error pages carry them too).
 * @param {PolicyInputs} inputs
 */
export function nginxHeaderLines(inputs) {
  return securityHeaderValues(inputs)
    .map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
    .join('\n');
}
