/**
 * The Try it panel against the build, on the real description in openapi/:
 * - validator wiring: the standalone validator modules the build writes (plugins/openapi/tryIt.ts),
 *   run with the helpers the panel hands them, give the build's own validator's verdict, JSON
 *   pointers and messages, on every example of every operation and on broken copies of them;
 * - samples: for every operation and every request example on its page, the panel's request and its
 *   curl, JavaScript and Python samples (src/components/TryIt) say the same method, URL, headers and
 *   JSON body as the page's samples. The JavaScript samples run with a stand-in fetch, the Python
 *   samples with a stand-in `requests` module, the curl samples are parsed.
 * Plus the pure parts: JSON problems with line and column, mock hosts, token detection.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

import { harRequest, TOKEN_PLACEHOLDER } from '../../plugins/openapi/codeSamples';
import { mediaTypeExamples } from '../../plugins/openapi/examples';
import { loadApi } from '../../plugins/openapi/model';
import { requestSchemas } from '../../plugins/openapi/operationView';
import { SchemaReader } from '../../plugins/openapi/schemaReader';
import { buildTryItFiles, type TryItFiles } from '../../plugins/openapi/tryIt';
import { BODY_VALIDATOR, RESPONSE_VALIDATOR, type TryItOperation } from '../../plugins/openapi/tryItTypes';
import { listOperations, resolveResponse } from '../../plugins/openapi/types';
import { describeError } from '../../plugins/openapi/validationErrors';
import { documentValidator, pointerTo } from '../../plugins/openapi/validator';
import { parseJson } from '../../src/components/TryIt/json';
import {
  baseUrlOf,
  buildRequest,
  initialValues,
  looksLikeToken,
  MAX_RENDERED_CHARACTERS,
  missingParameters,
  mockTargetProblem,
  responseKey,
  shownBody,
} from '../../src/components/TryIt/request';
import { CODE_SAMPLES_GROUP } from '../../plugins/openapi/viewTypes';
import {
  curlSample,
  javascriptSample,
  pythonSample,
  SAMPLE_LANGUAGE_SLOT,
  type SampleToken,
} from '../../src/components/TryIt/samples';
import { checkBody, instantiate, type ValidatorModule } from '../../src/components/TryIt/validators';

/** What a sample sends, in a form two samples can be compared by. */
interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

function normalise({ method, url, headers, body }: Sent) {
  const parsed = new URL(url);
  return {
    method: method.toUpperCase(),
    address: `${parsed.origin}${decodeURIComponent(parsed.pathname)}`,
    query: [...parsed.searchParams].sort(),
    headers: Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value])
      .sort(),
    body: typeof body === 'string' ? (JSON.parse(body) as unknown) : body,
  };
}

/** Runs a JavaScript sample with a stand-in fetch; returns what it sent. */
async function runJavaScript(code: string, env: Record<string, string> = {}): Promise<Sent> {
  let sent: Sent | undefined;
  const fetch = (url: string, options: { method?: string; headers?: Record<string, string>; body?: string }) => {
    sent = { method: options.method ?? 'GET', url, headers: options.headers ?? {}, body: options.body };
    return Promise.resolve({ status: 200, json: () => Promise.resolve({}), text: () => Promise.resolve('') });
  };
  // The panel's sample awaits at its top level, as a module may: run it inside an async function.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs generated samples on purpose
  const run = new Function('fetch', 'console', 'process', `return (async () => {\n${code}\n})();`) as (
    ...values: unknown[]
  ) => Promise<void>;
  await run(fetch, { log() {}, error() {} }, { env });
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!sent) throw new Error(`the sample sent nothing:\n${code}`);
  return sent;
}

/** Splits a curl command as a shell would (quotes, `\` line breaks, `$NAME` in double quotes). */
function parseCurl(command: string, env: Record<string, string> = {}): Sent {
  const words: string[] = [];
  let word: string | undefined;
  for (let index = 0; index < command.length; index += 1) {
    const char = command[index]!;
    if (char === '\\' && command[index + 1] === '\n') {
      index += 1;
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === "'") {
      const end = command.indexOf("'", index + 1);
      word = (word ?? '') + command.slice(index + 1, end);
      index = end;
    } else if (char === '"') {
      const end = command.indexOf('"', index + 1);
      word = (word ?? '') + command.slice(index + 1, end).replace(/\$([A-Z_]+)/g, (_, name: string) => env[name] ?? '');
      index = end;
    } else if (char === '\\') {
      word = (word ?? '') + command[index + 1];
      index += 1;
    } else word = (word ?? '') + char;
  }
  if (word !== undefined) words.push(word);
  const sent: Sent = { method: 'GET', url: '', headers: {} };
  for (let index = 1; index < words.length; index += 2) {
    const [option, value] = [words[index], words[index + 1] ?? ''];
    if (option === '--request') sent.method = value;
    else if (option === '--url') sent.url = value;
    else if (option === '--header') {
      const colon = value.indexOf(':');
      sent.headers[value.slice(0, colon)] = value.slice(colon + 1).trim();
    } else if (option === '--data') sent.body = value;
    else throw new Error(`unexpected curl option ${option}`);
  }
  return sent;
}

