/**
 * One table of cases, two servers: the project's Express server (server/app.mjs) and Debian's nginx
 * with server/nginx/nginx.conf, both over the same small build (compressed and with its security
 * policy written by scripts/postbuild.mjs, as `npm run build` does).
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../server/app.mjs';
import { hasBrotliStatic, mcpLocation, startNginx } from '../../server/nginx/serve.mjs';
import { inlineScriptHashes, netlifyHeadersFile, policyInputsFromBuild } from '../../server/security.mjs';
import { compressBuild, writeSecurityPolicy } from '../../scripts/postbuild.mjs';

/** What the API reference's Try it panel may call: the sandbox hosts and a mock on loopback. */
const TRY_IT_SOURCES = [
  'https://api.s.unit.sh',
  'https://secure.api.s.unit.sh',
  'http://localhost:*',
  'http://127.0.0.1:*',
];
const INLINE_SCRIPT = 'document.documentElement.dataset.fixture = "1";';
const CARDS_BODY = `<html><body>${'cards '.repeat(500)}</body></html>`;
const ASSET_BODY = `console.log(${JSON.stringify('x'.repeat(2000))});`;

function write(root: string, file: string, body: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
}

async function makeBuild(): Promise<string> {
  const build = mkdtempSync(path.join(tmpdir(), 'unit-docs-build-'));
  // nginx started by root reads files as nobody; mkdtemp makes the directory private.
  chmodSync(build, 0o755);
  write(
    build,
    'index.html',
    `<html><head><script>${INLINE_SCRIPT}</script><script type="application/ld+json">{"a":1}</script></head><body>home</body></html>`,
  );
  write(build, '404.html', `<html><body>Page not found${' '.repeat(300)}</body></html>`);
  write(build, 'api/cards/index.html', CARDS_BODY);
  // A page whose name has a capital, and the plugin's redirect page at its lowercase address.
  write(build, 'api/Rewards/index.html', '<html><body>rewards page</body></html>');
  write(
    build,
    'api/rewards/index.html',
    '<html><head><meta http-equiv="refresh" content="0; url=/docs/api/Rewards/"></head></html>',
  );
  write(build, 'ready-to-launch/banking/index.html', '<html><body>banking</body></html>');
  write(build, 'assets/js/main.0123abcd.js', ASSET_BODY);
  writeSecurityPolicy(build, {});
  await compressBuild(build);
  return build;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Target {
  origin: string;
  stop: () => Promise<void>;
}

const servers: Record<string, (build: string) => Promise<Target>> = {
  express: async (build) => {
    const app = createApp({ buildDir: build });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    return {
      origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  },
  nginx: async (build) => {
    const nginx = await startNginx({ buildDir: build, port: await freePort(), stdio: ['ignore', 'ignore', 'pipe'] });
    return nginx;
  },
};

interface Case {
  name: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  status: number;
  location?: string;
  /** Text the (decoded) body contains. */
  body?: string;
  /** Header values expected (null: absent). */
  expectHeaders?: Record<string, string | null>;
}

const NOT_FOUND = { status: 404, body: 'Page not found' } as const;

/** Every answer both servers must give. */
const CASES: Case[] = [
  { name: 'a page under /docs/', path: '/docs/api/cards/', status: 200, body: 'cards cards' },
  { name: 'the root redirects to /docs/', path: '/', status: 302, location: '/docs/' },
  { name: 'a directory without its slash', path: '/docs/api/cards', status: 301, location: '/docs/api/cards/' },
  {
    name: 'a directory without its slash, with a query',
    path: '/docs/api/cards?x=1',
    status: 301,
    location: '/docs/api/cards/?x=1',
  },
  { name: 'the base without its slash', path: '/docs', status: 301, location: '/docs/' },
  { name: '.html address', path: '/docs/api/cards.html', status: 301, location: '/docs/api/cards/' },
  {
    name: '/index.html address with a query',
    path: '/docs/api/cards/index.html?x=1',
    status: 301,
    location: '/docs/api/cards/?x=1',
  },
  { name: 'the home page as /index.html', path: '/docs/index.html', status: 301, location: '/docs/' },
  { name: 'the not-found page by its file name', path: '/docs/404.html', status: 301, location: '/docs/404/' },
  {
    name: 'the redirect table, query kept',
    path: '/docs/ready-to-launch/?utm=a',
    status: 301,
    location: '/docs/ready-to-launch/banking/?utm=a',
  },
  { name: 'a page whose name has a capital', path: '/docs/api/Rewards/', status: 200, body: 'rewards page' },
  {
    name: 'its lowercase address, query kept',
    path: '/docs/api/rewards/?x=1',
    status: 301,
    location: '/docs/api/Rewards/?x=1',
  },
  {
    name: 'its lowercase address without the slash',
    path: '/docs/api/rewards',
    status: 301,
    location: '/docs/api/rewards/',
  },
  { name: 'an unknown page', path: '/docs/no-such-page/', ...NOT_FOUND },
  { name: 'an unknown path outside /docs/', path: '/elsewhere', ...NOT_FOUND },
  { name: '`..` as typed', path: '/docs/../etc/passwd', ...NOT_FOUND },
  { name: '`..` percent-encoded', path: '/docs/%2e%2e/%2e%2e/etc/passwd', ...NOT_FOUND },
  { name: '`..` with encoded slashes', path: '/docs/..%2f..%2fetc%2fpasswd', ...NOT_FOUND },
  { name: '`..` double-encoded', path: '/docs/%252e%252e/%252e%252e/etc/passwd', ...NOT_FOUND },
  { name: '`..` with backslashes', path: '/docs/..%5c..%5cetc%5cpasswd', ...NOT_FOUND },
  { name: 'broken percent-encoding', path: '/docs/%zz/', ...NOT_FOUND },
  { name: 'a truncated UTF-8 sequence', path: '/docs/api/%E0%A4%A', ...NOT_FOUND },
  { name: 'a very long path', path: `/docs/${'a'.repeat(9000)}/`, ...NOT_FOUND },
  { name: 'a very long query', path: `/docs/api/cards/?q=${'a'.repeat(9000)}`, status: 200, body: 'cards cards' },
  { name: 'POST', method: 'POST', path: '/docs/api/cards/', ...NOT_FOUND },
  { name: 'DELETE', method: 'DELETE', path: '/docs/api/cards/', ...NOT_FOUND },
  { name: 'OPTIONS', method: 'OPTIONS', path: '/docs/', ...NOT_FOUND },
  { name: "the build's policy record", path: '/docs/.security-policy.json', ...NOT_FOUND },
  { name: "the build's _headers file", path: '/docs/_headers', ...NOT_FOUND },
  {
    name: 'a byte range of a page',
    path: '/docs/api/cards/',
    headers: { range: 'bytes=0-99', 'accept-encoding': 'identity' },
    status: 206,
    expectHeaders: { 'content-range': `bytes 0-99/${CARDS_BODY.length}`, 'content-length': '100' },
  },
  {
    name: 'gzip from the file the build wrote',
    path: '/docs/api/cards/',
    headers: { 'accept-encoding': 'gzip' },
    status: 200,
    body: 'cards cards',
    expectHeaders: { 'content-encoding': 'gzip', vary: 'Accept-Encoding' },
  },
  {
    name: 'no encoding for a client that accepts none',
    path: '/docs/assets/js/main.0123abcd.js',
    headers: { 'accept-encoding': 'identity' },
    status: 200,
    body: 'console.log',
    expectHeaders: { 'content-encoding': null, vary: 'Accept-Encoding' },
  },
  {
    name: 'hashed assets cached for a year',
    path: '/docs/assets/js/main.0123abcd.js',
    status: 200,
    expectHeaders: { 'cache-control': 'public, max-age=31536000, immutable' },
  },
  {
    name: 'HTML revalidates',
    path: '/docs/api/cards/',
    status: 200,
    expectHeaders: { 'cache-control': 'public, max-age=0, must-revalidate' },
  },
];

const SECURITY_HEADERS = ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'content-security-policy'];

let build = '';
beforeAll(async () => {
  build = await makeBuild();
});

describe('security policy', () => {
  it('hashes executable inline scripts only', () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(inlineScriptHashes(`<script>${INLINE_SCRIPT}</script><script src="/x.js"></script>`)).toEqual([hash]);
    expect(inlineScriptHashes('<script type="application/ld+json">{}</script>')).toEqual([]);
    expect(policyInputsFromBuild(build).scriptHashes).toEqual([hash]);
  });

  it('connects to the Try it hosts (sandbox and loopback mock, never production) and exactly the Algolia hosts when hosted search is configured', () => {
    const text = netlifyHeadersFile({ scriptHashes: [], algoliaAppId: 'ABC123' });
    const csp = /Content-Security-Policy: (.*)/.exec(text)?.[1] ?? '';
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(connect).toEqual([
      "'self'",
      ...TRY_IT_SOURCES,
      'https://ABC123-dsn.algolia.net',
      'https://ABC123-1.algolianet.com',
      'https://ABC123-2.algolianet.com',
      'https://ABC123-3.algolianet.com',
    ]);
    const local = netlifyHeadersFile({ scriptHashes: [], algoliaAppId: null });
    expect(/connect-src ([^;]*)/.exec(local)?.[1]).toBe(["'self'", ...TRY_IT_SOURCES].join(' '));
    expect(local).not.toContain('api.unit.co');
  });
});

