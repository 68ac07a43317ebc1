/**
 * A schema of the API description: a resource's type, attributes and relationships, or a value
 * type's fields. A oneOf schema shows each variant on its own tab.
 */
import React, { type ReactNode } from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ApiFields, { fieldNames, InlineText, SearchKeywords } from '@site/src/components/ApiFields';
import type { SchemaView, ShapeView } from '@site/plugins/openapi/viewTypes';

import styles from './styles.module.css';

export function DataTypes({ types }: { types: string[] }): ReactNode {
  return types.map((type, index) => (
    <React.Fragment key={type}>
      {index > 0 && ', '}
      <code>{type}</code>
    </React.Fragment>
  ));
}

/** The fields of one shape: data type, then attributes, relationships and any other fields. */
export function ShapeFields({ shape, context }: { shape: ShapeView; context: string }): ReactNode {
  return (
    <>
      {shape.dataTypes.length > 0 && (
        <p className={styles.dataType}>
          <code>type</code>: <DataTypes types={shape.dataTypes} />
        </p>
      )}
      {shape.fields.length > 0 && <ApiFields fields={shape.fields} label={`Fields of ${context}`} />}
      {shape.attributes.length > 0 && (
        <>
          <p className={styles.label} data-search-exclude>
            Attributes
          </p>
          <ApiFields fields={shape.attributes} label={`Attributes of ${context}`} />
        </>
      )}
      {shape.relationships.length > 0 && (
        <>
          <p className={styles.label} data-search-exclude>
            Relationships
          </p>
          <ApiFields fields={shape.relationships} label={`Relationships of ${context}`} />
        </>
      )}
    </>
  );
}

export function Variants<T>({
  items,
  title,
  render,
}: {
  items: T[];
  title: (item: T) => string;
  render: (item: T) => ReactNode;
}): ReactNode {
  if (items.length === 1) return render(items[0]!);
  return (
    <div className={styles.variants}>
      <Tabs>
        {items.map((item, index) => (
          <TabItem key={index} value={`variant-${index}`} label={title(item)}>
            {render(item)}
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}

export default function ApiSchema({ name, view }: { name: string; view?: SchemaView }): ReactNode {
  if (!view) throw new Error(`<Schema name="${name}" /> has no data: the openapi remark plugin did not run`);
  return (
    <div className={styles.schema} data-api-twin={`schema:${view.name}`}>
      <SearchKeywords
        words={[
          view.name,
          ...view.variants.flatMap((shape) => shape.dataTypes),
          ...fieldNames(
            view.variants.flatMap((shape) => [...shape.fields, ...shape.attributes, ...shape.relationships]),
          ),
        ]}
      />
      {view.description && (
        <p>
          <InlineText text={view.description} />
        </p>
      )}
      <Variants
        items={view.variants}
        title={(shape) => shape.title}
        render={(shape) => (
          <>
            {view.variants.length > 1 && shape.description && (
              <p>
                <InlineText text={shape.description} />
              </p>
            )}
            <ShapeFields shape={shape} context={shape.title} />
          </>
        )}
      />
    </div>
  );
}
