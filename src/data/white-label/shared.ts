/**
 * Inputs and events that several white-label components share, written once, grouped by platform:
 * `web` (Web Components attributes and DOM events), `ios` (parameters, settings-builder options and
 * callback cases), `rn` (React Native props and callbacks). Each property is named as the platform
 * spells the input or event, so a component's list reads `web.theme`, `ios.initialStageBackButton`.
 *
 * An entry is only used where every fact (name, type, required, default, payload) is the same in
 * each component that uses it. Where one part varies by component (the scopes a customer token
 * needs, the SDK type of a settings object, what a load event carries), a small factory takes that
 * part. Where a fact differs (a documented default, a type Unit's pages spell differently), the
 * variants stay separate and are named for the difference; inputs that differ by component in
 * substance (account-id, menu-items, query-filter…) stay in the component files.
 */
import type { ComponentEvent, ComponentInput, PlatformDetails } from './types';

const input = (details: ComponentInput): ComponentInput => details;
const event = (details: ComponentEvent): ComponentEvent => details;

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The customer token: a required string whose description names the scopes it must carry. */
function customerToken(name: string, scopes: readonly string[], note?: string): ComponentInput {
  const scopeWord = scopes.length === 1 ? 'scope' : 'scopes';
  return input({
    name,
    type: 'string',
    required: true,
    description: `A customer token with the ${listOf(scopes)} ${scopeWord}.${note ? ` ${note}` : ''}`,
  });
}

/** `theme`, the same as a web attribute and as a React Native prop. */
const themeUrl = input({
  name: 'theme',
  type: 'string',
  required: false,
  description: 'URL of a theme JSON, created through the themes API, that styles the component.',
});

/** `language`, the same as a web attribute and as a React Native prop. */
const languageUrl = input({
  name: 'language',
  type: 'string',
  required: false,
  description: 'URL of a language configuration JSON that overrides the component’s texts.',
});

const BOOLEAN_STRING = 'boolean string ("true" / "false")';
const PLAID_ACCOUNT_FILTERS = 'Comma-separated account subtypes that Plaid Link offers to the customer';

const initialStageBackButton = input({
  name: 'initial-stage-back-button',
  type: BOOLEAN_STRING,
  required: false,
  description: 'Shows a back button on the first step of the flow.',
});

const finalStageDoneButton = input({
  name: 'final-stage-done-button',
  type: BOOLEAN_STRING,
  required: false,
  description: 'Shows a done button on the last step of the flow.',
});

