/**
 * The attributes, relationships or parameters of an API object as a table: name, type, whether it
 * is required, and what it means. Nested objects and oneOf variants are rows under their parent,
 * hidden until the reader expands the parent (they are in the HTML either way, for search and the
 * Markdown twin).
 */
import React, { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type { FieldView } from '@site/plugins/openapi/viewTypes';

import styles from './styles.module.css';

/** Text with `code spans`, the only markup our descriptions use. */
export function InlineText({ text }: { text: string }): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}

/** Every field name in a tree, once each: search keywords for the API components. */
export function fieldNames(fields: FieldView[], names = new Set<string>()): Set<string> {
  for (const field of fields) {
    names.add(field.path.at(-1) ?? '');
    fieldNames(field.children ?? [], names);
    for (const variant of field.variants ?? []) fieldNames(variant.fields, names);
  }
  return names;
}

/**
 * Words the search index reads before the long tables (it keeps the first few thousand characters
 * of a section): the names of every field, so searching `freezeReason` finds its operation. Hidden
 * from readers, who have the tables.
 */
export function SearchKeywords({ words }: { words: Iterable<string> }): ReactNode {
  return (
    <p className="search-keywords" hidden>
      {[...words].filter(Boolean).join(' ')}
    </p>
  );
}

function childCount(field: FieldView): number {
  return (field.children?.length ?? 0) + (field.variants?.length ?? 0);
}

function FieldDescription({ field }: { field: FieldView }): ReactNode {
  return (
    <>
      {field.description && <InlineText text={field.description} />}
      {field.constValue !== undefined && (
        <span className={styles.detail}>
          Always <code>{field.constValue}</code>.
        </span>
      )}
      {field.enumValues && (
        <span className={styles.detail}>
          One of:{' '}
          {field.enumValues.map((value, index) => (
            <React.Fragment key={value}>
              {index > 0 && ', '}
              <code>{value}</code>
            </React.Fragment>
          ))}
          .
        </span>
      )}
      {field.defaultValue !== undefined && (
        <span className={styles.detail}>
          Default: <code>{field.defaultValue}</code>.
        </span>
      )}
    </>
  );
}

function FieldRow({ field, hidden }: { field: FieldView; hidden: boolean }): ReactNode {
  const [open, setOpen] = useState(false);
  const count = childCount(field);
  const depth = field.path.length - 1;
  const name = field.path.at(-1) ?? '';
  const prefix = field.path
    .slice(0, -1)
    .map((part) => `${part}.`)
    .join('');
  return (
    <>
      <tr hidden={hidden} className={clsx(depth > 0 && styles.nested)}>
        <td className={styles.name} style={{ paddingInlineStart: `${0.75 + depth}rem` }}>
          <code>
            {prefix && <span className={styles.prefix}>{prefix}</span>}
            {name}
          </code>
          {count > 0 && (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-label={`${open ? 'Hide' : 'Show'} the fields of ${field.path.join('.')}`}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? '−' : '+'}
            </button>
          )}
        </td>
        <td className={styles.type}>
          {field.type}
          {field.nullable && ' or null'}
          {field.typeDetail && <span className={styles.typeDetail}>{field.typeDetail}</span>}
        </td>
        <td>{field.required ? <strong>Required</strong> : 'Optional'}</td>
        <td>
          <FieldDescription field={field} />
        </td>
      </tr>
      {field.children?.map((child) => (
        <FieldRow key={child.path.join('.')} field={child} hidden={hidden || !open} />
      ))}
      {field.variants?.map((variant) => (
        <React.Fragment key={variant.title}>
          <tr hidden={hidden || !open} className={styles.variantRow}>
            <td colSpan={4} style={{ paddingInlineStart: `${1.75 + depth}rem` }}>
              <code>{field.path.join('.')}</code> as <strong>{variant.title}</strong>:
            </td>
          </tr>
          {variant.fields.map((child) => (
            <FieldRow key={`${variant.title}.${child.path.join('.')}`} field={child} hidden={hidden || !open} />
          ))}
        </React.Fragment>
      ))}
    </>
  );
}

export interface ApiFieldsProps {
  fields: FieldView[];
  /** What the table lists, for its accessible name, e.g. "Attributes of createCard". */
  label: string;
}

export default function ApiFields({ fields, label }: ApiFieldsProps): ReactNode {
  return (
    <ScrollableTable label={label} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <FieldRow key={field.path.join('.')} field={field} hidden={false} />
        ))}
      </tbody>
    </ScrollableTable>
  );
}
