import { IOS_INTERFACE_SOURCE, IOS_SDK_VERSION, notDocumented, rn, web } from '../shared';
import type { WhiteLabelComponent } from '../types';

const scopes = ['customers', 'accounts'];

const component: WhiteLabelComponent = {
  slug: 'next-repayment',
  title: 'Next Repayment',
  summary: 'A panel that shows the customer what their next repayment on a credit account looks like.',
  flows: [
    'See the details of the next repayment due on the chosen credit account.',
    'See the status of a recurring repayment already set up on the account, or start adding one (per Unit’s 1.9.0 changelog).',
  ],
  scopes,
  securityNotes: [
    'The token needs only the read scopes customers and accounts; no write scope is listed for this component.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/credit-accounts/', '/docs/api/recurring-repayments/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-next-repayment',
      inputs: [
        web.customerToken(scopes),
        {
          name: 'credit-account-id',
          type: 'string',
          required: true,
          description: 'Unit ID of the credit account whose next repayment is shown.',
        },
        web.language,
        web.theme,
        web.hideTitle,
      ],
      events: [],
      notes: [
        'Unit’s page lists no events for this element.',
        'The web components changelog (1.9.0, September 1, 2024) says the component shows the status of a current recurring repayment and lets the customer add one.',
      ],
    },
    ios: notDocumented([
      'Unit’s public docs that we could read do not show this component on iOS.',
      `UnitComponents ${IOS_SDK_VERSION}, the newest release of Unit’s iOS SDK, declares no next repayment view.`,
    ]),
    android: notDocumented(['Unit’s public docs that we could read do not show this component on Android.']),
    'react-native': {
      status: 'available',
      componentName: 'UNNextRepaymentComponent',
      inputs: [
        {
          name: 'accountId',
          type: 'string',
          required: true,
          description: 'Unit ID of the credit account whose next repayment is shown.',
        },
        rn.theme,
        rn.language,
        rn.hideTitle,
      ],
      events: [rn.onLoad('[UNRepayment]', 'the repayment data')],
      notes: [
        'The React Native prop is accountId, while the web attribute is credit-account-id. Both take a credit account ID.',
        'Unit’s page has no customerToken prop for this component.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/next-repayment',
    'https://www.unit.co/docs/white-label-uis/white-label-changelog/',
    IOS_INTERFACE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@3.0.2/files/lib/typescript/src/components/UNNextRepaymentComponent/UNNextRepaymentComponent.d.ts',
    'https://app.unpkg.com/react-native-unit-components@1.15.0/files/lib/typescript/src/components/UNNextRepaymentComponent/UNNextRepaymentComponent.d.ts',
  ],
  unconfirmed: [
    'The onLoad payload type differs by source: Unit’s page writes UNComponentsOnLoadResponse<[UNRepayment]>, while the typings in react-native-unit-components 3.0.2 use UNCreditAccountRepaymentInformation.',
    'react-native-unit-components 1.15.0 also required a customerToken prop, which Unit’s current page does not list. Older SDK versions may need it.',
    'Which API endpoint supplies the repayment details is not named on the component page.',
    'iOS and Android support is not documented in the sources we could read.',
  ],
};

export default component;
