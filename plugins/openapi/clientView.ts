/**
 * What of a view goes into the page's JavaScript: the highlighted HTML of code and examples but not
 * their plain text (tests and tools read that from the model), and at most a few examples per
 * response (an operation such as getEvent has one per event type; the page shows those itself).
 */
import type { OperationView } from './viewTypes';

export const MAX_RESPONSE_EXAMPLES = 3;

const SERVER_ONLY_KEYS = new Set(['code', 'json']);

export function clientView<T>(view: T): T {
  const trimmed = isOperation(view)
    ? {
        ...view,
        responses: view.responses.map((response) => ({
          ...response,
          examples: response.examples.slice(0, MAX_RESPONSE_EXAMPLES),
          moreExamples: Math.max(0, response.examples.length - MAX_RESPONSE_EXAMPLES),
        })),
      }
    : view;
  return JSON.parse(
    JSON.stringify(trimmed, (key, value: unknown) => (SERVER_ONLY_KEYS.has(key) ? undefined : value)),
  ) as T;
}

function isOperation(view: unknown): view is OperationView {
  return typeof view === 'object' && view !== null && 'responses' in view && 'requestVariants' in view;
}
