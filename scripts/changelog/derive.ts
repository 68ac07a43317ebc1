/**
 * Regenerates the API changelog's data (src/data/changelog/entries.json) from the provider's public
 * OpenAPI repository and, optionally, Unit's Node, Python and Ruby SDKs:
 *
 *   npm run changelog:derive -- --repo <openapi-unit-sdk git dir> [--sdk node=<unit-node-sdk git dir>]
 *     [--sdk python=<unit-python-sdk git dir>] [--sdk ruby=<unit-ruby-sdk git dir>] [--cache <dir>]
 *
 * Walks the main line's commits that change the description, bundles each version with Redocly,
 * diffs it with the previous one with api-smart-diff (./classify.ts) and writes one entry per change,
 * with a summary made from the facts (never from commit messages or the description's text), and
 * where our reference (openapi/) documents it. The first version is the baseline: nothing in it is
 * an entry. Bundles and differences are cached by commit, so a second run is quick.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ENTRIES_FILE } from '../../plugins/changelog/data';
import { loadApiDescription } from '../../plugins/openapi/description';
import {
  changeKey,
  entryId,
  entryProblems,
  leafName,
  referenceIndex,
  type ChangelogEntry,
  type ReferenceIndex,
} from '../../plugins/changelog/entries';
import { writePageBlock } from '../../plugins/changelog/page';
import { ANY_VALUE, summaryOf } from '../../plugins/changelog/summary';
import { classify, diffDescriptions, schemaUsers, type ChangeFact } from './classify';
import { bundleAt, descriptionCommits, providerSchemaNames } from './history';
import {
  hadNoValues,
  inlineGenerated,
  operationViews,
  owningSchema,
  shownAt,
  withoutRepeats,
  type OperationView,
} from './resolved';
import { pathShape, SDK_REPOSITORIES, sdkEndpointFacts, type SdkEndpointFact, type SdkName } from './sdkEndpoints';

export const OPENAPI_REPOSITORY = 'unit-finance/openapi-unit-sdk';
/** A commit with more entries than this restructured the description; its entries are grouped on the page. */
export const RESTRUCTURING_THRESHOLD = 60;

interface Args {
  repo: string;
  sdks: Map<SdkName, string>;
  cache: string;
}

function parseArgs(argv: string[]): Args {
  let repo: string | undefined;
  const sdks = new Map<SdkName, string>();
  let cache = path.join(os.tmpdir(), 'unit-changelog-cache');
  for (let index = 0; index < argv.length; index += 1) {
    const value = argv[index + 1];
    if (argv[index] === '--repo' && value) repo = value;
    else if (argv[index] === '--sdk' && value?.includes('=')) {
      const [name, dir] = value.split(/=(.*)/s) as [string, string];
      if (!(name in SDK_REPOSITORIES))
        throw new Error(`--sdk ${name}: the SDKs read are ${Object.keys(SDK_REPOSITORIES).join(', ')}`);
      sdks.set(name as SdkName, dir);
    } else if (argv[index] === '--cache' && value) cache = value;
    else
      throw new Error(
        `Unknown argument ${argv[index]}. Usage: --repo <dir> [--sdk node|python|ruby=<dir>] [--cache <dir>]`,
      );
    index += 1;
  }
  if (!repo) throw new Error('Give the OpenAPI repository: --repo <path to unit-finance/openapi-unit-sdk git dir>');
  return { repo, sdks, cache };
}

function cached<T>(file: string, make: () => Promise<T>): Promise<T> {
  if (existsSync(file)) return Promise.resolve(JSON.parse(readFileSync(file, 'utf8')) as T);
  return make().then((value) => {
    writeFileSync(file, JSON.stringify(value));
    return value;
  });
}

type Doc = Record<string, unknown>;

function resourceOf(apiPath: string | undefined): string {
  return apiPath?.split('/').find(Boolean) ?? 'other';
}

