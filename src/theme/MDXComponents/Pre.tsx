/**
 * Replaces the theme's MDXComponents/Pre (a fragment around the theme's CodeBlock). Fenced code
 * arrives highlighted at build time, so a frame with a copy button is all the browser needs and
 * Prism stays out of the bundle. A `title="…"` in the fence's metastring becomes the label. Line
 * ranges (```js {1,3}) and the theme's magic comments (// highlight-next-line, highlight-start/end)
 * are applied at build time too: see plugins/code-highlighting/rehypeMagicComments.ts.
 */
import React, { isValidElement, type ComponentProps, type ReactNode } from 'react';
import CodeBlockFrame from '@site/src/components/CodeBlockFrame';

export function titleFromMetastring(metastring: string | undefined): string | undefined {
  return /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2];
}

export default function MDXPre({ className, children }: ComponentProps<'pre'>): ReactNode {
  const language = /language-(\S+)/.exec(className ?? '')?.[1];
  const code = isValidElement<{ metastring?: string }>(children) ? children : null;
  return (
    <CodeBlockFrame language={language} title={titleFromMetastring(code?.props.metastring)}>
      {children}
    </CodeBlockFrame>
  );
}
