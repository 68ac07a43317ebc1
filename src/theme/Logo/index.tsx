/**
 * Replaces the theme's Logo (navbar and, with the hiding header, the desktop sidebar) so that the
 * mark is inline SVG coloured by the colour mode. The theme's version renders two <img> (light and
 * dark, one hidden by CSS); each is an SVG document of its own, which Chromium parses and lays out on
 * the main thread during the first frame. The link, the wrapper and the title are the theme's.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useThemeConfig } from '@docusaurus/theme-common';
import type { Props } from '@theme/Logo';

import styles from './styles.module.css';

/** Unit's mark: a rounded tile with a U; the two colours swap in dark mode (styles.module.css). */
function UnitMark(): ReactNode {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" role="img" aria-label="Unit">
      <rect className={styles.tile} width="32" height="32" rx="7" />
      <path className={styles.letter} d="M9 8v10a7 7 0 0 0 14 0V8h-4v10a3 3 0 0 1-6 0V8z" />
    </svg>
  );
}

export default function Logo({ imageClassName, titleClassName, ...linkProps }: Props): ReactNode {
  const {
    navbar: { title },
  } = useThemeConfig();
  return (
    <Link to={useBaseUrl('/')} {...linkProps}>
      {imageClassName ? (
        <div className={imageClassName}>
          <UnitMark />
        </div>
      ) : (
        <UnitMark />
      )}
      {title != null && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
