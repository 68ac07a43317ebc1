/**
 * Progressive hydration. On a page's first load, each subtree wrapped here hydrates in a task of its
 * own after the rest of the page, instead of inside one long hydration task: preact (our browser
 * runtime, plugins/small-runtime) hydrates synchronously, so without this a phone waits on the whole
 * page at once.
 *
 * How: in the browser the subtree sits under a Suspense boundary and, during the first hydration,
 * its gate throws a promise. preact/compat keeps server-rendered DOM that suspends while hydrating
 * and resumes hydrating it in place when the promise settles ("suspended hydration"). Gates open
 * one per task: `soon` ones in the order they rendered, then `idle` ones when the browser is idle
 * (by then a phone has swapped the desktop sidebar and table of contents for its own, so those two
 * never hydrate there). The server renders the children as they are, so the HTML is unchanged, and
 * after the first load every gate renders its children at once: client-side navigation never waits.
 *
 * The subtree must render exactly one root element (preact keeps one DOM node per suspended
 * component), and nothing in it may be needed in the first moment after load: links work natively
 * before hydration, and the API reference's tabs and copy buttons are delegated
 * (ApiStaticHtml/behaviour.ts). Each opening is marked (`performance.mark('hydrate <id>')`), and
 * `<html data-deferred-hydration="done">` says when all have opened.
 *
 * With another runtime (src/site/runtime.mjs, compiled in as `__DOCS_HYDRATION_GATES__`):
 * - 'none' (Docusaurus's own runtime): the children pass through and hydrate with the page;
 *   ./clientModule.ts sets `data-deferred-hydration="done"` once the page has hydrated;
 * - 'suspense': a React Suspense boundary, on the server too, which React hydrates on its own after
 *   the rest of the page (selective hydration); `done` is set once every boundary met has hydrated.
 */
import React, { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
import { whenIdle } from '@site/plugins/small-runtime/whenIdle';

type When = 'soon' | 'idle';

interface Gate {
  id: string;
  when: When;
  promise: Promise<void>;
  open: () => void;
}

/** Gates that suspended during the first hydration and have not opened yet, in render order. */
const waiting = new Map<string, Gate>();
/**
 * Open from the first render in the browser until every gate has opened, or until the reader
 * navigates. While it is open a gate suspends, including one met inside a subtree that is resuming
 * its hydration (gates nest: the content's gate inside the doc layout's).
 */
let windowOpen = typeof window !== 'undefined';
/** Ids of the gates that have opened: their subtrees render (and resume hydrating) from then on. */
const opened = new Set<string>();
/** Set when the first gate schedules the openings, which then run until none waits. */
let openingStarted = false;
/** Set once the `soon` gates are open and the `idle` ones wait for idle time. */
let idlePhase = false;

/** What waits for the first load to end (./DeferredHead.tsx). */
const afterFirstLoad: Array<() => void> = [];

/**
 * Runs `callback` once every gate of the first load has opened, or the reader has navigated: at
 * once if that has happened, or when not in a browser.
 */
export function whenFirstLoadHydrated(callback: () => void): void {
  if (windowOpen) afterFirstLoad.push(callback);
  else callback();
}

function close(): void {
  windowOpen = false;
  document.documentElement.dataset.deferredHydration = 'done';
  for (const callback of afterFirstLoad.splice(0)) callback();
}

function openGate(gate: Gate): void {
  waiting.delete(gate.id);
  opened.add(gate.id);
  performance.mark(`hydrate ${gate.id}`);
  gate.open();
}

function openNextGate(): void {
  if (!windowOpen) return;
  const gates = [...waiting.values()];
  const gate = gates.find((candidate) => candidate.when === 'soon') ?? gates[0];
  if (!gate) {
    close();
    return;
  }
  if (gate.when === 'idle' && !idlePhase) {
    idlePhase = true;
    whenIdle(openNextGate);
    return;
  }
  // The subtree hydrates in this task's microtasks (gates met inside it join the queue); the next
  // gate waits for a task of its own.
  openGate(gate);
  if (gate.when === 'idle') whenIdle(openNextGate);
  else inNextTask(openNextGate);
}

/**
 * Runs `work` in a task of its own, queued at once: unlike setTimeout, no 4 ms wait after five
 * nested calls, which a page with a gate per top-level block (plugins/hydration-slices) would pay
 * at every block.
 */
function inNextTask(work: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    work();
  };
  port2.postMessage(null);
}

