/** The overview page's own sections: what the end user sees, the platform table and the snippets. */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import CodeBlockFrame from '@site/src/components/CodeBlockFrame';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { PLATFORM_LABELS } from '@site/src/data/white-label/types';
import { snippetFor } from '@site/src/data/white-label/snippets';
import { orderedPlatforms, PLATFORM_TABS_GROUP, usePreferredPlatform } from '@site/src/hooks/usePreferredPlatform';
import { platformPage, StatusText, type ComponentProps } from './shared';

/** Overview: what the end user sees and does. */
export function ComponentFlows({ component }: ComponentProps): ReactNode {
  return (
    <>
      <p>{component.summary}</p>
      <ul>
        {component.flows.map((flow) => (
          <li key={flow}>{flow}</li>
        ))}
      </ul>
    </>
  );
}

/** Overview: availability on each platform, with the name to use there. */
export function PlatformTable({ component }: ComponentProps): ReactNode {
  const [preferred] = usePreferredPlatform();
  return (
    <ScrollableTable label={`${component.title} on each platform`}>
      <thead>
        <tr>
          <th>Platform</th>
          <th>Status</th>
          <th>Name to use</th>
        </tr>
      </thead>
      <tbody>
        {orderedPlatforms(preferred).map((platform) => {
          const details = component.platforms[platform];
          return (
            <tr key={platform}>
              <td>
                <Link to={platformPage(component.slug, platform)}>{PLATFORM_LABELS[platform]}</Link>
              </td>
              <td>
                <StatusText status={details.status} />
              </td>
              <td>{details.componentName ? <code>{details.componentName}</code> : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** Overview: the minimal snippet on every platform that has one, in tabs that remember the platform. */
export function SnippetTabs({ component }: ComponentProps): ReactNode {
  const withSnippets = orderedPlatforms(null).filter((platform) => snippetFor(component, platform));
  if (withSnippets.length === 0) {
    return <p>Unit’s public docs do not give enough detail to show a snippet for this component on any platform.</p>;
  }
  return (
    <Tabs groupId={PLATFORM_TABS_GROUP} queryString="platform">
      {withSnippets.map((platform) => {
        const snippet = snippetFor(component, platform)!;
        return (
          <TabItem
            key={platform}
            value={platform}
            label={PLATFORM_LABELS[platform]}
            // Pairs the tab with its panel (src/theme/TabItem); one set of snippet tabs per page.
            attributes={{ id: `snippet-${platform}-tab`, 'aria-controls': `snippet-${platform}-panel` }}
          >
            <CodeBlockFrame language={snippet.language}>
              <code>{snippet.code}</code>
            </CodeBlockFrame>
          </TabItem>
        );
      })}
    </Tabs>
  );
}