const FAKE_REQUESTS = `
import urllib.parse
captured = []
class Response:
    status_code = 200
    text = ''
def request(method, url, params=None, json=None, data=None, headers=None):
    if params:
        url += ('&' if '?' in url else '?') + urllib.parse.urlencode(params)
    captured.append({'method': method.upper(), 'url': url, 'headers': headers or {}, 'body': json if json is not None else data})
    return Response()
def get(url, **options): return request('GET', url, **options)
def post(url, **options): return request('POST', url, **options)
def put(url, **options): return request('PUT', url, **options)
def patch(url, **options): return request('PATCH', url, **options)
def delete(url, **options): return request('DELETE', url, **options)
`;

const PYTHON_RUNNER = `
import json, os, sys
os.environ['UNIT_TOKEN'] = 'token-from-env'
import requests
out = []
for code in json.load(sys.stdin):
    exec(code, {'print': lambda *args: None})
    out.append(requests.captured[-1])
print(json.dumps(out))
`;

/** Runs Python samples with a stand-in `requests`; undefined when there is no python3. */
function runPython(codes: string[]): Sent[] | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'try-it-python-'));
  writeFileSync(path.join(dir, 'requests.py'), FAKE_REQUESTS);
  try {
    const output = execFileSync('python3', ['-c', PYTHON_RUNNER], {
      input: JSON.stringify(codes),
      env: { ...process.env, PYTHONPATH: dir },
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(output.toString()) as Sent[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const LITERAL_TOKEN: SampleToken = { value: TOKEN_PLACEHOLDER };

describe('the Try it panel on the description in openapi/', async () => {
  const { document, model } = await loadApi();
  const validate = documentValidator(document);
  const reader = new SchemaReader(document);
  const operations = listOperations(document);
  let files: TryItFiles;
  const modules = new Map<string, ValidatorModule>();

  beforeAll(async () => {
    files = buildTryItFiles(document, model);
    const dir = mkdtempSync(path.join(tmpdir(), 'try-it-modules-'));
    mkdirSync(path.join(dir, 'v'));
    for (const [name, text] of files.modules) {
      // .mjs: Node reads a .js file outside a `"type": "module"` package as CommonJS; browsers do not care.
      const file = path.join(dir, name.replace(/\.js$/, '.mjs'));
      writeFileSync(file, text);
      const exports = (await import(pathToFileURL(file).href)) as {
        default: Parameters<typeof instantiate>[0];
      };
      modules.set(name, instantiate(exports.default));
    }
  }, 120_000);

  const tryItOf = (id: string): TryItOperation => files.operations.get(id)!;
  const describeAll = (validator: ValidatorModule[string], value: unknown) =>
    validator(value) ? [] : (validator.errors ?? []).map(describeError);

  /** Broken copies of an example: `data.type` (or the first member) left out, and every `type` made wrong. */
  function brokenCopies(value: unknown): unknown[] {
    const copies: unknown[] = [];
    const copy = structuredClone(value) as { data?: { type?: unknown } } & Record<string, unknown>;
    if (copy.data && typeof copy.data === 'object' && 'type' in copy.data) delete copy.data.type;
    else delete copy[Object.keys(copy)[0] ?? ''];
    copies.push(copy);
    const wrongTypes = JSON.parse(JSON.stringify(value), (key, inner: unknown) =>
      key === 'type' && typeof inner === 'string' ? 'notAType' : inner,
    ) as unknown;
    copies.push(wrongTypes);
    return copies;
  }

  it('writes one data file per operation and validators whose helpers the panel provides', () => {
    expect(files.operations.size).toBe(operations.length);
    for (const text of files.modules.values())
      expect(text).toMatch(/^\/\/ .*\nexport default function validators\(require\)/);
    expect(tryItOf('getMobileWalletPayload').server).toBe('https://secure.api.s.unit.sh');
    expect(tryItOf('createCard').server).toBe('https://api.s.unit.sh');
    expect(JSON.stringify([...files.operations.values()])).not.toContain('api.unit.co');
    // Operations that answer with the same schema share its module.
    const errorModules = new Set([...files.operations.values()].map((operation) => operation.responses['4XX']));
    expect(errorModules.size).toBe(1);
  });

  it('validates request bodies, their variants and responses exactly as the build does', () => {
    let compared = 0;
    let broken = 0;
    for (const located of operations) {
      const tryIt = tryItOf(located.id);
      const request = requestSchemas(reader, located);
      if (request) {
        const module = modules.get(tryIt.requestValidators!)!;
        const bodyPointer = pointerTo(...request.mediaPointer, 'schema');
        for (const example of mediaTypeExamples(document, request.media, request.mediaPointer)) {
          for (const value of [example.value, ...brokenCopies(example.value)]) {
            const expected = validate(bodyPointer, value);
            expect(describeAll(module[BODY_VALIDATOR]!, value), `${located.id} ${example.name}`).toEqual(expected);
            if (value !== example.value && expected.length > 0) broken += 1;
            compared += 1;
            for (const [index, variant] of request.variants.entries()) {
              const validator = tryIt.variants[index]!.validator;
              if (!validator) continue;
              const instance = request.variantsAt ? (value as { data?: unknown }).data : value;
              expect(
                describeAll(module[validator]!, instance),
                `${located.id} ${example.name} variant ${index}`,
              ).toEqual(validate(variant.schema.pointer, instance));
            }
          }
        }
      }
      for (const [status, entry] of Object.entries(located.operation.responses ?? {})) {
        const resolved = resolveResponse(document, entry, ['paths', located.path, located.method, 'responses', status]);
        const [mediaType, media] = Object.entries(resolved.response.content ?? {})[0] ?? [];
        if (!mediaType || !media?.schema) {
          expect(tryIt.responses[status]).toBeNull();
          continue;
        }
        const validator = modules.get(tryIt.responses[status]!)![RESPONSE_VALIDATOR]!;
        const mediaPointer = [...resolved.pointer, 'content', mediaType];
        for (const example of mediaTypeExamples(document, media, mediaPointer)) {
          for (const value of [example.value, ...brokenCopies(example.value)]) {
            expect(describeAll(validator, value), `${located.id} ${status} ${example.name}`).toEqual(
              validate(pointerTo(...mediaPointer, 'schema'), value),
            );
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(operations.length * 3);
    // The broken copies are caught, so the comparison is not of empty lists only.
    expect(broken).toBeGreaterThan(100);
  }, 60_000); // every example of every operation, and broken copies: seconds, more on a busy machine

  it('shows the errors of the variant the body comes closest to, with the field each is about', () => {
    const tryIt = tryItOf('createCard');
    const module = modules.get(tryIt.requestValidators!)!;
    const example = structuredClone(tryIt.variants[0]!.examples[0]!.value) as {
      data: { attributes: { shippingAddress: Record<string, unknown> }; relationships: unknown };
    };
    delete example.data.attributes.shippingAddress.street;
    example.data.attributes.shippingAddress.country = 12;
    const { errors, variant } = checkBody(module, tryIt, 0, example);
    expect(variant).toBe(0);
    expect(errors).toEqual([
      {
        pointer: '/data/attributes/shippingAddress',
        text: "must have required property 'street'",
        field: '/data/attributes/shippingAddress/street',
      },
      {
        pointer: '/data/attributes/shippingAddress/country',
        text: 'must be string',
        field: '/data/attributes/shippingAddress/country',
      },
    ]);
    // The example of another variant, with one wrong value: that variant's errors, not the chosen one's.
    const virtual = structuredClone(tryIt.variants[1]!.examples[0]!.value) as {
      data: { attributes: Record<string, unknown> };
    };
    virtual.data.attributes.idempotencyKey = '';
    expect(checkBody(module, tryIt, 0, virtual)).toEqual({
      variant: 1,
      errors: [
        {
          pointer: '/data/attributes/idempotencyKey',
          text: 'must NOT have fewer than 1 characters',
          field: '/data/attributes/idempotencyKey',
        },
      ],
    });
    expect(checkBody(module, tryIt, 0, tryIt.variants[0]!.examples[0]!.value).errors).toEqual([]);
  });

  it('offers the idempotency key where the body has one, and deepObject members as parameters', () => {
    expect(
      tryItOf('createCard').variants.every((variant) => variant.idempotencyKey === '/data/attributes/idempotencyKey'),
    ).toBe(true);
    expect(tryItOf('updateCard').variants.some((variant) => variant.idempotencyKey)).toBe(false);
    const list = tryItOf('getCardsList');
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page[limit]', 'page[offset]', 'filter[accountId]']),
    );
    expect(list.parameters.find((parameter) => parameter.name === 'page[limit]')?.example).toBe('20');
  });

  it("makes the page's requests and samples from the page's values, in curl, JavaScript and Python", async () => {
    const cases: {
      label: string;
      expected: Sent;
      mine: ReturnType<typeof buildRequest>;
      built: Record<string, string>;
    }[] = [];
    for (const located of operations) {
      const tryIt = tryItOf(located.id);
      const view = model.operations.get(located.id)!;
      const examples: { name: string; value?: unknown; samples: typeof view.samples }[] =
        view.requestVariants.length > 0
          ? view.requestVariants.flatMap((variant) =>
              variant.examples.map((example) => ({
                name: example.name,
                value: JSON.parse(example.json) as unknown,
                samples: example.samples,
              })),
            )
          : [{ name: 'request', samples: view.samples }];
      for (const example of examples) {
        const har = harRequest(located, tryIt.server, view.requestMediaType, example.value);
        const mine = buildRequest(
          tryIt,
          baseUrlOf(tryIt, { kind: 'sandbox', host: '', port: '' }),
          initialValues(tryIt),
          example.value === undefined
            ? undefined
            : { text: JSON.stringify(example.value, null, 2), json: example.value },
        );
        expect(missingParameters(tryIt, initialValues(tryIt)), located.id).toEqual([]);
        cases.push({
          label: `${located.id} (${example.name})`,
          mine,
          expected: {
            method: har.method,
            url: har.url,
            headers: Object.fromEntries(har.headers.map((header) => [header.name, header.value])),
            body: har.postData?.text,
          },
          built: Object.fromEntries(example.samples.map((sample) => [sample.language, sample.code])),
        });
      }
    }
    expect(cases.length).toBeGreaterThan(operations.length);
    const pythonCodes: string[] = [];
    for (const { label, expected, mine, built } of cases) {
      const want = normalise(expected);
      const request = normalise({
        method: mine.method,
        url: mine.url,
        headers: { ...Object.fromEntries(mine.headers), Authorization: `Bearer ${TOKEN_PLACEHOLDER}` },
        body: mine.body?.json,
      });
      expect(request, label).toEqual(want);
      expect(normalise(await runJavaScript(javascriptSample(mine, LITERAL_TOKEN))), `${label}, JavaScript`).toEqual(
        want,
      );
      expect(normalise(await runJavaScript(built.javascript!)), `${label}, the page's JavaScript`).toEqual(want);
      expect(normalise(parseCurl(curlSample(mine, LITERAL_TOKEN))), `${label}, curl`).toEqual(want);
      expect(normalise(parseCurl(built.curl!)), `${label}, the page's curl`).toEqual(want);
      pythonCodes.push(pythonSample(mine, LITERAL_TOKEN), built.python!);
    }
    const python = runPython(pythonCodes);
    if (!python) {
      console.warn('Python samples not run: no python3 here.');
      return;
    }
    for (const [index, { label }] of cases.entries()) {
      expect(normalise(python[index * 2]!), `${label}, Python`).toEqual(normalise(python[index * 2 + 1]!));
    }
  }, 120_000);

  it('reads the token from UNIT_TOKEN unless the reader includes theirs, in every language', async () => {
    const tryIt = tryItOf('getCard');
    const request = buildRequest(
      tryIt,
      baseUrlOf(tryIt, { kind: 'mock', host: 'localhost', port: '4010' }),
      initialValues(tryIt),
    );
    const env = { UNIT_TOKEN: 'token-from-env' };
    const fromEnv = { variable: 'UNIT_TOKEN' };
    expect((await runJavaScript(javascriptSample(request, fromEnv), env)).headers.Authorization).toBe(
      'Bearer token-from-env',
    );
    expect(parseCurl(curlSample(request, fromEnv), env).headers.Authorization).toBe('Bearer token-from-env');
    expect(curlSample(request, fromEnv)).toContain('$UNIT_TOKEN');
    const python = runPython([pythonSample(request, fromEnv)]);
    if (python) expect(python[0]!.headers.Authorization).toBe('Bearer token-from-env');
    expect(request.url).toBe('http://localhost:4010/cards/10101');
    expect(curlSample(request, { value: "it's-mine" })).toContain(`'Authorization: Bearer it'\\''s-mine'`);
  });
});

describe('the panel on bad input', () => {
  it('gives the line and column of invalid JSON', () => {
    expect(parseJson('{\n  "a": 1,\n  "b": 2\n  "c": 3\n}')).toEqual({
      ok: false,
      problem: { line: 4, column: 3, message: "expected ',' or '}'" },
    });
    expect(parseJson('{"a": [1, 2}')).toMatchObject({ ok: false, problem: { line: 1, column: 12 } });
    expect(parseJson('{"a": "line\nbreak"}')).toMatchObject({ ok: false, problem: { line: 1, column: 12 } });
    expect(parseJson('')).toMatchObject({ ok: false, problem: { line: 1, column: 1 } });
    expect(parseJson('{"a": tru}')).toMatchObject({ ok: false, problem: { line: 1, column: 7 } });
    expect(parseJson(' {"a": [true, null, -1.5e3, "\\u00e9"]} ')).toEqual({
      ok: true,
      value: { a: [true, null, -1500, 'é'] },
    });
  });

  it('refuses mock hosts other than loopback, and bad ports', () => {
    const target = (host: string, port = '4010') => ({ kind: 'mock' as const, host, port });
    for (const host of ['localhost', '127.0.0.1', '[::1]', ' LOCALHOST '])
      expect(mockTargetProblem(target(host))).toBeUndefined();
    for (const host of ['api.unit.co', 'api.s.unit.sh', '10.0.0.1', 'localhost.evil.example', '']) {
      expect(mockTargetProblem(target(host)), host).toMatch(/must be localhost, 127\.0\.0\.1, \[::1\]/);
    }
    for (const port of ['0', '65536', 'abc', '', '40 10'])
      expect(mockTargetProblem(target('localhost', port)), port).toMatch(/port/);
  });

  it("remembers the sample language in the reference's own slot", () => {
    expect(SAMPLE_LANGUAGE_SLOT).toBe(`docusaurus.tab.${CODE_SAMPLES_GROUP}`);
  });

  it('names each required parameter left empty', () => {
    const parameter = (name: string, required: boolean) => ({ name, in: 'query' as const, required });
    const operation = { parameters: [parameter('a', true), parameter('b', false), parameter('c', true)] };
    expect(
      missingParameters(operation as unknown as TryItOperation, { a: ' ', b: '', c: 'x' }).map(({ name }) => name),
    ).toEqual(['a']);
  });

  it('shows a JSON answer formatted, any other answer raw, and cuts a very long one', () => {
    expect(shownBody('{"a":[1]}', 'application/vnd.api+json; charset=utf-8')).toEqual({
      text: '{\n  "a": [\n    1\n  ]\n}',
      json: { value: { a: [1] } },
    });
    expect(shownBody('<html>Bad gateway</html>', 'text/html')).toEqual({ text: '<html>Bad gateway</html>' });
    expect(shownBody('{"a": oops', 'application/json')).toEqual({ text: '{"a": oops' });
    expect(shownBody('', 'application/json')).toEqual({ text: '' });
    const long = `"${'x'.repeat(MAX_RENDERED_CHARACTERS + 10)}"`;
    const shown = shownBody(long, 'text/plain');
    expect(shown.text).toHaveLength(MAX_RENDERED_CHARACTERS);
    expect(shown.truncatedFrom).toBe(long.length);
  });

  it('checks an answer against its own status, else its class, else the default', () => {
    const responses = { '200': 'a.js', '4XX': 'b.js', default: null };
    expect(responseKey(responses, 200)).toBe('200');
    expect(responseKey(responses, 404)).toBe('4XX');
    expect(responseKey(responses, 500)).toBe('default');
    expect(responseKey({ '201': 'c.js' }, 200)).toBeUndefined();
  });

  it('recognises a token pasted where it does not belong', () => {
    expect(looksLikeToken('v2.public.eyJyb2xlIjoib3JnIiwidXNlcklkIjoiMSJ9abc', '')).toBe(true);
    expect(looksLikeToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig', '')).toBe(true);
    expect(looksLikeToken('my own secret value', 'own secret')).toBe(true);
    expect(looksLikeToken('10101', 'v2.public.x')).toBe(false);
    expect(looksLikeToken('{"idempotencyKey": "card-10002-physical-1"}', '')).toBe(false);
  });
});
