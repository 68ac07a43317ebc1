/**
 * The component's facts that are the same on every platform: token scopes, security notes, theme
 * keys, what no source confirms, and the sources.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { CodeList, type ComponentProps } from './shared';

/** Token scopes the component needs. */
export function Scopes({ component }: ComponentProps): ReactNode {
  const { scopes } = component;
  if (scopes.length === 0) {
    return <p>Unit’s public docs do not list customer-token scopes for this component.</p>;
  }
  return (
    <p>
      The customer token needs these scopes: <CodeList items={scopes} />. See{' '}
      <Link to="/white-label-uis/authentication/">Authentication</Link> for how to create such a token.
    </p>
  );
}

export function SecurityNotes({ component }: ComponentProps): ReactNode {
  const { securityNotes } = component;
  if (securityNotes.length === 0) return <p>Unit’s public docs give no component-specific security notes.</p>;
  return (
    <ul>
      {securityNotes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

export function ThemeKeys({ component }: ComponentProps): ReactNode {
  const { themeKeys } = component;
  return themeKeys.length ? (
    <p>
      Style the component in the theme JSON under <CodeList items={themeKeys} />. See{' '}
      <Link to="/white-label-uis/themes/">Themes</Link>.
    </p>
  ) : (
    <p>
      Unit’s public docs do not name theme keys specific to this component; the global settings of the{' '}
      <Link to="/white-label-uis/themes/">theme</Link> apply.
    </p>
  );
}

export function Unconfirmed({ component }: ComponentProps): ReactNode {
  const { unconfirmed } = component;
  if (unconfirmed.length === 0) return <p>Every fact on these pages is confirmed by Unit’s public docs.</p>;
  return (
    <ul>
      {unconfirmed.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function Sources({ component }: ComponentProps): ReactNode {
  const { sources } = component;
  return (
    <ul>
      {sources.map((source) => (
        <li key={source}>
          <code>{source}</code>
        </li>
      ))}
    </ul>
  );
}
