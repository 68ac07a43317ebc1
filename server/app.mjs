/**
 * The production-like server for build/: what a static host or CDN in front of the site must do
 * (see README "Deploying"), on Express; server/nginx/ does the same with nginx.
 * - serves the site under /docs/, sending the `.br` or `.gz` file the build wrote beside each text
 *   file (plugins/build-output) as the client accepts, with `Vary: Accept-Encoding`: nothing is
 *   compressed per request;
 * - security headers on every answer (server/security.mjs: helmet, with a Content-Security-Policy
 *   that allows the build's inline scripts by hash);
 * - answers `.html` and `/index.html` addresses with a 301 to the clean path (query kept);
 * - answers the redirect table (src/config/redirects.json) with 301s (query kept);
 * - long-lived immutable caching for hashed assets, revalidation for HTML;
 * - the site's not-found page with HTTP status 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';

import { cleanHtmlPath } from '../src/site/normalisePath.mjs';
import { BASE_URL } from '../src/site/sections.mjs';
import { POLICY_FILE, helmetOptions, policyInputsFor } from './security.mjs';

const redirectTable = JSON.parse(readFileSync(new URL('../src/config/redirects.json', import.meta.url), 'utf8'));

/** @param {string} file */
function cacheControlFor(file) {
  file = file.replace(/\.(br|gz)$/, '');
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** @param {string} url */
function queryOf(url) {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
}

/**
 * @param {{ buildDir: string }} options
 * @returns {import('express').Express}
 */
export function createApp({ buildDir }) {
  const notFoundPage = path.join(buildDir, '404.html');
  if (!existsSync(notFoundPage)) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" first.`);
  }
  const redirects = new Map(
    redirectTable.map((/** @type {{from: string, to: string}} */ r) => [
      BASE_URL.slice(0, -1) + r.from,
      BASE_URL.slice(0, -1) + r.to,
    ]),
  );

  const app = express();
  app.disable('x-powered-by');
  app.use(helmet(helmetOptions(policyInputsFor(buildDir))));

  // A path that does not decode (broken percent-encoding) names no file: the not-found page.
  const notFound = (/** @type {import('express').Response} */ res) => {
    // The precompressed-file middleware may have chosen an encoding before the file turned out missing.
    res.removeHeader('Content-Encoding');
    res.removeHeader('Content-Type');
    res.status(404).setHeader('Cache-Control', 'no-cache').sendFile(notFoundPage);
  };

  app.use((req, res, next) => {
    const clean = cleanHtmlPath(req.path, BASE_URL);
    const target = clean ?? redirects.get(req.path);
    if (target) {
      res.redirect(301, target + queryOf(req.originalUrl));
      return;
    }
    next();
  });

  app.get('/', (_req, res) => res.redirect(302, BASE_URL));

  app.use(BASE_URL, (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      notFound(res);
      return;
    }
    // The build's own records are not part of the site.
    if (req.path === `/${POLICY_FILE}` || req.path === '/_headers') {
      notFound(res);
      return;
    }
    next();
  });

  const serveFiles = expressStaticGzip(buildDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: {
      index: false,
      redirect: true,
      setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(file)),
    },
  });
  // Files answer GET and HEAD; any other method gets the not-found page, as before.
  app.use(BASE_URL, (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? serveFiles(req, res, next) : next(),
  );

  app.use((_req, res) => notFound(res));
  return app;
}
