/**
 * The MCP server over build/ (scripts/mcp), driven as an assistant's client would: the SDK's own
 * Client over stdio, against one server process started the way `npm run mcp` starts it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const jiti = path.join(root, 'node_modules/jiti/bin/jiti.js');
const entry = path.join(root, 'scripts/mcp/index.ts');

let client: Client;
let stderr = '';

/** Calls a tool; returns its text and whether it is a tool error. */
async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n');
  return { text, isError: result.isError === true };
}

beforeAll(async () => {
  const transport = new StdioClientTransport({ command: process.execPath, args: [jiti, entry], cwd: root, stderr: 'pipe' });
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  client = new Client({ name: 'unit-docs-tests', version: '1.0.0' });
  await client.connect(transport);
}, 60_000);

afterAll(async () => {
  await client?.close();
});

describe('MCP server', () => {
  it('lists the four tools, each with an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_operation', 'read_page', 'search_docs', 'validate_request']);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type, tool.name).toBe('object');
    }
    const validate = tools.find((tool) => tool.name === 'validate_request')!;
    expect(validate.inputSchema.required).toEqual(expect.arrayContaining(['operationId']));
  });

  it('search_docs: "freeze a card" finds the cards page first, with title, /docs/ URL and excerpt', async () => {
    const { text, isError } = await call('search_docs', { query: 'freeze a card' });
    expect(isError).toBe(false);
    const first = text.split('\n\n')[0]!;
    expect(first).toMatch(/^1\. Cards › Freeze a card\n {3}\/docs\/api\/cards\/#freeze-a-card\n {3}\S/);
    const urls = [...text.matchAll(/^ {3}(\/docs\/\S*)$/gm)].map((match) => match[1]);
    expect(urls.length).toBeGreaterThan(1);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("read_page: /docs/api/book-payments/ is the page's Markdown twin, in any spelling of the path", async () => {
    const { text, isError } = await call('read_page', { path: '/docs/api/book-payments/' });
    expect(isError).toBe(false);
    expect(text).toMatch(/^Source: \/docs\/api\/book-payments\/\n\n---\ntitle: "Book payments"/);
    expect(text).toContain('\n# Book payments\n');
    expect(text).not.toMatch(/<\/?div/);
    for (const spelling of ['api/book-payments', '/docs/api/book-payments.md', 'https://www.unit.co/docs/api/book-payments/#x']) {
      const again = await call('read_page', { path: spelling });
      expect(again.text, spelling).toBe(text);
    }
  });

  it('get_operation: createCard as Markdown with verb, URL, fields and examples; also by method and path', async () => {
    const { text, isError } = await call('get_operation', { operationId: 'createCard' });
    expect(isError).toBe(false);
    expect(text).toMatch(/^# Create a card\n\n`POST \/cards` \(operationId `createCard`\)\. Reference page: \/docs\/api\/cards\/#\S+/);
    expect(text).toContain('| Verb | POST |');
    expect(text).toContain('| URL | `https://api.s.unit.sh/cards` |');
    expect(text).toMatch(/\| Required scope \| /);
    expect(text).toMatch(/\| Timeout \(seconds\) \| /);
    expect(text).toContain('`shippingAddress.postalCode`');
    expect(text).toMatch(/```bash\ncurl --request POST/);
    expect(text).toMatch(/Response 201[\s\S]*```json\n\{\n {2}"data"/);
    const byPath = await call('get_operation', { method: 'post', path: '/cards/10101/freeze' });
    expect(byPath.isError).toBe(false);
    expect(byPath.text).toContain('(operationId `freezeCard`)');
  });

  it('validate_request: a valid body is "valid"; a wrong type is listed with its JSON pointer', async () => {
    const body = {
      data: {
        type: 'bookPayment',
        attributes: { amount: 10000, description: 'Move to savings' },
        relationships: {
          account: { data: { type: 'depositAccount', id: '10001' } },
          counterpartyAccount: { data: { type: 'depositAccount', id: '10002' } },
        },
      },
    };
    const ok = await call('validate_request', { operationId: 'createPayment', body });
    expect(ok).toEqual({ isError: false, text: expect.stringMatching(/^valid: /) as unknown });
    const wrong = structuredClone(body) as { data: { attributes: Record<string, unknown> } };
    wrong.data.attributes.amount = '100.00';
    const answer = await call('validate_request', { operationId: 'createPayment', body: wrong });
    expect(answer.isError).toBe(false);
    expect(answer.text).toMatch(/^invalid: 1 error against the request schema of createPayment \(POST \/payments\)/);
    expect(answer.text).toContain('- /data/attributes/amount: must be integer');
    // A body sent as a JSON string is read the same way.
    const asString = await call('validate_request', { operationId: 'createPayment', body: JSON.stringify(wrong) });
    expect(asString.text).toBe(answer.text);
  });

  it('answers unknown operations, unknown pages and malformed arguments with tool errors, and keeps answering', async () => {
    const unknown = await call('get_operation', { operationId: 'launchRocket' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('No operation launchRocket');
    const next = await call('get_operation', { operationId: 'getCard' });
    expect(next.isError).toBe(false);
    expect(next.text).toContain('`GET /cards/{cardId}`');

    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['validate_request', { operationId: 'launchRocket', body: {} }, /No operation launchRocket/],
      ['validate_request', { operationId: 'getCard', body: {} }, /takes no JSON request body/],
      ['validate_request', { operationId: 'createPayment' }, /body is required/],
      ['read_page', { path: '/docs/no-such-page/' }, /No page at \/docs\/no-such-page\//],
      ['read_page', { path: '/docs/../../etc/passwd' }, /not a page path/],
      ['read_page', { path: 42 }, /Input validation error/],
      ['search_docs', {}, /Input validation error/],
      ['get_operation', { method: 'POST' }, /Give operationId, or both method and path/],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(result.text).toMatch(message);
    }
    const still = await call('search_docs', { query: 'idempotency' });
    expect(still.isError).toBe(false);
    expect(still.text).toMatch(/^1\. /);
  });

  it('says on stderr what it serves, and stdout carries only the protocol', () => {
    expect(stderr).toContain('serving');
  });
});

describe('MCP server without a build', () => {
  it('exits with a message that names npm run build', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'unit-docs-no-build-'));
    const result = spawnSync(process.execPath, [jiti, entry], {
      cwd: root,
      env: { ...process.env, UNIT_DOCS_BUILD_DIR: empty },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('npm run build');
    expect(result.stderr).toContain(empty);
  });
});
