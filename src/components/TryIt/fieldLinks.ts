/**
 * Links from a validation error to the field's row in the operation's reference. Rows have no ids
 * (one on every row would grow every API page), so the row is found when the error is shown: by the
 * field's path among the `.api-field__name`s of the request body's field lists, which
 * plugins/openapi/staticHtml.ts labels "Attributes of the <id> request (<variant title>)",
 * "Relationships of …" and "Fields of …". The row gets an id then, and following the link opens the
 * <details> and the variant tab around it and moves focus to it.
 */
import type { TryItOperation } from '@site/plugins/openapi/tryItTypes';
import { EVERY_VARIANT } from '@site/plugins/openapi/viewTypes';

let nextId = 0;

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The row of the field at `pointer` (or of its nearest listed parent) in the chosen variant's lists. */
export function fieldRow(
  operationElement: ParentNode,
  operation: TryItOperation,
  variantIndex: number,
  pointer: string,
): HTMLElement | undefined {
  const variant = operation.variants[variantIndex];
  if (!variant) return undefined;
  const root = segments(variant.fieldRoot);
  let parts = segments(pointer);
  if (root.some((part, index) => parts[index] !== part)) return undefined;
  parts = parts.slice(root.length);
  let kind = 'Fields';
  if (root.length > 0 && (parts[0] === 'attributes' || parts[0] === 'relationships')) {
    kind = parts[0] === 'attributes' ? 'Attributes' : 'Relationships';
    parts = parts.slice(1);
  }
  // The variant's own list, then the list of the fields every variant shares (staticHtml.ts's EVERY_VARIANT).
  const labels = [variant.title, EVERY_VARIANT].map((title) => `${kind} of the ${operation.id} request (${title})`);
  const lists = [...operationElement.querySelectorAll('ul.api-fields')].filter((candidate) =>
    labels.includes(candidate.getAttribute('aria-label') ?? ''),
  );
  if (lists.length === 0) return undefined;
  // Array indexes are not in the page's field paths: `owners.0.ssn` is listed as `owners.ssn`.
  const names = parts.filter((part) => !/^\d+$/.test(part));
  const nameElements = lists.flatMap((list) => [...list.querySelectorAll('.api-field__name')]);
  for (let length = names.length; length > 0; length -= 1) {
    const name = names.slice(0, length).join('.');
    const row = nameElements.find((element) => element.textContent === name)?.closest<HTMLElement>('.api-field');
    if (row) return row;
  }
  return undefined;
}

/** The row's id, given to it now if it has none. */
export function idOf(row: HTMLElement): string {
  if (!row.id) {
    nextId += 1;
    row.id = `try-it-field-${nextId}`;
  }
  return row.id;
}

/** Opens what hides the row (closed <details>, another variant's tab), then scrolls to it and focuses it. */
export function goToRow(row: HTMLElement): void {
  for (let element = row.parentElement; element; element = element.parentElement) {
    if (element instanceof HTMLDetailsElement) element.open = true;
    if (element.getAttribute('role') === 'tabpanel' && element.hidden)
      document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.click();
  }
  row.tabIndex = -1;
  row.scrollIntoView({ block: 'center' });
  row.focus({ preventScroll: true });
}