describe('the build step', () => {
  it('records the Algolia application when both variables are set at build time, and only then', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'unit-docs-policy-'));
    write(dir, 'index.html', `<script>${INLINE_SCRIPT}</script>`);
    writeSecurityPolicy(dir, { ALGOLIA_APP_ID: ' APP42 ', ALGOLIA_SEARCH_API_KEY: 'search-key' });
    const headers = readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/\*$/m);
    expect(headers).toContain(
      `connect-src 'self' ${TRY_IT_SOURCES.join(' ')} https://APP42-dsn.algolia.net https://APP42-1.algolianet.com`,
    );
    expect(headers).not.toContain('search-key');
    writeSecurityPolicy(dir, { ALGOLIA_APP_ID: 'APP42' });
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toContain(
      `connect-src 'self' ${TRY_IT_SOURCES.join(' ')};`,
    );
  });

  it('writes a .br and a .gz beside text files, only when smaller', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'unit-docs-compress-'));
    write(dir, 'a/index.html', CARDS_BODY);
    write(dir, 'tiny.txt', 'x');
    write(dir, 'image.png', 'not text');
    await compressBuild(dir);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'a/index.html.br'))).toString()).toBe(CARDS_BODY);
    expect(gunzipSync(readFileSync(path.join(dir, 'a/index.html.gz'))).toString()).toBe(CARDS_BODY);
    expect(existsSync(path.join(dir, 'tiny.txt.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'image.png.br'))).toBe(false);
  });
});

