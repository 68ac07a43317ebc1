/**
 * The Try it panel's request samples in curl, JavaScript (fetch) and Python (requests), written from
 * the panel's current request. Hand-written rather than with @readme/httpsnippet, which the page's
 * own samples use at build time but which is too large for a chunk loaded on a click;
 * tests/unit/tryIt.test.ts checks that both say the same request. Pure functions.
 */
import type { SampleRequest } from './request';

export type SampleLanguage = 'curl' | 'javascript' | 'python';

export const SAMPLE_LANGUAGES: { language: SampleLanguage; label: string }[] = [
  { language: 'curl', label: 'curl' },
  { language: 'javascript', label: 'JavaScript' },
  { language: 'python', label: 'Python' },
];

/**
 * Where the reader's sample language is remembered: the slot of the reference's samples
 * (`docusaurus.tab.` + CODE_SAMPLES_GROUP of plugins/openapi/viewTypes.ts, which
 * tests/unit/tryIt.test.ts holds them to). Written out: importing viewTypes into this chunk would
 * split that constant out of main.js into a module of its own, on every page.
 */
export const SAMPLE_LANGUAGE_SLOT = 'docusaurus.tab.code-samples';

/** The environment variable the samples read the token from, unless the reader includes theirs. */
export const TOKEN_VARIABLE = 'UNIT_TOKEN';

/** The token as a sample writes it: read from `UNIT_TOKEN`, or the reader's own value. */
export type SampleToken = { variable: string } | { value: string };

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const indent = (text: string, by: string) => text.replaceAll('\n', `\n${by}`);
const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);

export function curlSample(request: SampleRequest, token: SampleToken): string {
  const lines = [`curl --request ${request.method}`, `--url ${shellQuote(request.url)}`];
  // In double quotes the shell reads the variable; nothing else in this header is special to it.
  lines.push(
    'variable' in token
      ? `--header "Authorization: Bearer $${token.variable}"`
      : `--header ${shellQuote(`Authorization: Bearer ${token.value}`)}`,
  );
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (request.body) {
    const text = request.body.json !== undefined ? prettyJson(request.body.json) : request.body.text;
    lines.push(`--data ${shellQuote(text)}`);
  }
  return lines.join(' \\\n  ');
}

const jsString = (text: string) => JSON.stringify(text);
const jsKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name));

export function javascriptSample(request: SampleRequest, token: SampleToken): string {
  const authorization =
    'variable' in token ? `\`Bearer \${process.env.${token.variable}}\`` : jsString(`Bearer ${token.value}`);
  const headers = [
    `    Authorization: ${authorization},`,
    ...request.headers.map(([name, value]) => `    ${jsKey(name)}: ${jsString(value)},`),
  ];
  const options = [`  method: ${jsString(request.method)},`, '  headers: {', ...headers, '  },'];
  if (request.body) {
    options.push(
      request.body.json !== undefined
        ? `  body: JSON.stringify(${indent(prettyJson(request.body.json), '  ')}),`
        : `  body: ${jsString(request.body.text)},`,
    );
  }
  return [
    `const response = await fetch(${jsString(request.url)}, {`,
    ...options,
    '});',
    'console.log(response.status, await response.text());',
  ].join('\n');
}

/** A JSON value as a Python literal (JSON's strings and numbers are Python's too). */
export function pythonLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${pythonLiteral(item, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, level + 1)},`).join('\n')}\n${end}}`;
  }
  return JSON.stringify(value);
}

export function pythonSample(request: SampleRequest, token: SampleToken): string {
  const lines = ['import requests'];
  if ('variable' in token) lines.unshift('import os');
  const authorization =
    'variable' in token ? `f"Bearer {os.environ['${token.variable}']}"` : JSON.stringify(`Bearer ${token.value}`);
  lines.push(
    '',
    `url = ${JSON.stringify(request.url)}`,
    'headers = {',
    `    "Authorization": ${authorization},`,
    ...request.headers.map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`),
    '}',
  );
  const method = request.method.toLowerCase();
  let call = `requests.${method}(url, headers=headers)`;
  if (request.body) {
    if (request.body.json !== undefined) {
      lines.push(`payload = ${pythonLiteral(request.body.json)}`);
      call = `requests.${method}(url, json=payload, headers=headers)`;
    } else {
      lines.push(`payload = ${JSON.stringify(request.body.text)}`);
      call = `requests.${method}(url, data=payload, headers=headers)`;
    }
  }
  lines.push('', `response = ${call}`, 'print(response.status_code, response.text)');
  return lines.join('\n');
}

export function sample(language: SampleLanguage, request: SampleRequest, token: SampleToken): string {
  if (language === 'curl') return curlSample(request, token);
  if (language === 'javascript') return javascriptSample(request, token);
  return pythonSample(request, token);
}
