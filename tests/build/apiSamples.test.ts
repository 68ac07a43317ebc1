/**
 * Every request sample of the API reference, sent as a reader would send it: the curl sample run by
 * bash, the JavaScript sample run by Node, the Python sample run by Python (when `requests` is
 * installed), each against a Prism mock server built from the published description with request
 * validation on. A sample the description would reject fails here, with Prism's reason.
 * A process per sample cost three minutes (Python importing requests, Node starting, 786 times), so
 * the JavaScript samples run in this process, each as an async function with its own `fetch` and
 * `console`, the Python samples in one python3 (tests/build/sendPythonSamples.py) and the curl
 * samples in one bash and one curl (tests/build/sendCurlSamples.sh).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
let model: Awaited<ReturnType<typeof loadApi>>['model'];

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

/** Runs `send` on every job, `CONCURRENCY` at a time (the JavaScript samples). */
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

/**
 * Every curl sample in one bash and one curl (tests/build/sendCurlSamples.sh): bash reads each sample
 * as written, curl sends them all with the sample's own options.
 */
async function sendCurl(jobs: Job[]): Promise<Outcome[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'curl-samples-'));
  try {
    jobs.forEach(({ code }, index) => writeFileSync(path.join(dir, `${index}.sh`), code));
    const { stdout, stderr } = await collect(
      spawn('bash', [path.join(__dirname, 'sendCurlSamples.sh'), dir, String(CONCURRENCY)]),
    );
    const answers = new Map<number, { status: number; error: string }[]>();
    for (const line of stdout.split('\n').filter(Boolean)) {
      const [, index, status, error] = /^(\d+) (\d+) ?(.*)$/.exec(line) ?? [];
      const list = answers.get(Number(index)) ?? [];
      list.push({ status: Number(status), error: error ?? '' });
      answers.set(Number(index), list);
    }
    return jobs.map(({ label }, index): Outcome => {
      const file = (extension: string) => path.join(dir, `${index}.${extension}`);
      if (existsSync(file('error'))) return { label, error: `bash: ${readFileSync(file('error'), 'utf8')}` };
      const list = answers.get(index) ?? [];
      if (list.length !== 1) return { label, error: `the sample made ${list.length} requests instead of 1 ${stderr}` };
      const [{ status, error }] = list as [{ status: number; error: string }];
      const body = existsSync(file('body')) ? readFileSync(file('body'), 'utf8') : '';
      return error ? { label, error: `curl: ${error}` } : { label, status, body };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A child process's output, once it has exited. */
async function collect(child: ChildProcess, input?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin!.end(input);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr };
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
  const script = path.join(__dirname, 'sendPythonSamples.py');
  const { code, stdout, stderr } = await collect(spawn('python3', [script, String(CONCURRENCY)]), JSON.stringify(jobs));
  if (code !== 0) throw new Error(`python3 ${script} exited with ${code}:\n${stderr}`);
  return JSON.parse(stdout) as Outcome[];
}

describe('API request samples against a mock of the published description', () => {
  beforeAll(async () => {
    if (!existsSync(published)) throw new Error(`${published} is missing: run the production build first`);
    pythonHasRequests = await run('python3', ['-c', 'import requests'])
      .then(() => true)
      .catch(() => false);
    // Both take seconds of CPU: one core each.
    [{ model }] = await Promise.all([loadApi(), startPrism()]);
  }, 90_000);

  afterAll(() => {
    prism?.kill();
  });

  it('accepts every sample of every operation', async () => {
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
        sendCurl(jobs.curl),
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
