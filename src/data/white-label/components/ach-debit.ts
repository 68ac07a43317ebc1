import type { WhiteLabelComponent } from '../types';

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
  scopes: ['customers', 'accounts', 'payments', 'payments-write', 'counterparties', 'counterparties-write'],
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
        {
          name: 'customer-token',
          type: 'string',
          required: true,
          description: 'Customer token that authorizes the component; it needs the scopes listed for this component.',
        },
        {
          name: 'account-id',
          type: 'string',
          required: false,
          description:
            'ID of the Unit account involved in the payment (Unit’s table calls it the account money is sent from).',
        },
        {
          name: 'fee',
          type: 'string (e.g. "1.5")',
          required: false,
          description: 'A fee to bill for the payment.',
        },
        {
          name: 'is-auto-focus',
          type: 'boolean string ("true" / "false")',
          required: false,
          default: '"false"',
          description: 'Moves focus to the button for adding a new counterparty as soon as the component mounts.',
        },
        {
          name: 'theme',
          type: 'string',
          required: false,
          description: 'URL of the theme that styles the component.',
        },
        {
          name: 'language',
          type: 'string',
          required: false,
          description:
            'URL of the language configuration; its "local" value also sets the language of the Plaid screens (default "en").',
        },
        {
          name: 'same-day',
          type: 'boolean string ("true" / "false")',
          required: false,
          description: 'Sends the payment as Same Day ACH.',
        },
        {
          name: 'initial-stage-back-button',
          type: 'boolean string ("true" / "false")',
          required: false,
          description: 'Shows a back button on the first step of the flow.',
        },
        {
          name: 'final-stage-done-button',
          type: 'boolean string ("true" / "false")',
          required: false,
          description: 'Shows a done button on the last step of the flow.',
        },
      ],
      events: [
        {
          name: 'unitPaymentCreated',
          payload: 'CustomEvent<Promise<{ data: AchPayment }>>',
          description: 'Fires after the payment is created; await the detail to get the new ACH payment resource.',
        },
        {
          name: 'unitPaymentInitialStageBackButtonClicked',
          payload: 'CustomEvent',
          description: 'Fires when the user taps the back button on the first step.',
        },
        {
          name: 'unitPaymentFinalStageDoneButtonClicked',
          payload: 'CustomEvent',
          description: 'Fires when the user taps the done button on the last step.',
        },
        {
          name: 'unitOnLoad',
          payload: 'CustomEvent<{ data, included } | { errors }>',
          description:
            'Fires when the component finishes loading, with either the loaded data or the errors that stopped it.',
        },
      ],
      notes: [
        'The attribute names and types come from Unit’s ACH Debit page; the event names come from the listeners in Unit’s own iOS and React Native SDKs, which wrap this web element.',
        'Plaid Link always runs in this component, unlike ACH Credit where Plaid is optional.',
      ],
    },
    ios: {
      status: 'available',
      componentName: 'UnitSDK.manager.ui.views.getACHDebitComponent',
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'ID of the Unit account involved in the payment.',
        },
        {
          name: 'additionalSettings',
          type: 'UNACHDebitViewSettingsProtocol?',
          required: false,
          default: 'nil',
          description:
            'Optional settings object, usually built with UNACHDebitViewSettingsBuilder, that carries the options below.',
        },
        {
          name: 'fee',
          type: 'Double?',
          required: false,
          default: 'nil',
          description: 'Settings-builder option: a fee to bill for the payment.',
        },
        {
          name: 'isAutoFocus',
          type: 'Bool',
          required: false,
          default: 'false',
          description: 'Settings-builder option: focuses the add-counterparty button when the view appears.',
        },
        {
          name: 'plaidAccountFilters',
          type: '[UNPlaidAccountFilter]?',
          required: false,
          default: 'nil',
          description: 'Settings-builder option: account subtypes Plaid Link offers (.checking, .savings).',
        },
        {
          name: 'plaidLinkCustomizationName',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'Settings-builder option: name of a Link customization from your Plaid Dashboard.',
        },
        {
          name: 'sameDay',
          type: 'Bool',
          required: false,
          default: 'false',
          description: 'Settings-builder option: sends the payment as Same Day ACH.',
        },
        {
          name: 'initialStageBackButton',
          type: 'Bool',
          required: false,
          default: 'false',
          description: 'Settings-builder option: shows a back button on the first step.',
        },
        {
          name: 'finalStageDoneButton',
          type: 'Bool',
          required: false,
          default: 'false',
          description: 'Settings-builder option: shows a done button on the last step.',
        },
        {
          name: 'theme',
          type: 'UNTheme?',
          required: false,
          default: 'nil',
          description: 'Theme URL for this view, overriding any theme set on the SDK.',
        },
        {
          name: 'language',
          type: 'UNLanguage?',
          required: false,
          default: 'nil',
          description: 'Language configuration URL for this view.',
        },
        {
          name: 'callbacks',
          type: 'UNACHDebitComponentCallbacks?',
          required: false,
          default: 'nil',
          description: 'Closure that receives the UNACHDebitComponentCallback cases listed under events.',
        },
      ],
      events: [
        {
          name: 'onPaymentCreated',
          payload: 'UNACHData',
          description: 'Called with the new ACH payment once the user confirms it.',
        },
        {
          name: 'onInitialStageBackButtonClicked',
          payload: 'none',
          description: 'Called when the user taps the back button on the first step.',
        },
        {
          name: 'onFinalStageDoneButtonClicked',
          payload: 'none',
          description: 'Called when the user taps the done button on the last step.',
        },
        {
          name: 'unitOnLoad',
          payload: 'Result<UNACHDebitOnLoadResponse, UNError>',
          description: 'Called when the view has loaded, or with the error that stopped it.',
        },
      ],
      notes: [
        'Call getACHDebitComponent on UnitSDK.manager.ui.views; it returns a UIView that conforms to UNACHDebitView. The class UNACHDebitComponent takes the same arguments.',
        'The customer token is not a parameter here: set it once on UnitSDK.manager.customerToken.',
      ],
    },
    android: {
      status: 'unconfirmed',
      inputs: [],
      events: [],
      notes: ['The public sources found for this page do not describe an Android version of the ACH Debit component.'],
    },
    'react-native': {
      status: 'available',
      componentName: 'UNACHDebitComponent',
      inputs: [
        {
          name: 'customerToken',
          type: 'string',
          required: true,
          description: 'Customer token that authorizes the component.',
        },
        {
          name: 'accountId',
          type: 'string',
          required: true,
          description: 'ID of the Unit account involved in the payment.',
        },
        {
          name: 'theme',
          type: 'string',
          required: false,
          description: 'URL of the theme that styles the component.',
        },
        {
          name: 'fee',
          type: 'number',
          required: false,
          description: 'A fee to bill for the payment.',
        },
        {
          name: 'isAutoFocus',
          type: 'boolean',
          required: false,
          default: 'false',
          description: 'Focuses the add-counterparty button when the component mounts.',
        },
      ],
      events: [
        {
          name: 'onPaymentCreated',
          payload: '(data: UNACHData) => void',
          description: 'Called with the new ACH payment once the user confirms it.',
        },
        {
          name: 'onLoad',
          payload: '(response: ResponseUnitOnLoadEvent) => void',
          description: 'Called when the component has loaded, with its data or the load errors.',
        },
      ],
      notes: [
        'These props come from the TypeScript definitions of react-native-unit-components 1.1.0; that version’s README has no ACH Debit section.',
        'The package opens Plaid Link natively, so the app needs react-native-plaid-link-sdk next to react-native-webview.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/ach-debit',
    'https://unit.co/docs/white-label-uis/authentication',
    'https://github.com/unit-finance/unit-ios-components-pod/blob/0fc159c32968188b8860b3b08fe2b9d934496394/UNComponents.xcframework/ios-arm64_x86_64-simulator/UNComponents.framework/Modules/UNComponents.swiftmodule/arm64-apple-ios-simulator.swiftinterface',
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
