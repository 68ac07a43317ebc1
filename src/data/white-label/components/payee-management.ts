import { IOS_INTERFACE_SOURCE, IOS_SDK_VERSION, notDocumented, web } from '../shared';
import type { WhiteLabelComponent } from '../types';

const scopes = ['counterparties', 'counterparties-write'];

const component: WhiteLabelComponent = {
  slug: 'payee-management',
  title: 'Payee Management',
  summary:
    'A list of the end user’s saved counterparties (payees), where they can add new ones through Plaid or by account and routing number, and delete old ones.',
  flows: [
    'See the list of saved counterparties.',
    'Add a counterparty by linking it through Plaid Link.',
    'Add a counterparty through Plaid’s Same-day Micro-Deposits verification.',
    'Add a counterparty by typing its account and routing numbers.',
    'Delete a counterparty.',
  ],
  scopes,
  securityNotes: [
    'Web components keep a verified customer token in localStorage under the key unitVerifiedCustomerToken; remove it when the user signs out of your app.',
    'The component connects to the end user’s outside bank accounts through Plaid (Link and Same-day Micro-Deposits).',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/payments-counterparties/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-payee-management',
      inputs: [
        web.customerToken(scopes),
        web.language,
        web.theme,
        {
          name: 'columns',
          type: 'string',
          required: false,
          default: '"name,bank,routing,account,type"',
          description: 'Comma-separated keys that choose which columns the counterparty table shows.',
        },
        {
          name: 'menu-items',
          type: 'string',
          required: false,
          description:
            'Comma-separated actions offered in each row’s menu; the documented values are sendFunds and delete.',
        },
        {
          name: 'query-filter',
          type: 'string',
          required: false,
          description:
            'A filter query, in the form the Counterparties API accepts, that limits which counterparties are listed.',
        },
        {
          name: 'pagination-type',
          type: '"infiniteScroll" | "pagination"',
          required: false,
          default: '"infiniteScroll"',
          description: 'Whether more counterparties load as the user scrolls or page by page.',
        },
        web.plaidAccountFilters,
        {
          ...web.plaidLinkCustomizationName,
          description:
            'Name of a Link customization from your Plaid Dashboard; its language must match the one set by the language attribute, and Plaid’s default look is used when it is omitted.',
        },
      ],
      events: [],
      notes: [
        'The inputs above come from Unit’s Payee Management page; the rest of that page, including any events, could not be read.',
        'Unit lists creating ACH payments to a counterparty from the list as an upcoming feature.',
      ],
    },
    ios: notDocumented([
      `UnitComponents ${IOS_SDK_VERSION}, the newest release of Unit’s iOS SDK, declares no payee management view, and no iOS page for it was found.`,
    ]),
    android: notDocumented(['No public source found describes an Android payee management component.']),
    'react-native': notDocumented([
      'react-native-unit-components 1.1.0, the version on the npm registry, has no payee management component; later versions were not available to check.',
    ]),
  },
  sources: [
    'https://unit.co/docs/white-label-uis/payee-management',
    'https://unit.co/docs/white-label-uis/authentication',
    IOS_INTERFACE_SOURCE,
    'https://www.npmjs.com/package/react-native-unit-components',
  ],
  unconfirmed: [
    'The web inputs table was cut off after plaid-link-customization-name; further attributes, if any, are not confirmed.',
    'Web event names for this component (for example on adding or deleting a counterparty) are not in the part of the page that could be read.',
    'Whether the menu’s sendFunds action opens another component is not stated.',
    'Whether this component needs your own Plaid credentials in Unit’s dashboards, as the ACH components do, is not stated in the part of the page that could be read.',
    'iOS, Android and React Native support are not confirmed.',
    'Theme JSON keys specific to this component are not confirmed.',
  ],
};

export default component;
