/** The sections of a component's page for one platform: status, prerequisites, snippet, inputs, events, notes. */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlockFrame from '@site/src/components/CodeBlockFrame';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { PLATFORM_LABELS } from '@site/src/data/white-label/types';
import { snippetFor } from '@site/src/data/white-label/snippets';
import { CodeList, SDK_PAGES, StatusText, type PlatformProps } from './shared';

import styles from './styles.module.css';

/** Platform page: the status line and what it means. */
export function PlatformStatus({ component, platform }: PlatformProps): ReactNode {
  const details = component.platforms[platform];
  const label = PLATFORM_LABELS[platform];
  if (details.status === 'available') {
    return (
      <p>
        <StatusText status="available" /> on {label}
        {details.componentName && (
          <>
            {' '}
            as <code>{details.componentName}</code>
          </>
        )}
        . {component.summary}
      </p>
    );
  }
  return (
    <div className={styles.notice} role="note">
      <p>
        <strong>
          {details.status === 'unavailable'
            ? `Unit documents that the ${component.title} component is not available on ${label}.`
            : `Unit’s public docs do not document the ${component.title} component on ${label}.`}
        </strong>{' '}
        {details.status === 'unconfirmed' &&
          'It may exist in the SDK; confirm with Unit before you plan on it. Until then, build this screen with the API, or use the component on a platform where it is documented.'}
      </p>
    </div>
  );
}

export function Prerequisites({ component, platform }: PlatformProps): ReactNode {
  return (
    <ol>
      <li>
        Install and initialise the <Link to={SDK_PAGES[platform]}>{PLATFORM_LABELS[platform]} SDK</Link>.
      </li>
      <li>
        Create a customer token on your server
        {component.scopes.length > 0 && (
          <>
            {' '}
            with the scopes <CodeList items={component.scopes} />
          </>
        )}
        . See <Link to="/white-label-uis/authentication/">Authentication</Link>.
      </li>
      <li>Have the ids the component needs (for example an account or card id) from your own records or the API.</li>
    </ol>
  );
}

export function PlatformSnippet({ component, platform }: PlatformProps): ReactNode {
  const snippet = snippetFor(component, platform);
  if (!snippet) {
    return <p>No snippet: the public docs do not give the {PLATFORM_LABELS[platform]} names for this component.</p>;
  }
  return (
    <CodeBlockFrame language={snippet.language}>
      <code>{snippet.code}</code>
    </CodeBlockFrame>
  );
}

export function Inputs({ component, platform }: PlatformProps): ReactNode {
  const { inputs } = component.platforms[platform];
  if (inputs.length === 0)
    return <p>The public docs list no inputs for this component on {PLATFORM_LABELS[platform]}.</p>;
  return (
    <ScrollableTable label="Inputs">
      <thead>
        <tr>
          <th>Name</th>
          <th>Type</th>
          <th>Required</th>
          <th>Default</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {inputs.map((input) => (
          <tr key={input.name}>
            <td>
              <code>{input.name}</code>
            </td>
            <td>
              <code>{input.type}</code>
            </td>
            <td>{input.required ? 'Yes' : 'No'}</td>
            <td>{input.default !== undefined ? <code>{input.default}</code> : '—'}</td>
            <td>{input.description}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

export function Events({ component, platform }: PlatformProps): ReactNode {
  const { events } = component.platforms[platform];
  if (events.length === 0)
    return <p>The public docs list no events for this component on {PLATFORM_LABELS[platform]}.</p>;
  return (
    <ScrollableTable label="Events">
      <thead>
        <tr>
          <th>Name</th>
          <th>Payload</th>
          <th>When</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.name}>
            <td>
              <code>{event.name}</code>
            </td>
            <td>
              <code>{event.payload}</code>
            </td>
            <td>{event.description}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

export function PlatformNotes({ component, platform }: PlatformProps): ReactNode {
  const { notes } = component.platforms[platform];
  if (notes.length === 0) return <p>No platform-specific notes.</p>;
  return (
    <ul>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
