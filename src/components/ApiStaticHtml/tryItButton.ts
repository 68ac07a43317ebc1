/**
 * The Try it buttons of the build-time HTML (`button[data-try-it]`): the first press loads the
 * request workbench, a chunk of its own (src/components/TryIt), which then opens and closes the panel.
 * A delegated listener like ./behaviour.ts's, but here, in the API pages' own chunks (./index.tsx
 * imports it): behaviour.ts is part of main.js, which every page loads, and pages without
 * operations would carry it for nothing.
 */
function onClick(event: MouseEvent): void {
  const button =
    event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-try-it]') : null;
  if (button) void import('../TryIt').then(({ toggleTryIt }) => toggleTryIt(button));
}

if (typeof document !== 'undefined') document.addEventListener('click', onClick);
