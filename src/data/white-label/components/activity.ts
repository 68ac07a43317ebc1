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

const scopes = ['customers', 'transactions', 'authorizations', 'accounts', 'payments', 'check-deposits'];

const component: WhiteLabelComponent = {
  slug: 'activity',
  title: 'Activity',
  summary:
    'Lists the money movements of a customer, one of their accounts or a card, including settled transactions and pending card authorizations, with filters to narrow the list.',
  flows: [
    'Activity list: settled transactions and pending card payments for the customer, or for one account when an account id is given.',
    'Filters: the customer narrows the list with the filter button, or your app preloads a query filter.',
    'Transaction details: enriched merchant data is shown when Transaction Enrichment is enabled for your org.',
    'Long lists: infinite scroll or page-by-page navigation, with an optional back-to-top control.',
  ],
  scopes,
  securityNotes: [
    'The component authenticates with a customer token, so it only ever lists activity belonging to that customer.',
    'None of the required scopes needs two-factor authentication.',
  ],
  themeKeys: ['elementsActivity'],
  apiPages: [
    '/docs/api/transactions/',
    '/docs/api/authorizations/',
    '/docs/api/payments-overview/',
    '/docs/api/check-deposits/',
    '/docs/api/customer-api-tokens/',
  ],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-activity',
      inputs: [
        {
          name: 'account-id',
          type: 'string',
          required: false,
          description:
            'Limits the list to one Unit account; without it the component lists activity across all of the customer’s accounts.',
        },
        web.customerToken(scopes),
        web.theme,
        web.language,
        {
          name: 'query-filter',
          type: 'string',
          required: false,
          description:
            'A query string, in the format of the List Transactions and List Authorizations endpoints, that filters and sorts what is shown.',
        },
        web.hideTitle,
        {
          name: 'hide-filter-button',
          type: 'string',
          required: false,
          description: 'Set to "true" to remove the button that opens the filters.',
        },
        web.hideBackToTop,
        {
          name: 'show-declined-activity',
          type: 'string',
          required: false,
          description: 'Set to "true" to include declined activity in the list.',
        },
        {
          name: 'show-csv-download',
          type: 'string',
          required: false,
          description: 'Set to "true" to offer the customer a CSV download of the activity.',
        },
      ],
      events: [
        {
          ...web.unitOnLoad,
          description: 'Fires when the activity has loaded, with its data or the errors that stopped it.',
        },
      ],
      notes: [
        `unitOnLoad is the event Unit’s iOS SDK ${IOS_SDK_VERSION} listens for on this element; its activity callback reports the load. Unit’s activity page that was read lists no events.`,
        'Example query-filter value: filter[since]=2023-01-01T00:00:00.000Z&filter[until]=2023-04-26T00:00:00.000Z&sort=-createdAt.',
        'hide-back-to-top, show-declined-activity and show-csv-download appear in the page’s usage example; their rows of the inputs table were not in the sources read.',
        'Ready-to-Launch Banking can also embed unit-elements-activity with a jwt-token attribute instead of a customer token.',
      ],
    },
    ios: {
      status: 'available',
      componentName: iosFactory('getActivityComponent'),
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'Limits the list to one account; nil shows the activity of all of the customer’s accounts.',
        },
        ios.additionalSettings('Activity'),
        ios.flag('hideFilterButton', 'removes the filter button'),
        ios.paginationType('Activity'),
        {
          name: 'transactionsPerPage',
          type: 'Int?',
          required: false,
          default: 'nil',
          description: 'Settings-builder option setting how many items each page holds.',
        },
        ios.hideTitle,
        ios.hideBackToTop,
        ios.queryFilter('filters and sorts the list'),
        ios.flag('showDeclinedActivity', 'includes declined activity in the list'),
        ios.flag('showCsvDownload', 'offers a CSV download of the list'),
        ios.theme,
        ios.language,
        ios.callbacks('Activity'),
      ],
      events: [ios.unitOnLoad('UNActivityOnLoadResponse')],
      notes: [
        'The callback arrives as the only case of UNActivityComponentCallback through the callbacks parameter.',
        'The returned UNActivityView exposes refresh() to reload the list.',
        IOS_TOKEN_NOTE,
        IOS_NAMES_NOTE,
      ],
    },
    android: notDocumented([
      'Unit publishes an Android SDK (co.unit:un-components), but the sources did not show the activity component’s Android API.',
    ]),
    'react-native': {
      status: 'available',
      componentName: 'UNActivityComponent',
      inputs: [
        {
          name: 'accountId',
          type: 'string',
          required: false,
          description: 'Limits the list to one account; without it the customer’s whole activity is listed.',
        },
        rn.queryFilter('filters and sorts the transactions and authorizations shown'),
        rn.theme,
        rn.language,
        {
          name: 'hideFilterButton',
          type: 'boolean',
          required: false,
          description: 'Removes the filter button when true.',
        },
        rn.hideTitle,
        rn.hideBackToTop,
        rn.paginationType('Activity'),
        {
          name: 'transactionsPerPage',
          type: 'number',
          required: false,
          description: 'How many items each page holds.',
        },
        {
          name: 'showDeclinedActivity',
          type: 'boolean',
          required: false,
          description: 'Includes declined activity in the list when true (SDK 3.x).',
        },
      ],
      events: [rn.onLoad('UNActivityOnLoadData', 'the first transactions and authorizations')],
      notes: [
        'Since SDK 2.x the customer token is set once with UnitComponentsSDK.setCustomerToken instead of a component prop.',
        'A ref to the component exposes refresh().',
        'Prop names come from the type definitions and source of Unit’s react-native-unit-components package.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/activity',
    'https://unit.co/docs/ready-to-launch/banking/advanced-implementation/standalone-components/',
    'https://unit.co/docs/white-label-uis/react-native-sdk',
    'https://unit.co/docs/white-label-uis/android-sdk',
    'https://docs.unit.co/white-label-ui-themes/',
    IOS_INTERFACE_SOURCE,
    IOS_BRIDGE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@2.1.0/files/lib/typescript/src/components/UNActivityComponent/UNActivityComponent.d.ts',
    'https://app.unpkg.com/react-native-unit-components@3.0.2/files/src/components/UNActivityComponent/UNActivityComponent.utils.ts',
  ],
  unconfirmed: [
    'Other events of the web element, and the shape of its unitOnLoad data, are not published; the iOS SDK declares its activity load response with no public fields.',
    'Whether the web element takes pagination-type and transactions-per-page attributes is not confirmed by the docs table; the React Native wrapper passes attributes with those names.',
    'Android class, parameter and callback names for the activity component are not in the sources.',
  ],
};

export default component;
