import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app.mjs';

let server: Server;
let origin = '';

function write(root: string, file: string, body: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
}

beforeAll(async () => {
  const build = mkdtempSync(path.join(tmpdir(), 'unit-docs-build-'));
  write(build, 'index.html', '<html><body>home</body></html>');
  write(build, '404.html', '<html><body>Page not found</body></html>');
  write(build, 'api/cards/index.html', `<html><body>${'cards '.repeat(500)}</body></html>`);
  write(build, 'ready-to-launch/banking/index.html', '<html><body>banking</body></html>');
  write(build, 'assets/js/main.0123abcd.js', `console.log(${JSON.stringify('x'.repeat(2000))});`);
  const app = createApp({ buildDir: build });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(origin + pathname, { redirect: 'manual', headers });

describe('production-like server', () => {
  it('serves pages under /docs/', async () => {
    const response = await get('/docs/api/cards/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('cards');
  });

  it('adds the trailing slash', async () => {
    const response = await get('/docs/api/cards');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/docs/api/cards/');
  });

  it('normalises .html and /index.html with a 301, keeping the query', async () => {
    for (const [from, to] of [
      ['/docs/api/cards.html', '/docs/api/cards/'],
      ['/docs/api/cards/index.html?x=1', '/docs/api/cards/?x=1'],
      ['/docs/index.html', '/docs/'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('answers the redirect table when the target exists, keeping the query', async () => {
    const response = await get('/docs/ready-to-launch/?utm=a');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/docs/ready-to-launch/banking/?utm=a');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await get('/docs/no-such-page/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await get('/docs/api/cards/', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gzip = await get('/docs/api/cards/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    const asset = await get('/docs/assets/js/main.0123abcd.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get('/docs/api/cards/');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('refuses to start without a build', () => {
    expect(() => createApp({ buildDir: path.join(tmpdir(), 'no-build-here') })).toThrow(/npm run build/);
  });
});
