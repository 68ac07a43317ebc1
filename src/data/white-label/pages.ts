/**
 * The MDX pages of the white-label components: an overview and four platform pages per component.
 * Each is thin: front matter, headings and prose, with the data rendered by src/components/WhiteLabelDocs.
 * Written to docs/ by `npm run generate:white-label`; a unit test fails when the committed pages
 * differ from what this module produces (so data changes and pages never drift apart).
 */
import { pageData, type WhiteLabelPage } from './pageData';
import { PLATFORM_LABELS, PLATFORMS, type Platform, type WhiteLabelComponent } from './types';

export interface GeneratedPage {
  /** Path under docs/. */
  file: string;
  content: string;
}

/**
 * The page imports the building blocks it uses and carries the part of its component's data it
 * renders (./pageData.ts), written into the page as one constant.
 */
const IMPORT = (component: WhiteLabelComponent, page: WhiteLabelPage, names: string[]) =>
  `import { ${names.join(', ')} } from '@site/src/components/WhiteLabelDocs';\n\nexport const component = ${JSON.stringify(pageData(component, page))};`;

function frontMatter(fields: Record<string, string | number>): string {
  const lines = Object.entries(fields).map(([key, value]) =>
    typeof value === 'number' ? `${key}: ${value}` : `${key}: ${JSON.stringify(value)}`,
  );
  return `---\n${lines.join('\n')}\n---\n`;
}

function overviewPage(component: WhiteLabelComponent, position: number): GeneratedPage {
  const { slug, title } = component;
  const available = PLATFORMS.filter((platform) => component.platforms[platform].status === 'available');
  return {
    file: `white-label-uis/ui-components/${slug}/index.mdx`,
    content: `${frontMatter({
      title: `${title} component`,
      sidebar_label: title,
      sidebar_position: position,
      description: component.summary,
    })}
${IMPORT(component, 'overview', ['ApiPages', 'ComponentFlows', 'PlatformSwitcher', 'PlatformTable', 'Scopes', 'SecurityNotes', 'SnippetTabs', 'Sources', 'ThemeKeys', 'Unconfirmed'])}

<PlatformSwitcher component={component} />

## What your users see

<ComponentFlows component={component} />

## Platforms

${
  available.length === PLATFORMS.length
    ? `The ${title} component is documented on all four platforms.`
    : `Unit documents the ${title} component on ${available.length === 0 ? 'none of the four platforms in detail' : available.map((p) => PLATFORM_LABELS[p]).join(', ')}. Where a platform is marked as not documented, the public docs say nothing about it; confirm with Unit before you rely on it there.`
}

<PlatformTable component={component} />

## Token scopes

<Scopes component={component} />

## Minimal example

<SnippetTabs component={component} />

## Security

<SecurityNotes component={component} />

## Theming

<ThemeKeys component={component} />

## API resources

<ApiPages component={component} />

## Not confirmed

These points are open in Unit's public docs; confirm them with Unit before you depend on them.

<Unconfirmed component={component} />

## Sources

<Sources component={component} />
`,
  };
}

/** What Unit's public Android docs give, for every Android page: how far the SDK is documented. */
function androidSdkSection(component: WhiteLabelComponent): string {
  return `
## The Android SDK today

Unit's Android SDK is \`co.unit:un-components\`, served from Unit's own Maven repository rather than Maven Central. You initialize it once, for example in your main activity's \`onCreate\`, with \`UnitComponentsSdk.manager.initialize(...)\` and settings built with \`UNComponentsInitializationSettingsBuilder\`: the environment (\`UNComponentsEnvironment.Sandbox\` or \`.Production\`) and the web SDK versioning strategy. The [Android SDK](../../android-sdk.mdx) guide has the Gradle and Kotlin code.

That is as far as Unit's public Android documentation goes. It doesn't show how to set the customer token, theme or language on Android, or how to create the ${component.title} component or any other. Before you plan Android work around this component, ask Unit for the Android reference, and check the members of \`UnitComponentsSdk.manager\` in Android Studio once the SDK is installed.
`;
}

/** For iOS pages of components the iOS SDK lacks: which release was checked. */
function iosSdkSection(): string {
  return `
## The iOS SDK today

Unit's iOS SDK (\`UnitComponents\`) creates every component from \`UnitComponentsSDK.manager.ui.views\`. The [iOS SDK](../../ios-sdk.mdx) guide lists what its newest release offers. A later release may add this component: check the [white-label changelog](../../white-label-changelog.mdx#ios-sdk-releases) when you update.
`;
}

/** For React Native pages of components the package is not known to export. */
function reactNativeSdkSection(component: WhiteLabelComponent): string {
  return `
## The React Native SDK today

Unit's React Native SDK, \`react-native-unit-components\`, wraps Unit's web components in a \`react-native-webview\` and exports one React component per screen, named like \`UNAccountComponent\`. Since 2.x you initialize it with \`UnitComponentsSDK.init\` and set the customer token once with \`UnitComponentsSDK.setCustomerToken\`; the [React Native SDK](../../react-native-sdk.mdx) guide shows both. The sources for this page don't show a ${component.title} component among its exports. After you install the version you plan to ship, check the package's type definitions for one before you plan on it.
`;
}

