import {
  IOS_BRIDGE_SOURCE,
  IOS_INTERFACE_SOURCE,
  IOS_NAMES_NOTE,
  IOS_SDK_VERSION,
  IOS_TOKEN_NOTE,
  ios,
  iosFactory,
  notDocumented,
  rn,
  web,
} from '../shared';
import type { WhiteLabelComponent } from '../types';

const scopes = ['customers', 'statements', 'accounts'];

const component: WhiteLabelComponent = {
  slug: 'account',
  title: 'Account',
  summary:
    'Shows the customer one of their accounts and its details, lets them switch between their accounts, and offers statements and a bank verification letter from an actions menu.',
  flows: [
    'Account view: the selected account, or one of the customer’s accounts when none is given, with its status badge.',
    'Account switcher: the customer picks another of their accounts from a selection menu.',
    'Actions menu: account details, account statements and a downloadable bank verification letter.',
    'Credit accounts only: an optional “left to spend” amount, with a request for its breakdown reported to your app.',
  ],
  scopes,
  securityNotes: [
    'The component authenticates with a customer token, which only reaches the data of the one customer it was issued for.',
    'None of the required scopes needs two-factor authentication, so a plain customer token is enough.',
    'On the web, the components keep a verified customer token in localStorage under unitVerifiedCustomerToken; remove that key when the user signs out of your app.',
  ],
  themeKeys: ['elementsAccount'],
  apiPages: [
    '/docs/api/deposit-accounts/',
    '/docs/api/credit-accounts/',
    '/docs/api/statements/',
    '/docs/api/customer-api-tokens/',
  ],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-account',
      inputs: [
        {
          name: 'account-id',
          type: 'string',
          required: false,
          description: 'The Unit account to open; when left out, the component picks one of the customer’s accounts.',
        },
        web.customerToken(scopes),
        web.theme,
        web.language,
        web.hideActionsMenuButton,
        {
          name: 'hide-selection-menu-button',
          type: 'string',
          required: false,
          description: 'Set to "true" to remove the button that lets the customer switch accounts.',
        },
        {
          name: 'show-left-to-spend',
          type: 'string',
          required: false,
          description:
            'Set to "true" to display the remaining amount the customer can spend; it applies to credit accounts only.',
        },
        {
          name: 'hide-account-status',
          type: 'string',
          required: false,
          description: 'Set to "true" to hide the badge that shows the account status.',
        },
        {
          name: 'account-status-position',
          type: 'string ("start" | "end")',
          required: false,
          default: 'end',
          description: 'Places the account status badge at the start or the end of the account header.',
        },
        {
          name: 'hide-account-details',
          type: 'string',
          required: false,
          description: 'Set to "true" to hide the account details section.',
        },
        {
          name: 'hide-account-buttons',
          type: 'string',
          required: false,
          description: 'Set to "true" to hide the buttons shown on the account.',
        },
        {
          name: 'enable-fund-account-button',
          type: 'string',
          required: false,
          description: 'Set to "true" to show a fund-account button in the top-right corner of the account.',
        },
        {
          name: 'enable-pay-someone-account-button',
          type: 'string',
          required: false,
          description: 'Set to "true" to show a pay-someone button in the top-right corner of the account.',
        },
        {
          name: 'menu-items',
          type: 'string',
          required: false,
          description:
            'Comma-separated list choosing which actions the menu offers, from details, statements and bankVerification.',
        },
        {
          name: 'hide-account-cta-banner',
          type: 'string',
          required: false,
          description: 'Set to "true" to hide the call-to-action banner shown at the bottom of the account.',
        },
      ],
      events: [
        {
          name: 'unitAccountChanged',
          payload: 'CustomEvent; detail is a Promise of the Account',
          description: 'Fires after the customer switches the component to another account.',
        },
        {
          name: 'unitRequestLeftToSpendDetails',
          payload: 'CustomEvent; detail is a Promise of the Account',
          description: 'Fires when the customer asks for the breakdown of the amount left to spend.',
        },
        {
          ...web.unitOnLoad,
          description: 'Fires when the account has loaded, with the accounts or the errors that stopped it.',
        },
      ],
      notes: [
        'To open the actions menu from your own button, dispatch the incoming event unitRequestOpenActionsMenu on the element.',
        `unitOnLoad is not in the account page that was read. Unit’s iOS SDK ${IOS_SDK_VERSION} listens for it on this element (its page waits for it before measuring the account’s height) and hands its callback the accounts.`,
        'Boolean-like attributes take the strings "true" or "false".',
      ],
    },
    ios: {
      status: 'available',
      componentName: iosFactory('getAccountComponent'),
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description:
            'The Unit account to show first; without it the component chooses one of the customer’s accounts.',
        },
        ios.additionalSettings('Account'),
        ios.hideActionsMenuButton,
        ios.flag('hideSelectionMenuButton', 'removes the account switcher button'),
        {
          name: 'menuItems',
          type: '[UNAccountComponentMenuItems]?',
          required: false,
          default: 'nil',
          description:
            'Settings-builder option listing the menu actions to offer: .details, .statements, .bankVerification.',
        },
        ios.flag('showLeftToSpend', 'displays the amount left to spend on credit accounts'),
        ios.flag('hideAccountStatus', 'hides the account status badge'),
        {
          name: 'accountStatusPosition',
          type: 'UNAccountStatusPosition? (.start | .end)',
          required: false,
          default: 'nil',
          description: 'Settings-builder option that places the status badge at the start or the end of the header.',
        },
        ios.flag('hideAccountDetails', 'hides the account details section'),
        ios.flag('hideAccountButtons', 'hides the buttons shown on the account'),
        ios.flag('hideAccountCtaBanner', 'hides the call-to-action banner at the bottom of the account'),
        ios.flag('enableFundAccountButton', 'adds a fund-account button to the account'),
        ios.flag('enablePaySomeoneAccountButton', 'adds a pay-someone button to the account'),
        ios.flag('showAccountApyField', 'shows the account’s APY field'),
        ios.theme,
        ios.language,
        ios.callbacks('Account'),
      ],
      events: [
        ios.unitOnLoad('[UNAccount]', 'the accounts'),
        {
          name: 'onAccountChange',
          payload: 'UNAccount',
          description: 'Called with the newly selected account after the customer switches accounts.',
        },
        {
          name: 'onRequestLeftToSpendDetails',
          payload: 'UNAccount',
          description: 'Called when the customer asks for the left-to-spend breakdown of a credit account.',
        },
      ],
      notes: [
        'Callbacks arrive as cases of the UNAccountComponentCallback enum through the callbacks parameter.',
        'The returned UNAccountView also exposes openActionsMenu(), open(action:) with a UNAccountMenuAction (.openAccountDetails, .openAccountStatements, .downloadBankVerificationLetter) and refresh().',
        IOS_TOKEN_NOTE,
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented([
      'Unit publishes an Android SDK (co.unit:un-components, used through UnitComponentsSdk.manager), but the sources did not show how the account component is created or configured on Android.',
    ]),
    'react-native': {
      status: 'available',
      componentName: 'UNAccountComponent',
      inputs: [
        {
          name: 'accountId',
          type: 'string',
          required: false,
          description: 'The Unit account to show; without it one of the customer’s accounts is shown.',
        },
        {
          name: 'menuItems',
          type: 'UNAccountMenuItem[]',
          required: false,
          description: 'The actions the menu offers.',
        },
        rn.theme,
        rn.language,
        rn.hideActionsMenuButton,
        {
          name: 'hideSelectionMenuButton',
          type: 'boolean',
          required: false,
          description: 'Removes the account switcher button when true.',
        },
        {
          name: 'hideAccountStatus',
          type: 'boolean',
          required: false,
          description: 'Hides the account status badge when true.',
        },
        {
          name: 'hideAccountDetails',
          type: 'boolean',
          required: false,
          description: 'Hides the account details section when true.',
        },
        {
          name: 'hideAccountButtons',
          type: 'boolean',
          required: false,
          description: 'Hides the buttons shown on the account when true.',
        },
        {
          name: 'hideAccountCtaBanner',
          type: 'boolean',
          required: false,
          description: 'Hides the call-to-action banner at the bottom of the account when true.',
        },
        {
          name: 'showLeftToSpend',
          type: 'boolean',
          required: false,
          description: 'Shows the amount left to spend on credit accounts when true.',
        },
        {
          name: 'enableFundAccountButton',
          type: 'boolean',
          required: false,
          description: 'Adds a fund-account button to the account when true.',
        },
        {
          name: 'enablePaySomeoneAccountButton',
          type: 'boolean',
          required: false,
          description: 'Adds a pay-someone button to the account when true.',
        },
      ],
      events: [
        rn.onLoad('[UNAccount]', 'the account data'),
        {
          name: 'onAccountChanged',
          payload: 'UNAccount',
          description: 'Called with the account the customer switched to.',
        },
        {
          name: 'onRequestLeftToSpendDetails',
          payload: 'UNCreditAccount',
          description: 'Called when the customer asks for the breakdown of the amount left to spend.',
        },
      ],
      notes: [
        'Since SDK 2.x the customer token is set once with UnitComponentsSDK.setCustomerToken instead of a component prop; SDK 1.x took a customerToken prop.',
        'A ref to the component exposes openActionsMenu(), openAction(action) and refresh().',
        'Prop names come from the type definitions of Unit’s react-native-unit-components package.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/account',
    'https://unit.co/docs/white-label-uis/authentication',
    'https://unit.co/docs/white-label-uis/react-native-sdk',
    'https://unit.co/docs/white-label-uis/android-sdk',
    'https://docs.unit.co/white-label-ui-themes/',
    IOS_INTERFACE_SOURCE,
    IOS_BRIDGE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@2.0.0/files/lib/typescript/src/components/UNAccountComponent/UNAccountComponent.d.ts',
  ],
  unconfirmed: [
    'Android class, parameter and callback names for the account component are not in the sources.',
    'The React Native prop for the status badge position (the web account-status-position) is not confirmed.',
  ],
};

export default component;
