import { notDocumented } from '../shared';
import type { WhiteLabelComponent } from '../types';

const component: WhiteLabelComponent = {
  slug: 'check-payments',
  title: 'Check Payments',
  summary:
    'A flow for paying someone by paper check, which Unit prints and mails to a US address; no public Unit page describing this white-label component was found, so its screens are not documented here.',
  flows: [],
  scopes: [],
  securityNotes: [
    'An originated check can be canceled only while it is still pending; once the daily cutoff sends it to the printer it can no longer be changed or canceled.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/check-payments/'],
  platforms: {
    'web-components': notDocumented([
      'No public Unit page describing a web check payment element was found, so its tag name, attributes and events are not given here.',
      'The Check Payments API behind such a flow is off by default for an org, and does not support joint or Org accounts.',
    ]),
    ios: notDocumented([
      'The published Swift interface of Unit’s iOS components SDK that was checked has no check payment view; no iOS page for it was found.',
    ]),
    android: notDocumented(['No public source found describes an Android check payment component.']),
    'react-native': notDocumented([
      'react-native-unit-components 1.1.0, the version on the npm registry, has no check payment component; later versions were not available to check.',
    ]),
  },
  sources: [
    'https://unit.co/docs/api/check-payments',
    'https://www.unit.co/docs/api/check-payments/apis',
    'https://guides.unit.co/check-payments/',
    'https://github.com/unit-finance/unit-ios-components-pod/blob/0fc159c32968188b8860b3b08fe2b9d934496394/UNComponents.xcframework/ios-arm64_x86_64-simulator/UNComponents.framework/Modules/UNComponents.swiftmodule/arm64-apple-ios-simulator.swiftinterface',
    'https://www.npmjs.com/package/react-native-unit-components',
  ],
  unconfirmed: [
    'No public Unit page for a check payment white-label component was found; its existence on any platform, its screens and its names are not confirmed.',
    'The customer-token scopes the component needs are not stated; the Originate Check Payment API itself needs check-payments-write.',
    'Web element name, attributes and events are not confirmed.',
    'iOS, Android and React Native support are not confirmed.',
    'Theme JSON keys specific to this component are not confirmed.',
  ],
};

export default component;
