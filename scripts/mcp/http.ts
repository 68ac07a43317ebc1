/**
 * The MCP server over Streamable HTTP (`npm run mcp -- --http`): the same tool table as stdio
 * (./server.ts), at POST /mcp, stateless (a server and transport per request, no session id) and
 * read-only. It answers JSON, not an event stream: every tool answers at once.
 *
 * What a public deployment needs, in the order a request meets it:
 * 1. a rate limit per client address (express-rate-limit, a fixed window in memory); behind a
 *    reverse proxy on the same machine the address comes from X-Forwarded-For (trust proxy
 *    `loopback`), from any other peer its own;
 * 2. DNS-rebinding protection: the Host header must name an allowed host (the SDK's own
 *    hostHeaderValidation middleware; the transport's allowedHosts/allowedOrigins options are
 *    deprecated in SDK 1.32 in favour of middleware), and an Origin header, which browsers send,
 *    must be the server's own origin or an allowed one;
 * 3. a cap on the body (64 kB by default: the largest tool call, validate_request with a big
 *    body, is a few kB), answered with 413.
 * Every refusal is a JSON-RPC error object with `id: null`, and the server keeps serving.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostHeaderValidation } from '@modelcontextprotocol/sdk/server/middleware/hostHeaderValidation.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';

import type { DocsTools } from './docsTools';
import { createDocsServer, docsToolTable } from './server';

export const MCP_PATH = '/mcp';
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
export const DEFAULT_RATE_LIMIT = { limit: 120, windowMs: 60_000 };
/** Host names a loopback server answers to. IPv6 addresses are written in brackets, as in a Host header. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** JSON-RPC error codes: parse error, invalid request, and the implementation-defined server error. */
const PARSE_ERROR = -32700;
const SERVER_ERROR = -32000;
const INTERNAL_ERROR = -32603;

export interface McpHttpOptions {
  /** Host names (without port) the Host header may carry; loopback names by default. */
  allowedHosts?: readonly string[];
  /** Origins, besides the server's own, that a browser may call from (`https://app.example.com`). */
  allowedOrigins?: readonly string[];
  /** Largest request body in bytes. */
  maxBodyBytes?: number;
  /** Requests per client address in each window. */
  rateLimit?: { limit: number; windowMs: number };
}

function refuse(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/** The host names a server bound to `host` answers to by default. */
export function defaultAllowedHosts(host: string): string[] {
  const named = host.includes(':') ? `[${host}]` : host;
  const wildcard = host === '0.0.0.0' || host === '::';
  return wildcard || LOOPBACK_HOSTS.includes(named) ? [...LOOPBACK_HOSTS] : [...LOOPBACK_HOSTS, named];
}

/**
 * Refuses a request whose Origin is neither the server's own (the scheme and the Host header it
 * was asked with, already checked against the allowed hosts) nor an allowed one. Requests without
 * Origin (MCP clients that are not browsers) pass.
 */
function originValidation(allowedOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    const host = req.headers.host ?? '';
    if (origin === `http://${host}` || origin === `https://${host}` || allowedOrigins.includes(origin)) return next();
    refuse(res, 403, SERVER_ERROR, `Origin not allowed: ${origin}`);
  };
}

export function createMcpHttpApp(tools: DocsTools, options: McpHttpOptions = {}): Express {
  const allowedHosts = options.allowedHosts ?? LOOPBACK_HOSTS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const { limit, windowMs } = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const table = docsToolTable(tools);

  const app = express();
  app.disable('x-powered-by');
  // The client address for the rate limit: a proxy on this machine (nginx) passes it on.
  app.set('trust proxy', 'loopback');

  app.use(
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (req, res) => {
        const retry = Math.max(
          1,
          Math.ceil(
            ((req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs) -
              Date.now(),
          ) / 1000,
        );
        refuse(
          res,
          429,
          SERVER_ERROR,
          `Too many requests: at most ${limit} in ${windowMs / 1000} s from one client. Try again in ${retry} s.`,
        );
      },
    }),
  );
  app.use(hostHeaderValidation([...allowedHosts]));
  app.use(originValidation(options.allowedOrigins ?? []));
  app.use(MCP_PATH, express.json({ limit: maxBodyBytes }));

  app.post(MCP_PATH, async (req, res) => {
    const server = createDocsServer(tools, table);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: maxBodyBytes,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      process.stderr.write(`unit-docs MCP server: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!res.headersSent) refuse(res, 500, INTERNAL_ERROR, 'Internal error');
    }
  });
  // Stateless: no event stream to open with GET, no session to end with DELETE.
  app.all(MCP_PATH, (_req, res) => {
    res.set('Allow', 'POST');
    refuse(res, 405, SERVER_ERROR, `Method not allowed: send JSON-RPC messages with POST ${MCP_PATH}.`);
  });
  app.use((req, res) =>
    refuse(res, 404, SERVER_ERROR, `Not found: ${req.path}. The MCP endpoint is POST ${MCP_PATH}.`),
  );

  const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    const { type, status } = (error ?? {}) as { type?: string; status?: number };
    if (type === 'entity.too.large') {
      return refuse(res, 413, SERVER_ERROR, `Request body too large: at most ${maxBodyBytes} bytes.`);
    }
    if (type === 'entity.parse.failed') {
      return refuse(res, 400, PARSE_ERROR, 'Parse error: the request body is not valid JSON.');
    }
    if (status && status >= 400 && status < 500) {
      return refuse(res, status, SERVER_ERROR, error instanceof Error ? error.message : 'Bad request.');
    }
    process.stderr.write(`unit-docs MCP server: ${error instanceof Error ? error.message : 'unknown error'}\n`);
    refuse(res, 500, INTERNAL_ERROR, 'Internal error');
  };
  app.use(bodyErrors);
  return app;
}

/** Starts the app on host:port (0: any free port); resolves with the server and its URL. */
export function listenMcpHttp(app: Express, host: string, port: number): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({ server, url: `http://${shownHost}:${address.port}${MCP_PATH}` });
    });
  });
}
