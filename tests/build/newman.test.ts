/**
 * A real client against the provider's own description: Postman's runner, newman, sends every request
 * of the published collection (build/api/postman-collection.json) to a Prism mock of the facts-only
 * skeleton of Unit's OpenAPI file, with request validation on (tests/providerMock.mjs). A rejection
 * fails unless tests/contract/provider-differences.json lists the request, with the source showing
 * that Unit's file is wrong or stale there; every listed request must still be rejected, and its
 * operation must say so on its page (x-unit-provider-differs).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { COLLECTION, readDifferences, runAgainstProvider, type ProviderRun } from '../providerMock.mjs';

const published = path.resolve(__dirname, '../../build/api/openapi.json');

describe('the Postman collection, run by newman against a mock of Unit’s OpenAPI file', () => {
  let run: ProviderRun;
  const differences = readDifferences();
  const listed = new Map(differences.map((difference) => [difference.operationId, difference]));

  beforeAll(async () => {
    if (!existsSync(COLLECTION)) throw new Error(`${COLLECTION} is missing: run the production build first`);
    run = await runAgainstProvider();
    const sent = run.accepted.length + run.misread.length + run.rejected.length;
    console.log(
      [
        `newman: ${run.accepted.length} of ${sent} requests accepted by the mock of Unit's OpenAPI file, ${run.rejected.length} rejected (each a known difference)`,
        `  not judged: ${run.misread.map((answer) => answer.operationId).join(', ') || 'none'} (Prism misreads its deepObject query)`,
        `  not sent: ${run.multipart.length} multipart uploads, ${run.unknownPath.length} requests on paths the file does not know`,
      ].join('\n'),
    );
  }, 90_000);

  it('sends the requests whose paths the file knows, most of the collection', () => {
    expect(run.accepted.length + run.misread.length + run.rejected.length).toBeGreaterThan(run.total / 2);
    expect(run.misread.length, 'requests Prism misreads are not judged: keep them few').toBeLessThanOrEqual(2);
    expect(run.multipart.map((request) => request.operationId)).toEqual(
      expect.arrayContaining(['uploadApplicationDocumentFile']),
    );
  });

  it('has every rejection listed as a known difference', () => {
    const unlisted = run.rejected
      .filter((answer) => !listed.has(answer.operationId))
      .map((answer) => `${answer.name} (${answer.operationId}, ${answer.method} ${answer.path}): ${answer.status} ${answer.reason}`);
    expect(unlisted, `rejected by the mock and not in tests/contract/provider-differences.json:\n${unlisted.join('\n')}`).toEqual([]);
  });

  it('lists only requests the mock still rejects', () => {
    const rejected = new Set(run.rejected.map((answer) => answer.operationId));
    const stale = differences
      .filter((difference) => !rejected.has(difference.operationId))
      .map((difference) => `${difference.name} (${difference.operationId})`);
    expect(stale, `listed as known differences, but accepted or not sent: remove them\n${stale.join('\n')}`).toEqual([]);
  });

  it('says so on the page of every listed operation', () => {
    const document = JSON.parse(readFileSync(published, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; 'x-unit-provider-differs'?: string }>>;
    };
    const notes = new Map<string, string | undefined>();
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        if (operation.operationId) notes.set(operation.operationId, operation['x-unit-provider-differs']);
      }
    }
    const silent = differences
      .filter((difference) => !notes.get(difference.operationId))
      .map((difference) => `${difference.operationId} has no x-unit-provider-differs`);
    expect(silent).toEqual([]);
  });
});
