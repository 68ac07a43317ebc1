/**
 * The production-like server for build/: what a static host or CDN in front of the site must do
 * (see README "Deploying"), on Express with the `compression` middleware.
 * - serves the site under /docs/ with brotli or gzip compression;
 * - answers `.html` and `/index.html` addresses with a 301 to the clean path (query kept);
 * - answers the redirect table (src/config/redirects.json) with 301s when the target page exists;
 * - long-lived immutable caching for hashed assets, revalidation for HTML;
 * - the site's not-found page with HTTP status 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';

import { cleanHtmlPath } from '../src/site/normalisePath.mjs';

export const BASE_URL = '/docs/';

const redirectTable = JSON.parse(readFileSync(new URL('../src/config/redirects.json', import.meta.url), 'utf8'));

/** @param {string} file */
function cacheControlFor(file) {
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
    redirectTable
      .filter((/** @type {{to: string}} */ r) => existsSync(path.join(buildDir, r.to, 'index.html')))
      .map((/** @type {{from: string, to: string}} */ r) => [
        BASE_URL.slice(0, -1) + r.from,
        BASE_URL.slice(0, -1) + r.to,
      ]),
  );

  const app = express();
  app.disable('x-powered-by');
  app.use(compression());

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

  app.use(
    BASE_URL,
    express.static(buildDir, {
      index: 'index.html',
      redirect: true,
      setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(file)),
    }),
  );

  app.use((_req, res) => {
    res.status(404).setHeader('Cache-Control', 'no-cache').sendFile(notFoundPage);
  });
  return app;
}
