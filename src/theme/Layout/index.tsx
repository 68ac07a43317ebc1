/**
 * Wraps the theme's layout: after the page's content comes what the page provides with
 * PageAppendix (src/components/PageAppendix), nothing on most pages.
 */
import React, { type ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type { Props } from '@theme/Layout';
import { usePageAppendix } from '@site/src/components/PageAppendix';

export default function LayoutWrapper({ children, ...props }: Props): ReactNode {
  const appendix = usePageAppendix();
  return (
    <Layout {...props}>
      {children}
      {appendix}
    </Layout>
  );
}
