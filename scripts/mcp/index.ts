/**
 * `npm run mcp`: the MCP server over stdio, reading the built site in build/ (or the folder named by
 * UNIT_DOCS_BUILD_DIR). Without a build it says which command makes one and exits. stdout carries
 * the protocol only; messages for people go to stderr.
 *
 * `npm run mcp -- --http [--port N] [--host H] [--allowed-hosts a,b] [--allowed-origins o,p]
 * [--rate-limit N]`: the same tools over Streamable HTTP at /mcp (./http.ts), on 127.0.0.1 unless
 * a host is given.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

import { DocsTools, missingBuildFiles } from './docsTools';
import { createMcpHttpApp, DEFAULT_RATE_LIMIT, defaultAllowedHosts, listenMcpHttp } from './http';
import { createDocsServer } from './server';

const USAGE =
  'Usage: npm run mcp [-- --http [--port N] [--host H] [--allowed-hosts a,b] [--allowed-origins o,p] [--rate-limit N]]';

class UsageError extends Error {}

/** A comma-separated list, without empty entries. */
const listOf = (value: string | undefined): string[] | undefined =>
  value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new UsageError(`Invalid --${name} "${value}": give a whole number from ${min} to ${max}.`);
  }
  return number;
}

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        http: { type: 'boolean', default: false },
        port: { type: 'string', default: '3100' },
        host: { type: 'string', default: '127.0.0.1' },
        'allowed-hosts': { type: 'string' },
        'allowed-origins': { type: 'string' },
        'rate-limit': { type: 'string', default: String(DEFAULT_RATE_LIMIT.limit) },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  return {
    http: values.http,
    host: values.host,
    port: wholeNumber('port', values.port, 0, 65535),
    allowedHosts: listOf(values['allowed-hosts']),
    allowedOrigins: listOf(values['allowed-origins']) ?? [],
    rateLimit: wholeNumber('rate-limit', values['rate-limit'], 1, 1_000_000),
  };
}

async function main(): Promise<void> {
  const options = readOptions();
  const buildDir = path.resolve(process.env.UNIT_DOCS_BUILD_DIR ?? path.join(__dirname, '..', '..', 'build'));
  const missing = missingBuildFiles(buildDir);
  if (missing.length > 0) {
    process.stderr.write(
      `unit-docs MCP server: no usable build in ${buildDir} (missing ${missing.join(', ')}).\n` +
        'Run `npm run build` first, then `npm run mcp`.\n',
    );
    process.exit(1);
  }
  const tools = new DocsTools(buildDir);
  if (!options.http) {
    const server = createDocsServer(tools);
    await server.connect(new StdioServerTransport());
    process.stderr.write(`unit-docs MCP server: serving ${buildDir} over stdio\n`);
    return;
  }
  const allowedHosts = [...new Set([...defaultAllowedHosts(options.host), ...(options.allowedHosts ?? [])])];
  const app = createMcpHttpApp(tools, {
    allowedHosts,
    allowedOrigins: options.allowedOrigins,
    rateLimit: { limit: options.rateLimit, windowMs: DEFAULT_RATE_LIMIT.windowMs },
  });
  const { server, url } = await listenMcpHttp(app, options.host, options.port);
  process.stderr.write(
    `unit-docs MCP server: serving ${buildDir} over Streamable HTTP at ${url} (allowed hosts: ${allowedHosts.join(', ')})\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => server.close(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`unit-docs MCP server: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof UsageError) process.stderr.write(`${USAGE}\n`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
