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

const scopes = ['payments', 'payments-write', 'accounts'];

const component: WhiteLabelComponent = {
  slug: 'book-payments',
  title: 'Book Payments',
  summary:
    'A transfer flow in which the end user moves money, free and instantly, to another customer on your platform or between two of their own accounts.',
  flows: [
    'Enter the amount to transfer.',
    'Enter a description, which later appears on activity screens and statements.',
    'Review and confirm the transfer.',
  ],
  scopes,
  securityNotes: [
    'The customer token must carry every scope listed above; for scopes that need two-factor authentication, you can create the token with customer-token-write plus those scopes in upgradableScope so the component runs the SMS step itself.',
    'Web components keep a verified customer token in localStorage under the key unitVerifiedCustomerToken; remove it when the user signs out of your app.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/book-payments/', '/docs/api/deposit-accounts/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-book-payment',
      inputs: [
        {
          name: 'account-id',
          type: 'string',
          required: true,
          description: 'ID of the Unit account the money leaves.',
        },
        {
          name: 'counterparty-account-id',
          type: 'string',
          required: false,
          description: 'ID of the Unit account that receives the money.',
        },
        {
          name: 'counterparty-name',
          type: 'string',
          required: false,
          description: 'Name the transfer screens show for the receiving side.',
        },
        {
          name: 'is-same-customer',
          type: 'boolean string ("true" / "false")',
          required: false,
          default: '"false"',
          description:
            'Set to "true" when both accounts belong to the same customer, which lets the component load more details about the receiving account.',
        },
        web.isAutoFocus('the amount field'),
        web.customerToken(scopes),
        web.theme,
        web.language,
        web.initialStageBackButtonDefaultFalse,
        web.finalStageDoneButtonDefaultFalse,
      ],
      events: [
        {
          name: 'unitPaymentCreated',
          payload: 'CustomEvent<Promise<{ data: BookPayment }>>',
          description: 'Fires after the transfer is created; await the detail to get the new book payment resource.',
        },
        web.unitPaymentInitialStageBackButtonClicked,
        web.unitPaymentFinalStageDoneButtonClicked,
        web.unitOnLoad,
      ],
      notes: [
        'The attribute names, types and defaults come from Unit’s Book Payment page; the event names come from the listeners in Unit’s own iOS and React Native SDKs, which wrap this web element.',
      ],
    },
    ios: {
      status: 'available',
      componentName: iosFactory('getBookPaymentComponent'),
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'ID of the Unit account the money leaves.',
        },
        {
          name: 'counterpartyAccountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'ID of the Unit account that receives the money.',
        },
        {
          name: 'counterpartyName',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'Name the transfer screens show for the receiving side.',
        },
        {
          name: 'isSameCustomer',
          type: 'Bool',
          required: false,
          default: 'false',
          description: 'Pass true when both accounts belong to the same customer.',
        },
        ios.additionalSettings('BookPayment'),
        ios.isAutoFocus('the amount field'),
        ios.initialStageBackButton,
        ios.finalStageDoneButton,
        ios.theme,
        ios.language,
        ios.callbacks('BookPayment'),
      ],
      events: [
        {
          name: 'onPaymentCreated',
          payload: 'UNBookPayment',
          description: 'Called with the new book payment once the user confirms it.',
        },
        ios.onInitialStageBackButtonClicked,
        ios.onFinalStageDoneButtonClicked,
        ios.unitOnLoad('[UNAccount]', 'the account data'),
      ],
      notes: [
        'getBookPaymentComponent returns a UIView that conforms to UNBookPaymentView.',
        IOS_TOKEN_NOTE,
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented([
      'The public sources found for this page do not describe an Android version of the Book Payment component.',
    ]),
    'react-native': {
      status: 'available',
      componentName: 'UNBookPaymentComponent',
      inputs: [
        rn.customerToken(scopes),
        {
          name: 'accountId',
          type: 'string',
          required: true,
          description: 'ID of the Unit account the money leaves.',
        },
        {
          name: 'counterPartyAccountId',
          type: 'string',
          required: true,
          description: 'ID of the Unit account that receives the money.',
        },
        {
          name: 'counterPartyName',
          type: 'string',
          required: true,
          description: 'Name the transfer screens show for the receiving side.',
        },
        {
          name: 'isSameCustomer',
          type: 'boolean',
          required: false,
          default: 'false',
          description: 'Pass true when both accounts belong to the same customer.',
        },
        rn.theme,
      ],
      events: [
        {
          name: 'onPaymentCreated',
          payload: '(data: UNBookPaymentData) => void',
          description: 'Called with the new book payment once the user confirms it.',
        },
        rn.onLoadV1,
      ],
      notes: [
        'These props are those of react-native-unit-components 1.1.0, the version on the npm registry.',
        'The React Native props spell counterParty with a capital P, unlike counterparty on iOS and on the web.',
        'The README marks isSameCustomer optional with a default of false, while the package’s TypeScript definition declares it as a required boolean.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/book-payments',
    'https://unit.co/docs/white-label-uis/authentication',
    IOS_INTERFACE_SOURCE,
    'https://github.com/unit-finance/unit-ios-components-pod/blob/0fc159c32968188b8860b3b08fe2b9d934496394/UNComponents.xcframework/ios-arm64_x86_64-simulator/UNComponents.framework/html.html',
    'https://www.npmjs.com/package/react-native-unit-components',
  ],
  unconfirmed: [
    'The events table of Unit’s Book Payment page could not be read; the web event names come from the listeners in Unit’s iOS and React Native SDKs.',
    'The iOS names come from the UnitComponents SDK’s published Swift interface, not from a prose iOS page.',
    'React Native props newer than package version 1.1.0 (for example language, isAutoFocus or the stage buttons) are not confirmed.',
    'Android support, class names, parameters and callbacks are not in the public sources found.',
    'Theme JSON keys specific to this component are not confirmed.',
  ],
};

export default component;