describe.each(Object.keys(servers))('%s', (serverName) => {
  let target: Target;
  beforeAll(async () => {
    target = await servers[serverName]!(build);
  });
  afterAll(() => target?.stop());

  const request = (c: Pick<Case, 'path' | 'method' | 'headers'>) =>
    fetch(target.origin + c.path, { method: c.method ?? 'GET', redirect: 'manual', headers: c.headers ?? {} });

  it.each(CASES)('$name', async (c) => {
    const response = await request(c);
    expect(response.status, c.path).toBe(c.status);
    if (c.location !== undefined) expect(response.headers.get('location')).toBe(c.location);
    for (const [name, value] of Object.entries(c.expectHeaders ?? {})) {
      expect(response.headers.get(name), name).toBe(value);
    }
    // fetch decodes the body as the Content-Encoding header says.
    const body = await response.text();
    if (c.body) expect(body).toContain(c.body);
    for (const name of SECURITY_HEADERS) expect(response.headers.get(name), name).toBeTruthy();
  });

  it('sends the security headers the build recorded, on pages, assets, redirects and 404s', async () => {
    const expected = /Content-Security-Policy: (.*)/.exec(netlifyHeadersFile(policyInputsFromBuild(build)))?.[1];
    for (const p of ['/docs/', '/docs/assets/js/main.0123abcd.js', '/docs/api/cards.html', '/docs/nope/']) {
      const response = await request({ path: p });
      expect(response.headers.get('content-security-policy'), p).toBe(expected);
      expect(response.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), p).toBe('DENY');
      expect(response.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), p).toContain("frame-ancestors 'none'");
    }
  });

  it('sends brotli where it can', async () => {
    const response = await request({ path: '/docs/api/cards/', headers: { 'accept-encoding': 'br, gzip' } });
    const brotli = serverName === 'express' || hasBrotliStatic();
    expect(response.headers.get('content-encoding')).toBe(brotli ? 'br' : 'gzip');
    expect(await response.text()).toBe(CARDS_BODY);
  });

  it('answers an overlong query with a client error, never a server error', async () => {
    const response = await request({ path: `/docs/?q=${'a'.repeat(40_000)}` });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('express only', () => {
  it('refuses to start without a build', () => {
    expect(() => createApp({ buildDir: path.join(tmpdir(), 'no-build-here') })).toThrow(/npm run build/);
  });
});

describe('nginx in front of the MCP server over HTTP', () => {
  it('proxies /mcp to the upstream given, on one line, and refuses an upstream that is not host:port', () => {
    const block = mcpLocation('127.0.0.1:3100');
    expect(block).toMatch(/^location = \/mcp \{ proxy_pass http:\/\/127\.0\.0\.1:3100\/mcp; .*\}$/);
    expect(block).not.toContain('\n');
    expect(block).not.toContain('#');
    expect(mcpLocation('[::1]:3100')).toContain('proxy_pass http://[::1]:3100/mcp;');
    for (const upstream of ['127.0.0.1', 'http://127.0.0.1:3100', '127.0.0.1:3100; return 200']) {
      expect(() => mcpLocation(upstream), upstream).toThrow(/Invalid MCP upstream/);
    }
  });
});
