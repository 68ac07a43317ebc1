import {
  ios,
  IOS_BRIDGE_SOURCE,
  IOS_INTERFACE_SOURCE,
  IOS_SDK_VERSION,
  IOS_NAMES_NOTE,
  IOS_TOKEN_NOTE,
  iosFactory,
  notDocumented,
  rn,
  web,
} from '../shared';
import type { WhiteLabelComponent } from '../types';

const scopes = ['customers', 'accounts'];

const component: WhiteLabelComponent = {
  slug: 'program-details',
  title: 'Program Details',
  summary: 'Shows the customer the details of the credit program behind one of their credit accounts.',
  flows: ['Program details view: the terms of the credit program for the credit account you pass in.'],
  scopes,
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
        web.customerToken(scopes),
        {
          name: 'account-id',
          type: 'string',
          required: true,
          description: 'The credit account whose program details are shown.',
        },
        web.language,
        web.theme,
        web.hideTitle,
      ],
      events: [
        {
          ...web.unitOnLoad,
          description: 'Fires when the component has loaded, with the credit account or the errors that stopped it.',
        },
      ],
      notes: [
        'The account passed in must be a credit account.',
        `unitOnLoad is the event Unit’s iOS SDK ${IOS_SDK_VERSION} listens for on this element; its callback hands you the account. No other event of this element is published.`,
      ],
    },
    ios: {
      status: 'available',
      componentName: iosFactory('getProgramDetailsComponent'),
      inputs: [
        {
          name: 'accountId',
          type: 'String',
          required: true,
          description: 'The credit account whose program details are shown.',
        },
        ios.additionalSettings('ProgramDetails'),
        ios.hideTitle,
        ios.theme,
        ios.language,
        ios.callbacks('ProgramDetails'),
      ],
      events: [ios.unitOnLoad('UNAccount', 'the account')],
      notes: [
        'The callback arrives as the only case of UNProgramDetailsComponentCallback through the callbacks parameter.',
        IOS_TOKEN_NOTE,
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented(['No Android docs for the program details component were found in the sources.']),
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
        rn.theme,
        rn.language,
        rn.hideTitle,
      ],
      events: [rn.onLoad('[UNAccount]', 'the account')],
      notes: ['The customer token is set once with UnitComponentsSDK.setCustomerToken instead of a component prop.'],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/program-details',
    'https://unit.co/docs/white-label-uis/react-native-sdk',
    IOS_INTERFACE_SOURCE,
    IOS_BRIDGE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@2.1.0/files/lib/typescript/src/components/UNProgramDetailsComponent/UNProgramDetailsComponent.d.ts',
  ],
  unconfirmed: [
    'Which program fields the component displays is not described in the sources.',
    'Whether the web component emits events other than unitOnLoad is not published.',
    'Android class, parameter and callback names for the program details component are not in the sources.',
    'Theme JSON keys specific to the program details component are not named in the sources.',
  ],
};

export default component;
