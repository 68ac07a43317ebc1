/** The links between a component's overview and its platform pages, in the reader's preferred order. */
import React, { useEffect, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { PLATFORM_LABELS, type Platform } from '@site/src/data/white-label/types';
import { orderedPlatforms, usePreferredPlatform } from '@site/src/hooks/usePreferredPlatform';
import { platformPage, type ComponentProps } from './shared';

import styles from './styles.module.css';

/** Links to the component's four platform pages, the reader's preferred platform first. */
export function PlatformSwitcher({ component, platform }: ComponentProps & { platform?: Platform }): ReactNode {
  const [preferred, setPreferred] = usePreferredPlatform();
  // Visiting a platform page makes it the preferred platform.
  useEffect(() => {
    if (platform) setPreferred(platform);
  }, [platform, setPreferred]);
  return (
    <nav className={styles.switcher} aria-label={`${component.title} on each platform`} data-search-exclude>
      {orderedPlatforms(preferred ?? platform ?? null).map((candidate) => (
        <Link
          key={candidate}
          to={platformPage(component.slug, candidate)}
          className={candidate === platform ? styles.current : undefined}
          aria-current={candidate === platform ? 'page' : undefined}
          data-platform={candidate}
          onClick={() => setPreferred(candidate)}
        >
          {PLATFORM_LABELS[candidate]}
        </Link>
      ))}
    </nav>
  );
}
