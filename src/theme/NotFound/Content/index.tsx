/**
 * Replaces the theme's NotFound/Content (safe to eject) with a page that helps the reader on:
 * the address they asked for, a search of its last segment, and the entry points of every section.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import type { Props } from '@theme/NotFound/Content';
import { modeSwitch, sectionTabs } from '@site/src/config/navbar';

import styles from './styles.module.css';

/** The words of the missing path's last segment, as a search query ("/docs/api/cardz/" → "cardz"). */
export function searchTermsFor(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  return decodeURIComponent(last)
    .replace(/\.html?$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

export default function NotFoundContent({ className }: Props): ReactNode {
  const { pathname } = useLocation();
  const terms = searchTermsFor(pathname);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className={styles.title}>
            Page not found
          </Heading>
          <p>
            There is no page at <code>{pathname}</code>. It may have moved when these docs were reorganised, or the
            address may have a typo.
          </p>
          {terms && (
            <p>
              <Link to={`/search/?q=${encodeURIComponent(terms)}`}>Search the docs for “{terms}”</Link>
            </p>
          )}
          <Heading as="h2">Start from a section</Heading>
          <ul className={styles.sections}>
            <li>
              <Link to="/">Docs home</Link>
            </li>
            <li>
              <Link to={modeSwitch.custom.to}>{modeSwitch.custom.label}</Link>
            </li>
            {sectionTabs.map((tab) => (
              <li key={tab.id}>
                <Link to={tab.to}>{tab.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
