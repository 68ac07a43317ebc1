/**
 * Replaces the theme's MDXComponents/Code: inline code keeps the theme's CodeInline; block code is
 * already highlighted at build time and renders as it is (see ./Pre.tsx), without the theme's
 * CodeBlock and its Prism runtime.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import CodeInline from '@theme/CodeInline';

function isInline(children: ReactNode): boolean {
  return (
    typeof children !== 'undefined' &&
    React.Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

export default function MDXCode({
  metastring: _metastring,
  ...props
}: ComponentProps<'code'> & { metastring?: string }): ReactNode {
  // The metastring is read by ./Pre.tsx; it is not an HTML attribute.
  return isInline(props.children) && !/language-/.test(props.className ?? '') ? (
    <CodeInline {...props} />
  ) : (
    <code {...props} />
  );
}
