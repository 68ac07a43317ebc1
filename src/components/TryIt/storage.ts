/**
 * What the panel remembers. The token lives in this tab's sessionStorage only, never in
 * localStorage, a cookie or a URL; the chosen target (sandbox or mock, host and port) is no secret
 * and stays in localStorage. Storage that throws (private modes, blocked storage) is treated as empty.
 */
import { DEFAULT_TARGET, type Target } from './request';

const TOKEN_KEY = 'unit-docs.try-it.token';
const TARGET_KEY = 'unit-docs.try-it.target';

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const readToken = (): string => attempt(() => sessionStorage.getItem(TOKEN_KEY) ?? '', '');

export function storeToken(token: string): void {
  attempt(() => (token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY)), undefined);
}

export function readTarget(): Target {
  const stored = attempt(() => JSON.parse(localStorage.getItem(TARGET_KEY) ?? 'null') as Partial<Target> | null, null);
  return {
    kind: stored?.kind === 'sandbox' || stored?.kind === 'mock' ? stored.kind : DEFAULT_TARGET.kind,
    host: typeof stored?.host === 'string' ? stored.host : DEFAULT_TARGET.host,
    port: typeof stored?.port === 'string' ? stored.port : DEFAULT_TARGET.port,
  };
}

export function storeTarget(target: Target): void {
  attempt(() => localStorage.setItem(TARGET_KEY, JSON.stringify(target)), undefined);
}
