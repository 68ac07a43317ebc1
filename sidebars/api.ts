/**
 * The API section's sidebar (the `api` docs instance, see src/site/sections.mjs). It groups pages
 * by what a reader is building; each new API page joins a group here. The Postman collection
 * (plugins/postman) follows the same groups.
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  api: [
    'api/index',
    {
      type: 'category',
      label: 'Concepts',
      items: ['api/about-jsonapi', 'api/resources', 'api/types', 'api/errors', 'api/errors-full', 'api/api-changelog'],
    },
    {
      type: 'category',
      label: 'Authentication',
      items: ['api/org-api-tokens', 'api/customer-api-tokens', 'api/card-holder-api-tokens'],
    },
    {
      type: 'category',
      label: 'Onboarding',
      items: ['api/applications', 'api/application-documents', 'api/customers', 'api/authorized-users'],
    },
    {
      type: 'category',
      label: 'Accounts',
      items: [
        'api/deposit-accounts',
        'api/wallets',
        'api/deposit-account-control-agreement',
        'api/financial-business-fbo-Accounts',
        'api/transactions',
        'api/statements',
        'api/tax-forms',
        'api/interest',
        'api/fees',
        'api/Rewards',
        'api/check-deposits',
        'api/cash-deposits',
      ],
    },
    {
      type: 'category',
      label: 'Cards',
      items: [
        'api/cards',
        'api/cards-add-to-mobile-wallet',
        'api/authorizations',
        'api/authorization-requests',
        'api/disputes',
        'api/chargebacks',
        'api/card-fraud-outreach',
        'api/atm-locations',
      ],
    },
    {
      type: 'category',
      label: 'Payments',
      items: [
        'api/payments-overview',
        'api/ach-origination',
        'api/book-payments',
        'api/wires',
        'api/push-to-card-payments',
        'api/batch-payments',
        'api/instant-payouts',
        'api/check-payments',
        'api/payments-counterparties',
        'api/recurring-payments',
        'api/received-ach',
        'api/ach-returns',
        'api/received-ach-opt-out',
        'api/stop-payments',
        'api/wire-drawdowns',
        'api/payment-authorization-rules',
        'api/receivables-management',
        'api/bill-pay',
        'api/institutions',
      ],
    },
    {
      type: 'category',
      label: 'Lending',
      items: [
        'api/credit-applications',
        'api/credit-decisions',
        'api/lending-programs',
        'api/credit-accounts',
        'api/repayments',
        'api/recurring-repayments',
      ],
    },
    {
      type: 'category',
      label: 'Events and webhooks',
      items: ['api/events', 'api/webhooks'],
    },
    {
      type: 'category',
      label: 'Review APIs',
      items: [
        'application-review/application-review',
        'application-review/authentication',
        'application-review/document-review',
        'application-review/resources',
        'application-review/types',
        'check-deposit-review/assignments',
        'check-deposit-review/resources',
        'wire-payment-review/assignments',
        'wire-payment-review/resources',
      ],
    },
    {
      type: 'category',
      label: 'Sandbox simulations',
      items: [
        'api/simulations-applications',
        'api/simulations-cards',
        'api/simulations-check-deposits',
        'api/simulations-check-payments',
        'api/simulations-disputes',
        'api/simulations-payments',
        'api/simulations-repayments',
        'api/simulations-statements',
        'api/simulations-tokens',
      ],
    },
  ],
};

export default sidebars;
