import { IOS_INTERFACE_SOURCE, IOS_SDK_VERSION, notDocumented, web } from '../shared';
import type { WhiteLabelComponent } from '../types';

const scopes = ['customers', 'accounts', 'payments', 'payments-write', 'counterparties', 'counterparties-write'];

const component: WhiteLabelComponent = {
  slug: 'recurring-repayment',
  title: 'Recurring Repayment',
  summary: 'A settings screen where the customer turns automatic repayments of a credit account on or off.',
  flows: [
    'Connect an outside bank account through Plaid Link; the inputs decide which account subtypes Link lists and which Link customization it uses.',
    'Set up a recurring repayment toward the credit account; Unit creates a Recurring Capital Partner ACH Repayment or a Recurring Capital Partner Book Repayment.',
    'Cancel an existing recurring repayment, which disables it.',
    'Finish on a final screen, which can show a done button when you turn it on.',
  ],
  scopes,
  securityNotes: [
    'The token needs payments-write and counterparties-write. Unit treats these as sensitive: its multifactor authentication example issues them as upgradable scopes.',
    'Your app can run two-factor authentication before it creates the token. Otherwise, create the token with customer-token-write in scope and the write scopes in upgradableScope, and let the component send the SMS code.',
    'When a component runs two-factor authentication, it keeps the verified token in localStorage under unitVerifiedCustomerToken. Remove that key when the user logs out.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/recurring-repayments/', '/docs/api/credit-accounts/', '/docs/api/payments-counterparties/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-recurring-repayment-settings',
      inputs: [
        web.customerToken(scopes),
        {
          name: 'credit-account-id',
          type: 'string',
          required: false,
          description: 'Unit ID of the credit account whose recurring repayment is managed.',
        },
        web.theme,
        web.language,
        web.plaidAccountFiltersDefaultChecking,
        web.plaidLinkCustomizationName,
        web.finalStageDoneButtonDefaultFalse,
      ],
      events: [
        {
          name: 'unitRecurringRepaymentCreated',
          payload:
            'CustomEvent; detail: the new Recurring Capital Partner ACH Repayment or Recurring Capital Partner Book Repayment',
          description: 'Fires after the customer sets up a recurring repayment.',
        },
        {
          name: 'unitRecurringRepaymentCanceled',
          payload: 'CustomEvent; detail: the response of Disable Recurring Repayment',
          description: 'Fires after the customer cancels a recurring repayment.',
        },
        {
          name: 'unitRecurringRepaymentFinalStageDoneButtonClicked',
          payload: 'CustomEvent (no detail documented)',
          description: 'Fires when the customer taps the done button on the last screen.',
        },
      ],
      notes: [
        'Unit’s page names this element “Recurring Repayment Settings”, and its tag ends in -settings.',
        'The web components changelog lists the recurring repayment settings component as new in version 1.9.0 (September 1, 2024).',
        'Per the Recurring Repayments API page, the schedule follows the credit account’s repayment due date and runs until it is disabled.',
      ],
    },
    ios: notDocumented([
      'Unit’s public docs that we could read do not show this component on iOS.',
      `UnitComponents ${IOS_SDK_VERSION}, the newest release of Unit’s iOS SDK, declares no recurring repayment view.`,
    ]),
    android: notDocumented(['Unit’s public docs that we could read do not show this component on Android.']),
    'react-native': notDocumented([
      'Unit’s public docs that we could read do not show this component in the React Native SDK.',
      'The component index of react-native-unit-components 3.0.2 exports no recurring repayment component.',
    ]),
  },
  sources: [
    'https://unit.co/docs/white-label-uis/recurring-repayment',
    'https://www.unit.co/docs/white-label-uis/white-label-changelog/',
    'https://unit.co/docs/api/recurring-repayments/',
    'https://unit.co/docs/white-label-uis/authentication',
    'https://unit.co/docs/white-label-uis/multifactor-authentication',
    IOS_INTERFACE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@3.0.2/files/src/components/index.ts',
  ],
  unconfirmed: [
    'Whether the event detail is the resource itself or a Promise that resolves to it is not stated.',
    'Unit’s page describes credit-account-id as the account money is sent from. That wording conflicts with its name and with the component’s purpose, so this page treats it as the credit account being repaid.',
    'iOS, Android and React Native support is not documented in the sources we could read.',
  ],
};

export default component;
