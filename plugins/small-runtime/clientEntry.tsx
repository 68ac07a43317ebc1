/**
 * The browser bundle's entry, in place of @docusaurus/core/lib/client/clientEntry.js (aliased in
 * ./index.ts). It starts the same app the same way (HelmetProvider, the configured router, App,
 * hydrateRoot in production builds, createRoot in `npm start`), but in four tasks instead of two:
 * 1. main.js's own task evaluates the runtime, window.docusaurus (./routePrefetch.ts) and, through
 *    its imports, preload and the route table;
 * 2. the next task evaluates App and the theme (every provider, layout and client module);
 * 3. the next one matches the address and asks for the route's chunks (preload);
 * 4. once those are in, a task of its own hydrates.
 * Upstream, steps 1–3 run in one task and step 4 runs inside the last route chunk's evaluation, so
 * a phone sees two long tasks where this makes four short ones. Nothing else changes: same modules,
 * same order of effects, same window.docusaurus.
 */
import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOM from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import preload from '@docusaurus/core/lib/client/preload';

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/** Resolves in a later task, so the work after it does not lengthen the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function Router({ children }: { children: ReactNode }): ReactNode {
  return siteConfig.future.experimental_router === 'hash' ? (
    <HashRouter>{children}</HashRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
}

function onRecoverableError(error: unknown, errorInfo: unknown): void {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
}

function renderApp(App: ComponentType): void {
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  if (window.docusaurusRoot) {
    window.docusaurusRoot.render(app);
    return;
  }
  const container = document.getElementById('__docusaurus')!;
  if (hydrate) {
    window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, { onRecoverableError });
  } else {
    window.docusaurusRoot = ReactDOM.createRoot(container, { onRecoverableError });
    window.docusaurusRoot.render(app);
  }
}

async function start(): Promise<void> {
  await nextTask();
  // "eager": the modules stay in main.js; only their evaluation moves to this task.
  const { default: App } = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await nextTask();
  await preload(window.location.pathname);
  await nextTask();
  // Marked like the deferred parts' openings (src/components/DeferredHydration), for traces and tests.
  performance.mark('hydrate root');
  startTransition(() => renderApp(App));
}

if (ExecutionEnvironment.canUseDOM) {
  window.docusaurus = docusaurus;
  void start();
  // Webpack Hot Module Replacement: this module accepts its own updates, as upstream's entry does.
  (module as unknown as { hot?: { accept: () => void } }).hot?.accept();
}