/** A navigation ends the first load: what still waits hydrates now (./clientModule.ts). */
export function endDeferredHydration(): void {
  if (!windowOpen) return;
  for (const gate of [...waiting.values()]) openGate(gate);
  close();
}

function gateFor(id: string, when: When): Gate {
  let gate = waiting.get(id);
  if (!gate) {
    let open = (): void => undefined;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    gate = { id, when, promise, open };
    waiting.set(id, gate);
    if (!openingStarted) {
      openingStarted = true;
      setTimeout(openNextGate, 0);
    }
  }
  return gate;
}

/**
 * A subtree that hydrates later must first render as the server did, as the rest of the page did
 * when it hydrated: by now Docusaurus says "in the browser" (`useIsBrowser()`), and components that
 * render otherwise there (themed images, the colour mode toggle) would leave server attributes that
 * hydration does not correct. So it sees `false` until it has hydrated, then `true`, like the page.
 */
function AsServerRenderedFirst({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(!windowOpen);
  useEffect(() => setIsBrowser(true), []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}

function HydrationGate({ id, when, children }: { id: string; when: When; children: ReactNode }): ReactNode {
  // Once the window has closed nothing waits (it closes when none does, or opens all that do).
  // Throwing a promise is how a component suspends (the Suspense protocol), not an error.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (windowOpen && !opened.has(id)) throw gateFor(id, when).promise;
  return <AsServerRenderedFirst>{children}</AsServerRenderedFirst>;
}

/** Suspense mode: boundaries mounted during the first load, and those hydrated since. */
const boundaries = { met: 0, hydrated: 0 };

function checkBoundariesHydrated(): void {
  const html = document.documentElement;
  if (html.dataset.deferredHydration === 'done') return;
  if (boundaries.hydrated === boundaries.met && html.dataset.hasHydrated === 'true') {
    html.dataset.deferredHydration = 'done';
  } else {
    setTimeout(checkBoundariesHydrated, 20);
  }
}

interface BoundaryState {
  hydrated: boolean;
}

/** Marks a Suspense boundary's hydration, as the gates mark their openings. */
function BoundaryHydrated({ id, state }: { id: string; state: BoundaryState }): null {
  useLayoutEffect(() => {
    if (state.hydrated) return;
    state.hydrated = true;
    performance.mark(`hydrate ${id}`);
    boundaries.hydrated += 1;
    setTimeout(checkBoundariesHydrated, 0);
  }, [id, state]);
  return null;
}

function SuspenseBoundary({ id, children }: { id: string; children: ReactNode }): ReactNode {
  const [state] = useState<BoundaryState>(() => ({ hydrated: false }));
  useLayoutEffect(() => {
    if (document.documentElement.dataset.deferredHydration === 'done') return undefined;
    boundaries.met += 1;
    setTimeout(checkBoundariesHydrated, 0);
    // A boundary removed before it hydrated (the desktop sidebar on a phone) is not waited for.
    return () => {
      if (!state.hydrated) boundaries.met -= 1;
    };
  }, [state]);
  return (
    <Suspense fallback={null}>
      {children}
      {typeof window === 'undefined' ? null : <BoundaryHydrated id={id} state={state} />}
    </Suspense>
  );
}

export default function DeferredHydration({
  id,
  when = 'soon',
  children,
}: {
  /** Names the subtree: one gate per id. */
  id: string;
  when?: When;
  children: ReactNode;
}): ReactNode {
  if (__DOCS_HYDRATION_GATES__ === 'none') return children;
  if (__DOCS_HYDRATION_GATES__ === 'suspense') return <SuspenseBoundary id={id}>{children}</SuspenseBoundary>;
  if (typeof window === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <HydrationGate id={id} when={when}>
        {children}
      </HydrationGate>
    </Suspense>
  );
}
