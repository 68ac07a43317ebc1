import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export interface SectionCard {
  title: string;
  to: string;
  description: string;
}

/** A grid of linked cards, each a section or page with one line on what the reader finds there. */
export default function SectionCards({
  cards,
  headingLevel = 'h3',
}: {
  cards: readonly SectionCard[];
  headingLevel?: 'h2' | 'h3';
}): ReactNode {
  return (
    // Navigation, not content: the search index skips it (src/search/selectors.json).
    <ul className={styles.grid} data-search-exclude>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Link to={card.to} className={styles.link}>
            <Heading as={headingLevel} className={styles.title}>
              {card.title}
            </Heading>
            <p className={styles.description}>{card.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
