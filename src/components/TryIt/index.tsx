/**
 * The Try it panel's chunk, loaded by the Try it buttons' delegated click listener
 * (src/components/ApiStaticHtml/tryItButton.ts) on the first press, so no page pays for it on load.
 * Its styles are imported with the API reference's (src/components/ApiStaticHtml/index.tsx). The
 * button and its empty panel are in the build-time HTML (plugins/openapi/staticHtml.ts); this opens
 * and closes the panel and mounts the workbench in it once, with its own root: React never owns the
 * reference's HTML around it.
 */
import React, { type ReactNode } from 'react';
import * as ReactDom from 'react-dom';

import Workbench from './Workbench';

/**
 * preact/compat's `render`, which the browser's `react-dom` (plugins/small-runtime/reactCompat.mjs)
 * exports though React 19's types no longer list it. Not `createRoot` from `react-dom/client`: a
 * second chunk importing that module keeps webpack from inlining it into the entry, which made
 * every page's main.js about 40 bytes (gzip) heavier. This code only runs in the browser.
 */
const { render } = ReactDom as unknown as { render: (element: ReactNode, container: Element) => void };

const mounted = new WeakSet<Element>();

/** Opens or closes the panel a Try it button controls; the first opening mounts the workbench. */
export function toggleTryIt(button: HTMLButtonElement): void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  const operationId = button.dataset.tryIt;
  if (!panel || !operationId) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  if (!open || mounted.has(panel)) return;
  mounted.add(panel);
  const operation = button.closest('.api-op') ?? document;
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', `Try it: ${operationId}`);
  render(
    <div className="try">
      <Workbench
        operationId={operationId}
        operationElement={operation}
        // Marks the panel ready for tests and the bench: its data and validators are in, the form is drawn.
        onReady={(summary) => {
          panel.setAttribute('aria-label', `Try it: ${summary}`);
          panel.setAttribute('data-ready', 'true');
        }}
      />
    </div>,
    panel,
  );
}
