/**
 * React's API for the browser bundle: preact/compat, with one difference put right. While React
 * hydrates, `useSyncExternalStore` returns the server snapshot, so the first render matches the
 * prerendered HTML, and then re-renders with the browser's value. preact/compat returns the
 * browser's value at once, and preact's hydration does not correct what then differs (a stored tab
 * choice, a query string) in the HTML. Docusaurus marks the end of hydration with
 * `data-has-hydrated` on <html>, and src/components/DeferredHydration the end of the subtrees it
 * hydrates later with `data-deferred-hydration="done"`; until both, this hook renders the server
 * snapshot first.
 * (JavaScript, not TypeScript: preact/compat's types use `export =`, which `export *` cannot re-export.)
 */
import { useLayoutEffect, useState, useSyncExternalStore as storeValue } from 'preact/compat';

// @ts-expect-error -- TS2498: preact/compat's types use `export =`, which `export *` cannot re-export; the bundler re-exports its named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

const hydrating = () =>
  typeof document !== 'undefined' &&
  (document.documentElement.dataset.hasHydrated !== 'true' ||
    document.documentElement.dataset.deferredHydration !== 'done');

/**
 * @template T
 * @param {(onStoreChange: () => void) => () => void} subscribe
 * @param {() => T} getSnapshot
 * @param {() => T} [getServerSnapshot]
 * @returns {T}
 */
export function useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) {
  const value = storeValue(subscribe, getSnapshot);
  const [serverFirst, setServerFirst] = useState(() => getServerSnapshot !== undefined && hydrating());
  useLayoutEffect(() => {
    if (serverFirst) setServerFirst(false);
  }, [serverFirst]);
  return serverFirst && getServerSnapshot ? getServerSnapshot() : value;
}