/** Web Components: attributes and DOM events. */
export const web = {
  /** `customer-token`; `note` adds what the scope list alone does not say (upgradable scopes, for example). */
  customerToken: (scopes: readonly string[], note?: string) => customerToken('customer-token', scopes, note),

  theme: themeUrl,

  language: languageUrl,

  /** `fee` of the ACH payment elements (ACH Credit, ACH Debit). */
  fee: input({
    name: 'fee',
    type: 'string (e.g. "1.5")',
    required: false,
    description: 'A fee to bill for the payment.',
  }),

  /** `same-day`, whose default the pages that were read do not state. */
  sameDay: input({
    name: 'same-day',
    type: BOOLEAN_STRING,
    required: false,
    description: 'Sends the payment as Same Day ACH.',
  }),

  /** `is-auto-focus`; `target` is what receives the focus, e.g. 'the amount field'. */
  isAutoFocus: (target: string) =>
    input({
      name: 'is-auto-focus',
      type: BOOLEAN_STRING,
      required: false,
      default: '"false"',
      description: `Moves focus to ${target} as soon as the component mounts.`,
    }),

  /**
   * `plaid-account-filters` as the ACH Credit and Payee Management pages give it: no documented
   * default, but the description says Link shows checking accounts only when it is omitted.
   */
  plaidAccountFilters: input({
    name: 'plaid-account-filters',
    type: 'string (e.g. "checking, savings")',
    required: false,
    description: `${PLAID_ACCOUNT_FILTERS}; when omitted, Link shows checking accounts only.`,
  }),

  /** `plaid-account-filters` as the repayment pages give it: other type wording, and the default `checking`. */
  plaidAccountFiltersDefaultChecking: input({
    name: 'plaid-account-filters',
    type: 'string ("checking, savings")',
    required: false,
    default: 'checking',
    description: `${PLAID_ACCOUNT_FILTERS}.`,
  }),

  plaidLinkCustomizationName: input({
    name: 'plaid-link-customization-name',
    type: 'string',
    required: false,
    description:
      'Name of a Link customization from your Plaid Dashboard; its language must match the one set by the language attribute.',
  }),

  /** `initial-stage-back-button` where the page does not state a default (ACH Credit, ACH Debit). */
  initialStageBackButton,

  /** `initial-stage-back-button` where the page gives the default "false". */
  initialStageBackButtonDefaultFalse: input({ ...initialStageBackButton, default: '"false"' }),

  /** `final-stage-done-button` where the page does not state a default (ACH Credit, ACH Debit). */
  finalStageDoneButton,

  /** `final-stage-done-button` where the page gives the default "false". */
  finalStageDoneButtonDefaultFalse: input({ ...finalStageDoneButton, default: '"false"' }),

  hideTitle: input({
    name: 'hide-title',
    type: 'string',
    required: false,
    description: 'Set to "true" to remove the component’s title.',
  }),

  hideBackToTop: input({
    name: 'hide-back-to-top',
    type: 'string',
    required: false,
    description: 'Set to "true" to remove the back-to-top control shown on long lists.',
  }),

  hideActionsMenuButton: input({
    name: 'hide-actions-menu-button',
    type: 'string',
    required: false,
    description: 'Set to "true" to remove the button that opens the actions menu.',
  }),

  /** `unitOnLoad`, as Unit's SDKs listen for it on the payment elements they wrap. */
  unitOnLoad: event({
    name: 'unitOnLoad',
    payload: 'CustomEvent<{ data, included } | { errors }>',
    description:
      'Fires when the component finishes loading, with either the loaded data or the errors that stopped it.',
  }),

  /** `unitPaymentCreated` of the ACH payment elements (ACH Credit, ACH Debit). */
  achPaymentCreated: event({
    name: 'unitPaymentCreated',
    payload: 'CustomEvent<Promise<{ data: AchPayment }>>',
    description: 'Fires after the payment is created; await the detail to get the new ACH payment resource.',
  }),

  unitPaymentInitialStageBackButtonClicked: event({
    name: 'unitPaymentInitialStageBackButtonClicked',
    payload: 'CustomEvent',
    description: 'Fires when the user taps the back button on the first step.',
  }),

  unitPaymentFinalStageDoneButtonClicked: event({
    name: 'unitPaymentFinalStageDoneButtonClicked',
    payload: 'CustomEvent',
    description: 'Fires when the user taps the done button on the last step.',
  }),
};

/**
 * The iOS SDK release every iOS name on the site is checked against: the newest tag of
 * unit-finance/unit-ios-components-pod (3.4.0, commit 5bf735c, 2026-07-10). Since 2.0.0 the entry
 * point is `UnitComponentsSDK.manager` (1.x called it `UnitSDK.manager`), and the error, theme and
 * language types are `UNComponentsError`, `UNComponentsTheme` and `UNComponentsLanguage`.
 */
export const IOS_SDK_VERSION = '3.4.0';
export const IOS_MANAGER = 'UnitComponentsSDK.manager';
/** The public Swift interface of that release, which lists every factory, builder and callback. */
export const IOS_INTERFACE_SOURCE = `https://github.com/unit-finance/unit-ios-components-pod/blob/${IOS_SDK_VERSION}/UNComponents.xcframework/ios-arm64/UNComponents.framework/Modules/UNComponents.swiftmodule/arm64-apple-ios.swiftinterface`;
/**
 * The HTML page the iOS SDK of that release loads each web element into: it shows which DOM events the
 * SDK listens for on each element, whether their detail is a Promise, and which events it dispatches.
 */
export const IOS_BRIDGE_SOURCE = `https://github.com/unit-finance/unit-ios-components-pod/blob/${IOS_SDK_VERSION}/UNComponents.xcframework/ios-arm64/UNComponents.framework/html.html`;
/** `UnitComponentsSDK.manager.ui.views.<factory>`, the name a developer writes. */
export const iosFactory = (factory: string) => `${IOS_MANAGER}.ui.views.${factory}`;
/** The note every available iOS component carries about where its names come from. */
export const IOS_NAMES_NOTE = `Names, types and defaults are those of the public Swift interface of UnitComponents ${IOS_SDK_VERSION}, the newest release in Unit’s unit-ios-components-pod repository.`;
/** The note on the customer token, which no iOS factory takes. */
export const IOS_TOKEN_NOTE = `The customer token is not a parameter: set it once on ${IOS_MANAGER}.customerToken.`;

const iosFeeSetting = input({
  name: 'fee',
  type: 'Double?',
  required: false,
  default: 'nil',
  description: 'Settings-builder option: a fee to bill for the payment.',
});

