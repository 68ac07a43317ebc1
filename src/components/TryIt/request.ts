/**
 * The request the Try it panel sends, made from the operation's data (plugins/openapi/tryItTypes.ts)
 * and what the reader typed: the same method, URL, headers and body as the page's own samples
 * (plugins/openapi/codeSamples.ts) when the values are the page's. Pure functions.
 */
import type { TryItOperation, TryItParameter } from '@site/plugins/openapi/tryItTypes';
import { LOOPBACK_HOSTS, MOCK_PORT } from '@site/src/site/tryItHosts.mjs';

import { parseJson } from './json';

export interface Target {
  kind: 'sandbox' | 'mock';
  /** The mock's host and port, as typed. */
  host: string;
  port: string;
}

export const DEFAULT_TARGET: Target = { kind: 'sandbox', host: 'localhost', port: String(MOCK_PORT) };

export interface SampleRequest {
  method: string;
  url: string;
  /** Without Authorization, which the samples and the panel add their own way. */
  headers: [string, string][];
  /** The body as typed; `json` when it parses. */
  body?: { text: string; json?: unknown };
}

/** Why the mock's host or port cannot be used, or undefined. */
export function mockTargetProblem(target: Target): string | undefined {
  if (!LOOPBACK_HOSTS.includes(target.host.trim().toLowerCase()))
    return `The mock host must be ${LOOPBACK_HOSTS.join(', ')}: this panel sends requests only to Unit's sandbox or to your own computer.`;
  if (!/^\d{1,5}$/.test(target.port.trim()) || Number(target.port) < 1 || Number(target.port) > 65535)
    return 'The port must be a number from 1 to 65535.';
  return undefined;
}

/** Where requests go: the operation's sandbox host, or the local mock. */
export function baseUrlOf(operation: TryItOperation, target: Target): string {
  return target.kind === 'sandbox'
    ? operation.server
    : `http://${target.host.trim().toLowerCase()}:${Number(target.port.trim())}`;
}

/** The value each parameter starts with: the page's example, else its default. */
export function initialValues(operation: TryItOperation): Record<string, string> {
  return Object.fromEntries(operation.parameters.map((parameter) => [parameter.name, parameter.example ?? '']));
}

export function missingParameters(operation: TryItOperation, values: Record<string, string>): TryItParameter[] {
  return operation.parameters.filter((parameter) => parameter.required && !(values[parameter.name] ?? '').trim());
}

export function buildRequest(
  operation: TryItOperation,
  baseUrl: string,
  values: Record<string, string>,
  body?: { text: string; json?: unknown },
): SampleRequest {
  let path = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const value = values[parameter.name] ?? '';
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (value !== '') query.push(`${parameter.name}=${encodeURIComponent(value)}`);
  }
  const headers: [string, string][] = [];
  const request: SampleRequest = {
    method: operation.method,
    url: `${baseUrl}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    headers,
  };
  if (operation.requestMediaType && body) {
    headers.push(['Content-Type', operation.requestMediaType]);
    request.body = body;
  }
  return request;
}

/** Unit's API tokens (`v2.public.…`) and JWTs (`eyJ….….…`). */
const TOKEN_PATTERN = /v2\.public\.[\w-]{20,}|eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/;

/** Whether a text holds something that looks like a token, or the reader's own token. */
export function looksLikeToken(text: string, token: string): boolean {
  return TOKEN_PATTERN.test(text) || (token.trim().length >= 8 && text.includes(token.trim()));
}

/** Rendered at most of a response body; the rest is left out, and the panel says so. */
export const MAX_RENDERED_CHARACTERS = 200_000;

export interface ShownBody {
  /** Formatted JSON when the body is JSON, else the text as it came; cut at MAX_RENDERED_CHARACTERS. */
  text: string;
  /** The parsed body, when it is JSON (said so by its Content-Type, and parsing). */
  json?: { value: unknown };
  /** The length of the whole text, when it was cut. */
  truncatedFrom?: number;
}

/** What the panel shows of a response body: JSON formatted, anything else raw, a very long body cut. */
export function shownBody(text: string, contentType: string | null): ShownBody {
  const parsed = /json/i.test(contentType ?? '') && text ? parseJson(text) : undefined;
  const whole = parsed?.ok ? JSON.stringify(parsed.value, null, 2) : text;
  return {
    text: whole.slice(0, MAX_RENDERED_CHARACTERS),
    ...(parsed?.ok ? { json: { value: parsed.value } } : {}),
    ...(whole.length > MAX_RENDERED_CHARACTERS ? { truncatedFrom: whole.length } : {}),
  };
}

/** The declared response a status answers to: itself, else its class (`4XX`), else `default`. */
export function responseKey(responses: Record<string, string | null>, status: number): string | undefined {
  return [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in responses);
}
