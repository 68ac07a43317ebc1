/**
 * Replaces the theme's NotFound/Content (safe to eject) with a page that helps the reader on:
 * the address they asked for, a search of its last segment, and the entry points of every section.
 * The address is known only in the browser: the prerendered 404.html serves every unknown path.
 * So the first client render matches the prerendered HTML (no hydration mismatch, React error
 * #418), and the address and search link appear after mount.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
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
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // Broken percent-encoding: search for the segment as it was typed.
  }
  return decoded
    .replace(/\.html?$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

export default function NotFoundContent({ className }: Props): ReactNode {
  const { pathname: currentPath } = useLocation();
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(currentPath), [currentPath]);
  const terms = pathname === null ? '' : searchTermsFor(pathname);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className={styles.title}>
            Page not found
          </Heading>
          <p>
            There is no page at {pathname === null ? 'this address' : <code>{pathname}</code>}. It may have moved when
            these docs were reorganised, or the address may have a typo.
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
