/**
 * Replaces the theme's MDXComponents/Pre (a fragment around the theme's CodeBlock). Fenced code
 * arrives highlighted at build time, so a frame with a copy button is all the browser needs and
 * Prism stays out of the bundle. Front matter-like `title="…"` metastrings are kept as the label.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import CodeBlockFrame from '@site/src/components/CodeBlockFrame';

export default function MDXPre({ className, children, ...props }: ComponentProps<'pre'>): ReactNode {
  const language = /language-(\S+)/.exec(className ?? '')?.[1];
  const title = (props as { title?: string }).title;
  return (
    <CodeBlockFrame language={language} title={title}>
      {children}
    </CodeBlockFrame>
  );
}
