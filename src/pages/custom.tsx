import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SectionCards from '@site/src/components/SectionCards';

import styles from './custom.module.css';

const steps = [
  {
    title: 'Onboard a customer',
    text: 'Submit an application with the customer’s identity details. Once Unit approves it, a customer exists and can own accounts.',
  },
  {
    title: 'Open an account',
    text: 'Create a deposit account for the customer. It holds their balance and is where money moves in and out.',
  },
  {
    title: 'Issue cards and move money',
    text: 'Issue debit cards on the account, and send or receive book, ACH and wire payments.',
  },
  {
    title: 'React to events',
    text: 'Subscribe a webhook so your system learns when applications, payments and cards change state.',
  },
];

export default function CustomBuilds(): ReactNode {
  return (
    <Layout
      title="Custom Builds"
      description="Build your own banking experience on the Unit API and white-label UI components: where to start and how the pieces fit."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Custom Builds</Heading>
        <p className={styles.lead}>
          In a custom build you own the product experience. Your backend calls the Unit API to onboard customers, open
          accounts, issue cards and move money; your apps render those features yourself or embed Unit’s white-label
          components.
        </p>

        <Heading as="h2">Where to start</Heading>
        <SectionCards
          cards={[
            { title: 'Introduction', to: '/introduction/', description: 'The building blocks and how they relate.' },
            { title: 'Quickstart', to: '/quickstart/', description: 'Sign up for a sandbox and make a first call.' },
            { title: 'API overview', to: '/api/', description: 'Hosts, authentication, JSON:API, paging and errors.' },
            {
              title: 'White-Label UIs',
              to: '/white-label-uis/',
              description: 'Prebuilt banking screens you embed and theme.',
            },
          ]}
        />

        <Heading as="h2">The usual order of work</Heading>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
            </li>
          ))}
        </ol>

        <Heading as="h2">Prefer a hosted product?</Heading>
        <p>
          If you would rather not build the end-user experience, Unit’s Ready-to-Launch products host it for you. Start
          with <Link to="/ready-to-launch/banking/">Ready-to-Launch Banking</Link>.
        </p>
      </main>
    </Layout>
  );
}
