// @vitest-environment jsdom
/**
 * The route-loading fallback (src/theme/Loading.tsx). It only renders when a route chunk fails
 * after the framework's own preload succeeded, which a production browser session cannot reach on
 * purpose (a failed preload reloads the page instead: see tests/e2e/behaviour.test.ts), so it is
 * rendered here in jsdom with React, inside react-loadable as Docusaurus's ComponentCreator uses it
 * (no `delay` option: react-loadable's default decides when `pastDelay` turns true).
 */
import React, { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import Loadable from 'react-loadable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import Loading from '../../src/theme/Loading';
import { LOADER_DELAY_MS } from '../../src/config/constants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const props = { isLoading: true, pastDelay: false, timedOut: false, error: undefined, retry: () => undefined };

describe('Loading', () => {
  it('shows nothing before the loader delay, then a spinner', () => {
    const NeverLoads = Loadable({ loader: () => new Promise<never>(() => undefined), loading: Loading });
    act(() => root.render(<NeverLoads />));
    expect(container.innerHTML).toBe('');
    act(() => {
      vi.advanceTimersByTime(LOADER_DELAY_MS - 1);
    });
    expect(container.querySelector('[data-testid="loading-spinner"]')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(container.querySelector('[data-testid="loading-spinner"]')?.getAttribute('role')).toBe('status');
  });

  it('renders nothing until react-loadable says the delay has passed', () => {
    act(() => root.render(<Loading {...props} />));
    act(() => {
      vi.advanceTimersByTime(10 * LOADER_DELAY_MS);
    });
    expect(container.innerHTML).toBe('');
    act(() => root.render(<Loading {...props} pastDelay />));
    expect(container.querySelector('[data-testid="loading-spinner"]')).not.toBeNull();
  });

  it('shows the error text and a Retry button that retries', () => {
    const retry = vi.fn();
    act(() =>
      root.render(<Loading {...props} isLoading={false} error={new Error('Loading chunk 42 failed.')} retry={retry} />),
    );
    const box = container.querySelector('[data-testid="loading-error"]');
    expect(box?.getAttribute('role')).toBe('alert');
    expect(box?.textContent).toContain('Error: Loading chunk 42 failed.');
    const button = box?.querySelector('button');
    expect(button?.textContent).toBe('Retry');
    act(() => button?.click());
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
