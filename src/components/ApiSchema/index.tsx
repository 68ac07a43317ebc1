/**
 * A schema of the API description: a resource's type, attributes and relationships, or a value
 * type's fields; a oneOf schema shows each variant on its own tab. Rendered to HTML at build time
 * (plugins/openapi/staticHtml.ts).
 */
import React, { type ReactNode } from 'react';
import ApiStaticHtml from '@site/src/components/ApiStaticHtml';

export default function ApiSchema({ name }: { name: string }): ReactNode {
  return (
    <ApiStaticHtml
      htmlKey={`schema:${name}`}
      className="api-schema"
      attributes={{ 'data-api-twin': `schema:${name}` }}
    />
  );
}
