/**
 * Checks the API components of an MDX file against the description: each <Operation id="…" />,
 * <Schema name="…" /> and <Example name="…" /> must name something the description has (their HTML
 * is rendered at build time, see staticHtml.ts), or the build fails naming the MDX file.
 *
 * It also ends a page that places operations with one section listing what the sources leave open
 * about them (the x-unit-unconfirmed lines), instead of a box under every operation; the operations
 * link their "Not published" values to it. It runs before Docusaurus's own remark plugins, so the
 * section's heading gets its anchor and its place in the table of contents.
 */
import path from 'node:path';
import type { List, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type * as UnistUtilVisit from 'unist-util-visit';
import type { VFile } from 'vfile';

import { nodeRequire } from '../nodeRequire';
import { loadApi } from './model';
import { OPEN_QUESTIONS_HEADING, OPEN_QUESTIONS_ID } from './staticHtml';
import { operationHeading } from './operationView';
import { listOperations, type OpenApiDocument } from './types';
import type { ApiModel } from './viewModel';
import { codeSpans } from './viewTypes';

const { visit } = nodeRequire('unist-util-visit') as typeof UnistUtilVisit;

/** Component name → the attribute naming what it shows, and where to look it up. */
export const API_COMPONENTS = {
  Operation: { attribute: 'id', collection: 'operations', noun: 'operation' },
  Schema: { attribute: 'name', collection: 'schemas', noun: 'schema' },
  Example: { attribute: 'name', collection: 'examples', noun: 'example' },
} as const satisfies Record<string, { attribute: string; collection: keyof ApiModel; noun: string }>;

type ComponentName = keyof typeof API_COMPONENTS;

function isApiComponent(node: { type: string; name?: string | null }): node is MdxJsxFlowElement | MdxJsxTextElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    typeof node.name === 'string' &&
    node.name in API_COMPONENTS
  );
}

/** One API component of a page and the key it names (an operation id, a schema or example name). */
export interface ApiComponentUse {
  name: ComponentName;
  key: string;
}

/**
 * The API components of an MDX tree, in page order, with what each names: the one reading of a page
 * that both rendering (below) and placement (placement.ts) use. A key that is not a literal string
 * fails, naming the file (`where`).
 */
export function apiComponentsIn(tree: Root, where: string): ApiComponentUse[] {
  const uses: ApiComponentUse[] = [];
  visit(tree, (node) => {
    if (!isApiComponent(node)) return;
    const element = node;
    const name = element.name as ComponentName;
    const { attribute } = API_COMPONENTS[name];
    const key = element.attributes.find(
      (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === attribute,
    )?.value;
    if (typeof key !== 'string') throw new Error(`${where}: <${name}> needs a literal ${attribute}="…" attribute`);
    uses.push({ name, key });
  });
  return uses;
}

export default function remarkApiComponents() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const where = path.relative(process.cwd(), file.path);
    const uses = apiComponentsIn(tree, where);
    if (uses.length === 0) return;
    const { model, document } = await loadApi();
    const placed: OperationHeading[] = [];
    for (const { name, key } of uses) {
      const component = API_COMPONENTS[name];
      // `has`, not `get`: the dev server makes an operation's view only when its HTML is asked for.
      if (!model[component.collection].has(key)) {
        throw new Error(
          `${where}: <${name} ${component.attribute}="${key}" /> names no ${component.noun} of the API description (openapi/)`,
        );
      }
      if (name === 'Operation') placed.push(headingsOf(document).get(key)!);
    }
    tree.children.push(...openQuestions(placed));
  };
}

type OperationHeading = ReturnType<typeof operationHeading>;

const headings = new WeakMap<OpenApiDocument, Map<string, OperationHeading>>();

/** Each operation's heading (what the open questions name), by id, once per loaded description. */
function headingsOf(document: OpenApiDocument): Map<string, OperationHeading> {
  let found = headings.get(document);
  if (!found) {
    found = new Map(listOperations(document).map((located) => [located.id, operationHeading(located)]));
    headings.set(document, found);
  }
  return found;
}

/** Description text as Markdown inline nodes: plain text and `code spans`. */
function inline(text: string): PhrasingContent[] {
  return codeSpans(text).map((part) =>
    part.code ? { type: 'inlineCode', value: part.value } : { type: 'text', value: part.value },
  );
}

/** The page's section on what the sources leave open, or nothing when they leave nothing open. */
export function openQuestions(operations: OperationHeading[]): RootContent[] {
  const open = operations.filter((operation) => operation.unconfirmed.length > 0);
  if (open.length === 0) return [];
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: open.map((operation) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'strong', children: [{ type: 'text', value: operation.summary }] },
            { type: 'text', value: ' (' },
            { type: 'inlineCode', value: operation.id },
            { type: 'text', value: '): ' },
            ...operation.unconfirmed.flatMap((line, index) => [
              ...(index > 0 ? [{ type: 'text' as const, value: ' ' }] : []),
              ...inline(line),
            ]),
          ],
        },
      ],
    })),
  };
  return [
    {
      type: 'heading',
      depth: 2,
      data: { hProperties: { id: OPEN_QUESTIONS_ID } },
      children: [{ type: 'text', value: OPEN_QUESTIONS_HEADING }],
    },
    {
      type: 'paragraph',
      children: [
        {
          type: 'text',
          value:
            'The public sources we could read do not state the following. Where an operation shows "Not published", the value is among them. Ask Unit before you rely on any of it; the downloadable OpenAPI description lists the same gaps as x-unit-unconfirmed.',
        },
      ],
    },
    list,
  ];
}
