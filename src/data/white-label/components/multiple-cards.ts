import { ios, IOS_INTERFACE_SOURCE, IOS_MANAGER, IOS_NAMES_NOTE, iosFactory, notDocumented, rn, web } from '../shared';
import type { WhiteLabelComponent } from '../types';

const scopes = ['customers', 'cards', 'cards-write'];

const component: WhiteLabelComponent = {
  slug: 'multiple-cards',
  title: 'Multiple Cards',
  summary:
    'Lists all of the customer’s cards in a table or list and lets them manage each card’s lifecycle, or hands a clicked card to your app.',
  flows: [
    'Wide desktop view: a full table with every column, paged or infinitely scrolled.',
    'Narrow desktop view: a compact list suited to a side panel or navigation.',
    'Mobile view: a responsive list for small screens.',
    'Card click: the card the customer selects is reported to your app, unless card clicks are disabled.',
    'Filtering: the customer filters the list, or your app preloads a query filter such as excluding lost or stolen cards.',
  ],
  scopes,
  securityNotes: [
    'The component authenticates with a customer token and only lists that customer’s cards.',
    'The required scopes do not include cards-sensitive, the scope Unit ties to revealing full card numbers and CVVs.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/cards/', '/docs/api/customer-api-tokens/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-multiple-cards',
      inputs: [
        web.customerToken(scopes),
        {
          name: 'columns',
          type: 'string',
          required: false,
          default: 'details,fullName,account,type,expirationDate,status',
          description: 'Comma-separated keys of the columns shown as table headers.',
        },
        web.theme,
        web.language,
        {
          name: 'pagination-type',
          type: 'string',
          required: false,
          description: 'Chooses how long lists load, for example infiniteScroll.',
        },
        {
          name: 'query-filter',
          type: 'string',
          required: false,
          description: 'A query string of filters, such as card statuses, that limits which cards are listed.',
        },
        {
          name: 'hide-card-actions-button',
          type: 'string',
          required: false,
          description: 'Set to "true" to remove the actions button from each card row.',
        },
        {
          name: 'disable-card-click',
          type: 'string',
          required: false,
          description: 'Set to "true" so that clicking a card does nothing.',
        },
        {
          name: 'disable-account-click',
          type: 'string',
          required: false,
          description: 'Set to "true" so that clicking a card’s account does nothing.',
        },
        web.hideBackToTop,
        {
          name: 'is-row-item-clickable',
          type: 'string',
          required: false,
          description: 'Set to "true" to make the whole row respond to clicks.',
        },
      ],
      events: [
        {
          name: 'unitMultipleCardsCardClicked',
          payload: 'CustomEvent; detail is a Promise of a response whose data is the Card',
          description: 'Fires when the customer clicks a card in the list.',
        },
      ],
      notes: [
        'Example query-filter value: filter[status][0]=Stolen&filter[status][1]=Lost&filter[status][2]=ClosedByCustomer.',
        'Only customer-token, columns and the start of pagination-type were readable in the inputs table; the other attributes come from the page’s usage example.',
        'The event name and its promise-based detail come from the React Native SDK, which listens for it on the embedded web element.',
      ],
    },
    ios: {
      status: 'available',
      componentName: iosFactory('getMultipleCardsComponent'),
      inputs: [
        ios.additionalSettings('MultipleCards'),
        ios.paginationType('MultipleCards'),
        {
          name: 'cardsPerPage',
          type: 'Int?',
          required: false,
          default: 'nil',
          description: 'Settings-builder option setting how many cards each page holds.',
        },
        ios.flag('disableCardClick', 'makes card rows ignore taps'),
        ios.hideTitle,
        ios.hideBackToTop,
        ios.queryFilter('filters the cards listed'),
        ios.flag('showSeeAllCardsLink', 'shows a link to see all cards'),
        ios.flag('isRowItemClickable', 'makes the whole row respond to taps'),
        ios.theme,
        ios.language,
        ios.callbacks('MultipleCards'),
      ],
      events: [
        ios.unitOnLoad('[UNCard]', 'the cards'),
        {
          name: 'cardClicked',
          payload: 'UNCard',
          description: 'Called with the card the customer tapped.',
        },
      ],
      notes: [
        `The factory takes no account or card id: it lists the cards of the customer whose token is set on ${IOS_MANAGER}.customerToken.`,
        'Callbacks arrive as cases of the UNMultipleCardsComponentCallback enum through the callbacks parameter.',
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented(['No Android docs for the multiple cards component were found in the sources.']),
    'react-native': {
      status: 'available',
      componentName: 'UNMultipleCardsComponent',
      inputs: [
        rn.paginationType('MultipleCards'),
        {
          name: 'cardsPerPage',
          type: 'number',
          required: false,
          description: 'How many cards each page holds.',
        },
        {
          name: 'disableCardClick',
          type: 'boolean',
          required: false,
          description: 'Makes card rows ignore taps when true.',
        },
        rn.theme,
        rn.language,
        rn.queryFilter('filters the cards listed'),
        rn.hideTitle,
        rn.hideBackToTop,
      ],
      events: [
        rn.onLoad('UNMultipleCardsOnLoadData', 'the cards'),
        {
          name: 'onCardClicked',
          payload: 'UNCard',
          description: 'Called with the card the customer tapped.',
        },
      ],
      notes: [
        'Since SDK 2.x the customer token is set once with UnitComponentsSDK.setCustomerToken instead of a component prop; SDK 1.x took a customerToken prop.',
        'Prop names come from the type definitions and source of Unit’s react-native-unit-components package.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/multiple-cards',
    'https://www.unit.co/docs/white-label-uis/multiple-cards/',
    'https://unit.co/docs/white-label-uis/react-native-sdk',
    IOS_INTERFACE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@1.15.0/files/lib/typescript/src/components/UNMultipleCardsComponent/UNMultipleCardsComponent.d.ts',
    'https://app.unpkg.com/react-native-unit-components@2.0.0/files/lib/commonjs/components/UNMultipleCardsComponent/UNMultipleCardsComponent.utils.js',
    'https://app.unpkg.com/react-native-unit-components@3.0.2/files/src/messages/webMessages/multipleCardsMessage.ts',
  ],
  unconfirmed: [
    'The types, defaults and full descriptions of the web attributes after columns (pagination-type onward) were cut off in the source.',
    'Whether the web element accepts cards-per-page and hide-title, which the React Native wrapper passes to it, is not confirmed by the docs table.',
    'The default value of the web pagination-type attribute is not stated in the sources.',
    'Android class, parameter and callback names for the multiple cards component are not in the sources.',
    'Theme JSON keys specific to the multiple cards component are not named in the sources.',
  ],
};

export default component;
