/**
 * A leaf route's component whose route data waits in a bucket chunk (./routeData.mjs). Core's
 * preload() calls `component.preload()` before the first render of a route (on the first load and
 * on every navigation): here that loads the bucket, adds its registry entries and chunk names to the
 * objects core's ComponentCreator reads, creates the route's component with ComponentCreator, and
 * preloads that. Rendering then passes straight through to it. Should a render come first (in
 * Docusaurus's flow only after `npm start` swaps in a new route tree), it renders nothing until the
 * data is in, and a failure to load goes to the theme's error boundary.
 */
import React, { useReducer, useState, type ComponentType, type ReactNode } from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';

/** What a bucket module exports: its routes' chunk names and the registry entries they need. */
interface Bucket {
  chunkNames: Record<string, (typeof routesChunkNames)[string]>;
  registry: Record<string, (typeof registry)[string]>;
}

type Created = ComponentType<object> & { preload: () => Promise<unknown> };

export type LazyRouteComponent = ((props: object) => ReactNode) & {
  /** Loads the route's data and its chunks, as core's ComponentCreator components do. */
  preload: () => Promise<unknown>;
  /** Loads the route's data only (its chunk names are then in routesChunkNames). */
  routeData: () => Promise<void>;
};

const installed = new WeakSet<Bucket>();
const listeners: Array<(keys: string[]) => void> = [];

/** Tells `listener` the route keys of each bucket installed from now on (./routePrefetch.ts indexes them). */
export function onRouteDataInstalled(listener: (keys: string[]) => void): void {
  listeners.push(listener);
}

function install(bucket: Bucket): void {
  if (installed.has(bucket)) return;
  installed.add(bucket);
  Object.assign(registry, bucket.registry);
  Object.assign(routesChunkNames, bucket.chunkNames);
  const keys = Object.keys(bucket.chunkNames);
  for (const listener of listeners) listener(keys);
}

/**
 * @param loadBucket imports the bucket module (a chunk of its own)
 * @param key the route's key in routesChunkNames: `path-hash`
 */
export function lazyRoute(loadBucket: () => Promise<Bucket>, key: string): LazyRouteComponent {
  const at = key.lastIndexOf('-');
  let created: Created | undefined;
  let loading: Promise<void> | undefined;

  const routeData = (): Promise<void> => {
    loading ??= loadBucket().then(
      (bucket) => {
        install(bucket);
        created ??= ComponentCreator(key.slice(0, at), key.slice(at + 1)) as unknown as Created;
      },
      (error: unknown) => {
        // A failed load (offline, a new deployment) may be retried by the next preload.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function LazyRoute(props: object): ReactNode {
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [, rendered] = useReducer((count: number) => count + 1, 0);
    if (created) return React.createElement(created, props);
    // The theme's error boundary shows a failure with its retry button.
    if (failure) throw failure.error;
    void routeData().then(rendered, (error: unknown) => setFailure({ error }));
    return null;
  }
  LazyRoute.preload = () => routeData().then(() => created!.preload());
  LazyRoute.routeData = routeData;
  return LazyRoute;
}
