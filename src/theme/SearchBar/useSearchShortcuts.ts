/**
 * The search shortcuts (CONTRIBUTING.md#search): Ctrl/Cmd+K toggles the modal, '/' opens it unless the reader
 * is typing in a field, Escape closes it, and typing on the focused search button starts a query.
 * Written here rather than imported from DocSearch because DocSearch 3's hook ships in its single
 * bundle with the modal, which must stay out of the first page load.
 */
import { useRef, type RefObject } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { SEARCH_SHORTCUTS } from '@site/src/config/constants';

function isEditingContent(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

interface Shortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

export function useSearchShortcuts(shortcuts: Shortcuts): void {
  // One listener for the page's life, reading what the last commit rendered. A listener replaced by
  // an effect lagged behind the modal: effects run after paint, so Ctrl+K or Escape pressed just
  // after the modal appeared or closed met the previous isOpen and did nothing. Layout effects run
  // in the commit itself, before any later key event.
  const latest = useRef(shortcuts);
  useIsomorphicLayoutEffect(() => {
    latest.current = shortcuts;
  });
  // Listening starts in the commit too: the search button hydrates in a gate of its own
  // (src/components/DeferredHydration), whose effects wait for the next frame, which the page's other
  // gates need not wait for; a shortcut pressed in between, with the page marked hydrated, did nothing.
  useIsomorphicLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const { isOpen, onOpen, onClose, onInput, searchButtonRef } = latest.current;
      const key = event.key?.toLowerCase();
      const toggle = key === SEARCH_SHORTCUTS.modifierKey && (event.metaKey || event.ctrlKey);
      const slash = key === SEARCH_SHORTCUTS.slashKey && !isOpen && !isEditingContent(event.target);
      const escape = key === 'escape' && isOpen;
      if (toggle || slash || escape) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef.current === document.activeElement &&
        event.key.length === 1 &&
        /[a-zA-Z0-9]/.test(event.key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
