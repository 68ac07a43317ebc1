/**
 * What a production build contains, read from build/: its HTML pages by route, and which of them
 * are redirect pages. Used by the route report (scripts/route-report.mjs) and the build tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { BASE_URL } from './sections.mjs';

/**
 * @param {string} buildDir
 * @returns {Map<string, string>} route (e.g. `/docs/api/`) → absolute path of its HTML file
 */
export function builtHtmlPages(buildDir) {
  if (!existsSync(path.join(buildDir, '404.html'))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" first.`);
  }
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full);
      } else if (name === 'index.html') {
        const relative = path.relative(buildDir, dir).split(path.sep).join('/');
        pages.set(relative ? `${BASE_URL}${relative}/` : BASE_URL, full);
      }
    }
  };
  walk(buildDir);
  return pages;
}

/** @param {string} html */
export function isRedirectPage(html) {
  return /<meta http-equiv="refresh"/.test(html) && !/<meta name="docsearch:language"/.test(html);
}

/**
 * @param {string} buildDir
 * @returns {{ pages: Map<string, string>, redirects: Map<string, string> }} real pages, and redirect pages → target
 */
export function readBuild(buildDir) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @type {Map<string, string>} */
  const redirects = new Map();
  for (const [route, file] of builtHtmlPages(buildDir)) {
    const html = readFileSync(file, 'utf8');
    if (isRedirectPage(html)) {
      redirects.set(route, /url=([^"]+)"/.exec(html)?.[1] ?? '');
    } else {
      pages.set(route, file);
    }
  }
  return { pages, redirects };
}
