/**
 * The search shortcuts of spec §2/§9: Ctrl/Cmd+K toggles the modal, '/' opens it unless the reader
 * is typing in a field, Escape closes it, and typing on the focused search button starts a query.
 * Written here rather than imported from DocSearch because DocSearch 3's hook ships in its single
 * bundle with the modal, which must stay out of the first page load.
 */
import { useEffect, type RefObject } from 'react';
import { SEARCH_SHORTCUTS } from '@site/src/config/constants';

function isEditingContent(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
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
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
