/** The API pages a component reads and writes, linked where this build publishes them. */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { withoutBase } from '@site/src/site/sections.mjs';
import { apiPageLinks } from './apiLinks';
import type { ComponentProps } from './shared';

/** Routes of the docs that exist in this build (API pages land over time). */
function useExistingDocPaths(): string[] {
  const data = useAllDocsData();
  return Object.values(data).flatMap((plugin) => plugin.versions.flatMap((v) => v.docs.map((d) => d.path)));
}

/** The API pages the component's data comes from: linked when the page is published. */
export function ApiPages({ component }: ComponentProps): ReactNode {
  const { apiPages, title } = component;
  const links = apiPageLinks(apiPages, useExistingDocPaths());
  return (
    <>
      <p>The {title} component reads and writes these API resources:</p>
      <ul>
        {links.map(({ route, label, to }) => (
          <li key={route}>
            {to ? (
              <Link to={to}>{label}</Link>
            ) : (
              <>
                {label} (<code>{withoutBase(route)}</code>, not published yet)
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