/** iOS: factory parameters, settings-builder options and callback cases. */
export const ios = {
  /** A `Bool` settings-builder option that defaults to `false`; `effect` finishes "Settings-builder option that …". */
  flag: (name: string, effect: string) =>
    input({
      name,
      type: 'Bool',
      required: false,
      default: 'false',
      description: `Settings-builder option that ${effect}.`,
    }),

  theme: input({
    name: 'theme',
    type: 'UNComponentsTheme?',
    required: false,
    default: 'nil',
    description: 'Theme URL for this component; it overrides any theme set on the SDK.',
  }),

  language: input({
    name: 'language',
    type: 'UNComponentsLanguage?',
    required: false,
    default: 'nil',
    description: 'Language configuration URL for this component.',
  }),

  /**
   * `additionalSettings`; `sdkName` is the middle of the SDK's type names, e.g. 'ACHCredit' for
   * UNACHCreditViewSettingsProtocol and UNACHCreditViewSettingsBuilder.
   */
  additionalSettings: (sdkName: string) =>
    input({
      name: 'additionalSettings',
      type: `UN${sdkName}ViewSettingsProtocol?`,
      required: false,
      default: 'nil',
      description: `Optional settings object, usually built with UN${sdkName}ViewSettingsBuilder, that carries the settings-builder options below.`,
    }),

  /** `callbacks`; `sdkName` as for additionalSettings, e.g. 'ACHCredit' for UNACHCreditComponentCallbacks. */
  callbacks: (sdkName: string) =>
    input({
      name: 'callbacks',
      type: `UN${sdkName}ComponentCallbacks?`,
      required: false,
      default: 'nil',
      description: `Closure that receives the UN${sdkName}ComponentCallback cases listed under events.`,
    }),

  /** `fee` as a settings-builder option (Card). */
  feeSetting: iosFeeSetting,

  /** `fee` as a parameter of the factory itself; `what` is what it is billed for, e.g. 'the wire'. */
  feeParameter: (what: string) =>
    input({
      ...iosFeeSetting,
      description: `A fee to bill for ${what}, passed directly rather than through the settings object.`,
    }),

  /** `isAutoFocus` settings-builder option; `target` is what receives the focus (omit it when the SDK does not say). */
  isAutoFocus: (target?: string) =>
    input({
      name: 'isAutoFocus',
      type: 'Bool',
      required: false,
      default: 'false',
      description: target
        ? `Settings-builder option: focuses ${target} when the view appears.`
        : 'Settings-builder option: turns on the component’s auto-focus when the view appears.',
    }),

  plaidAccountFilters: input({
    name: 'plaidAccountFilters',
    type: '[UNPlaidAccountFilter]?',
    required: false,
    default: 'nil',
    description: 'Settings-builder option: account subtypes Plaid Link offers (.checking, .savings).',
  }),

  plaidLinkCustomizationName: input({
    name: 'plaidLinkCustomizationName',
    type: 'String?',
    required: false,
    default: 'nil',
    description: 'Settings-builder option: name of a Link customization from your Plaid Dashboard.',
  }),

  sameDay: input({
    name: 'sameDay',
    type: 'Bool',
    required: false,
    default: 'false',
    description: 'Settings-builder option: sends the payment as Same Day ACH.',
  }),

  initialStageBackButton: input({
    name: 'initialStageBackButton',
    type: 'Bool',
    required: false,
    default: 'false',
    description: 'Settings-builder option: shows a back button on the first step.',
  }),

  finalStageDoneButton: input({
    name: 'finalStageDoneButton',
    type: 'Bool',
    required: false,
    default: 'false',
    description: 'Settings-builder option: shows a done button on the last step.',
  }),

  hideTitle: input({
    name: 'hideTitle',
    type: 'Bool',
    required: false,
    default: 'false',
    description: 'Settings-builder option that removes the title.',
  }),

  hideBackToTop: input({
    name: 'hideBackToTop',
    type: 'Bool',
    required: false,
    default: 'false',
    description: 'Settings-builder option that removes the back-to-top control.',
  }),

  hideActionsMenuButton: input({
    name: 'hideActionsMenuButton',
    type: 'Bool',
    required: false,
    default: 'false',
    description: 'Settings-builder option that removes the actions menu button.',
  }),

  /** `queryFilter` settings-builder option; `effect` says what the query does, e.g. 'filters the cards listed'. */
  queryFilter: (effect: string) =>
    input({
      name: 'queryFilter',
      type: 'String?',
      required: false,
      default: 'nil',
      description: `Settings-builder option holding a query string that ${effect}.`,
    }),

  /** `paginationType` settings-builder option; `sdkName` as in UN<sdkName>ComponentPaginationType. */
  paginationType: (sdkName: string) =>
    input({
      name: 'paginationType',
      type: `UN${sdkName}ComponentPaginationType (.infiniteScroll | .pagination)`,
      required: false,
      default: '.infiniteScroll',
      description: 'Settings-builder option choosing between endless scrolling and page-by-page navigation.',
    }),

  /**
   * `unitOnLoad`; `data` is the success type of its Result, `loaded` what that value is (omit it
   * when the result carries nothing worth naming).
   */
  unitOnLoad: (data: string, loaded?: string) =>
    event({
      name: 'unitOnLoad',
      payload: `Result<${data}, UNComponentsError>`,
      description: `Called once the view has loaded${loaded ? `, with ${loaded}` : ''}, or with the error that stopped it.`,
    }),

  /** `onPaymentCreated` of the ACH payment views (ACH Credit, ACH Debit). */
  achPaymentCreated: event({
    name: 'onPaymentCreated',
    payload: 'UNAchPayment',
    description: 'Called with the new ACH payment once the user confirms it.',
  }),

  onInitialStageBackButtonClicked: event({
    name: 'onInitialStageBackButtonClicked',
    payload: 'none',
    description: 'Called when the user taps the back button on the first step.',
  }),

  onFinalStageDoneButtonClicked: event({
    name: 'onFinalStageDoneButtonClicked',
    payload: 'none',
    description: 'Called when the user taps the done button on the last step.',
  }),
};

