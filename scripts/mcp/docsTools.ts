/**
 * What the MCP server's tools do, over a built site (build/) and nothing else: no network, and never
 * a call to Unit's API.
 * - pages: the Markdown twins that the post-build pass (plugins/built-pages) writes beside the HTML;
 * - operations: the published OpenAPI description (build/api/openapi.json), shown as Markdown by the
 *   same code that writes the twins' operation sections (plugins/openapi/markdown.ts), and checked
 *   with the build's own Ajv validator (plugins/openapi/examples.ts);
 * - search: ./searchAdapter.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { ChangelogEntry } from '../../plugins/changelog/entries';
import { DATA_PATH as CHANGELOG_DATA_PATH, KIND_LABELS, entryUrl } from '../../plugins/changelog/render';
import { operationMarkdown } from '../../plugins/openapi/markdown';
import { HTTP_METHODS, listOperations, type LocatedOperation, type MediaTypeObject } from '../../plugins/openapi/types';
import { documentValidator, pointerTo, type Validate } from '../../plugins/openapi/validator';
import { buildApiModel, type ApiModel } from '../../plugins/openapi/viewModel';
import { API_DESCRIPTION_PATH } from '../../src/site/apiDescription';
import { BASE_URL } from '../../src/site/sections.mjs';
import { twinPathOf } from '../../src/site/twins.mjs';
import { createDocsSearch, SEARCH_INDEX_FILES, type DocsSearch, type DocsSearchHit } from './searchAdapter';

/** A problem with the caller's arguments: the tool answers with it as an error and stays up. */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

/** Files a usable build has; the server refuses to start without them. */
export const REQUIRED_FILES = ['index.md', API_DESCRIPTION_PATH, ...SEARCH_INDEX_FILES];

export function missingBuildFiles(buildDir: string): string[] {
  return REQUIRED_FILES.filter((file) => !existsSync(path.join(buildDir, file)));
}

/**
 * The site route of a page the caller names: `/docs/api/cards/`, `/docs/api/cards`, `api/cards`,
 * `/docs/api/cards.md`, or a full URL of the site, with or without `#anchor` and query.
 */
export function routeOf(input: string): string {
  let value = input.trim();
  if (!value) throw new ToolInputError('path is empty: give a page path such as /docs/api/cards/');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) value = new URL(value).pathname;
  value = value.split('#')[0]!.split('?')[0]!;
  if (!value.startsWith('/')) value = `/${value}`;
  if (!value.startsWith(BASE_URL) && value !== BASE_URL.slice(0, -1)) value = BASE_URL.slice(0, -1) + value;
  value = value.replace(/\/index\.(md|html)$/, '/').replace(/\.(md|html)$/, '/');
  if (!value.endsWith('/')) value += '/';
  const segments = value.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    throw new ToolInputError(`${input} is not a page path`);
  }
  return `/${segments.join('/')}/`;
}

export interface ValidationAnswer {
  valid: boolean;
  /** The variant (oneOf) of the schema the errors are reported against, when the body aims at one. */
  variant?: string;
  /** `/data/attributes/amount: must be integer`; the body itself is `(root)`. */
  errors: { pointer: string; message: string }[];
}

export interface OperationQuery {
  operationId?: string;
  method?: string;
  path?: string;
}

/** Whether a concrete or templated path (`/cards/123/freeze`) matches a template (`/cards/{cardId}/freeze`). */
function pathMatches(template: string, candidate: string): boolean {
  const want = template.split('/');
  const got = candidate.split('/');
  return (
    want.length === got.length &&
    want.every((segment, index) => segment === got[index] || (/^\{[^}]+\}$/.test(segment) && got[index] !== ''))
  );
}

export class DocsTools {
  readonly operations: LocatedOperation[];
  private readonly document: Parameters<typeof buildApiModel>[0];
  private readonly validate: Validate;
  private model: ApiModel | undefined;
  private search: DocsSearch | undefined;
  private pages: Map<string, string> | undefined;
  private changelog: ChangelogEntry[] | undefined;

  constructor(readonly buildDir: string) {
    this.document = JSON.parse(readFileSync(path.join(buildDir, API_DESCRIPTION_PATH), 'utf8')) as Parameters<
      typeof buildApiModel
    >[0];
    this.operations = listOperations(this.document);
    this.validate = documentValidator(this.document);
  }

