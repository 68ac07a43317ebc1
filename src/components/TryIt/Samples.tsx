/**
 * The panel's request samples: one tab per language (WAI-ARIA tabs: arrow keys, Home, End), the
 * code, and a Copy button. The language choice is the page's own (the slot Docusaurus Tabs and the
 * reference's samples remember it in).
 */
import React, { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createStorageSlot } from '@docusaurus/theme-common';

import { SAMPLE_LANGUAGE_SLOT, SAMPLE_LANGUAGES, type SampleLanguage } from './samples';

const languageSlot = createStorageSlot(SAMPLE_LANGUAGE_SLOT);

function storedLanguage(): SampleLanguage {
  const stored = languageSlot.get();
  return SAMPLE_LANGUAGES.find((entry) => entry.language === stored)?.language ?? 'curl';
}

export function CopyButton({ text, label }: { text: string; label: string }): ReactNode {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary button--sm"
      aria-label={copied ? 'Copied' : label}
      onClick={() =>
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2000);
        })
      }
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

export function CodeBox({ code, label }: { code: string; label: string }): ReactNode {
  return (
    <div className="try-code">
      {/* Focusable so that keyboard users can scroll a long sample or body, as the page's code blocks. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </pre>
      <CopyButton text={code} label={`Copy the ${label}`} />
    </div>
  );
}

export default function Samples({ code }: { code: (language: SampleLanguage) => string }): ReactNode {
  const id = useId();
  const [language, setLanguage] = useState(storedLanguage);
  const choose = (next: SampleLanguage) => {
    setLanguage(next);
    languageSlot.set(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SAMPLE_LANGUAGES.findIndex((entry) => entry.language === language);
    const last = SAMPLE_LANGUAGES.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = SAMPLE_LANGUAGES[next]!.language;
    choose(target);
    document.getElementById(`${id}-${target}`)?.focus();
  };
  const current = SAMPLE_LANGUAGES.find((entry) => entry.language === language)!;
  return (
    <div className="try-samples">
      <div role="tablist" aria-label="Language of the sample" className="tabs api-tabs__list">
        {SAMPLE_LANGUAGES.map((entry) => (
          <button
            key={entry.language}
            type="button"
            role="tab"
            id={`${id}-${entry.language}`}
            aria-selected={entry.language === language}
            aria-controls={`${id}-panel`}
            tabIndex={entry.language === language ? 0 : -1}
            className={`tabs__item${entry.language === language ? ' tabs__item--active' : ''}`}
            onClick={() => choose(entry.language)}
            onKeyDown={onKeyDown}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${language}`}>
        <CodeBox code={code(language)} label={`${current.label} sample`} />
      </div>
    </div>
  );
}
