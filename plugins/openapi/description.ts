/**
 * Loads the API description we own (openapi/): bundles the split files with Redocly, lints them with
 * the recommended ruleset, and reports every problem with the file and JSON pointer it comes from.
 */
import path from 'node:path';
import type * as Redocly from '@redocly/openapi-core';
import type { NormalizedProblem } from '@redocly/openapi-core';

import { nodeRequire } from '../nodeRequire';
import type { OpenApiDocument } from './types';

const { bundle, createConfig, lint } = nodeRequire('@redocly/openapi-core') as typeof Redocly;

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

/** "openapi/resources/cards.yaml#/paths/~1cards/post: message (rule)" */
export function formatProblem(problem: NormalizedProblem): string {
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

type Bundled = Awaited<ReturnType<typeof bundle>>;

/** The bundle's errors, and a component the bundler renamed (Name-2) because two files use its name. */
function bundleErrors(bundled: Bundled, rootFile: string): string[] {
  const errors = bundled.problems.filter((problem) => problem.severity === 'error').map(formatProblem);
  const components = (bundled.bundle.parsed as OpenApiDocument | undefined)?.components ?? {};
  for (const [kind, entries] of Object.entries(components)) {
    for (const name of Object.keys(entries ?? {}).filter((key) => /-\d+$/.test(key))) {
      errors.push(
        `${path.relative(process.cwd(), rootFile)}: two ${kind} are both named ${name.replace(/-\d+$/, '')}; the bundler renamed one to ${name}`,
      );
    }
  }
  return errors;
}

const redoclyConfig = () => createConfig({ extends: ['recommended'], rules: RULES });

export async function loadApiDescription(rootFile = API_DESCRIPTION_ROOT): Promise<LoadedApiDescription> {
  const config = await redoclyConfig();
  const [bundled, lintProblems] = await Promise.all([
    bundle({ ref: rootFile, config }),
    lint({ ref: rootFile, config }),
  ]);
  const errors = [
    ...bundleErrors(bundled, rootFile),
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
  const lintProblems = await lint({ ref: rootFile, config: await redoclyConfig() });
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
  const bundled = await bundle({ ref: rootFile, config: await redoclyConfig() });
  const errors = bundleErrors(bundled, rootFile);
  if (errors.length > 0) throw new ApiDescriptionError(errors, rootFile);
  return bundled.bundle.parsed as OpenApiDocument;
}