  searchDocs(query: string, limit = 8): DocsSearchHit[] {
    if (!query.trim()) throw new ToolInputError('query is empty: say what you are looking for, e.g. "freeze a card"');
    this.search ??= createDocsSearch(this.buildDir);
    const seen = new Set<string>();
    return this.search(query, limit * 2)
      .filter((hit) => !seen.has(hit.url) && seen.add(hit.url))
      .slice(0, limit);
  }

  readPage(input: string): { route: string; markdown: string } {
    const route = routeOf(input);
    const twin = twinPathOf(route, BASE_URL);
    const file = path.resolve(this.buildDir, twin.slice(BASE_URL.length));
    if (!file.startsWith(path.resolve(this.buildDir) + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      throw new ToolInputError(
        `No page at ${route}. Use search_docs to find a page, then pass its URL (such as /docs/api/cards/).`,
      );
    }
    return { route, markdown: readFileSync(file, 'utf8') };
  }

  findOperation(query: OperationQuery): LocatedOperation {
    const { operationId, method, path: apiPath } = query;
    if (operationId) {
      const found = this.operations.find((operation) => operation.id === operationId);
      if (found) return found;
      const lower = operationId.toLowerCase();
      const close = this.operations
        .filter((operation) => operation.id.toLowerCase().includes(lower) || lower.includes(operation.id.toLowerCase()))
        .map((operation) => operation.id)
        .slice(0, 5);
      throw new ToolInputError(
        `No operation ${operationId} in the API description.${close.length > 0 ? ` Did you mean ${close.join(', ')}?` : ''} Use search_docs to find operations.`,
      );
    }
    if (!method || !apiPath) {
      throw new ToolInputError('Give operationId, or both method and path (e.g. method "POST", path "/cards").');
    }
    const verb = method.toLowerCase();
    if (!(HTTP_METHODS as readonly string[]).includes(verb)) {
      throw new ToolInputError(`${method} is not an HTTP method the API uses (${HTTP_METHODS.join(', ')}).`);
    }
    let candidate = apiPath.trim();
    if (/^https?:\/\//i.test(candidate)) candidate = new URL(candidate).pathname;
    candidate = `/${candidate.split('?')[0]!.replace(/^\/+|\/+$/g, '')}`;
    const matches = this.operations.filter(
      (operation) => operation.method === verb && pathMatches(operation.path, candidate),
    );
    // A literal segment beats a template (`/cards/limits` over `/cards/{cardId}`).
    matches.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
    const found = matches[0];
    if (!found) throw new ToolInputError(`No operation ${method.toUpperCase()} ${candidate} in the API description.`);
    return found;
  }

  /** Operation id → the route and anchor of the page that documents it, read from the built HTML. */
  private referencePages(): Map<string, string> {
    if (this.pages) return this.pages;
    const pages = new Map<string, string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory() && entry.name !== 'assets') walk(full);
        else if (entry.name === 'index.html') {
          const html = readFileSync(full, 'utf8');
          // The minified HTML may leave attribute values unquoted.
          if (!/data-api-twin="?operation:/.test(html)) continue;
          const route = `${BASE_URL}${path.relative(this.buildDir, dir).split(path.sep).join('/')}/`.replace(
            /\/\/$/,
            '/',
          );
          const headings = [...html.matchAll(/<h[2-4][^>]*\sid="?([^"\s>]+)/g)].map((match) => ({
            at: match.index ?? 0,
            id: match[1]!,
          }));
          for (const match of html.matchAll(/data-api-twin="?operation:([^"\s>]+)/g)) {
            const heading = headings.filter((candidate) => candidate.at < (match.index ?? 0)).at(-1);
            pages.set(match[1]!, heading ? `${route}#${heading.id}` : route);
          }
        }
      }
    };
    walk(this.buildDir);
    this.pages = pages;
    return pages;
  }

  /** The newest API changelog entry about an operation (build/api/changelog.json), if any. */
  latestChange(operationId: string): ChangelogEntry | undefined {
    if (!this.changelog) {
      const file = path.join(this.buildDir, CHANGELOG_DATA_PATH);
      this.changelog = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChangelogEntry[]) : [];
    }
    return this.changelog
      .filter((entry) => entry.target?.operation === operationId || entry.operation?.operationId === operationId)
      .sort((a, b) => b.date.localeCompare(a.date))[0];
  }

  getOperation(query: OperationQuery): string {
    const operation = this.findOperation(query);
    this.model ??= buildApiModel(this.document);
    const view = this.model.operations.get(operation.id);
    if (!view) throw new Error(`The operation ${operation.id} has no view`);
    const page = this.referencePages().get(operation.id);
    const change = this.latestChange(operation.id);
    return [
      `# ${view.summary}`,
      `\`${operation.method.toUpperCase()} ${operation.path}\` (operationId \`${operation.id}\`)${page ? `. Reference page: ${page}` : ''}`,
      change
        ? `Latest API changelog entry: ${change.date.slice(0, 10)}, ${KIND_LABELS[change.kind].toLowerCase()}: ${change.summary} See ${entryUrl(change)}`
        : 'The API changelog has no entry for this operation.',
      operationMarkdown(view),
    ].join('\n\n');
  }

  validateRequest(operationId: string, body: unknown): ValidationAnswer & { operation: LocatedOperation } {
    const operation = this.findOperation({ operationId });
    const content = (operation.operation.requestBody as { content?: Record<string, MediaTypeObject> } | undefined)
      ?.content;
    const mediaType = Object.keys(content ?? {}).find((type) => type.includes('json'));
    if (!mediaType) {
      throw new ToolInputError(
        `${operation.id} (${operation.method.toUpperCase()} ${operation.path}) takes no JSON request body, so there is nothing to validate.`,
      );
    }
    let value = body;
    if (typeof body === 'string') {
      try {
        value = JSON.parse(body) as unknown;
      } catch {
        throw new ToolInputError('body is a string that is not JSON: send the request body as a JSON object.');
      }
    }
    const schema = pointerTo('paths', operation.path, operation.method, 'requestBody', 'content', mediaType, 'schema');
    const lines = this.validate(schema, value);
    if (lines.length === 0) return { valid: true, errors: [], operation };
    // A body with variants (oneOf) fails every variant it does not aim at; report the variant
    // whose `type` it sends and that it comes closest to, when there is one.
    const closest = this.closestVariant(schema, value);
    return {
      valid: false,
      errors: (closest?.lines ?? lines).map(parseError),
      variant: closest?.name,
      operation,
    };
  }

  /** Follows `$ref`s to components from a pointer; returns the schema and its pointer. */
  private schemaAt(pointer: string): { schema: Record<string, unknown>; pointer: string } | undefined {
    let current = pointer;
    for (let hops = 0; hops < 10; hops += 1) {
      let node: unknown = this.document;
      for (const segment of current.slice(2).split('/')) {
        node = (node as Record<string, unknown> | undefined)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
      }
      const ref = (node as { $ref?: unknown } | undefined)?.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/')) current = ref;
      else
        return node && typeof node === 'object'
          ? { schema: node as Record<string, unknown>, pointer: current }
          : undefined;
    }
    return undefined;
  }

  private closestVariant(schemaPointer: string, body: unknown): { name: string; lines: string[] } | undefined {
    const root = this.schemaAt(schemaPointer);
    if (!root) return undefined;
    // The variants sit on the body itself or on its `data` member (JSON:API).
    const places: { pointer: string; prefix: string; value: unknown }[] = [
      { pointer: root.pointer, prefix: '', value: body },
      { pointer: `${root.pointer}/properties/data`, prefix: '/data', value: (body as { data?: unknown } | null)?.data },
    ];
    for (const place of places) {
      const holder = this.schemaAt(place.pointer);
      const variants = holder?.schema.oneOf;
      if (!holder || !Array.isArray(variants)) continue;
      const candidates = variants
        .map((variant: unknown, index) => {
          const ref = (variant as { $ref?: unknown }).$ref;
          const pointer = typeof ref === 'string' ? ref : `${holder.pointer}/oneOf/${index}`;
          const lines = this.validate(pointer, place.value);
          return { name: pointer.split('/').at(-1) ?? String(index), lines };
        })
        .filter((candidate) => !candidate.lines.some((line) => line.startsWith('/type ')));
      candidates.sort((a, b) => a.lines.length - b.lines.length);
      const best = candidates[0];
      if (!best || best.lines.length === 0) return undefined;
      const lines = best.lines.map((line) =>
        line.startsWith('(root) ') ? (place.prefix || '(root)') + line.slice('(root)'.length) : place.prefix + line,
      );
      return { name: best.name, lines };
    }
    return undefined;
  }
}

function parseError(line: string): { pointer: string; message: string } {
  const space = line.indexOf(' ');
  return { pointer: line.slice(0, space), message: line.slice(space + 1) };
}