/** For Web Components pages of components whose element Unit's pages don't name. */
function webSdkSection(component: WhiteLabelComponent): string {
  return `
## The Web Components today

Unit's Web Components are custom elements, named like \`unit-elements-account\`, that you load with one script from Unit's CDN (\`ui.s.unit.sh\` in sandbox, \`ui.unit.co\` in production) and give a customer token. The [Web Components](../../web-components.mdx) guide covers loading, versions and events. The public pages we could read don't name an element for the ${component.title} component, so its tag, attributes and events aren't given here.
`;
}

function sdkSection(component: WhiteLabelComponent, platform: Platform): string {
  switch (platform) {
    case 'android':
      return androidSdkSection(component);
    case 'ios':
      return iosSdkSection();
    case 'react-native':
      return reactNativeSdkSection(component);
    default:
      return webSdkSection(component);
  }
}

/** The ways to give users the screen on a platform where Unit doesn't document the component. */
function alternatives(component: WhiteLabelComponent, platform: Platform): string {
  const { title, platforms } = component;
  const options: string[] = [];
  if (platform !== 'react-native' && platforms['react-native'].status === 'available') {
    options.push(
      `- **A React Native app:** use the [${title} component on React Native](./react-native.mdx), which Unit documents.`,
    );
  }
  if (platform !== 'ios' && platforms.ios.status === 'available') {
    options.push(`- **An iOS app:** use the [${title} component on iOS](./ios.mdx).`);
  }
  if (platform !== 'web-components' && platforms['web-components'].status === 'available') {
    options.push(
      `- **The browser:** the [${title} Web Component](./web-components.mdx) works in desktop and mobile browsers. Unit's pages don't say whether it is supported inside an app's web view; ask Unit before you embed it that way.`,
    );
  }
  options.push(
    `- **Your own screen:** build it on the API resources below. Your server creates the customer token with the scopes below, or makes the calls itself with an Org API token that never leaves your server.`,
  );
  return `Until Unit documents the ${title} component on ${PLATFORM_LABELS[platform]}, you have these options:\n\n${options.join('\n')}`;
}

function platformPage(component: WhiteLabelComponent, platform: Platform, position: number): GeneratedPage {
  const { slug, title } = component;
  const label = PLATFORM_LABELS[platform];
  const details = component.platforms[platform];
  const props = `component={component} platform="${platform}"`;
  const common = `${frontMatter({
    title: `${title} on ${label}`,
    sidebar_label: label,
    sidebar_position: position,
    description:
      details.status === 'available'
        ? `The ${title} component on ${label}: prerequisites, a minimal example, every input and event, theming and platform notes.`
        : `What Unit documents about the ${title} component on ${label}, and what to use instead.`,
  })}`;
  if (details.status !== 'available') {
    return {
      file: `white-label-uis/ui-components/${slug}/${platform}.mdx`,
      content: `${common}
${IMPORT(component, platform, ['ApiPages', 'PlatformNotes', 'PlatformStatus', 'PlatformSwitcher', 'PlatformTable', 'Scopes'])}

<PlatformSwitcher ${props} />

<PlatformStatus ${props} />

## What is known

<PlatformNotes ${props} />
${sdkSection(component, platform)}
## Where the component is documented

<PlatformTable component={component} />

## What to use instead

${alternatives(component, platform)}

<Scopes component={component} />

<ApiPages component={component} />
`,
    };
  }
  return {
    file: `white-label-uis/ui-components/${slug}/${platform}.mdx`,
    content: `${common}
${IMPORT(component, platform, ['Events', 'Inputs', 'PlatformNotes', 'PlatformSnippet', 'PlatformStatus', 'PlatformSwitcher', 'Prerequisites', 'ThemeKeys'])}

<PlatformSwitcher ${props} />

<PlatformStatus ${props} />

## Before you start

<Prerequisites ${props} />

## Minimal example

The example uses placeholders such as \`\${CUSTOMER_TOKEN}\`; replace them with your values.

<PlatformSnippet ${props} />

## Inputs

<Inputs ${props} />

## Events

<Events ${props} />

## Theming

<ThemeKeys component={component} />

## Platform notes

<PlatformNotes ${props} />
${platform === 'android' ? androidSdkSection(component) : ''}`,
  };
}

export function whiteLabelPages(components: readonly WhiteLabelComponent[]): GeneratedPage[] {
  return components.flatMap((component, index) => [
    overviewPage(component, index + 1),
    ...PLATFORMS.map((platform, i) => platformPage(component, platform, i + 1)),
  ]);
}
