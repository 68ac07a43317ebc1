/**
 * The API description against Unit's official Node SDK: every HTTP call the SDK can send
 * (tests/contract/node-sdk-calls.json, facts only) must match an operation of openapi/ (same method,
 * same path template whatever the parameter names), or be in the file's short list of calls the
 * description deliberately models differently, each with its reason and sources.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { loadApiDescription } from '../../plugins/openapi/description';
import { HTTP_METHODS, listOperations } from '../../plugins/openapi/types';

const CALLS_FILE = path.resolve(__dirname, '../contract/node-sdk-calls.json');

/**
 * The lowest share of the SDK's calls that must match an operation. Today 183 of 186 do; the other
 * three are the DACA calls listed in `notOperations`, which the provider's description and pages
 * send as POST where the Node SDK sends GET.
 */
const MIN_MATCHED_SHARE = 0.98;

interface SdkCall {
  method: string;
  path: string;
  file: string;
  sdkMethod: string;
  host?: 'secure';
}

interface NotAnOperation {
  method: string;
  path: string;
  reason: string;
  sources: string[];
}

interface SdkCallsFile {
  sdk: string;
  version: string;
  commit: string;
  calls: SdkCall[];
  notOperations: NotAnOperation[];
}

const METHODS = HTTP_METHODS.map((method) => method.toUpperCase());

/** What is wrong with the file, each problem naming the entry it is in. */
function problemsOf(data: SdkCallsFile): string[] {
  const problems: string[] = [];
  if (!/^[0-9a-f]{40}$/.test(data.commit)) problems.push(`commit: ${data.commit} is not a full commit hash`);
  data.calls.forEach((call, index) => {
    const where = `calls[${index}] (${call.method} ${call.path})`;
    if (!METHODS.includes(call.method)) problems.push(`${where}: method must be one of ${METHODS.join(', ')}`);
    if (!/^\/[\w\-/{}]*$/.test(call.path)) problems.push(`${where}: path must start with / and hold no query`);
    if (!/^resources\/\w+\.ts$/.test(call.file)) problems.push(`${where}: file must be an SDK file under resources/`);
    if (!call.sdkMethod) problems.push(`${where}: sdkMethod is missing`);
  });
  data.notOperations.forEach((entry, index) => {
    const where = `notOperations[${index}] (${entry.method} ${entry.path})`;
    if (entry.reason.trim().length < 20) problems.push(`${where}: give the reason in a sentence`);
    if (entry.sources.length === 0 || !entry.sources.every((source) => source.startsWith('https://')))
      problems.push(`${where}: give at least one source, each an https address`);
  });
  return problems;
}

/**
 * `/cards/{cardId}/limits` and `/cards/{id}/limits` are the same template. The Node SDK sends two
 * paths with a trailing slash (credit application approve and deny); a trailing slash is not
 * part of the template.
 */
function templateKey(method: string, apiPath: string): string {
  const trimmed = apiPath.length > 1 ? apiPath.replace(/\/$/, '') : apiPath;
  return `${method.toUpperCase()} ${trimmed.replace(/\{[^}]+\}/g, '{}')}`;
}

function compareCalls(
  calls: readonly SdkCall[],
  operations: readonly { method: string; path: string }[],
): { matched: SdkCall[]; unmatched: SdkCall[] } {
  const known = new Set(operations.map((operation) => templateKey(operation.method, operation.path)));
  const matched = calls.filter((call) => known.has(templateKey(call.method, call.path)));
  const unmatched = calls.filter((call) => !known.has(templateKey(call.method, call.path)));
  return { matched, unmatched };
}

const data = JSON.parse(readFileSync(CALLS_FILE, 'utf8')) as SdkCallsFile;
const listed = (call: { method: string; path: string }) =>
  data.notOperations.some((entry) => templateKey(entry.method, entry.path) === templateKey(call.method, call.path));

describe(`the Node SDK's calls (${path.relative(process.cwd(), CALLS_FILE)})`, async () => {
  const { document } = await loadApiDescription();
  const operations = listOperations(document);
  const { matched, unmatched } = compareCalls(data.calls, operations);
  const share = matched.length / data.calls.length;
  const unmatchedNames = unmatched.map((call) => `${call.sdkMethod} (${call.method} ${call.path})`);
  console.log(
    `${data.sdk} ${data.version} (${data.commit.slice(0, 7)}): ${matched.length} of ${data.calls.length} calls match an operation (${(share * 100).toFixed(1)}%); unmatched: ${unmatchedNames.join(', ') || 'none'}`,
  );

  it('are well-formed facts', () => {
    expect(problemsOf(data)).toEqual([]);
    expect(data.calls.length).toBeGreaterThan(0);
  });

  it('match an operation, or are listed with a reason', () => {
    const unexplained = unmatched
      .filter((call) => !listed(call))
      .map((call) => `${call.method} ${call.path} (${call.file})`);
    expect(unexplained, 'SDK calls no operation matches; add the operation, or list the call with its reason').toEqual(
      [],
    );
  });

  it('list only calls the SDK sends and no operation matches', () => {
    const stale = data.notOperations
      .filter(
        (entry) =>
          !unmatched.some((call) => templateKey(call.method, call.path) === templateKey(entry.method, entry.path)),
      )
      .map((entry) => `${entry.method} ${entry.path}`);
    expect(stale, 'notOperations entries that are matched or not sent; remove them').toEqual([]);
  });

  it(`match at least ${MIN_MATCHED_SHARE * 100}%`, () => {
    expect(
      share,
      `${matched.length} of ${data.calls.length} match; unmatched: ${unmatchedNames.join(', ')}`,
    ).toBeGreaterThanOrEqual(MIN_MATCHED_SHARE);
  });
});

describe('compareCalls', () => {
  const call = (method: string, apiPath: string): SdkCall => ({
    method,
    path: apiPath,
    file: 'resources/x.ts',
    sdkMethod: 'X.y',
  });

  it('matches templates whatever the parameter names, and ignores a trailing slash', () => {
    const { matched, unmatched } = compareCalls(
      [call('GET', '/cards/{id}/limits'), call('POST', '/credit-applications/approve/{id}/')],
      [
        { method: 'get', path: '/cards/{cardId}/limits' },
        { method: 'post', path: '/credit-applications/approve/{creditApplicationId}' },
      ],
    );
    expect(matched).toHaveLength(2);
    expect(unmatched).toEqual([]);
  });

  it('tells a different method or path apart', () => {
    const { unmatched } = compareCalls(
      [call('GET', '/accounts/{id}/enter-daca'), call('GET', '/cards/{id}/pin')],
      [
        { method: 'post', path: '/accounts/{accountId}/enter-daca' },
        { method: 'get', path: '/cards/{cardId}' },
      ],
    );
    expect(unmatched).toHaveLength(2);
  });
});
