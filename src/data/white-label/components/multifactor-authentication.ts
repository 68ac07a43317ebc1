import { IOS_BRIDGE_SOURCE, IOS_INTERFACE_SOURCE, IOS_SDK_VERSION, notDocumented, rn, web } from '../shared';
import type { WhiteLabelComponent } from '../types';

const scopes = ['customer-token-write'];

const UPGRADABLE_TOKEN = 'It must have been created with an upgradableScope.';

const component: WhiteLabelComponent = {
  slug: 'multifactor-authentication',
  title: 'Multifactor Authentication',
  summary:
    'A one-time-code prompt that verifies the customer by SMS and then grants the customer token its upgradable scopes.',
  flows: [
    'When the component loads, it requests a customer token verification, and Unit texts a one-time code.',
    'The customer types the code. A resend button requests a fresh verification and a new code.',
    'After a correct code, Unit issues a customer token that includes the upgradable scopes, and the component stores it in localStorage under unitVerifiedCustomerToken.',
  ],
  scopes,
  securityNotes: [
    'Create the customer token with customer-token-write in scope and the sensitive scopes in upgradableScope. The customer gets the upgradable scopes only after passing verification.',
    'Individual customers get the SMS on their own phone number. For business customers, it goes to the business contact by default, or to the authorized user’s phone when one is given.',
    'The component keeps the verified token in localStorage under unitVerifiedCustomerToken. Remove that key when the user logs out.',
    'In sandbox, Unit sends no SMS for customer token verification; use the passcode 000001.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/customer-api-tokens/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-multi-factor-authentication',
      inputs: [web.customerToken(scopes, UPGRADABLE_TOKEN), web.theme, web.language],
      events: [
        {
          name: 'unitMultiFactorAuthVerificationTokenCreated',
          payload: 'CustomEvent; detail: the response of Create Customer Token Verification',
          description: 'Fires when the component loads and again each time the customer asks to resend the code.',
        },
        {
          name: 'unitMultiFactorAuthFinished',
          payload: 'CustomEvent; detail.response: the response of Create Customer Token (await it)',
          description: 'Fires once the customer has passed verification and the new customer token exists.',
        },
      ],
      notes: [
        `Unit’s page gives the finished event’s detail as the Create Customer Token response. The page that Unit’s iOS SDK ${IOS_SDK_VERSION} loads web elements into reads it from detail.response, awaits it, and takes token and expiresIn from its attributes; the detail also carries parentInstanceId and eventToContinue.`,
        'Unit’s example pairs this element with ACH debit: the token gets customers, accounts, payments, counterparties and customer-token-write, with payments-write and counterparties-write as upgradable scopes.',
      ],
    },
    ios: notDocumented([
      'Unit’s public docs that we could read do not show this component on iOS.',
      `UnitComponents ${IOS_SDK_VERSION}, the newest release of Unit’s iOS SDK, declares no multifactor authentication view.`,
    ]),
    android: notDocumented(['Unit’s public docs that we could read do not show this component on Android.']),
    'react-native': {
      status: 'available',
      componentName: 'UNMultiFactorAuthenticationComponent',
      inputs: [rn.customerToken(scopes, UPGRADABLE_TOKEN), rn.theme, rn.language],
      events: [rn.onLoad('undefined')],
      notes: [
        'Two copies of Unit’s page disagree on customerToken: the unit.co copy lists it as a required prop, while the www.unit.co copy leaves it out of the props table.',
        'The props table was cut off after onLoad in the copies we could read, so any further callbacks are not listed here.',
      ],
    },
  },
  sources: [
    'https://unit.co/docs/white-label-uis/multifactor-authentication',
    'https://www.unit.co/docs/white-label-uis/multifactor-authentication/',
    'https://unit.co/docs/white-label-uis/authentication',
    'https://docs.unit.co/customer-api-tokens/',
    'https://www.unit.co/docs/tokens/',
    IOS_INTERFACE_SOURCE,
    IOS_BRIDGE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@3.0.2/files/src/types/shared/multiFactorAuthentication.types.ts',
  ],
  unconfirmed: [
    'Whether the React Native component takes a customerToken prop: the two copies of Unit’s page disagree.',
    'The React Native callbacks for a created verification token and a finished verification are not in the readable part of Unit’s page. The SDK’s typings define UNCustomerTokenVerification and UNMultiFactorAuthenticationFinished (token, expiresIn), but the prop names are not confirmed.',
    'Whether the detail of unitMultiFactorAuthVerificationTokenCreated is a Promise is not published.',
    'iOS and Android support is not documented in the sources we could read.',
  ],
};

export default component;