/** React Native: props and callbacks. */
export const rn = {
  /** `customerToken` (SDK 1.x, and components that still take it); `note` as for web.customerToken. */
  customerToken: (scopes: readonly string[], note?: string) => customerToken('customerToken', scopes, note),

  theme: themeUrl,

  language: languageUrl,

  /** `fee` of the ACH payment components (ACH Credit, ACH Debit). */
  fee: input({
    name: 'fee',
    type: 'number',
    required: false,
    description: 'A fee to bill for the payment.',
  }),

  /** `isAutoFocus`; `target` is what receives the focus. */
  isAutoFocus: (target: string) =>
    input({
      name: 'isAutoFocus',
      type: 'boolean',
      required: false,
      default: 'false',
      description: `Focuses ${target} when the component mounts.`,
    }),

  hideTitle: input({
    name: 'hideTitle',
    type: 'boolean',
    required: false,
    description: 'Removes the component’s title when true.',
  }),

  hideBackToTop: input({
    name: 'hideBackToTop',
    type: 'boolean',
    required: false,
    description: 'Removes the back-to-top control when true.',
  }),

  hideActionsMenuButton: input({
    name: 'hideActionsMenuButton',
    type: 'boolean',
    required: false,
    description: 'Removes the actions menu button when true.',
  }),

  /** `queryFilter`; `effect` says what the query does, e.g. 'filters the cards listed'. */
  queryFilter: (effect: string) =>
    input({
      name: 'queryFilter',
      type: 'string',
      required: false,
      description: `A query string that ${effect}.`,
    }),

  /** `paginationType`; `sdkName` as in UN<sdkName>ComponentPaginationType. */
  paginationType: (sdkName: string) =>
    input({
      name: 'paginationType',
      type: `UN${sdkName}ComponentPaginationType (infiniteScroll | pagination)`,
      required: false,
      description: 'Chooses between endless scrolling and page-by-page navigation.',
    }),

  /**
   * `onLoad` as SDK 2.x and later type it; `data` is the type argument of UNComponentsOnLoadResponse,
   * `loaded` what that data is (omit it when the response carries no data).
   */
  onLoad: (data: string, loaded?: string) =>
    event({
      name: 'onLoad',
      payload: `UNComponentsOnLoadResponse<${data}>`,
      description: loaded
        ? `Called once the component has loaded, with ${loaded}, or with the errors that stopped it.`
        : 'Called once the component has loaded; it carries no data, only the errors if loading failed.',
    }),

  /** `onLoad` as react-native-unit-components 1.1.0 types it. */
  onLoadV1: event({
    name: 'onLoad',
    payload: '(response: ResponseUnitOnLoadEvent) => void',
    description: 'Called once the component has loaded, with its data, or with the errors that stopped it.',
  }),

  /** `onPaymentCreated` of the ACH payment components (ACH Credit, ACH Debit). */
  achPaymentCreated: event({
    name: 'onPaymentCreated',
    payload: '(data: UNACHData) => void',
    description: 'Called with the new ACH payment once the user confirms it.',
  }),
};

/** A platform on which Unit's public docs do not document the component: what is known goes in `notes`. */
export function notDocumented(notes: string[]): PlatformDetails {
  return { status: 'unconfirmed', inputs: [], events: [], notes };
}
