/**
 * Everything the build requires of the description beyond Redocly's lint: valid examples, the
 * examples every operation must have, and well-formed vendor extensions. Each problem names the
 * split file it comes from.
 */
import {
  API_DESCRIPTION_ROOT,
  ApiDescriptionError,
  loadApiDescription,
  type LoadedApiDescription,
} from './description';
import { checkExamples, missingExamples } from './examples';
import { pathSources } from './sources';
import { listOperations, type OpenApiDocument, type OperationObject } from './types';

/** One scope (`cards-write`), or alternatives any one of which is enough (`customers-write or customer-tags-write`). */
const SCOPE_PATTERN = /^[a-z-]+( or [a-z-]+)*$/;
/** The facts `x-unit-sources` may name a source for. */
const SOURCED_FACTS = ['scope', 'timeout', 'operation'] as const;

/** What is wrong with an operation's `x-unit-sources`: facts it names, addresses it gives. */
function sourcesProblems(operation: OperationObject): string[] {
  const sources: unknown = operation['x-unit-sources'];
  if (sources === undefined) return [];
  if (typeof sources !== 'object' || sources === null || Array.isArray(sources)) {
    return ['must map facts (scope, timeout, operation) to source addresses'];
  }
  const problems: string[] = [];
  for (const [fact, value] of Object.entries(sources)) {
    if (!(SOURCED_FACTS as readonly string[]).includes(fact)) {
      problems.push(`names '${fact}', which is none of ${SOURCED_FACTS.join(', ')}`);
      continue;
    }
    const addresses: unknown[] = Array.isArray(value) ? value : [value];
    if (
      addresses.length === 0 ||
      addresses.some((address) => typeof address !== 'string' || !/^https:\/\/\S+$/.test(address))
    ) {
      problems.push(`${fact} must be an https address or a list of them`);
    }
  }
  if ('scope' in sources && operation['x-unit-scope'] === undefined)
    problems.push('gives a source for a scope it does not state');
  if ('timeout' in sources && operation['x-unit-timeout'] === undefined)
    problems.push('gives a source for a timeout it does not state');
  return problems;
}

export interface CheckedApiDescription extends LoadedApiDescription {
  examplesValidated: number;
}

export async function loadCheckedApiDescription(rootFile = API_DESCRIPTION_ROOT): Promise<CheckedApiDescription> {
  const loaded = await loadApiDescription(rootFile);
  const { problems, examplesValidated } = descriptionProblems(loaded.document, rootFile);
  if (problems.length > 0) throw new ApiDescriptionError(problems, rootFile);
  return { ...loaded, examplesValidated };
}

/**
 * The problems of a bundled description beyond Redocly's lint, each naming its split file, and the
 * number of examples validated. The dev server runs this after serving (./devCheck.ts).
 */
export function descriptionProblems(
  document: OpenApiDocument,
  rootFile = API_DESCRIPTION_ROOT,
): { problems: string[]; examplesValidated: number } {
  const sources = pathSources(rootFile);
  const operations = listOperations(document);
  const fileOf = new Map(operations.map((op) => [op.id, sources.get(op.path) ?? rootFile]));
  const problems: string[] = [];

  const seen = new Set<string>();
  for (const { id, path: apiPath, operation } of operations) {
    const file = fileOf.get(id);
    if (seen.has(id)) problems.push(`${file}: operationId ${id} is used twice`);
    seen.add(id);
    const timeout = operation['x-unit-timeout'];
    if (timeout !== undefined && (!Number.isInteger(timeout) || timeout <= 0)) {
      problems.push(`${file}: ${id} x-unit-timeout must be a positive whole number of seconds`);
    }
    const scope = operation['x-unit-scope'];
    if (scope !== undefined && !SCOPE_PATTERN.test(scope)) {
      problems.push(`${file}: ${id} x-unit-scope '${scope}' is not one scope, or alternatives joined by ' or '`);
    }
    for (const problem of sourcesProblems(operation)) problems.push(`${file}: ${id} x-unit-sources ${problem}`);
    if (!operation.summary) problems.push(`${file}: ${id} (${apiPath}) has no summary`);
    const differs: unknown = operation['x-unit-provider-differs'];
    if (differs !== undefined && (typeof differs !== 'string' || !/^[^\n]+[.!?]$/.test(differs.trim()))) {
      problems.push(`${file}: ${id} x-unit-provider-differs must be one sentence on one line, ending with a full stop`);
    }
    for (const [index, line] of (operation['x-unit-unconfirmed'] ?? []).entries()) {
      // An unquoted YAML line with ": " in it becomes a mapping, not a sentence.
      if (typeof line !== 'string') {
        problems.push(`${file}: ${id} x-unit-unconfirmed item ${index} is not a string (quote it if it contains ': ')`);
      }
    }
  }

  const checks = checkExamples(document);
  for (const check of checks) {
    for (const problem of check.problems) {
      problems.push(`${fileOf.get(check.operationId)}: example ${check.pointer} does not match its schema: ${problem}`);
    }
  }
  for (const missing of missingExamples(document)) {
    const id = missing.split(':')[0] ?? '';
    problems.push(`${fileOf.get(id)}: ${missing}`);
  }
  return { problems, examplesValidated: checks.length };
}
