/**
 * Every request sample of the API reference, sent as a reader would send it: the curl sample run by
 * bash, the JavaScript sample run by Node, the Python sample run by Python (when `requests` is
 * installed), each against a Prism mock server built from the published description with request
 * validation on. A sample the description would reject fails here, with Prism's reason.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadApi } from '../../plugins/openapi/model';
import type { CodeSampleView } from '../../plugins/openapi/viewTypes';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const published = path.join(root, 'build/api/openapi.json');
/** The sandbox hosts the samples call (the API and the secure host of card data). */
const SANDBOX = /https:\/\/(?:secure\.)?api\.s\.unit\.sh/g;
const PORT = 4010 + Math.floor(Math.random() * 500);
const MOCK = `http://127.0.0.1:${PORT}`;

let prism: ChildProcess | undefined;
let pythonHasRequests = false;

async function startPrism(): Promise<void> {
  const binary = path.join(root, 'node_modules/.bin/prism');
  prism = spawn(binary, ['mock', published, '--port', String(PORT), '--host', '127.0.0.1', '--errors'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 60_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism!.stdout!.on('data', listen);
    prism!.stderr!.on('data', listen);
    prism!.on('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${output}`)));
  });
}

/** Runs one sample against the mock; returns the status and body the mock answered with. */
async function send(sample: CodeSampleView): Promise<{ status: number; body: string }> {
  const code = sample.code.replace(SANDBOX, MOCK);
  let stdout: string;
  if (sample.language === 'curl') {
    const measured = code.replace(/^curl /, `curl --silent --show-error --write-out '\\n%{http_code}' `);
    ({ stdout } = await run('bash', ['-c', measured]));
  } else if (sample.language === 'javascript') {
    // The sample prints the parsed body; we also want the status, so fetch reports it first.
    const preamble =
      'const realFetch = globalThis.fetch; globalThis.fetch = async (...args) => { const response = await realFetch(...args); console.log(JSON.stringify({ status: response.status })); return response; };\n';
    ({ stdout } = await run(process.execPath, ['--input-type=module', '-e', preamble + code]));
    const [first, ...rest] = stdout.split('\n');
    return { status: (JSON.parse(first ?? '{}') as { status: number }).status, body: rest.join('\n') };
  } else {
    const measured = code.replace(/print\(response\.text\)\s*$/, 'print(response.text)\nprint(response.status_code)');
    ({ stdout } = await run('python3', ['-c', measured]));
  }
  const lines = stdout.trimEnd().split('\n');
  return { status: Number(lines.at(-1)), body: lines.slice(0, -1).join('\n') };
}

describe('API request samples against a mock of the published description', () => {
  beforeAll(async () => {
    if (!existsSync(published)) throw new Error(`${published} is missing: run the production build first`);
    pythonHasRequests = await run('python3', ['-c', 'import requests'])
      .then(() => true)
      .catch(() => false);
    await startPrism();
  }, 90_000);

  afterAll(() => {
    prism?.kill();
  });

  it('accepts every sample of every operation', async () => {
    const { model } = await loadApi();
    const jobs: { label: string; sample: CodeSampleView }[] = [];
    for (const operation of model.operations.values()) {
      const sets = [
        { name: 'request', samples: operation.samples },
        ...operation.requestVariants.flatMap((variant) =>
          variant.examples.map((example) => ({ name: example.name, samples: example.samples })),
        ),
      ];
      for (const set of sets) {
        for (const sample of set.samples) {
          if (sample.language === 'python' && !pythonHasRequests) continue;
          jobs.push({ label: `${operation.id} (${set.name}, ${sample.label})`, sample });
        }
      }
    }
    expect(jobs.length).toBeGreaterThan(0);
    const failures: string[] = [];
    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          try {
            const { status, body } = await send(job.sample);
            if (status < 200 || status > 299) failures.push(`${job.label}: ${status} ${body.slice(0, 600)}`);
          } catch (error) {
            failures.push(`${job.label}: ${(error as Error).message.slice(0, 600)}`);
          }
        }
      }),
    );
    if (!pythonHasRequests) console.warn('Python samples not sent: python3 has no requests module here.');
    expect(failures, failures.join('\n')).toEqual([]);
    console.log(`${jobs.length} samples accepted by the mock`);
  }, 300_000);
});
