import { ios, IOS_INTERFACE_SOURCE, IOS_NAMES_NOTE, IOS_TOKEN_NOTE, iosFactory, notDocumented } from '../shared';
import type { WhiteLabelComponent } from '../types';

const component: WhiteLabelComponent = {
  slug: 'check-payments',
  title: 'Check Payments',
  summary:
    'A flow for paying someone by paper check, which Unit prints and mails to a US address; Unit’s iOS SDK ships it, but no public Unit page describes its screens.',
  flows: [],
  scopes: [],
  securityNotes: [
    'An originated check can be canceled only while it is still pending; once the daily cutoff sends it to the printer it can no longer be changed or canceled.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/check-payments/'],
  platforms: {
    'web-components': notDocumented([
      'No public Unit page describing a web check payment element was found, so its tag name, attributes and events are not given here.',
      'The Check Payments API behind such a flow is off by default for an org, and does not support joint or Org accounts.',
    ]),
    ios: {
      status: 'available',
      componentName: iosFactory('getCheckPaymentComponent'),
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'ID of the Unit account the check is paid from.',
        },
        ios.additionalSettings('CheckPayment'),
        ios.initialStageBackButton,
        ios.finalStageDoneButton,
        ios.theme,
        ios.language,
        ios.callbacks('CheckPayment'),
      ],
      events: [
        ios.unitOnLoad('UNCheckPaymentOnLoadResponse', 'the paying account and any saved counterparties'),
        {
          name: 'paymentCreated',
          payload: 'UNCheckPayment',
          description:
            'Called with the new check payment (amount, description, memo, and the payee’s name and mailing address) once the user confirms it.',
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
      ],
      notes: [
        'getCheckPaymentComponent returns a UIView that conforms to UNCheckPaymentView. It first appears in UnitComponents 3.1.0.',
        'As with the wire component, the callback cases have no "on" prefix (paymentCreated, not onPaymentCreated).',
        IOS_TOKEN_NOTE,
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented(['No public source found describes an Android check payment component.']),
    'react-native': notDocumented([
      'react-native-unit-components 1.1.0, the version on the npm registry, has no check payment component; later versions were not available to check.',
    ]),
  },
  sources: [
    'https://unit.co/docs/api/check-payments',
    'https://www.unit.co/docs/api/check-payments/apis',
    'https://guides.unit.co/check-payments/',
    IOS_INTERFACE_SOURCE,
    'https://www.npmjs.com/package/react-native-unit-components',
  ],
  unconfirmed: [
    'No public Unit page for a check payment white-label component was found; its screens, and its existence on the web, Android and React Native, are not confirmed.',
    'The customer-token scopes the component needs are not stated; the Originate Check Payment API itself needs check-payments-write.',
    'Web element name, attributes and events are not confirmed.',
    'No prose page describes the iOS check payment component; the iOS names come from the SDK’s published Swift interface.',
    'Android and React Native support are not confirmed.',
    'Theme JSON keys specific to this component are not confirmed.',
  ],
};

export default component;
