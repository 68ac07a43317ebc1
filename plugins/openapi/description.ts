/**
 * Loads the API description we own (openapi/): bundles the split files with Redocly, lints them with
 * the recommended ruleset, and reports every problem with the file and JSON pointer it comes from.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type * as Redocly from '@redocly/openapi-core';
import type { NormalizedProblem } from '@redocly/openapi-core';

import { nodeRequire } from '../nodeRequire';
import type { OpenApiDocument } from './types';

/** Redocly, loaded when first used (`npm start` bundles in a worker thread and lints in a process of its own). */
const redocly = () => nodeRequire('@redocly/openapi-core') as typeof Redocly;

export const API_DESCRIPTION_ROOT = path.resolve(__dirname, '../../openapi/openapi.yaml');

export class ApiDescriptionError extends Error {
  constructor(
    readonly problems: readonly string[],
    rootFile: string,
  ) {
    super(
      `The API description ${path.relative(process.cwd(), rootFile)} is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ApiDescriptionError';
  }
}

/** What formatProblem reads of one of Redocly's problems (all that comes back from the worker). */
export interface ProblemLike {
  severity: NormalizedProblem['severity'];
  message: string;
  ruleId: string;
  location: { source: { absoluteRef: string }; pointer?: string }[];
}

/** "openapi/resources/cards.yaml#/paths/~1cards/post: message (rule)" */
export function formatProblem(problem: ProblemLike): string {
  const location = problem.location[0];
  const file = location ? path.relative(process.cwd(), location.source.absoluteRef) : '(unknown file)';
  const pointer = location?.pointer ?? '';
  return `${file}${pointer}: ${problem.message} (${problem.ruleId})`;
}

/**
 * Rules of the recommended ruleset we turn up or down, each for a stated reason:
 * - operation-4xx-response: every operation shares the error document; we declare it on each anyway.
 * - no-unused-components: a component nobody references is a mistake in a split description.
 */
const RULES = {
  'operation-4xx-response': 'error',
  'no-unused-components': 'error',
  'no-invalid-media-type-examples': 'error',
  'no-invalid-parameter-examples': 'error',
  'no-invalid-schema-examples': 'error',
  'operation-description': 'error',
  'tag-description': 'error',
} as const;

export interface LoadedApiDescription {
  document: OpenApiDocument;
  warnings: string[];
}

/** A bundle as the errors below read it: Redocly's, or the worker's. */
interface BundleResult {
  parsed: unknown;
  problems: readonly ProblemLike[];
}

/** The bundle's errors, and a component the bundler renamed (Name-2) because two files use its name. */
function bundleErrors(bundled: BundleResult, rootFile: string): string[] {
  const errors = bundled.problems.filter((problem) => problem.severity === 'error').map(formatProblem);
  const components = (bundled.parsed as OpenApiDocument | undefined)?.components ?? {};
  for (const [kind, entries] of Object.entries(components)) {
    for (const name of Object.keys(entries ?? {}).filter((key) => /-\d+$/.test(key))) {
      errors.push(
        `${path.relative(process.cwd(), rootFile)}: two ${kind} are both named ${name.replace(/-\d+$/, '')}; the bundler renamed one to ${name}`,
      );
    }
  }
  return errors;
}

/** Redocly's config, raw: what createConfig takes, here and in the bundle's worker thread (./bundleWorker.mjs). */
const REDOCLY_CONFIG = { extends: ['recommended'], rules: RULES };

const redoclyConfig = () => redocly().createConfig(REDOCLY_CONFIG);

export async function loadApiDescription(rootFile = API_DESCRIPTION_ROOT): Promise<LoadedApiDescription> {
  const config = await redoclyConfig();
  const { bundle, lint } = redocly();
  const [bundled, lintProblems] = await Promise.all([
    bundle({ ref: rootFile, config }),
    lint({ ref: rootFile, config }),
  ]);
  const errors = [
    ...bundleErrors({ parsed: bundled.bundle.parsed, problems: bundled.problems }, rootFile),
    ...lintProblems.filter((problem) => problem.severity === 'error').map(formatProblem),
  ];
  if (errors.length > 0) throw new ApiDescriptionError(errors, rootFile);
  return {
    document: bundled.bundle.parsed as OpenApiDocument,
    warnings: [...bundled.problems, ...lintProblems]
      .filter((problem) => problem.severity !== 'error')
      .map(formatProblem),
  };
}

/** Redocly's lint of the description alone: its errors and warnings, formatted (the dev server's check, ./devCheck.ts). */
export async function lintApiDescription(
  rootFile = API_DESCRIPTION_ROOT,
): Promise<{ errors: string[]; warnings: string[] }> {
  const lintProblems = await redocly().lint({ ref: rootFile, config: await redoclyConfig() });
  return {
    errors: lintProblems.filter((problem) => problem.severity === 'error').map(formatProblem),
    warnings: lintProblems.filter((problem) => problem.severity !== 'error').map(formatProblem),
  };
}

/**
 * The description bundled into one document, without the lint (`npm run mock`, which starts in
 * seconds; the build and `npm run check:api` lint and check it).
 */
export async function bundleApiDescription(rootFile = API_DESCRIPTION_ROOT): Promise<OpenApiDocument> {
  const bundled = await redocly().bundle({ ref: rootFile, config: await redoclyConfig() });
  return checkedBundle({ parsed: bundled.bundle.parsed, problems: bundled.problems }, rootFile);
}

function checkedBundle(bundled: BundleResult, rootFile: string): OpenApiDocument {
  const errors = bundleErrors(bundled, rootFile);
  if (errors.length > 0) throw new ApiDescriptionError(errors, rootFile);
  return bundled.parsed as OpenApiDocument;
}

/** A bundle started ahead of its first use (prepareBundleInWorker), by root file. */
const prepared = new Map<string, Promise<OpenApiDocument>>();

/**
 * Starts bundleInWorker(rootFile) now; the next call for that file takes its result. `npm start` calls
 * it while the config loads, so that the worker has loaded Redocly and bundled by the time the
 * plugins load their content (a worker of its own took 0.7 s, about 1.5 s beside the dev server).
 */
export function prepareBundleInWorker(rootFile = API_DESCRIPTION_ROOT): void {
  const bundle = startBundle(rootFile);
  // Its failure is reported by the call that takes it.
  bundle.catch(() => undefined);
  prepared.set(rootFile, bundle);
}

/** The worker thread of bundleInWorker, started on first use; idle, it does not keep the process alive. */
let bundler: { worker: Worker; pending: Map<number, (reply: WorkerReply) => void>; next: number } | undefined;
type WorkerReply = BundleResult & { id: number; error?: string };

/**
 * bundleApiDescription in a worker thread (./bundleWorker.mjs), for `npm start`: Redocly loads and
 * bundles on another core while the dev server's thread loads the other plugins' content. The same
 * result and the same errors; the worker stays, with Redocly loaded, for the bundles of later edits.
 */
export function bundleInWorker(rootFile = API_DESCRIPTION_ROOT): Promise<OpenApiDocument> {
  const early = prepared.get(rootFile);
  prepared.delete(rootFile);
  return early ?? startBundle(rootFile);
}

async function startBundle(rootFile: string): Promise<OpenApiDocument> {
  if (!bundler) {
    const worker = new Worker(path.join(__dirname, 'bundleWorker.mjs'));
    const pending = new Map<number, (reply: WorkerReply) => void>();
    worker.on('message', (reply: WorkerReply) => {
      pending.get(reply.id)?.(reply);
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
    });
    worker.on('error', (error) => {
      for (const settle of pending.values()) settle({ id: -1, parsed: undefined, problems: [], error: String(error) });
      pending.clear();
      bundler = undefined;
    });
    worker.unref();
    bundler = { worker, pending, next: 0 };
  }
  const { worker, pending } = bundler;
  const id = bundler.next++;
  const reply = await new Promise<WorkerReply>((resolve) => {
    pending.set(id, resolve);
    // Held while a bundle is under way: before the dev server listens, nothing else keeps Node running.
    worker.ref();
    worker.postMessage({ id, rootFile, config: REDOCLY_CONFIG });
  });
  if (reply.error !== undefined) {
    throw new Error(`Could not bundle ${path.relative(process.cwd(), rootFile)}: ${reply.error}`);
  }
  return checkedBundle(reply, rootFile);
}
