/**
 * Minimal snippets for a component on a platform, generated from its data: the component with its
 * required inputs (and the customer token), and a handler for its first event. Only names the data
 * defines appear; placeholder values look like placeholders.
 */
import type { ComponentInput, Platform, WhiteLabelComponent } from './types';

export interface Snippet {
  language: 'html' | 'swift' | 'tsx';
  code: string;
}

function placeholder(input: ComponentInput): string {
  const name = input.name
    .replace(/-/g, '_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase();
  if (/token/i.test(input.name)) return '${CUSTOMER_TOKEN}';
  if (/boolean|bool/i.test(input.type)) return 'true';
  return `\${${name}}`;
}

export function snippetInputs(component: WhiteLabelComponent, platform: Platform): ComponentInput[] {
  const inputs = component.platforms[platform].inputs;
  return inputs.filter((input) => input.required || /token/i.test(input.name));
}

export function snippetFor(component: WhiteLabelComponent, platform: Platform): Snippet | null {
  const details = component.platforms[platform];
  if (details.status !== 'available' || !details.componentName) return null;
  const inputs = snippetInputs(component, platform);
  const event = details.events[0];
  switch (platform) {
    case 'web-components': {
      const attributes = inputs.map((input) => `\n  ${input.name}="${placeholder(input)}"`).join('');
      const lines = [`<${details.componentName}${attributes}\n></${details.componentName}>`];
      if (event) {
        lines.push(
          '',
          '<script>',
          `  document.querySelector('${details.componentName}').addEventListener('${event.name}', (event) => {`,
          '    console.log(event.detail);',
          '  });',
          '</script>',
        );
      }
      return { language: 'html', code: lines.join('\n') };
    }
    case 'ios': {
      if (!details.componentName.includes('.')) return null;
      const args = inputs.map((input) => `${input.name}: "${placeholder(input)}"`).join(', ');
      return { language: 'swift', code: `let componentView = ${details.componentName}(${args})` };
    }
    case 'react-native': {
      const props = inputs.map((input) => `\n      ${input.name}="${placeholder(input)}"`);
      if (event) props.push(`\n      ${event.name}={(response) => console.log(response)}`);
      return {
        language: 'tsx',
        code: `import { ${details.componentName} } from 'react-native-unit-components';\n\nexport function Screen() {\n  return (\n    <${details.componentName}${props.join('')}\n    />\n  );\n}`,
      };
    }
    default:
      return null;
  }
}

/** Attribute, parameter and prop names a snippet uses (for the tests). */
export function namesInSnippet(snippet: Snippet): string[] {
  const pattern =
    snippet.language === 'html'
      ? /^\s+([a-z][a-z0-9-]*)="/gm
      : snippet.language === 'swift'
        ? /([a-zA-Z][A-Za-z0-9]*): "/g
        : /^\s+([a-zA-Z][A-Za-z0-9]*)=/gm;
  return [...snippet.code.matchAll(pattern)].map((match) => match[1]!);
}
