/**
 * What the white-label building blocks share: the props every block takes, the addresses of the
 * platform and SDK pages, and two small inline pieces (a list of names in code format, a status).
 */
import React, { type ReactNode } from 'react';
import type { Platform, WhiteLabelComponent } from '@site/src/data/white-label/types';

import styles from './styles.module.css';

/** Each page carries the part of its component's data it renders (src/data/white-label/pageData.ts) and passes it. */
export interface ComponentProps {
  component: WhiteLabelComponent;
}
export interface PlatformProps extends ComponentProps {
  platform: Platform;
}

/** The SDK page of each platform, where a reader installs and initialises it. */
export const SDK_PAGES: Record<Platform, string> = {
  'web-components': '/white-label-uis/web-components/',
  ios: '/white-label-uis/ios-sdk/',
  android: '/white-label-uis/android-sdk/',
  'react-native': '/white-label-uis/react-native-sdk/',
};

/** A component's page for one platform. */
export const platformPage = (slug: string, platform: Platform) => `/white-label-uis/ui-components/${slug}/${platform}/`;

/** Names in code format, separated by commas: `a`, `b`, `c`. */
export function CodeList({ items }: { items: readonly string[] }): ReactNode {
  return items.map((item, i) => (
    <React.Fragment key={item}>
      {i > 0 && ', '}
      <code>{item}</code>
    </React.Fragment>
  ));
}

export function StatusText({ status }: { status: 'available' | 'unavailable' | 'unconfirmed' }): ReactNode {
  return (
    <span className={styles[status]}>
      {{ available: 'Available', unavailable: 'Not available', unconfirmed: 'Not documented' }[status]}
    </span>
  );
}
