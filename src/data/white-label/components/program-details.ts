import type { WhiteLabelComponent } from '../types';

const component: WhiteLabelComponent = {
  slug: 'program-details',
  title: 'Program Details',
  summary: 'Shows the customer the details of the credit program behind one of their credit accounts.',
  flows: ['Program details view: the terms of the credit program for the credit account you pass in.'],
  scopes: ['customers', 'accounts'],
  securityNotes: [
    'The component authenticates with a customer token and only reads accounts that belong to that customer.',
    'Neither required scope needs two-factor authentication.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/credit-accounts/', '/docs/api/customer-api-tokens/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-program-details',
      inputs: [
        {
          name: 'customer-token',
          type: 'string',
          required: true,
          description: 'A customer token with the customers and accounts scopes.',
        },
        {
          name: 'account-id',
          type: 'string',
          required: true,
          description: 'The credit account whose program details are shown.',
        },
        {
          name: 'language',
          type: 'string',
          required: false,
          description: 'URL of a language configuration JSON that overrides the component’s texts.',
        },
        {
          name: 'theme',
          type: 'string',
          required: false,
          description: 'URL of a theme JSON created through the themes API.',
        },
        {
          name: 'hide-title',
          type: 'string',
          required: false,
          description: 'Set to "true" to remove the component’s title.',
        },
      ],
      events: [],
      notes: ['The account passed in must be a credit account.'],
    },
    ios: {
      status: 'available',
      componentName: 'UnitSDK.manager.ui.views.getProgramDetailsComponent',
      inputs: [
        {
          name: 'accountId',
          type: 'String',
          required: true,
          description: 'The credit account whose program details are shown.',
        },
        {
          name: 'additionalSettings',
          type: 'UNProgramDetailsViewSettingsProtocol?',
          required: false,
          default: 'nil',
          description: 'Display options, built with UNProgramDetailsViewSettingsBuilder.',
        },
        {
          name: 'hideTitle',
          type: 'Bool',
          required: false,
          default: 'false',
          description: 'Settings-builder option that removes the title.',
        },
        {
          name: 'theme',
          type: 'UNTheme?',
          required: false,
          default: 'nil',
          description: 'Theme URL for this component.',
        },
        {
          name: 'language',
          type: 'UNLanguage?',
          required: false,
          default: 'nil',
          description: 'Language configuration URL for this component.',
        },
      ],
      events: [
        {
          name: 'unitOnLoad',
          payload: 'Result<UNAccountData, UNError>',
          description: 'Reports the loaded account, or the error that stopped the component from loading.',
        },
      ],
      notes: [
        'The callback arrives as the only case of UNProgramDetailsComponentCallback through the callbacks parameter.',
        'Names are taken from the public Swift interface of Unit’s UnitComponents pod; no iOS section for this component was readable in the docs.',
      ],
    },
    android: {
      status: 'unconfirmed',
      inputs: [],
      events: [],
      notes: ['No Android docs for the program details component were found in the sources.'],
    },
    'react-native': {
      status: 'available',
      componentName: 'UNProgramDetailsComponent',
      inputs: [
        {
          name: 'accountId',
          type: 'string',
          required: true,
          description: 'The credit account whose program details are shown.',
        },
        {
          name: 'theme',
          type: 'string',
          required: false,
          description: 'Theme URL for this component.',
        },
        {
          name: 'language',
          type: 'string',
          required: false,
          description: 'Language configuration URL for this component.',
        },
        {
          name: 'hideTitle',
          type: 'boolean',
          required: false,
          description: 'Removes the title when true.',
        },
      ],
      events: [
        {
          name: 'onLoad',
          payload: 'UNComponentsOnLoadResponse<[UNAccount]>',
          description: 'Called once the component has loaded, with the account or the load errors.',
        },
      ],
      notes: ['The customer token is set once with UnitComponentsSDK.setCustomerToken instead of a component prop.'],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/program-details',
    'https://unit.co/docs/white-label-uis/react-native-sdk',
    'https://github.com/unit-finance/unit-ios-components-pod',
    'https://app.unpkg.com/react-native-unit-components@2.1.0/files/lib/typescript/src/components/UNProgramDetailsComponent/UNProgramDetailsComponent.d.ts',
  ],
  unconfirmed: [
    'Which program fields the component displays is not described in the sources.',
    'Whether the web component emits any events, including unitOnLoad, is not in the sources read.',
    'Android class, parameter and callback names for the program details component are not in the sources.',
    'Theme JSON keys specific to the program details component are not named in the sources.',
  ],
};

export default component;
