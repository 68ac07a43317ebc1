/**
 * Request samples in curl, JavaScript and Python, generated from an operation and one of its
 * examples by @readme/httpsnippet (the generator ReadMe's API docs use), via a HAR request.
 */
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';

import { highlightToHtml } from './highlight';
import type { LocatedOperation } from './types';
import type { CodeSampleView, SampleLanguage } from './viewTypes';

/** What the samples put where the reader's token goes; the page tells them to replace it. */
export const TOKEN_PLACEHOLDER = 'YOUR_API_TOKEN';

const TARGETS: {
  language: SampleLanguage;
  label: string;
  highlight: 'bash' | 'javascript' | 'python';
  target: string;
  client: string;
}[] = [
  { language: 'curl', label: 'curl', highlight: 'bash', target: 'shell', client: 'curl' },
  { language: 'javascript', label: 'JavaScript', highlight: 'javascript', target: 'javascript', client: 'fetch' },
  { language: 'python', label: 'Python', highlight: 'python', target: 'python', client: 'requests' },
];

function serialiseQuery(name: string, value: unknown, style: string | undefined): [string, string][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && style === 'deepObject') {
    return Object.entries(value).map(([key, inner]) => [`${name}[${key}]`, String(inner)]);
  }
  if (Array.isArray(value)) return [[name, value.map(String).join(',')]];
  return [[name, String(value)]];
}

/** The HAR request a reader would send for this operation with this body. */
export function harRequest(located: LocatedOperation, server: string, mediaType?: string, body?: unknown): HarRequest {
  let apiPath = located.path;
  const query: [string, string][] = [];
  for (const { parameter } of located.parameters) {
    if (parameter.in === 'path') {
      if (parameter.example === undefined) {
        throw new Error(`${located.id}: path parameter ${parameter.name} needs an example for the code samples`);
      }
      apiPath = apiPath.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example)));
    } else if (parameter.in === 'query' && parameter.example !== undefined) {
      query.push(...serialiseQuery(parameter.name, parameter.example, parameter.style));
    }
  }
  const search =
    query.length > 0 ? `?${query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}` : '';
  const headers = [{ name: 'Authorization', value: `Bearer ${TOKEN_PLACEHOLDER}` }];
  const request: Omit<HarRequest, 'postData'> & { postData?: HarRequest['postData'] } = {
    method: located.method.toUpperCase(),
    url: `${server}${apiPath}${search}`,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
  };
  if (mediaType && body !== undefined) {
    headers.push({ name: 'Content-Type', value: mediaType });
    // Declared as application/json so the generators write a JSON literal, not an escaped string;
    // the Content-Type header above still says what is sent.
    request.postData = { mimeType: 'application/json', text: JSON.stringify(body) };
  }
  // The library's type wants postData on every request; at run time it is optional (no body).
  return request as HarRequest;
}

export function buildCodeSamples(
  located: LocatedOperation,
  server: string,
  mediaType: string | undefined,
  body: unknown,
): CodeSampleView[] {
  const snippet = new HTTPSnippet(harRequest(located, server, mediaType, body));
  return TARGETS.map(({ language, label, highlight, target, client }) => {
    const output = snippet.convert(target as never, client, { indent: '  ' });
    const code = Array.isArray(output) ? output[0] : output;
    if (typeof code !== 'string') throw new Error(`${located.id}: no ${label} sample could be generated`);
    return { language, label, highlight, code, html: highlightToHtml(code, highlight) };
  });
}
