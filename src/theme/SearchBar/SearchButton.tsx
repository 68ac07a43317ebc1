/**
 * The search button, with DocSearch's class names and look. Its accessible name is its visible
 * text ("Search Ctrl K"), so it passes axe's label-content-name-mismatch; on narrow screens, where
 * only the icon shows, a visually hidden "Search" names it. aria-keyshortcuts announces the keys.
 */
import React, { forwardRef, useEffect, useState, type ComponentProps } from 'react';

import styles from './styles.module.css';

function isAppleDevice(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

export const SearchButton = forwardRef<HTMLButtonElement, ComponentProps<'button'> & { label: string }>(
  function SearchButton({ label, ...props }, ref) {
    const [modifier, setModifier] = useState<string | null>(null);
    useEffect(() => setModifier(isAppleDevice() ? '⌘' : 'Ctrl'), []);
    return (
      <button
        type="button"
        className={`DocSearch DocSearch-Button ${styles.button}`}
        aria-keyshortcuts="Control+K Meta+K /"
        ref={ref}
        {...props}
      >
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
              stroke="currentColor"
              fill="none"
              fillRule="evenodd"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="DocSearch-Button-Placeholder">{label}</span>
          <span className={styles.narrowLabel}>{label}</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {modifier !== null && (
            <>
              <kbd className="DocSearch-Button-Key">{modifier}</kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
    );
  },
);
