/**
 * Search keywords of the API components, read from the API description (plugins/openapi), not
 * from the page: an operation's operationId and the names of its path and query parameters and
 * request fields; a schema's name, its `type` values and its field names. The indexer adds them to
 * the section the component sits in (its `data-api-twin` attribute names the component), so
 * searching `freezeReason` finds its operation even when the name is deep in a long table.
 */
import type { ApiModel } from '../openapi/viewModel';
import type { FieldView } from '../openapi/viewTypes';

import type { KeywordsOf } from './buildIndex';

/** Every field name in a tree of fields, once each. */
export function fieldNamesOf(fields: readonly FieldView[], names = new Set<string>()): Set<string> {
  for (const field of fields) {
    const name = field.path.at(-1);
    if (name) names.add(name);
    fieldNamesOf(field.children ?? [], names);
    for (const variant of field.variants ?? []) fieldNamesOf(variant.fields, names);
  }
  return names;
}

export function apiKeywords(model: Pick<ApiModel, 'operations' | 'schemas'>): KeywordsOf {
  return (reference) => {
    const [kind, key = ''] = reference.split(':');
    if (kind === 'operation') {
      const view = model.operations.get(key);
      if (!view) return undefined;
      const fields = [
        ...view.pathParameters,
        ...view.queryParameters,
        ...view.requestVariants.flatMap(({ shape }) => [...shape.fields, ...shape.attributes, ...shape.relationships]),
      ];
      return [view.id, ...fieldNamesOf(fields)];
    }
    if (kind === 'schema') {
      const view = model.schemas.get(key);
      if (!view) return undefined;
      const fields = view.variants.flatMap((shape) => [...shape.fields, ...shape.attributes, ...shape.relationships]);
      return [view.name, ...new Set(view.variants.flatMap((shape) => shape.dataTypes)), ...fieldNamesOf(fields)];
    }
    return undefined;
  };
}
