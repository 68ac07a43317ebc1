/**
 * Runs `work` when the browser is next idle (within 2 s at the latest), or after `fallbackMs` where
 * there is no requestIdleCallback (Safari). Returns a function that cancels it. Shared by route
 * prefetching, deferred hydration (src/components/DeferredHydration) and idle-time mounts
 * (src/hooks/useAfterFirstIdle.ts).
 */
export function whenIdle(work: (deadline?: IdleDeadline) => void, fallbackMs = 50): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, fallbackMs);
  return () => clearTimeout(handle);
}
