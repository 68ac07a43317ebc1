import {
  ios,
  IOS_INTERFACE_SOURCE,
  IOS_NAMES_NOTE,
  IOS_TOKEN_NOTE,
  iosFactory,
  notDocumented,
  rn,
  web,
} from '../shared';
import type { WhiteLabelComponent } from '../types';

const scopes = ['customers', 'accounts', 'payments', 'payments-write', 'counterparties', 'counterparties-write'];

const component: WhiteLabelComponent = {
  slug: 'ach-debit',
  title: 'ACH Debit',
  summary:
    'A payment flow in which the end user pulls money by ACH from an outside bank account, linked through Plaid, into their Unit account.',
  flows: [
    'Link a new counterparty bank account through Plaid Link, which is then kept in the account’s counterparty list.',
    'Or pick a counterparty from the saved list.',
    'Enter the amount to pull.',
    'Enter a description, which later appears on activity screens and statements.',
    'Review and confirm the payment.',
  ],
  scopes,
  securityNotes: [
    'The customer token must carry every scope listed above; for scopes that need two-factor authentication, you can create the token with customer-token-write plus those scopes in upgradableScope so the component runs the SMS step itself.',
    'Web components keep a verified customer token in localStorage under the key unitVerifiedCustomerToken; remove it when the user signs out of your app.',
    'The outside account is linked through Plaid, so you need your own Plaid account, with its credentials entered in Unit’s Sandbox and Production Dashboards.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/ach-origination/', '/docs/api/payments-counterparties/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-ach-debit-payment',
      inputs: [
        web.customerToken(scopes),
        {
          name: 'account-id',
          type: 'string',
          required: false,
          description:
            'ID of the Unit account involved in the payment (Unit’s table calls it the account money is sent from).',
        },
        web.fee,
        web.isAutoFocus('the button for adding a new counterparty'),
        web.theme,
        {
          ...web.language,
          description:
            'URL of a language configuration JSON that overrides the component’s texts; its "local" value also sets the language of the Plaid screens (default "en").',
        },
        web.sameDay,
        web.initialStageBackButton,
        web.finalStageDoneButton,
      ],
      events: [
        web.achPaymentCreated,
        web.unitPaymentInitialStageBackButtonClicked,
        web.unitPaymentFinalStageDoneButtonClicked,
        web.unitOnLoad,
      ],
      notes: [
        'The attribute names and types come from Unit’s ACH Debit page; the event names come from the listeners in Unit’s own iOS and React Native SDKs, which wrap this web element.',
        'Plaid Link always runs in this component, unlike ACH Credit where Plaid is optional.',
      ],
    },
    ios: {
      status: 'available',
      componentName: iosFactory('getACHDebitComponent'),
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'ID of the Unit account involved in the payment.',
        },
        ios.additionalSettings('ACHDebit'),
        ios.isAutoFocus('the add-counterparty button'),
        ios.plaidAccountFilters,
        ios.plaidLinkCustomizationName,
        ios.sameDay,
        ios.flag('showSameDaySelection', 'lets the user choose Same Day ACH in the flow'),
        ios.flag('allowCounterpartyDelete', 'lets the user delete a saved counterparty'),
        ios.initialStageBackButton,
        ios.finalStageDoneButton,
        ios.theme,
        ios.language,
        ios.callbacks('ACHDebit'),
      ],
      events: [
        ios.achPaymentCreated,
        ios.onInitialStageBackButtonClicked,
        ios.onFinalStageDoneButtonClicked,
        ios.unitOnLoad('UNACHDebitOnLoadResponse'),
      ],
      notes: [
        'getACHDebitComponent returns a UIView that conforms to UNACHDebitView; its accountId and additionalSettings can be changed after creation.',
        IOS_TOKEN_NOTE,
        'The iOS factory takes no fee: in 3.4.0 neither the factory nor UNACHDebitViewSettingsBuilder has a fee option, unlike the web fee attribute.',
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented([
      'The public sources found for this page do not describe an Android version of the ACH Debit component.',
    ]),
    'react-native': {
      status: 'available',
      componentName: 'UNACHDebitComponent',
      inputs: [
        rn.customerToken(scopes),
        {
          name: 'accountId',
          type: 'string',
          required: true,
          description: 'ID of the Unit account involved in the payment.',
        },
        rn.theme,
        rn.fee,
        rn.isAutoFocus('the add-counterparty button'),
      ],
      events: [rn.achPaymentCreated, rn.onLoadV1],
      notes: [
        'These props come from the TypeScript definitions of react-native-unit-components 1.1.0; that version’s README has no ACH Debit section.',
        'The package opens Plaid Link natively, so the app needs react-native-plaid-link-sdk next to react-native-webview.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/ach-debit',
    'https://unit.co/docs/white-label-uis/authentication',
    IOS_INTERFACE_SOURCE,
    'https://github.com/unit-finance/unit-ios-components-pod/blob/0fc159c32968188b8860b3b08fe2b9d934496394/UNComponents.xcframework/ios-arm64_x86_64-simulator/UNComponents.framework/html.html',
    'https://www.npmjs.com/package/react-native-unit-components',
  ],
  unconfirmed: [
    'The events table of Unit’s ACH Debit page could not be read; the web event names come from the listeners in Unit’s iOS and React Native SDKs.',
    'The rest of the web inputs table was cut off after same-day; Plaid options such as an account-filter or Link-customization attribute (the iOS settings have plaidAccountFilters and plaidLinkCustomizationName) are not confirmed for the web element.',
    'Defaults of the web attributes same-day, initial-stage-back-button and final-stage-done-button are not stated in the part of the page that could be read.',
    'The iOS names come from the UnitComponents SDK’s published Swift interface, not from a prose iOS page.',
    'React Native ACH Debit is not described in the package README; props newer than version 1.1.0 are not confirmed.',
    'Android support, class names, parameters and callbacks are not in the public sources found.',
    'Theme JSON keys specific to this component are not confirmed.',
  ],
};

export default component;
