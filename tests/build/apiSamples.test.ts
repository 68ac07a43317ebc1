/**
 * Every request sample of the API reference, sent as a reader would send it: the curl sample run by
 * bash, the JavaScript sample run by Node, the Python sample run by Python (when `requests` is
 * installed), each against a Prism mock server built from the published description with request
 * validation on. A sample the description would reject fails here, with Prism's reason.
 * A process per sample cost three minutes (Python importing requests, Node starting, 786 times), so
 * the JavaScript samples run in this process, each as an async function with its own `fetch` and
 * `console`, and the Python samples in one python3 (tests/build/sendPythonSamples.py); each curl
 * sample still runs in a bash of its own, which is cheap.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { format, promisify } from 'node:util';
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
/** Requests in flight per language: Prism answers one at a time, so more only queue there. */
const CONCURRENCY = 4;

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

interface Job {
  /** The operation, the example and the language, for the failure message. */
  label: string;
  /** The sample's code, calling the mock instead of the sandbox. */
  code: string;
}

/** What the mock answered a sample, or why the sample did not get an answer. */
interface Outcome {
  label: string;
  status?: number;
  body?: string;
  error?: string;
}

/** Runs `send` on every job, `CONCURRENCY` at a time. */
async function inPool(jobs: Job[], send: (job: Job) => Promise<Outcome>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        outcomes.push(await send(job).catch((error: Error) => ({ label: job.label, error: error.message })));
      }
    }),
  );
  return outcomes;
}

/** The curl sample in bash, with curl told to print the status after the body. */
async function sendCurl({ label, code }: Job): Promise<Outcome> {
  const measured = code.replace(/^curl /, `curl --silent --show-error --write-out '\\n%{http_code}' `);
  const { stdout } = await run('bash', ['-c', measured]);
  const lines = stdout.trimEnd().split('\n');
  return { label, status: Number(lines.at(-1)), body: lines.slice(0, -1).join('\n') };
}

/**
 * The JavaScript sample as the body of an async function (strict, like the ES module a reader would
 * run), given a `fetch` that keeps a copy of the answer and a `console` that keeps what it prints.
 * The samples do not await their fetch chain, so the answer is awaited here.
 */
async function sendJavaScript({ label, code }: Job): Promise<Outcome> {
  const answers: Promise<{ status: number; body: string }>[] = [];
  const printed: string[] = [];
  const print = (...args: unknown[]) => void printed.push(format(...args));
  const sampleConsole = { log: print, info: print, warn: print, error: print };
  const sampleFetch = (...args: Parameters<typeof fetch>) => {
    const sent = fetch(...args);
    // Cloned before the sample's own `then` reads the body: this callback was registered first.
    const copy = sent.then((response) => response.clone());
    answers.push(copy.then(async (response) => ({ status: response.status, body: await response.text() })));
    return sent;
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the sample's code is the test
  const sample = new Function('fetch', 'console', `'use strict';\nreturn (async () => {\n${code}\n})();`) as (
    ...args: unknown[]
  ) => Promise<unknown>;
  await sample(sampleFetch, sampleConsole);
  if (answers.length !== 1) return { label, error: `the sample made ${answers.length} requests instead of 1` };
  const { status, body } = await answers[0]!;
  return { label, status, body: body || printed.join('\n') };
}

/** Every Python sample in one python3, a few at a time (tests/build/sendPythonSamples.py). */
async function sendPython(jobs: Job[]): Promise<Outcome[]> {
  const python = spawn('python3', [path.join(__dirname, 'sendPythonSamples.py'), String(CONCURRENCY)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  python.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  python.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  python.stdin.end(JSON.stringify(jobs));
  const code = await new Promise<number | null>((resolve) => python.on('close', resolve));
  if (code !== 0) throw new Error(`python3 sendPythonSamples.py exited with ${code}:\n${stderr}`);
  return JSON.parse(stdout) as Outcome[];
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
    const jobs: Record<CodeSampleView['language'], Job[]> = { curl: [], javascript: [], python: [] };
    for (const operation of model.operations.values()) {
      const sets = [
        { name: 'request', samples: operation.samples },
        ...operation.requestVariants.flatMap((variant) =>
          variant.examples.map((example) => ({ name: example.name, samples: example.samples })),
        ),
      ];
      for (const set of sets) {
        for (const sample of set.samples) {
          jobs[sample.language].push({
            label: `${operation.id} (${set.name}, ${sample.label})`,
            code: sample.code.replace(SANDBOX, MOCK),
          });
        }
      }
    }
    expect(jobs.curl.length).toBeGreaterThan(0);
    expect(jobs.javascript.length).toBe(jobs.curl.length);
    expect(jobs.python.length).toBe(jobs.curl.length);
    const outcomes = (
      await Promise.all([
        inPool(jobs.curl, sendCurl),
        inPool(jobs.javascript, sendJavaScript),
        pythonHasRequests ? sendPython(jobs.python) : [],
      ])
    ).flat();
    const failures = outcomes
      .filter(({ status, error }) => error !== undefined || status === undefined || status < 200 || status > 299)
      .map(({ label, status, body, error }) => `${label}: ${(error ?? `${status} ${body}`).slice(0, 600)}`);
    if (!pythonHasRequests) console.warn('Python samples not sent: python3 has no requests module here.');
    expect(failures, failures.join('\n')).toEqual([]);
    const sent = jobs.curl.length + jobs.javascript.length + (pythonHasRequests ? jobs.python.length : 0);
    expect(outcomes).toHaveLength(sent);
    console.log(`${sent} samples accepted by the mock`);
  }, 180_000);
});
