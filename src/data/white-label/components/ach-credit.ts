import type { WhiteLabelComponent } from '../types';

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
  scopes: ['customers', 'accounts', 'payments', 'payments-write', 'counterparties', 'counterparties-write'],
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
          description: 'ID of the Unit account the money is sent from.',
        },
        {
          name: 'fee',
          type: 'string (e.g. "1.5")',
          required: false,
          description: 'A fee to bill for the payment.',
        },
        {
          name: 'with-plaid',
          type: 'boolean string ("true" / "false")',
          required: false,
          default: '"false"',
          description:
            'Turns on the Plaid integration for linking the counterparty’s bank account; it needs your own Plaid account, with its credentials entered in Unit’s Sandbox and Production Dashboards.',
        },
        {
          name: 'is-auto-focus',
          type: 'boolean string ("true" / "false")',
          required: false,
          default: '"false"',
          description: 'Moves focus to the button for adding a new recipient as soon as the component mounts.',
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
          description: 'URL of the language configuration for the component’s texts.',
        },
        {
          name: 'same-day',
          type: 'boolean string ("true" / "false")',
          required: false,
          description: 'Sends the payment as Same Day ACH.',
        },
        {
          name: 'plaid-account-filters',
          type: 'string (e.g. "checking, savings")',
          required: false,
          description: 'Which account subtypes Plaid Link offers; when omitted, Link shows checking accounts only.',
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
        'The attribute names and types come from Unit’s ACH Credit page; the event names come from the listeners in Unit’s own iOS and React Native SDKs, which wrap this web element.',
      ],
    },
    ios: {
      status: 'available',
      componentName: 'UnitSDK.manager.ui.views.getACHCreditComponent',
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'ID of the Unit account the money is sent from.',
        },
        {
          name: 'additionalSettings',
          type: 'UNACHCreditViewSettingsProtocol?',
          required: false,
          default: 'nil',
          description:
            'Optional settings object, usually built with UNACHCreditViewSettingsBuilder, that carries the options below.',
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
          description: 'Settings-builder option: focuses the add-recipient button when the view appears.',
        },
        {
          name: 'withPlaid',
          type: 'Bool',
          required: false,
          default: 'false',
          description: 'Settings-builder option: lets the user link the counterparty’s bank account through Plaid.',
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
          type: 'UNACHCreditComponentCallbacks?',
          required: false,
          default: 'nil',
          description: 'Closure that receives the UNACHCreditComponentCallback cases listed under events.',
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
          payload: 'Result<UNACHCreditOnLoadResponse, UNError>',
          description: 'Called when the view has loaded, or with the error that stopped it.',
        },
      ],
      notes: [
        'Call getACHCreditComponent on UnitSDK.manager.ui.views; it returns a UIView that conforms to UNACHCreditView. The class UNACHCreditComponent takes the same arguments.',
        'The customer token is not a parameter here: set it once on UnitSDK.manager.customerToken.',
      ],
    },
    android: {
      status: 'unconfirmed',
      inputs: [],
      events: [],
      notes: ['The public sources found for this page do not describe an Android version of the ACH Credit component.'],
    },
    'react-native': {
      status: 'available',
      componentName: 'UNACHCreditComponent',
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
          description: 'ID of the Unit account the money is sent from.',
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
          description: 'Focuses the add-recipient button when the component mounts.',
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
        'These props are those of react-native-unit-components 1.1.0, the version on the npm registry; the package renders the web element inside a WebView and needs react-native-webview and react-native-plaid-link-sdk.',
        'The README table spells the auto-focus prop is-auto-focus, but the package’s TypeScript definition names it isAutoFocus.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/ach-credit',
    'https://unit.co/docs/white-label-uis/authentication',
    'https://github.com/unit-finance/unit-ios-components-pod/blob/0fc159c32968188b8860b3b08fe2b9d934496394/UNComponents.xcframework/ios-arm64_x86_64-simulator/UNComponents.framework/Modules/UNComponents.swiftmodule/arm64-apple-ios-simulator.swiftinterface',
    'https://github.com/unit-finance/unit-ios-components-pod/blob/0fc159c32968188b8860b3b08fe2b9d934496394/UNComponents.xcframework/ios-arm64_x86_64-simulator/UNComponents.framework/html.html',
    'https://www.npmjs.com/package/react-native-unit-components',
  ],
  unconfirmed: [
    'The events table of Unit’s ACH Credit page could not be read; the web event names come from the listeners in Unit’s iOS and React Native SDKs.',
    'Defaults of the web attributes same-day, initial-stage-back-button and final-stage-done-button are not stated in the part of the page that could be read.',
    'Whether the web element also takes plaid-link-customization-name (the iOS settings have plaidLinkCustomizationName) is not confirmed.',
    'The iOS names come from the UnitComponents SDK’s published Swift interface, not from a prose iOS page.',
    'React Native props newer than package version 1.1.0 (for example language, sameDay or the stage buttons) are not confirmed.',
    'Android support, class names, parameters and callbacks are not in the public sources found.',
    'Theme JSON keys specific to this component are not confirmed.',
  ],
};

export default component;
