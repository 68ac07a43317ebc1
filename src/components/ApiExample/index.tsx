/** A named example of the API description (its `examples` section) as a JSON block, rendered at build time. */
import React, { type ReactNode } from 'react';
import ApiStaticHtml from '@site/src/components/ApiStaticHtml';

export default function ApiExample({ name }: { name: string }): ReactNode {
  return <ApiStaticHtml htmlKey={`example:${name}`} attributes={{ 'data-api-twin': `example:${name}` }} />;
}
