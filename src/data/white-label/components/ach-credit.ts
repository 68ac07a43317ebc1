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
  slug: 'ach-credit',
  title: 'ACH Credit',
  summary:
    'A payment flow in which the end user sends money out of their Unit account by ACH to a saved or newly added counterparty.',
  flows: [
    'Add a new counterparty (recipient) to pay, which is then kept in the account’s counterparty list.',
    'Or pick a counterparty from the saved list.',
    'Enter the amount to send.',
    'Enter a description, which later appears on activity screens and statements.',
    'Review and confirm the payment.',
  ],
  scopes,
  securityNotes: [
    'The customer token must carry every scope listed above; for scopes that need two-factor authentication, you can create the token with customer-token-write plus those scopes in upgradableScope so the component runs the SMS step itself.',
    'Web components keep a verified customer token in localStorage under the key unitVerifiedCustomerToken; remove it when the user signs out of your app.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/ach-origination/', '/docs/api/payments-counterparties/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-ach-credit-payment',
      inputs: [
        web.customerToken(scopes),
        {
          name: 'account-id',
          type: 'string',
          required: false,
          description: 'ID of the Unit account the money is sent from.',
        },
        web.fee,
        {
          name: 'with-plaid',
          type: 'boolean string ("true" / "false")',
          required: false,
          default: '"false"',
          description:
            'Turns on the Plaid integration for linking the counterparty’s bank account; it needs your own Plaid account, with its credentials entered in Unit’s Sandbox and Production Dashboards.',
        },
        web.isAutoFocus('the button for adding a new recipient'),
        web.theme,
        web.language,
        web.sameDay,
        web.plaidAccountFilters,
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
        'The attribute names and types come from Unit’s ACH Credit page; the event names come from the listeners in Unit’s own iOS and React Native SDKs, which wrap this web element.',
      ],
    },
    ios: {
      status: 'available',
      componentName: iosFactory('getACHCreditComponent'),
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'ID of the Unit account the money is sent from.',
        },
        ios.additionalSettings('ACHCredit'),
        ios.isAutoFocus('the add-recipient button'),
        ios.flag('withPlaid', 'lets the user link the counterparty’s bank account through Plaid'),
        ios.plaidAccountFilters,
        ios.plaidLinkCustomizationName,
        ios.sameDay,
        ios.flag('showSameDaySelection', 'lets the user choose Same Day ACH in the flow'),
        ios.flag('allowCounterpartyDelete', 'lets the user delete a saved counterparty'),
        ios.flag('showAccountTypeSelector', 'shows a selector for the counterparty’s account type'),
        ios.initialStageBackButton,
        ios.finalStageDoneButton,
        ios.theme,
        ios.language,
        ios.callbacks('ACHCredit'),
      ],
      events: [
        ios.achPaymentCreated,
        ios.onInitialStageBackButtonClicked,
        ios.onFinalStageDoneButtonClicked,
        ios.unitOnLoad('UNACHCreditOnLoadResponse'),
      ],
      notes: [
        'getACHCreditComponent returns a UIView that conforms to UNACHCreditView; its accountId and additionalSettings can be changed after creation.',
        IOS_TOKEN_NOTE,
        'The iOS factory takes no fee: in 3.4.0 neither the factory nor UNACHCreditViewSettingsBuilder has a fee option, unlike the web fee attribute.',
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented([
      'The public sources found for this page do not describe an Android version of the ACH Credit component.',
    ]),
    'react-native': {
      status: 'available',
      componentName: 'UNACHCreditComponent',
      inputs: [
        rn.customerToken(scopes),
        {
          name: 'accountId',
          type: 'string',
          required: true,
          description: 'ID of the Unit account the money is sent from.',
        },
        rn.theme,
        rn.fee,
        rn.isAutoFocus('the add-recipient button'),
      ],
      events: [rn.achPaymentCreated, rn.onLoadV1],
      notes: [
        'These props are those of react-native-unit-components 1.1.0, the version on the npm registry; the package renders the web element inside a WebView and needs react-native-webview and react-native-plaid-link-sdk.',
        'The README table spells the auto-focus prop is-auto-focus, but the package’s TypeScript definition names it isAutoFocus.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/ach-credit',
    'https://unit.co/docs/white-label-uis/authentication',
    IOS_INTERFACE_SOURCE,
    'https://github.com/unit-finance/unit-ios-components-pod/blob/0fc159c32968188b8860b3b08fe2b9d934496394/UNComponents.xcframework/ios-arm64_x86_64-simulator/UNComponents.framework/html.html',
    'https://www.npmjs.com/package/react-native-unit-components',
  ],
  unconfirmed: [
    'The events table of Unit’s ACH Credit page could not be read; the web event names come from the listeners in Unit’s iOS and React Native SDKs.',
    'Defaults of the web attributes same-day, initial-stage-back-button and final-stage-done-button are not stated in the part of the page that could be read.',
    'Whether the web element also takes plaid-link-customization-name (the iOS settings have plaidLinkCustomizationName) is not confirmed.',
    'The iOS names come from the UnitComponents SDK’s published Swift interface, not from a prose iOS page; what showSameDaySelection, allowCounterpartyDelete and showAccountTypeSelector show is inferred from their names.',
    'React Native props newer than package version 1.1.0 (for example language, sameDay or the stage buttons) are not confirmed.',
    'Android support, class names, parameters and callbacks are not in the public sources found.',
    'Theme JSON keys specific to this component are not confirmed.',
  ],
};

export default component;
