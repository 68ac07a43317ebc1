import { IOS_INTERFACE_SOURCE, IOS_SDK_VERSION, notDocumented, web } from '../shared';
import type { WhiteLabelComponent } from '../types';

const component: WhiteLabelComponent = {
  slug: 'document-collection',
  title: 'Document Collection',
  summary: 'A screen where an applicant uploads the documents their application form still needs.',
  flows: [
    'Read an intro section, unless you hide it with hide-intro-section.',
    'Upload each document the application still requires.',
    'Reach the end once no required documents remain; the element then fires unitDocumentsCollectionCompleted.',
  ],
  scopes: [],
  securityNotes: [
    'The element takes no customer token: it identifies the application by the application form’s ID and token.',
  ],
  themeKeys: [],
  apiPages: ['/docs/api/application-documents/'],
  platforms: {
    'web-components': {
      status: 'available',
      componentName: 'unit-elements-documents-collection',
      inputs: [
        {
          name: 'application-form-id',
          type: 'string',
          required: true,
          description: 'ID of the application form whose documents are collected.',
        },
        {
          name: 'application-form-token',
          type: 'string',
          required: true,
          description: 'The token that belongs to that application form.',
        },
        web.theme,
        web.language,
        {
          name: 'hide-intro-section',
          type: 'boolean string ("true" / "false")',
          required: false,
          description: 'Set to "true" to skip the intro section.',
        },
      ],
      events: [
        {
          name: 'unitDocumentsCollectionCompleted',
          payload: 'CustomEvent (no detail documented)',
          description: 'Fires when the application has no more required documents waiting for upload.',
        },
      ],
      notes: [
        'The tag is unit-elements-documents-collection, with “documents” in the plural, even though the page is titled Document Collection.',
      ],
    },
    ios: notDocumented([
      'Unit’s public docs that we could read do not show this component on iOS.',
      `UnitComponents ${IOS_SDK_VERSION}, the newest release of Unit’s iOS SDK, declares no document collection view.`,
    ]),
    android: notDocumented(['Unit’s public docs that we could read do not show this component on Android.']),
    'react-native': notDocumented([
      'Unit’s public docs that we could read do not show this component in the React Native SDK.',
      'The component index of react-native-unit-components 3.0.2 exports no document collection component.',
    ]),
  },
  sources: [
    'https://unit.co/docs/white-label-uis/document-collection',
    IOS_INTERFACE_SOURCE,
    'https://app.unpkg.com/react-native-unit-components@3.0.2/files/src/components/index.ts',
  ],
  unconfirmed: [
    'The default of hide-intro-section is not stated.',
    'The detail of unitDocumentsCollectionCompleted is not documented.',
    'Which document types and file formats the upload accepts is not described on the component page.',
    'How to obtain the application form token for this element is not explained on the component page.',
    'iOS, Android and React Native support is not documented in the sources we could read.',
  ],
};

export default component;
