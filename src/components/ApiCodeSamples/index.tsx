/**
 * Request samples in several languages as tabs. The tabs share one group across the site, so the
 * language a reader picks is remembered on every page and after a reload (Docusaurus Tabs groupId).
 */
import React, { type ReactNode } from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlockFrame from '@site/src/components/CodeBlockFrame';
import type { CodeSampleView } from '@site/plugins/openapi/viewTypes';

export const CODE_SAMPLES_GROUP = 'code-samples';

export default function ApiCodeSamples({ samples }: { samples: CodeSampleView[] }): ReactNode {
  return (
    <Tabs groupId={CODE_SAMPLES_GROUP}>
      {samples.map((sample) => (
        <TabItem key={sample.language} value={sample.language} label={sample.label}>
          <CodeBlockFrame language={sample.highlight}>
            <code className={`language-${sample.highlight}`} dangerouslySetInnerHTML={{ __html: sample.html }} />
          </CodeBlockFrame>
        </TabItem>
      ))}
    </Tabs>
  );
}
