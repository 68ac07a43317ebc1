/**
 * The frame of a code block whose code was highlighted at build time: the language, a copy button
 * and the scrollable <pre>. The copied text is the code as the reader sees it.
 */
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';

import './code-frame.css';

export interface CodeBlockFrameProps {
  language?: string;
  title?: string;
  children: ReactNode;
  className?: string;
}

export default function CodeBlockFrame({ language, title, children, className }: CodeBlockFrameProps): ReactNode {
  const preRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(() => {
    const text = preRef.current?.innerText.replace(/\n$/, '') ?? '';
    void navigator.clipboard.writeText(text).then(() => setCopied(true));
  }, []);
  const label = title ?? (language && language !== 'text' ? language : undefined);
  return (
    <div className={clsx('code-frame', 'code-block-frame', className)}>
      {label && (
        <div className="code-frame__title" data-twin-exclude>
          {label}
        </div>
      )}
      <div className="code-frame__body">
        {/* Focusable so that wide code scrolls by keyboard (axe: scrollable-region-focusable); a
            region role on every code block would crowd the landmarks. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre ref={preRef} className="code-block code-frame__pre" tabIndex={0}>
          {children}
        </pre>
        <button
          type="button"
          className="code-frame__copy"
          onClick={copy}
          aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
          title="Copy"
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
