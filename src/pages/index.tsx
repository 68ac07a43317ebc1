import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SectionCards from '@site/src/components/SectionCards';
import { externalLinks } from '@site/src/config/links';
import { modeSwitch } from '@site/src/config/navbar';

import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Unit developer documentation"
      description="Build banking, cards, payments, bill pay and lending into your product with Unit's API, white-label UI components and Ready-to-Launch products."
    >
      <Head>
        {/* Attributes for the document's <html>, whose lang the theme sets: not an element of its own. */}
        {/* eslint-disable-next-line jsx-a11y/html-has-lang */}
        <html className="landing-page" />
      </Head>
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.heroTitle}>
              Build financial products on Unit
            </Heading>
            <p className={styles.heroLead}>
              Accounts, cards, payments, bill pay and lending for your customers. Choose how much you build: launch a
              product Unit hosts, or compose your own with the API and white-label components.
            </p>
          </div>
        </header>

        <section className="container margin-vert--lg" aria-labelledby="choose-a-path">
          <Heading as="h2" id="choose-a-path">
            Choose a path
          </Heading>
          <div className={styles.modes}>
            <Link to={modeSwitch.readyToLaunch.to} className={styles.mode}>
              <span className={styles.modeName}>{modeSwitch.readyToLaunch.label}</span>
              <span>
                Unit hosts the end-user experience for Banking, Capital and Bill Pay. You configure it, brand it and
                connect your users.
              </span>
            </Link>
            <Link to={modeSwitch.custom.to} className={styles.mode}>
              <span className={styles.modeName}>{modeSwitch.custom.label}</span>
              <span>
                You design the product and call the Unit API directly, using white-label UI components where they save
                you time.
              </span>
            </Link>
          </div>
        </section>

        <section className="container margin-vert--lg" aria-labelledby="every-section">
          <Heading as="h2" id="every-section">
            Every section
          </Heading>
          <SectionCards
            cards={[
              { title: 'Introduction', to: '/introduction/', description: 'What Unit is and how its pieces fit.' },
              {
                title: 'Quickstart',
                to: '/quickstart/',
                description: 'From a sandbox sign-up to your first API call.',
              },
              {
                title: 'API reference',
                to: '/api/',
                description: 'Base URLs, authentication, JSON:API and every resource.',
              },
              {
                title: 'White-Label UIs',
                to: '/white-label-uis/',
                description: 'Banking screens for web, iOS, Android and React Native.',
              },
              {
                title: 'Ready-to-Launch Banking',
                to: '/ready-to-launch/banking/',
                description: 'Hosted accounts, cards and payments for your users.',
              },
              {
                title: 'Ready-to-Launch Capital',
                to: '/ready-to-launch/capital/',
                description: 'Hosted lending for your business customers.',
              },
              {
                title: 'Ready-to-Launch Bill Pay',
                to: '/ready-to-launch/bill-pay/',
                description: 'Hosted bill payments for your business customers.',
              },
            ]}
          />
        </section>

        <section className={`container margin-vert--lg ${styles.start}`} aria-labelledby="start-building">
          <Heading as="h2" id="start-building">
            Try it in the sandbox
          </Heading>
          <p>
            The sandbox is free and uses test money. Sign up, create an API token and make your first call in minutes.
          </p>
          <Link className="button button--primary button--lg" href={externalLinks.sandboxSignUp}>
            Start Building Now
          </Link>
        </section>
      </main>
    </Layout>
  );
}
