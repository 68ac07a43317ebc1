import {
  ios,
  IOS_BRIDGE_SOURCE,
  IOS_INTERFACE_SOURCE,
  IOS_MANAGER,
  IOS_SDK_VERSION,
  IOS_NAMES_NOTE,
  IOS_TOKEN_NOTE,
  iosFactory,
  notDocumented,
  rn,
  web,
} from '../shared';
import type { WhiteLabelComponent } from '../types';

const scopes = ['customers', 'cards', 'cards-sensitive', 'cards-sensitive-write', 'cards-write'];

const component: WhiteLabelComponent = {
  slug: 'cards',
  title: 'Card',
  summary:
    'Shows one of the customer’s cards and lets them manage it: reveal the card number, activate it, set or change the PIN, freeze it, replace it, report it lost or stolen, and on mobile add it to a wallet.',
  flows: [
    'Card view: the card image with its last four digits and status, and a button to reveal the full number and CVV.',
    'Activation: the customer activates a newly received card.',
    'PIN: the customer sets a first PIN or changes the current one.',
    'Freeze and unfreeze: the customer temporarily blocks the card and unblocks it later.',
    'Replace: the customer orders a replacement for a damaged card.',
    'Report: the customer reports the card lost or stolen.',
    'Add to mobile wallet: offered from the actions menu in the iOS, Android and React Native SDKs.',
  ],
  scopes,
  securityNotes: [
    'On the web, the card number and CVV render inside a cross-origin iframe served by Unit, so scripts on your page, session recorders and analytics cannot read them.',
    'In the native SDKs, sensitive card data stays inside the SDK and your code only handles references, never the raw number or CVV.',
    'cards-sensitive (reveal number and CVV) and cards-sensitive-write (PIN) require two-factor authentication by default; without cards-sensitive the component does not show sensitive data.',
    'To let the component run the SMS step itself, create the token with customers, cards and customer-token-write in scope and the sensitive or write scopes in upgradableScope.',
    'On the web, the components keep a verified customer token in localStorage under unitVerifiedCustomerToken; remove that key when the user signs out of your app.',
  ],
  themeKeys: ['elementsCard'],
  apiPages: ['/docs/api/cards/', '/docs/api/cards-add-to-mobile-wallet/', '/docs/api/customer-api-tokens/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-card',
      inputs: [
        {
          name: 'card-id',
          type: 'string',
          required: true,
          description: 'The Unit card to display and manage.',
        },
        web.customerToken(scopes, 'Each may be granted directly or as an upgradable scope.'),
        web.theme,
        web.language,
        web.hideActionsMenuButton,
        {
          name: 'hide-card-title',
          type: 'string',
          required: false,
          description: 'Set to "true" to remove the title above the card.',
        },
        {
          name: 'hide-sensitive-data-button',
          type: 'string',
          required: false,
          description: 'Set to "true" to remove the button that reveals the card number and CVV.',
        },
        {
          name: 'learn-more-url',
          type: 'string',
          required: false,
          description: 'A link the component offers the customer for more information about the card.',
        },
        {
          name: 'menu-items',
          type: 'string',
          required: false,
          description:
            'Comma-separated list choosing which actions the menu offers, from freeze, addToWallet, managePin, replace, report and close.',
        },
      ],
      events: [
        {
          name: 'unitCardStatusChanged',
          payload: 'CustomEvent; detail is a Promise of a response whose data is the Card',
          description: 'Fires after the card’s status changes, for example when it is frozen or reported.',
        },
        {
          name: 'unitCardActivated',
          payload: 'CustomEvent; detail is a Promise of a response whose data is the Card',
          description: 'Fires after the customer activates the card.',
        },
        {
          ...web.unitOnLoad,
          description: 'Fires when the card has loaded, with the card or the errors that stopped it.',
        },
      ],
      notes: [
        'learn-more-url and menu-items appear in the page’s usage example; their rows of the inputs table were not in the sources read.',
        'The event names are those the React Native SDK listens for on the embedded web element.',
        `The payloads come from the page Unit’s iOS SDK ${IOS_SDK_VERSION} loads the element into: it awaits the detail of both card events and passes on the card, and its unitOnLoad callback carries the card.`,
        `To open the actions menu from your own button, dispatch unitRequestOpenActionsMenu on the element, as on the account element. The iOS SDK’s page has a helper that dispatches that event on a named element, and its card view offers openActionsMenu().`,
      ],
    },
    ios: {
      status: 'available',
      componentName: iosFactory('getCardComponent'),
      inputs: [
        {
          name: 'id',
          type: 'String',
          required: true,
          description: 'The Unit card to display; the returned view exposes it as cardId.',
        },
        ios.additionalSettings('Card'),
        ios.hideActionsMenuButton,
        ios.flag('hideCardTitle', 'removes the card title'),
        ios.flag('hideSensitiveDataButton', 'removes the reveal-details button'),
        ios.flag('enablePushProvisioning', 'turns on adding the card to Apple Wallet'),
        {
          name: 'learnMoreUrl',
          type: 'String',
          required: false,
          default: '""',
          description: 'Settings-builder option with a link offered to the customer for more information.',
        },
        {
          name: 'menuItems',
          type: '[UNCardComponentMenuItems]?',
          required: false,
          default: 'nil',
          description:
            'Settings-builder option listing the menu actions: .freeze, .addToWallet, .managePin, .replace, .report, .close.',
        },
        {
          ...ios.feeSetting,
          description:
            'Settings-builder option: a fee amount; the Swift interface does not say what it is charged for.',
        },
        ios.flag('showCardTypeSubtitle', 'shows the card type as a subtitle'),
        ios.flag('showCardHolderSubtitle', 'shows the cardholder as a subtitle'),
        ios.theme,
        ios.language,
        ios.callbacks('Card'),
      ],
      events: [
        ios.unitOnLoad('UNCard', 'the card'),
        {
          name: 'cardStatusChanged',
          payload: 'UNCard',
          description: 'Called with the updated card after its status changes.',
        },
        {
          name: 'cardActivated',
          payload: 'UNCard',
          description: 'Called with the card after the customer activates it.',
        },
      ],
      notes: [
        'Callbacks arrive as cases of the UNCardComponentCallback enum through the callbacks parameter.',
        'The returned UNCardView exposes openActionsMenu(), open(action:), showSensitiveData() and hideSensitiveData().',
        `For Apple Wallet, the SDK exposes ${IOS_MANAGER}.services.setVisaProvider(_:) and a standalone flow, ${IOS_MANAGER}.ui.flows.startPushProvisioning(for:theme:language:).`,
        IOS_TOKEN_NOTE,
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented([
      'Unit’s docs say the card can be added to a mobile wallet on Android, and Unit publishes an Android SDK (co.unit:un-components), but the sources did not show the card component’s Android API.',
    ]),
    'react-native': {
      status: 'available',
      componentName: 'UNCardComponent',
      inputs: [
        {
          name: 'cardId',
          type: 'string',
          required: true,
          description: 'The Unit card to display and manage.',
        },
        {
          name: 'learnMoreUrl',
          type: 'string',
          required: false,
          description: 'A link offered to the customer for more information about the card.',
        },
        {
          name: 'menuItems',
          type: 'UNCardMenuItem[]',
          required: false,
          description: 'The actions the menu offers.',
        },
        rn.theme,
        rn.language,
        rn.hideActionsMenuButton,
        {
          name: 'hideCardTitle',
          type: 'boolean',
          required: false,
          description: 'Removes the card title when true.',
        },
        {
          name: 'hideSensitiveDataButton',
          type: 'boolean',
          required: false,
          description: 'Removes the reveal-details button when true.',
        },
        {
          name: 'pushProvisioningModule',
          type: 'typeof NativeModules',
          required: false,
          description:
            'Your native module that implements Visa push provisioning, which the SDK uses when the customer adds the card to a wallet.',
        },
      ],
      events: [
        rn.onLoad('UNCard', 'the card'),
        {
          name: 'onStatusChanged',
          payload: 'UNCard',
          description: 'Called with the updated card after its status changes.',
        },
        {
          name: 'onCardActivated',
          payload: 'UNCard',
          description: 'Called with the card after the customer activates it.',
        },
        {
          name: 'onAction',
          payload: 'UNCardMenuAction',
          description: 'Called with the action the customer picked from the menu.',
        },
        {
          name: 'onActionsMenuClicked',
          payload: '() => void',
          description: 'Called when the customer taps the actions menu button.',
        },
      ],
      notes: [
        'Since SDK 2.x the customer token is set once with UnitComponentsSDK.setCustomerToken instead of a component prop; SDK 1.x took a customerToken prop.',
        'A ref to the component exposes openActionsMenu(), openAction(action), showSensitiveData() and hideSensitiveData().',
        'Prop names come from the type definitions of Unit’s react-native-unit-components package (2.x).',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/cards',
    'https://www.unit.co/docs/white-label-uis/cards/',
    'https://unit.co/docs/white-label-uis/authentication',
    'https://unit.co/docs/white-label-uis/react-native-sdk',
    'https://unit.co/docs/white-label-uis/android-sdk',
    'https://docs.unit.co/white-label-ui-themes/',
    IOS_INTERFACE_SOURCE,
    IOS_BRIDGE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@2.0.0/files/lib/typescript/src/components/UNCardComponent/UNCardComponent.d.ts',
    'https://app.unpkg.com/react-native-unit-components@2.1.0/files/src/messages/webMessages/cardMessage.ts',
  ],
  unconfirmed: [
    'Android class, parameter and callback names for the card component are not in the sources.',
    'The React Native type definitions also declare a numeric fee prop, but the sources do not say what it is charged for.',
    'A newer version of the docs says adding to a wallet is also offered on the web through the actions menu; the version quoted here limits it to iOS, Android and React Native.',
  ],
};

export default component;
