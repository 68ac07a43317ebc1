/**
 * The MCP server over the built docs (issue: tools that integrators reach for), on the official
 * TypeScript SDK. Four tools: search_docs, read_page, get_operation, validate_request, declared
 * once in a table (docsToolTable) that both transports register: stdio (./index.ts) and
 * Streamable HTTP (./http.ts). A bad argument, an unknown page or an unknown operation is answered
 * with a tool error (isError) and the server keeps answering. Every tool only reads the build.
 */
import { McpServer, type ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z, type ZodType } from 'zod';

import { DocsTools } from './docsTools';

export const SERVER_NAME = 'unit-docs';
export const SERVER_VERSION = '1.0.0';
const MAX_ERRORS = 40;

function text(value: string): CallToolResult {
  return { content: [{ type: 'text', text: value }] };
}

/** One tool of the table: its name, and how it registers itself on a server. */
export interface DocsTool {
  name: string;
  register(server: McpServer): void;
}

/** Every tool reads the local build only: no writes, no network, the same answer for the same call. */
const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

function tool<Shape extends Record<string, ZodType>>(
  name: string,
  config: { title: string; description: string; inputSchema: Shape },
  run: ToolCallback<Shape>,
): DocsTool {
  return { name, register: (server) => server.registerTool(name, { ...config, annotations: READ_ONLY }, run) };
}

/** The four tools over one DocsTools (the build, read once), for either transport. */
export function docsToolTable(tools: DocsTools): DocsTool[] {
  return [
    tool(
      'search_docs',
      {
        title: 'Search the Unit docs',
        description:
          "Searches Unit's developer docs with the site's own search index and ranking. Returns the best pages and sections, each with its title, its URL (/docs/...) and a short excerpt. Pass a URL to read_page to read the whole page.",
        inputSchema: {
          query: z.string().describe('What to look for, e.g. "freeze a card" or "idempotency"'),
          limit: z.number().int().min(1).max(20).optional().describe('How many results, 8 by default'),
        },
      },
      ({ query, limit }) => {
        const hits = tools.searchDocs(query, limit ?? 8);
        if (hits.length === 0) return text(`No page of the docs matches "${query}". Try other words.`);
        return text(
          hits
            .map((hit, index) => `${index + 1}. ${hit.title}\n   ${hit.url}\n   ${hit.excerpt}`.trimEnd())
            .join('\n\n'),
        );
      },
    ),
    tool(
      'read_page',
      {
        title: 'Read a docs page as Markdown',
        description:
          'Returns the Markdown version of one page of the docs, e.g. /docs/api/book-payments/. Accepts the path with or without /docs/, a trailing slash or .md, and full URLs of the site.',
        inputSchema: { path: z.string().describe('The page, e.g. /docs/api/book-payments/') },
      },
      ({ path }) => {
        const page = tools.readPage(path);
        return text(`Source: ${page.route}\n\n${page.markdown}`);
      },
    ),
    tool(
      'get_operation',
      {
        title: 'Get an API operation',
        description:
          'Returns one operation of the Unit API as Markdown: verb, sandbox URL, required scope and timeout where known, parameters, request fields, and the request and response examples. Name it by operationId (e.g. createCard), or by method and path (e.g. POST /cards or /cards/{cardId}/freeze).',
        inputSchema: {
          operationId: z.string().optional().describe('The operationId, e.g. createCard'),
          method: z.string().optional().describe('HTTP method, with path, e.g. POST'),
          path: z.string().optional().describe('API path, with method, e.g. /cards/{cardId}/freeze'),
        },
      },
      (args) => text(tools.getOperation(args)),
    ),
    tool(
      'validate_request',
      {
        title: 'Validate a request body',
        description:
          "Checks a request body against the operation's schema in the API description, with the validator the docs build uses. Answers that it is valid, or lists each error with the JSON pointer of the value at fault. Sends nothing to Unit.",
        inputSchema: {
          operationId: z.string().describe('The operationId, e.g. createBookPayment'),
          body: z
            .unknown()
            .refine((value) => value !== undefined, 'body is required: the JSON request body to check')
            .describe('The JSON request body, e.g. { "data": { "type": "...", "attributes": {} } }'),
        },
      },
      ({ operationId, body }) => {
        const answer = tools.validateRequest(operationId, body);
        const name = `${answer.operation.id} (${answer.operation.method.toUpperCase()} ${answer.operation.path})`;
        if (answer.valid) return text(`valid: the body matches the request schema of ${name}.`);
        const shown = answer.errors.slice(0, MAX_ERRORS);
        const more = answer.errors.length - shown.length;
        return text(
          [
            `invalid: ${answer.errors.length} error${answer.errors.length === 1 ? '' : 's'} against the request schema of ${name}${answer.variant ? `, as its variant ${answer.variant} (the closest to the body)` : ''}:`,
            ...shown.map((error) => `- ${error.pointer}: ${error.message}`),
            ...(more > 0 ? [`- and ${more} more`] : []),
          ]
            .filter(Boolean)
            .join('\n'),
        );
      },
    ),
  ];
}

/** A server with the whole table; over HTTP, one per request (stateless), all sharing one DocsTools. */
export function createDocsServer(tools: DocsTools, table: readonly DocsTool[] = docsToolTable(tools)): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      instructions:
        "Unit's developer documentation (banking-as-a-service API, white-label UI components, Ready-to-Launch products and guides), read from a local build. Search first, then read pages or operations. validate_request checks a request body against the API description offline; nothing here calls Unit's API.",
    },
  );
  for (const entry of table) entry.register(server);
  return server;
}
