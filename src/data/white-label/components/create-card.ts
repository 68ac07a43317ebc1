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

const component: WhiteLabelComponent = {
  slug: 'create-card',
  title: 'Create Card',
  summary:
    'Lets the customer order a new virtual or physical card under one of their accounts, showing any issuing fee before the card is created.',
  flows: [
    'Account choice: when no account is given, the customer picks the account the card will belong to.',
    'Card type: the customer chooses a virtual or a physical card, limited to the types you allow.',
    'Fees: any issuing fee you add is shown on top of the deposit product’s own card fee.',
    'Confirmation: after two-factor authentication upgrades the token, the card is created and reported to your app.',
  ],
  scopes: ['accounts', 'cards', 'customer-token-write', 'customers', 'cards-write'],
  securityNotes: [
    'Creating a card needs cards-write, which Unit lists as an upgradable scope: issue the token with accounts, cards, customer-token-write and customers, and put cards-write in upgradableScope so the component can run the SMS step.',
    'customer-token-write must be in the token’s scope for the component to upgrade it after two-factor authentication.',
    'On the web, the components keep a verified customer token in localStorage under unitVerifiedCustomerToken; remove that key when the user signs out of your app.',
  ],
  themeKeys: [],
  apiPages: [
    '/docs/api/cards/',
    '/docs/api/deposit-accounts/',
    '/docs/api/credit-accounts/',
    '/docs/api/customer-api-tokens/',
  ],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-create-card',
      inputs: [
        web.customerToken(
          ['accounts', 'cards', 'customer-token-write', 'customers'],
          'It also needs cards-write, as an upgradable scope.',
        ),
        {
          name: 'account-id',
          type: 'string',
          required: false,
          description:
            'The account the new card will belong to; without it the customer chooses from a list of their accounts.',
        },
        web.theme,
        web.language,
        {
          name: 'hide-sidebar',
          type: 'boolean string ("true" / "false")',
          required: false,
          description: 'Set to "true" to remove the component’s sidebar.',
        },
        {
          name: 'card-types',
          type: 'string',
          required: false,
          description: 'Comma-separated card types the customer may create: physical, virtual, or both.',
        },
        {
          name: 'virtual-card-fee',
          type: 'string (e.g. "1.5")',
          required: false,
          description:
            'An extra fee for issuing a virtual card, shown to the customer and added to the deposit product’s card fee; it needs bank approval.',
        },
        {
          name: 'physical-card-fee',
          type: 'string (e.g. "1.5")',
          required: false,
          description:
            'An extra fee for issuing a physical card, shown to the customer and added to the deposit product’s card fee.',
        },
      ],
      events: [
        {
          name: 'unitCardCreated',
          payload: 'CustomEvent; detail is a Promise of a response whose data is the Card',
          description: 'Fires after the new card has been created.',
        },
      ],
      notes: [
        'The event name is the one the React Native SDK listens for on the embedded web element.',
        `The payload is as Unit’s iOS SDK ${IOS_SDK_VERSION} reads it: its page awaits the detail and passes on the new card.`,
      ],
    },
    ios: {
      status: 'available',
      componentName: iosFactory('getCreateCardComponent'),
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description:
            'The account the new card will belong to; without it the customer chooses from a list of their accounts.',
        },
        ios.additionalSettings('CreateCard'),
        {
          name: 'cardTypes',
          type: '[UNCreateCardType]? (.physical | .virtual)',
          required: false,
          default: 'nil',
          description: 'Settings-builder option listing the card types the customer may create.',
        },
        {
          name: 'virtualCardFee',
          type: 'Double?',
          required: false,
          default: 'nil',
          description: 'Settings-builder option: an extra fee shown to the customer for issuing a virtual card.',
        },
        {
          name: 'physicalCardFee',
          type: 'Double?',
          required: false,
          default: 'nil',
          description: 'Settings-builder option: an extra fee shown to the customer for issuing a physical card.',
        },
        ios.theme,
        ios.language,
        ios.callbacks('CreateCard'),
      ],
      events: [
        ios.unitOnLoad(
          'UNCreateCardComponentResources',
          'the accounts, customer and possible cardholders it will offer',
        ),
        {
          name: 'cardCreated',
          payload: 'UNCard',
          description: 'Called with the card the customer just created.',
        },
      ],
      notes: [
        'getCreateCardComponent returns a UIView that conforms to UNCreateCardView. It first appears in UnitComponents 2.0.0.',
        IOS_TOKEN_NOTE,
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented(['No Android docs for the create card component were found in the sources.']),
    'react-native': {
      status: 'available',
      componentName: 'UNCreateCardComponent',
      inputs: [
        {
          name: 'accountId',
          type: 'string',
          required: false,
          description: 'The account the new card will belong to.',
        },
        {
          name: 'cardTypes',
          type: 'UNCreateCardType[] (virtual | physical)',
          required: true,
          description: 'The card types the customer may create.',
        },
        {
          name: 'virtualCardFee',
          type: 'number',
          required: false,
          description: 'An extra fee shown to the customer for issuing a virtual card.',
        },
        {
          name: 'physicalCardFee',
          type: 'number',
          required: false,
          description: 'An extra fee shown to the customer for issuing a physical card.',
        },
        rn.theme,
        rn.language,
      ],
      events: [
        rn.onLoad('UNCreateCardComponentResources', 'the accounts, customer and possible cardholders it will offer'),
        {
          name: 'onCardCreated',
          payload: 'UNCard',
          description: 'Called with the card the customer just created.',
        },
      ],
      notes: [
        'The customer token is set once with UnitComponentsSDK.setCustomerToken instead of a component prop.',
        'Prop names come from the type definitions of Unit’s react-native-unit-components package (2.1 and later); the React Native section of the docs page was not readable in the sources.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/create-card',
    'https://unit.co/docs/white-label-uis/authentication',
    'https://unit.co/docs/white-label-uis/react-native-sdk',
    IOS_INTERFACE_SOURCE,
    IOS_BRIDGE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@2.1.0/files/lib/typescript/src/components/UNCreateCardComponent/UNCreateCardComponent.d.ts',
    'https://app.unpkg.com/react-native-unit-components@2.1.0/files/src/messages/webMessages/cardMessage.ts',
  ],
  unconfirmed: [
    'Whether the create card component exists in the Android SDK is not confirmed either way.',
    'The rest of the physical-card-fee description (for example whether it also needs bank approval) was cut off in the source.',
    'Theme JSON keys specific to the create card component are not named in the sources.',
  ],
};

export default component;
