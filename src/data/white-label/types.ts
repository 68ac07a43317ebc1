/**
 * The one typed source of the white-label UI component docs: every page under
 * /docs/white-label-uis/ui-components/ renders its tables and snippets from these records.
 * Facts come from Unit's public docs; a fact that could not be confirmed is listed in
 * `unconfirmed` and the page says so, rather than guessing.
 */

/** The four platforms, in the order the docs present them. */
export const PLATFORMS = ['web-components', 'ios', 'android', 'react-native'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  'web-components': 'Web Components',
  ios: 'iOS',
  android: 'Android',
  'react-native': 'React Native',
};

/** An input of a component: an HTML attribute (web), a parameter or property (native), a prop (React Native). */
export interface ComponentInput {
  /** Exactly as the platform spells it: `customer-token` (web), `customerToken` (iOS, Android, React Native). */
  name: string;
  /** The platform's type: `string`, `boolean`, `String`, `Bool`, `UNComponentsTheme?`, a union of string literals… */
  type: string;
  required: boolean;
  /** The default when omitted, as the platform writes it; omit when there is none. */
  default?: string;
  description: string;
}

/** An event (web: a DOM CustomEvent) or a callback (native and React Native). */
export interface ComponentEvent {
  /** Exactly as the platform spells it: `unitOnLoad` (web event), `onLoad` (callback)… */
  name: string;
  /** What the handler receives: a type name or a short shape, e.g. `CustomEvent<{ data: Card }>`. */
  payload: string;
  description: string;
}

export interface PlatformDetails {
  /**
   * available: documented on this platform; unavailable: Unit documents that it does not exist
   * on this platform; unconfirmed: the public docs do not say (the page says so plainly).
   */
  status: 'available' | 'unavailable' | 'unconfirmed';
  /** The element, class, composable or component name a developer writes, when documented. */
  componentName?: string;
  inputs: ComponentInput[];
  events: ComponentEvent[];
  /** Platform-specific notes, each one sentence or two, stated plainly. */
  notes: string[];
}

export interface WhiteLabelComponent {
  /** The route segment: /docs/white-label-uis/ui-components/<slug>/ */
  slug: string;
  /** The component's name as a title, e.g. "Card". */
  title: string;
  /** One sentence: what the end user sees and can do. */
  summary: string;
  /** The screens and flows the end user goes through, one line each. */
  flows: string[];
  /** Customer-token scopes the component needs, exactly as the API names them. */
  scopes: string[];
  /** Security notes (sensitive data, two-factor authentication, token handling). */
  securityNotes: string[];
  /** Theme JSON keys that style the component (see /docs/white-label-uis/themes/), when documented. */
  themeKeys: string[];
  /** Routes of the API pages the component's data comes from, e.g. '/docs/api/cards/'. */
  apiPages: string[];
  platforms: Record<Platform, PlatformDetails>;
  /** Public pages the facts come from (provider URLs). */
  sources: string[];
  /** Facts the sources leave open, one line each; shown on the page as "not confirmed". */
  unconfirmed: string[];
}