/** Our operation for the provider's: same operationId, else same method and path. */
function ourOperation(index: ReferenceIndex, operation: { method: string; path: string; operationId?: string }) {
  if (operation.operationId && index.operations.has(operation.operationId)) return operation.operationId;
  return index.byMethodPath.get(`${operation.method} ${operation.path}`);
}

/** Where our reference documents a fact, or `inReference: false`. */
function locate(
  fact: ChangeFact,
  candidates: { method: string; path: string; operationId?: string }[],
  index: ReferenceIndex,
): Pick<ChangelogEntry, 'target' | 'inReference'> {
  const ours = [...new Set(candidates.map((candidate) => ourOperation(index, candidate)).filter(Boolean))] as string[];
  const has = (id: string): boolean => {
    const operation = index.operations.get(id)!;
    switch (fact.kind) {
      case 'field-added':
      case 'field-renamed':
      case 'required-changed':
      case 'type-changed':
        return operation.names.has(leafName(fact.field ?? ''));
      case 'enum-value-added':
        return operation.values.has(fact.value ?? '');
      case 'parameter-added':
        return operation.names.has((fact.value ?? '').replace(/\[.*$/, ''));
      default:
        return true;
    }
  };
  const present = ours.find(has);
  if (fact.kind === 'operation-removed') {
    return ours[0] ? { target: { operation: ours[0] } } : { inReference: false };
  }
  if (present) {
    const withField = ['field-added', 'field-renamed', 'required-changed', 'type-changed'].includes(fact.kind);
    return { target: { operation: present, ...(withField && fact.field ? { field: fact.field } : {}) } };
  }
  return ours[0] ? { target: { operation: ours[0] }, inReference: false } : { inReference: false };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  mkdirSync(args.cache, { recursive: true });
  const { document: ours } = await loadApiDescription();
  const index = referenceIndex(ours);

  const commits = descriptionCommits(args.repo);
  console.log(`${commits.length} commits change the description`);
  const entries: ChangelogEntry[] = [];
  let previous: { hash: string; document: Doc; views: Map<string, OperationView> } | undefined;
  let unconfirmed = 0;
  for (const commit of commits) {
    const version = await cached(path.join(args.cache, `bundle-${commit.hash}.json`), () =>
      bundleAt(args.repo, commit.hash),
    );
    if (version.unresolved.length > 0) {
      console.log(`${commit.hash.slice(0, 7)}: skipped, ${version.unresolved.length} unresolved $refs`);
      continue;
    }
    const names = await cached(path.join(args.cache, `names-${commit.hash}.json`), () =>
      Promise.resolve(providerSchemaNames(args.repo, commit.hash)),
    );
    const document = inlineGenerated(version.document, new Set(names));
    const views = operationViews(document);
    if (!previous) {
      console.log(`${commit.hash.slice(0, 7)} ${commit.date}: baseline`);
      previous = { hash: commit.hash, document, views };
      continue;
    }
    const before = previous.document;
    const diffs = await cached(path.join(args.cache, `diff-inlined-${previous.hash}-${commit.hash}.json`), () =>
      Promise.resolve(diffDescriptions(before, document)),
    );
    // A field inherited through allOf is named by the schema that defines it, once.
    const found = classify(before, document, diffs).map((fact) =>
      fact.schema
        ? {
            ...fact,
            schema: owningSchema(fact.kind.endsWith('-removed') ? before : document, fact.schema, fact.field),
          }
        : fact,
    );
    const shown = found
      .map((fact) => ({ fact, at: shownAt(fact, previous!.views, views) }))
      .filter(({ at }) => at.length > 0);
    // An enum "value added" to a field that took any value before is its first list of values.
    const facts = withoutRepeats(shown).map(({ fact, at }) =>
      fact.kind === 'enum-value-added' && hadNoValues(at, previous!.views) ? { ...fact, before: ANY_VALUE } : fact,
    );
    unconfirmed += found.length - shown.length;
    const usersAfter = schemaUsers(document);
    const usersBefore = schemaUsers(before);
    const made: ChangelogEntry[] = [];
    for (const fact of facts) {
      const removal = fact.kind.endsWith('-removed');
      const users = fact.operation
        ? [fact.operation]
        : ((removal ? usersBefore : usersAfter).get(fact.schema ?? '') ??
          (removal ? usersAfter : usersBefore).get(fact.schema ?? '') ??
          []);
      const facts = {
        date: commit.date,
        kind: fact.kind,
        resource: resourceOf(users[0]?.path),
        ...(fact.operation ? { operation: fact.operation } : {}),
        ...(fact.schema ? { schema: fact.schema } : {}),
        ...(fact.field ? { field: fact.field } : {}),
        ...(fact.previousField ? { previousField: fact.previousField } : {}),
        ...(fact.value !== undefined ? { value: fact.value } : {}),
        ...(fact.before ? { before: fact.before } : {}),
        ...(fact.after ? { after: fact.after } : {}),
        ...(fact.where ? { where: fact.where } : {}),
        breaking: fact.breaking,
        source: { repository: OPENAPI_REPOSITORY, commit: commit.hash },
      };
      const entry: ChangelogEntry = { id: entryId(facts), ...facts, summary: '', ...locate(fact, users, index) };
      entry.summary = summaryOf(entry);
      made.push(entry);
    }
    if (made.length > RESTRUCTURING_THRESHOLD) for (const entry of made) entry.group = commit.hash;
    console.log(
      `${commit.hash.slice(0, 7)} ${commit.date}: ${diffs.length} differences, ${made.length} entries` +
        ` (${found.length - shown.length} not shown by the resolved operations, ${shown.length - facts.length} repeats)`,
    );
    entries.push(...made);
    previous = { hash: commit.hash, document, views };
  }

  console.log(`${unconfirmed} differences dropped: the resolved operations did not change there (moves, renames)`);
  // One entry per endpoint the description lacks: the earliest SDK commit that calls it.
  const described = previous?.document ?? {};
  const earliest = new Map<string, SdkEndpointFact>();
  for (const [sdk, dir] of args.sdks) {
    const found = sdkEndpointFacts(dir, sdk, described);
    console.log(`${SDK_REPOSITORIES[sdk]}: ${found.length} endpoints the description lacks`);
    for (const fact of found) {
      const key = `${fact.method} ${fact.path}`;
      const known = earliest.get(key);
      if (!known || Date.parse(fact.date) < Date.parse(known.date)) earliest.set(key, fact);
    }
  }
  for (const fact of earliest.values()) {
    const facts = {
      date: fact.date,
      kind: 'operation-added' as const,
      resource: resourceOf(fact.path),
      operation: { method: fact.method, path: fact.path.replaceAll('{}', '{id}') },
      breaking: false,
      source: { repository: SDK_REPOSITORIES[fact.sdk], commit: fact.commit },
    };
    const id = [...index.operations].find(
      ([, operation]) => operation.method === fact.method && pathShape(operation.path) === fact.path,
    )?.[0];
    const entry: ChangelogEntry = {
      id: entryId(facts),
      ...facts,
      summary: '',
      ...(id ? { target: { operation: id } } : { inReference: false as const }),
    };
    entry.summary = summaryOf(entry);
    entries.push(entry);
  }

  const seen = new Set<string>();
  const unique = entries.filter((entry) => !seen.has(changeKey(entry)) && seen.add(changeKey(entry)));
  unique.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const problems = entryProblems(unique, index);
  if (problems.length > 0) throw new Error(`The derived entries are inconsistent:\n  - ${problems.join('\n  - ')}`);
  mkdirSync(path.dirname(ENTRIES_FILE), { recursive: true });
  writeFileSync(ENTRIES_FILE, `${JSON.stringify(unique, null, 2)}\n`);
  writePageBlock(unique);
  console.log(
    `${unique.length} entries written to ${path.relative(process.cwd(), ENTRIES_FILE)}, and the page's months`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
