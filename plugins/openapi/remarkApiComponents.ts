/**
 * Gives the API components their data: for each <Operation id="…" />, <Schema name="…" /> and
 * <Example name="…" /> in an MDX file, adds a `view` prop holding the build-time view of that
 * operation, schema or example. An unknown id fails the build naming the MDX file.
 */
import path from 'node:path';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { clientView } from './clientView';
import { loadApi } from './model';
import type { ApiModel } from './viewModel';

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

export default function remarkApiComponents() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const elements: (MdxJsxFlowElement | MdxJsxTextElement)[] = [];
    visit(tree, (node) => {
      if (isApiComponent(node as { type: string; name?: string })) elements.push(node as MdxJsxFlowElement);
    });
    if (elements.length === 0) return;
    const { model } = await loadApi();
    const where = path.relative(process.cwd(), file.path);
    for (const element of elements) {
      const component = API_COMPONENTS[element.name as ComponentName];
      const attribute = element.attributes.find(
        (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === component.attribute,
      );
      const key = attribute?.value;
      if (typeof key !== 'string') {
        throw new Error(`${where}: <${element.name}> needs a literal ${component.attribute}="…" attribute`);
      }
      const view = model[component.collection].get(key);
      if (!view) {
        throw new Error(
          `${where}: <${element.name} ${component.attribute}="${key}" /> names no ${component.noun} of the API description (openapi/)`,
        );
      }
      element.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'view',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '',
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{ type: 'ExpressionStatement', expression: valueToEstree(clientView(view)) }],
            },
          },
        },
      });
    }
  };
}
