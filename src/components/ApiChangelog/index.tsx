/**
 * The API changelog's parts, each rendered to HTML at build time (plugins/changelog/render.ts) and
 * shown by the API reference's static container, so the page's JavaScript carries none of the
 * entries: <ChangelogResources /> (the resource links that narrow the list) and
 * <ChangelogMonth month="2026-01" /> (one month's entries, under the month's heading in the MDX).
 */
import React, { type ReactNode } from 'react';
import ApiStaticHtml from '@site/src/components/ApiStaticHtml';

import './changelog.css';

export function ChangelogResources(): ReactNode {
  return <ApiStaticHtml htmlKey="changelog:resources" className="changelog-part" />;
}

export function ChangelogMonth({ month }: { month: string }): ReactNode {
  return <ApiStaticHtml htmlKey={`changelog:${month}`} className="changelog-part" />;
}
