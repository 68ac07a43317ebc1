/**
 * "New" and "Changed" badges for the API reference: operations and fields whose changelog entries
 * fall within the six months before the newest entry. The window is measured from the newest entry,
 * not from the build date, so the same data always gives the same pages. Each badge links to its
 * entry on the changelog page; they are plain links in the build-time HTML, with no script.
 */
import type { ChangelogEntry } from './entries';
import { entryUrl } from './render';

export const BADGE_WINDOW_MONTHS = 6;

export interface BadgeView {
  label: 'New' | 'Changed';
  /** The entry's date, `YYYY-MM-DD`. */
  date: string;
  href: string;
  /** What the link says to a screen reader and on hover: "New: added 2026-01-15". */
  text: string;
}

export interface Badges {
  operations: Map<string, BadgeView>;
  /** operation id → field key (see fieldKey) → badge. */
  fields: Map<string, Map<string, BadgeView>>;
  /** The first day of the window, `YYYY-MM-DD`. */
  since: string;
}

/** The date six months before `newest` (same day of month, clamped), as `YYYY-MM-DD`. */
export function windowStart(newest: string): string {
  const date = new Date(`${newest.slice(0, 10)}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - BADGE_WINDOW_MONTHS);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString().slice(0, 10);
}

function badge(entry: ChangelogEntry, isNew: boolean): BadgeView {
  const date = entry.date.slice(0, 10);
  return {
    label: isNew ? 'New' : 'Changed',
    date,
    href: entryUrl(entry),
    text: isNew ? `New: added ${date}` : `Changed: ${date}`,
  };
}

/**
 * A field as the reference's tables show it: the path below the JSON:API envelope, without array
 * marks (`data.attributes.shippingAddress.street`, `attributes.tags[]` → `shippingAddress.street`, `tags`).
 * Query parameters keep their name (`page[limit]`).
 */
export function fieldKey(field: string): string {
  const segments = field.replaceAll('[]', '').split('.');
  if (segments[0] === 'data' && segments.length > 1) segments.shift();
  if ((segments[0] === 'attributes' || segments[0] === 'relationships') && segments.length > 1) segments.shift();
  return segments.join('.');
}

/** Badges from entries our reference documents (inReference not false), newest entry first wins. */
export function badgesOf(entries: readonly ChangelogEntry[]): Badges {
  const newest =
    entries
      .map((entry) => entry.date.slice(0, 10))
      .sort()
      .at(-1) ?? '0000-00-00';
  const since = windowStart(newest);
  const operations = new Map<string, BadgeView>();
  const fields = new Map<string, Map<string, BadgeView>>();
  const recent = entries
    .filter((entry) => entry.date.slice(0, 10) >= since && entry.target?.operation)
    .sort((a, b) => b.date.localeCompare(a.date));
  for (const entry of recent) {
    const operation = entry.target!.operation!;
    if (entry.kind === 'operation-added' && entry.inReference !== false) {
      operations.set(operation, badge(entry, true));
      continue;
    }
    const parameter = entry.kind === 'parameter-added' ? entry.value : undefined;
    const field = parameter ?? entry.target?.field;
    if (field && entry.inReference !== false) {
      const byField = fields.get(operation) ?? new Map<string, BadgeView>();
      const key = parameter ?? fieldKey(field);
      if (!byField.has(key)) byField.set(key, badge(entry, entry.kind === 'field-added' || Boolean(parameter)));
      fields.set(operation, byField);
    }
    // Any other change to an operation our reference has marks the operation as changed.
    if (!operations.has(operation)) operations.set(operation, badge(entry, false));
  }
  return { operations, fields, since };
}

interface OperationLike {
  id: string;
  badge?: BadgeView;
  requestVariants: { shape: ShapeLike }[];
  queryParameters: FieldLike[];
}
interface BadgeTarget {
  operations: ReadonlyMap<string, OperationLike>;
}
interface FieldLike {
  path: string[];
  badge?: BadgeView;
  children?: FieldLike[];
  variants?: { fields: FieldLike[] }[];
}
interface ShapeLike {
  attributes: FieldLike[];
  relationships: FieldLike[];
  fields: FieldLike[];
}

function markFields(fields: readonly FieldLike[], byName: Map<string, BadgeView>): void {
  for (const field of fields) {
    const found = byName.get(fieldKey(field.path.join('.')));
    if (found) field.badge = found;
    markFields(field.children ?? [], byName);
    for (const variant of field.variants ?? []) markFields(variant.fields, byName);
  }
}

/** Puts the badges on the operation views (and their request fields and query parameters). */
export function applyBadges(model: BadgeTarget, badges: Badges): void {
  for (const view of model.operations.values()) applyOperationBadges(view, badges);
}

/** Puts the badges on one operation view (the dev server's, as each view is made). */
export function applyOperationBadges(view: OperationLike, badges: Badges): void {
  const operationBadge = badges.operations.get(view.id);
  if (operationBadge) view.badge = operationBadge;
  const byName = badges.fields.get(view.id);
  if (!byName) return;
  for (const { shape } of view.requestVariants) {
    markFields(shape.attributes, byName);
    markFields(shape.relationships, byName);
    markFields(shape.fields, byName);
  }
  markFields(view.queryParameters, byName);
}
