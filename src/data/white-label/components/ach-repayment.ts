import { IOS_INTERFACE_SOURCE, IOS_SDK_VERSION, notDocumented, web } from '../shared';
import type { WhiteLabelComponent } from '../types';

const scopes = ['customers', 'accounts', 'payments', 'payments-write', 'counterparties', 'counterparties-write'];

const component: WhiteLabelComponent = {
  slug: 'ach-repayment',
  title: 'ACH Repayment',
  summary:
    'A flow in which the customer pays down a credit account by ACH, which Unit records as a Capital Partner ACH Repayment.',
  flows: [
    'Connect an outside bank account through Plaid Link; the inputs decide which account subtypes Link lists and which Link customization it uses.',
    'Submit a repayment by ACH toward the credit account; Unit creates it as a Capital Partner ACH Repayment.',
    'Send the repayment as same-day ACH, when you turn that option on with the same-day input.',
  ],
  scopes,
  securityNotes: [
    'The token needs payments-write and counterparties-write. Unit treats these as sensitive: its multifactor authentication example issues them as upgradable scopes.',
    'Your app can run two-factor authentication before it creates the token. Otherwise, create the token with customer-token-write in scope and the write scopes in upgradableScope, and let the component send the SMS code.',
    'When a component runs two-factor authentication, it keeps the verified token in localStorage under unitVerifiedCustomerToken. Remove that key when the user logs out.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/repayments/', '/docs/api/credit-accounts/', '/docs/api/payments-counterparties/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-ach-repayment',
      inputs: [
        web.customerToken(scopes),
        {
          name: 'credit-account-id',
          type: 'string',
          required: false,
          description: 'Unit ID of the credit account that the repayment goes toward.',
        },
        {
          name: 'fee',
          type: 'string (a decimal such as "1.5")',
          required: false,
          description: 'An amount to bill the counterparty for the transfer.',
        },
        web.theme,
        web.language,
        web.sameDay,
        web.plaidAccountFiltersDefaultChecking,
        web.plaidLinkCustomizationName,
      ],
      events: [],
      notes: [
        'Unit’s example markup also sets initial-stage-back-button and final-stage-done-button. The readable part of the page does not give their types or defaults, so they are not listed above.',
        'The events this element fires were not in the readable part of Unit’s page.',
        'The web components changelog lists the ACH repayment component as new in version 1.9.0 (September 1, 2024).',
      ],
    },
    ios: notDocumented([
      'Unit’s public docs that we could read do not show this component on iOS.',
      `UnitComponents ${IOS_SDK_VERSION}, the newest release of Unit’s iOS SDK, declares no ACH repayment view.`,
    ]),
    android: notDocumented(['Unit’s public docs that we could read do not show this component on Android.']),
    'react-native': notDocumented([
      'Unit’s public docs that we could read do not show this component in the React Native SDK.',
      'The component index of react-native-unit-components 3.0.2 exports no ACH repayment component.',
    ]),
  },
  sources: [
    'https://unit.co/docs/white-label-uis/ach-repayment',
    'https://www.unit.co/docs/white-label-uis/white-label-changelog/',
    'https://unit.co/docs/white-label-uis/authentication',
    'https://unit.co/docs/white-label-uis/multifactor-authentication',
    'https://unit.co/docs/api/repayments',
    IOS_INTERFACE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@3.0.2/files/src/components/index.ts',
  ],
  unconfirmed: [
    'The web element’s events and their payloads are not in the readable part of Unit’s page.',
    'The types and defaults of initial-stage-back-button and final-stage-done-button are not confirmed.',
    'Unit’s page describes credit-account-id as the account money is sent from. That wording conflicts with its name and with the component’s purpose, so this page treats it as the credit account being repaid.',
    'The default of same-day is not stated on the component page.',
    'The order of the screens and any review or confirmation step are not described in the readable part of Unit’s page.',
    'iOS, Android and React Native support is not documented in the sources we could read.',
  ],
};

export default component;
