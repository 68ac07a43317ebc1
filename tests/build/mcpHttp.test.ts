/**
 * The MCP server over Streamable HTTP (`npm run mcp -- --http`, scripts/mcp/http.ts) on build/,
 * driven by the SDK's own StreamableHTTPClientTransport: started the way the command starts it,
 * then each tool, then bad input (malformed JSON-RPC, an unknown tool, an oversized body, a foreign
 * Host or Origin), each answered with a JSON-RPC error while the server keeps serving; the rate
 * limit on its own small app; and the same session through nginx with server/nginx/mcp.conf.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startNginx } from '../../server/nginx/serve.mjs';
import { DocsTools } from '../../scripts/mcp/docsTools';
import { createMcpHttpApp, listenMcpHttp } from '../../scripts/mcp/http';

const root = path.resolve(__dirname, '../..');
const jiti = path.join(root, 'node_modules/jiti/bin/jiti.js');
const entry = path.join(root, 'scripts/mcp/index.ts');

let child: ChildProcess;
let url: URL;
let stderr = '';

/** A session from the SDK's own client over Streamable HTTP. */
async function connect(at: URL): Promise<Client> {
  const client = new Client({ name: 'unit-docs-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(at));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n');
  return { text, isError: result.isError === true };
}

/** A raw POST with any headers (Host included, which fetch cannot set); answers status and body. */
function post(
  at: URL,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { error?: { code: number; message: string }; id?: unknown } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      at,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as never }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const listTools = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });

beforeAll(async () => {
  child = spawn(process.execPath, [jiti, entry, '--http', '--port', '0', '--rate-limit', '10000'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  url = await new Promise<URL>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`npm run mcp -- --http exited with ${code}: ${stderr}`)));
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /over Streamable HTTP at (http:\/\/\S+)/.exec(stderr);
      if (match) resolve(new URL(match[1]!));
    });
  });
}, 60_000);

afterAll(() => {
  child?.kill();
});

describe('MCP server over Streamable HTTP', () => {
  it('binds to loopback by default and says where', () => {
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/mcp');
    expect(stderr).toContain('allowed hosts: localhost, 127.0.0.1, [::1]');
  });

  it("serves the four tools of stdio to the SDK's HTTP client, statelessly, and calls each", async () => {
    const client = await connect(url);
    const transport = client.transport as StreamableHTTPClientTransport;
    expect(transport.sessionId).toBeUndefined();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_operation', 'read_page', 'search_docs', 'validate_request']);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);

    const search = await call(client, 'search_docs', { query: 'freeze a card' });
    expect(search.text).toMatch(/^1\. Cards › Freeze a card\n {3}\/docs\/api\/cards\/#freeze-a-card/);
    const page = await call(client, 'read_page', { path: '/docs/api/book-payments/' });
    expect(page.text).toContain('\n# Book payments\n');
    const operation = await call(client, 'get_operation', { operationId: 'createCard' });
    expect(operation.text).toContain('| URL | `https://api.s.unit.sh/cards` |');
    const validation = await call(client, 'validate_request', { operationId: 'createPayment', body: { data: {} } });
    expect(validation).toMatchObject({ isError: false, text: expect.stringMatching(/^invalid: /) as unknown });
    await client.close();
  });

  it('answers bad input with a JSON-RPC error and keeps serving', async () => {
    const cases: [string, string, Record<string, string>, number, number, RegExp][] = [
      ['malformed JSON', '{"jsonrpc": "2.0",', {}, 400, -32700, /not valid JSON/],
      ['JSON that is not JSON-RPC', '{"hello": "world"}', {}, 400, -32700, /Invalid JSON-RPC message/],
      ['an oversized body', JSON.stringify({ padding: 'x'.repeat(70_000) }), {}, 413, -32000, /at most 65536 bytes/],
      ['a foreign Host', listTools, { host: 'attacker.example' }, 403, -32000, /Invalid Host: attacker\.example/],
      ['a foreign Origin', listTools, { origin: 'https://attacker.example' }, 403, -32000, /Origin not allowed/],
    ];
    for (const [name, body, headers, status, code, message] of cases) {
      const answer = await post(url, body, headers);
      expect(answer.status, name).toBe(status);
      expect(answer.body.error?.code, name).toBe(code);
      expect(answer.body.error?.message, name).toMatch(message);
      expect(answer.body.id, name).toBeNull();
    }
    // The server's own origin is no foreign Origin.
    expect((await post(url, listTools, { origin: url.origin })).status).toBe(200);

    const client = await connect(url);
    const unknown = await call(client, 'launch_rocket', {});
    expect(unknown).toEqual({ isError: true, text: expect.stringMatching(/Tool launch_rocket not found/) as unknown });
    const still = await call(client, 'get_operation', { operationId: 'getCard' });
    expect(still.text).toContain('`GET /cards/{cardId}`');
    await client.close();
    expect(child.exitCode).toBeNull();
  });

  it('limits requests per client and answers 429 with a JSON-RPC error', async () => {
    const app = createMcpHttpApp(new DocsTools(path.join(root, 'build')), { rateLimit: { limit: 3, windowMs: 60_000 } });
    const { server, url: limited } = await listenMcpHttp(app, '127.0.0.1', 0);
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await post(new URL(limited), listTools)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await post(new URL(limited), listTools);
      expect(refused.body.error?.message).toMatch(/^Too many requests: at most 3 in 60 s from one client/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('serves the same session behind nginx at /mcp (server/nginx/mcp.conf), beside the site', async () => {
    const nginx = await startNginx({
      buildDir: path.join(root, 'build'),
      port: await freePort(),
      mcpUpstream: url.host,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      const client = await connect(new URL('/mcp', nginx.origin));
      const operation = await call(client, 'get_operation', { operationId: 'freezeCard' });
      expect(operation.text).toContain('(operationId `freezeCard`)');
      await client.close();
      const page = await fetch(`${nginx.origin}/docs/api/cards/`);
      expect(page.status).toBe(200);
      // POST reaches /mcp only; elsewhere it still gets the not-found page.
      expect((await fetch(`${nginx.origin}/docs/api/cards/`, { method: 'POST' })).status).toBe(404);
    } finally {
      await nginx.stop();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
