/**
 * The Guides section's sidebar (the `guides` docs instance, which holds every page below the base
 * that no other section claims).
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  guides: [
    {
      type: 'category',
      label: 'Get started',
      collapsible: false,
      items: ['introduction', 'quickstart', 'roles-and-responsibilities'],
    },
    {
      type: 'category',
      label: 'Customers and onboarding',
      items: [
        'customers',
        'end-customer-applications',
        'selfie-verification',
        'device-fingerprint-sdk',
        'end-customer-terms',
        'disclosures',
        'migrations',
      ],
    },
    {
      type: 'category',
      label: 'Accounts',
      items: [
        'limits',
        'accounts/interest',
        'accounts/wallets',
        'wallets',
        'accounts/deposit-account-control-agreements',
        'reserve-account',
        'insurance',
      ],
    },
    {
      type: 'category',
      label: 'Cards',
      items: [
        'card-issuance',
        'business-charge-cards',
        'cards-pci',
        'add-to-mobile-wallet',
        'cards/interchange',
        'atms',
        'transaction-enrichment',
        'disputes-overview',
        'fraud-and-disputes',
      ],
    },
    {
      type: 'category',
      label: 'Payments',
      items: [
        'ach',
        'received-payment-advance',
        'reprocess-received-ach',
        'stop-payments',
        'wires',
        'wire-workflow',
        'check-deposits',
        'check-payments',
        'cash-deposits',
        'rewards',
      ],
    },
    {
      type: 'category',
      label: 'Security and access',
      items: ['tokens', 'custom-authentication', 'sso', 'scim', 'errors'],
    },
    {
      type: 'category',
      label: 'Data and analytics',
      items: [
        'analytics',
        'data-export/overview',
        'data-export/data-structure',
        'data-export/aws-s3',
        'data-export/google-gcs',
      ],
    },
    {
      type: 'category',
      label: 'Partnerships',
      items: [
        'guides/partnerships/overview',
        'guides/partnerships/abound',
        'guides/partnerships/apex',
        'guides/partnerships/checkout',
        'guides/partnerships/knot',
        'guides/partnerships/tight',
      ],
    },
    {
      type: 'category',
      label: 'Security policies',
      items: [
        'onboarding/information-security-policy',
        'onboarding/incident-response-policy',
        'onboarding/penetration-testing',
        'onboarding/vendor-management-policy',
      ],
    },
  ],
};

export default sidebars;
