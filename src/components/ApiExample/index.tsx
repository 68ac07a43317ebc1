/** A named example of the API description (its `examples` section) as a JSON block. */
import React, { type ReactNode } from 'react';
import CodeBlockFrame from '@site/src/components/CodeBlockFrame';
import type { ExampleView } from '@site/plugins/openapi/viewTypes';

export function JsonBlock({ example, title }: { example: Pick<ExampleView, 'html'>; title?: string }): ReactNode {
  return (
    <CodeBlockFrame language="json" title={title}>
      <code className="language-json" dangerouslySetInnerHTML={{ __html: example.html }} />
    </CodeBlockFrame>
  );
}

export default function ApiExample({ name, view }: { name: string; view?: ExampleView }): ReactNode {
  if (!view) throw new Error(`<Example name="${name}" /> has no data: the openapi remark plugin did not run`);
  return (
    <div data-api-twin={`example:${view.name}`}>
      <JsonBlock example={view} title={view.summary} />
    </div>
  );
}
