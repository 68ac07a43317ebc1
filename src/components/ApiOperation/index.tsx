/**
 * One operation of the API description, as the reader needs it to make the call: verb, URL, scope,
 * data type and timeout; parameters; the request body with its variants; request samples in curl,
 * JavaScript and Python; and each response with its status and example. Rendered to HTML at build
 * time (plugins/openapi/staticHtml.ts); wide screens show the samples beside the fields.
 */
import React, { type ReactNode } from 'react';
import ApiStaticHtml from '@site/src/components/ApiStaticHtml';

export default function ApiOperation({ id }: { id: string }): ReactNode {
  return (
    <ApiStaticHtml
      htmlKey={`operation:${id}`}
      className="api-op"
      attributes={{ 'data-operation-id': id, 'data-api-twin': `operation:${id}` }}
    />
  );
}
