import { ios, IOS_INTERFACE_SOURCE, IOS_NAMES_NOTE, IOS_TOKEN_NOTE, iosFactory, notDocumented } from '../shared';
import type { WhiteLabelComponent } from '../types';

const component: WhiteLabelComponent = {
  slug: 'wire-payment',
  title: 'Wire Payment',
  summary:
    'A flow in which the end user sends a wire transfer out of their Unit account; the public sources found name the component but do not describe its screens.',
  flows: [],
  scopes: [],
  securityNotes: [
    'A wire cannot be disputed or pulled back once sent, so Unit advises re-authenticating the customer before a wire goes out, for example with a one-time code or, on mobile, biometrics.',
    'Wires are off by default for an org and have a minimum amount set by the bank partner; ask Unit to enable them.',
    'Web components keep a verified customer token in localStorage under the key unitVerifiedCustomerToken; remove it when the user signs out of your app.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/wires/'],
  platforms: {
    'web-components': notDocumented([
      'No public Unit page describing a web wire payment element was found, so its tag name, attributes and events are not given here.',
    ]),
    ios: {
      status: 'available',
      componentName: iosFactory('getWirePaymentComponent'),
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'ID of the Unit account the wire is sent from.',
        },
        ios.feeParameter('the wire'),
        ios.additionalSettings('WirePayment'),
        ios.isAutoFocus(),
        ios.initialStageBackButton,
        ios.finalStageDoneButton,
        ios.theme,
        ios.language,
        ios.callbacks('WirePayment'),
      ],
      events: [
        {
          name: 'paymentCreated',
          payload: 'UNWirePayment',
          description: 'Called with the new wire payment once the user confirms it.',
        },
        {
          name: 'initialStageBackButtonClicked',
          payload: 'none',
          description: 'Called when the user taps the back button on the first step.',
        },
        {
          name: 'finalStageDoneButtonClicked',
          payload: 'none',
          description: 'Called when the user taps the done button on the last step.',
        },
        ios.unitOnLoad('[UNAccount]', 'the account data'),
      ],
      notes: [
        'getWirePaymentComponent returns a UIView that conforms to UNWirePaymentView.',
        IOS_TOKEN_NOTE,
        'Unlike the ACH and book payment callbacks, the wire callback cases have no "on" prefix (paymentCreated, not onPaymentCreated).',
        'The created UNWirePayment carries the counterparty’s name, routing number, account number and postal address.',
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented([
      'The public sources found for this page do not describe an Android version of the wire payment component.',
    ]),
    'react-native': notDocumented([
      'react-native-unit-components 1.1.0, the version on the npm registry, has no wire payment component; later versions were not available to check.',
    ]),
  },
  sources: [
    IOS_INTERFACE_SOURCE,
    'https://unit.co/docs/api/wires',
    'https://unit.co/docs/white-label-uis/authentication',
    'https://www.npmjs.com/package/react-native-unit-components',
  ],
  unconfirmed: [
    'Unit’s own page for the wire payment component was not among the public sources found; the screens the end user goes through are not confirmed.',
    'The customer-token scopes the component needs are not stated; the Create Wire Payment API itself needs payments-write or wire-payments-write.',
    'The web element name, its attributes and its events are not confirmed.',
    'The iOS names come from the UnitComponents SDK’s published Swift interface; older builds of that interface have no wire component.',
    'Android and React Native support are not confirmed.',
    'Theme JSON keys specific to this component are not confirmed.',
  ],
};

export default component;
