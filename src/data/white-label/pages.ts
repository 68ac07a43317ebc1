/**
 * The MDX pages of the white-label components: an overview and four platform pages per component.
 * Each is thin: front matter, headings and prose, with the data rendered by src/components/WhiteLabelDocs.
 * Written to docs/ by `npm run generate:white-label`; a unit test fails when the committed pages
 * differ from what this module produces (so data changes and pages never drift apart).
 */
import { PLATFORM_LABELS, PLATFORMS, type Platform, type WhiteLabelComponent } from './types';

export interface GeneratedPage {
  /** Path under docs/. */
  file: string;
  content: string;
}

/** The page imports the building blocks it uses and its own component's data (only that one). */
const IMPORT = (slug: string, names: string[]) =>
  `import component from '@site/src/data/white-label/components/${slug}';\nimport { ${names.join(', ')} } from '@site/src/components/WhiteLabelDocs';`;

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
${IMPORT(slug, ['ApiPages', 'ComponentFlows', 'PlatformSwitcher', 'PlatformTable', 'Scopes', 'SecurityNotes', 'SnippetTabs', 'Sources', 'ThemeKeys', 'Unconfirmed'])}

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
${IMPORT(slug, ['ApiPages', 'PlatformNotes', 'PlatformStatus', 'PlatformSwitcher', 'Scopes'])}

<PlatformSwitcher ${props} />

<PlatformStatus ${props} />

## What is known

<PlatformNotes ${props} />

## What to use instead

Use the ${title} component on a platform where Unit documents it (see the links above), or build the screen yourself on the API resources below. Your server still creates the customer token.

<Scopes component={component} />

<ApiPages component={component} />
`,
    };
  }
  return {
    file: `white-label-uis/ui-components/${slug}/${platform}.mdx`,
    content: `${common}
${IMPORT(slug, ['Events', 'Inputs', 'PlatformNotes', 'PlatformSnippet', 'PlatformStatus', 'PlatformSwitcher', 'Prerequisites', 'ThemeKeys'])}

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
`,
  };
}

export function whiteLabelPages(components: readonly WhiteLabelComponent[]): GeneratedPage[] {
  return components.flatMap((component, index) => [
    overviewPage(component, index + 1),
    ...PLATFORMS.map((platform, i) => platformPage(component, platform, i + 1)),
  ]);
}
