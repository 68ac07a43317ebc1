/**
 * Wraps the theme's DocItem/Content: every doc page starts with the page actions (copy or open
 * the page as Markdown), then the theme's title and content. The content hydrates in a task of its
 * own after the page's chrome on a first load (DeferredHydration).
 */
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type { Props } from '@theme/DocItem/Content';
import DeferredHydration from '@site/src/components/DeferredHydration';
import PageActions from '@site/src/components/PageActions';

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <DeferredHydration id="doc-content">
        <Content {...props} />
      </DeferredHydration>
    </>
  );
}
