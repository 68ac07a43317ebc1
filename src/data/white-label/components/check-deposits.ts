import {
  ios,
  IOS_BRIDGE_SOURCE,
  IOS_INTERFACE_SOURCE,
  IOS_NAMES_NOTE,
  IOS_SDK_VERSION,
  IOS_TOKEN_NOTE,
  iosFactory,
  web,
} from '../shared';
import type { WhiteLabelComponent } from '../types';

const component: WhiteLabelComponent = {
  slug: 'check-deposits',
  title: 'Check Deposits',
  summary:
    'A mobile check deposit flow in which the end user photographs a check and enters its amount, and gets instant feedback on image quality before the deposit goes to Unit.',
  flows: [
    'Endorse the back of the check (signature plus the mobile-deposit wording the bank partner requires).',
    'Enter the amount to deposit.',
    'Capture the front and the back of the check with the camera.',
    'See client-side checks on the images right away, before the deposit is submitted.',
    'Submit the deposit; Unit then checks the images, may hold it for review, and credits the account once it clears.',
  ],
  scopes: [],
  securityNotes: [
    'Web components keep a verified customer token in localStorage under the key unitVerifiedCustomerToken; remove it when the user signs out of your app.',
    'Unit analyzes each check image for fraud signals such as a missing signature, and may send the deposit to manual review.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/check-deposits/', '/docs/api/deposit-accounts/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-check-deposit',
      inputs: [
        {
          name: 'customer-token',
          type: 'string',
          required: true,
          description:
            'A customer token, as every Unit web component takes. The scopes this component needs are not published.',
        },
      ],
      events: [
        {
          name: 'unitCheckDepositCreated',
          payload: 'CustomEvent<Promise<{ data: CheckDeposit }>>',
          description: 'Fires after the deposit is created; await the detail to get the check deposit resource.',
        },
        {
          name: 'unitCheckDepositRestartRequest',
          payload: 'CustomEvent<Promise<{ data: CheckDeposit }>>',
          description: 'Fires when the flow asks to start the deposit over, with the check deposit it concerns.',
        },
        web.unitOnLoad,
        web.unitPaymentInitialStageBackButtonClicked,
        web.unitPaymentFinalStageDoneButtonClicked,
      ],
      notes: [
        `The element name comes from the page Unit’s iOS SDK ${IOS_SDK_VERSION} loads the component into, which hands the results of its check scan to unit-elements-check-deposit. Unit’s page with the element’s attributes was not among the sources found.`,
        `The back and done button events are the ones that page listens for on every element; the iOS SDK’s check deposit callbacks onInitialStageBackButtonClicked and onFinalStageDoneButtonClicked come from them.`,
        'The event names come from the listeners in Unit’s iOS SDK, which wraps the web component.',
      ],
    },
    ios: {
      status: 'available',
      componentName: iosFactory('getCheckDepositComponent'),
      inputs: [
        {
          name: 'accountId',
          type: 'String?',
          required: false,
          default: 'nil',
          description: 'ID of the Unit account that receives the deposit.',
        },
        ios.feeParameter('the deposit'),
        ios.additionalSettings('CheckDeposit'),
        ios.initialStageBackButton,
        ios.finalStageDoneButton,
        ios.theme,
        ios.language,
        ios.callbacks('CheckDeposit'),
      ],
      events: [
        {
          name: 'unitCheckDepositCreated',
          payload: 'UNCheckDeposit',
          description: 'Called with the new check deposit once it is created.',
        },
        {
          name: 'unitCheckDepositRestartRequest',
          payload: 'UNCheckDeposit',
          description: 'Called when the flow asks to start the deposit over, with the deposit it concerns.',
        },
        ios.onInitialStageBackButtonClicked,
        ios.onFinalStageDoneButtonClicked,
        ios.unitOnLoad('UNAccount', 'the receiving account'),
      ],
      notes: [
        'getCheckDepositComponent returns a UIView that conforms to UNCheckDepositView; its accountId and fee can be changed after creation.',
        'In 1.x the factory required accountId; since 2.0.0 it is optional.',
        IOS_TOKEN_NOTE,
        IOS_NAMES_NOTE,
      ],
    },
    android: {
      status: 'available',
      inputs: [],
      events: [],
      notes: [
        'Unit’s Check Deposits API page lists an Android version of the component, but its class name, parameters and callbacks were not in the sources found.',
      ],
    },
    'react-native': {
      status: 'available',
      inputs: [],
      events: [],
      notes: [
        'Unit’s Check Deposits API page lists a React Native version of the component, but its props and callbacks were not in the sources found.',
        'react-native-unit-components 1.1.0, the version on the npm registry, does not include it.',
      ],
    },
  },
  sources: [
    'https://www.unit.co/docs/api/check-deposits/',
    'https://unit.co/docs/check-deposits',
    'https://unit.co/docs/white-label-uis/authentication',
    IOS_INTERFACE_SOURCE,
    IOS_BRIDGE_SOURCE,
    'https://github.com/unit-finance/unit-ios-components-pod/blob/0fc159c32968188b8860b3b08fe2b9d934496394/UNComponents.xcframework/ios-arm64_x86_64-simulator/UNComponents.framework/html.html',
  ],
  unconfirmed: [
    'Unit’s own page for the check deposit component was not among the public sources found.',
    'The web element’s attributes other than customer-token are not published.',
    'The customer-token scopes the component needs are not stated; the Create Check Deposit API (deprecated in favor of this component) uses check-deposits-write.',
    'Android class name, parameters and callbacks are not in the public sources found.',
    'React Native component name, props and callbacks are not in the public sources found.',
    'Theme JSON keys specific to this component are not confirmed.',
  ],
};

export default component;
