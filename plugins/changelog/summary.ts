/**
 * The one-line summary of a changelog entry, made from its facts only (names, kinds, values): the
 * words are ours, never a commit message or the provider's description text.
 */
import type { ChangelogEntry } from './entries';

function operationName(entry: Pick<ChangelogEntry, 'operation'>): string {
  const { operation } = entry;
  if (!operation) return '';
  return `\`${operation.method} ${operation.path}\`${operation.operationId ? ` (\`${operation.operationId}\`)` : ''}`;
}

/** "in `CardLimits`", "in the request of `POST /cards`", "in the responses of …". */
function place(entry: ChangelogEntry): string {
  if (entry.schema) return `the \`${entry.schema}\` schema`;
  const operation = entry.operation ? `\`${entry.operation.method} ${entry.operation.path}\`` : 'the operation';
  if (entry.where === 'request') return `the request body of ${operation}`;
  if (entry.where === 'response') return `the response of ${operation}`;
  return operation;
}

/** The SDK repositories whose histories add endpoints, by the name the summary gives them. */
const SDK_NAMES: Record<string, string> = {
  'unit-finance/unit-node-sdk': 'Node',
  'unit-finance/unit-python-sdk': 'Python',
  'unit-finance/unit-ruby-sdk': 'Ruby',
};

/** `before` of an enum value added to a field that had no list of values. */
export const ANY_VALUE = 'any value';

export function summaryOf(entry: ChangelogEntry): string {
  const field = entry.field ? `\`${entry.field}\`` : 'the value';
  const sdk = SDK_NAMES[entry.source.repository];
  switch (entry.kind) {
    case 'operation-added':
      return sdk
        ? `Unit's ${sdk} SDK calls ${operationName(entry)}; the provider's OpenAPI file does not describe it.`
        : `New operation ${operationName(entry)}.`;
    case 'operation-removed':
      return `Operation ${operationName(entry)} no longer in the description.`;
    case 'parameter-added':
      return `New parameter \`${entry.value}\` on ${place(entry)}.`;
    case 'parameter-removed':
      return `Parameter \`${entry.value}\` no longer on ${place(entry)}.`;
    case 'field-added':
      return `New field ${field}${entry.after ? ` (${entry.after})` : ''} in ${place(entry)}.`;
    case 'field-removed':
      return `Field ${field} no longer in ${place(entry)}.`;
    case 'field-renamed':
      return `Field \`${entry.previousField}\` renamed to ${field} in ${place(entry)}.`;
    case 'enum-value-added':
      return entry.before === ANY_VALUE
        ? `${entry.field ? field : 'A field'} in ${place(entry)} now lists its values, among them \`${entry.value}\`; before, the description allowed any value.`
        : `${entry.field ? field : 'An enum'} in ${place(entry)} gains the value \`${entry.value}\`.`;
    case 'enum-value-removed':
      return `${entry.field ? field : 'An enum'} in ${place(entry)} loses the value \`${entry.value}\`.`;
    case 'variant-added':
      return `${entry.field ? `${field} in ` : ''}${place(entry)} gains the variant \`${entry.value}\`.`.replace(
        /^t/,
        'T',
      );
    case 'variant-removed':
      return `${entry.field ? `${field} in ` : ''}${place(entry)} loses the variant \`${entry.value}\`.`.replace(
        /^t/,
        'T',
      );
    case 'required-changed':
      return `${field} in ${place(entry)} is now ${entry.after}.`;
    case 'type-changed':
      return `${field} in ${place(entry)} changed type from \`${entry.before}\` to \`${entry.after}\`.`;
  }
}
