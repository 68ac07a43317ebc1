/**
 * Wraps the theme's DocItem/Content: every doc page starts with the page actions (copy or open
 * the page as Markdown), then the theme's title and content.
 */
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type { Props } from '@theme/DocItem/Content';
import PageActions from '@site/src/components/PageActions';

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <Content {...props} />
    </>
  );
}
