/**
 * The API components as Markdown, for the pages' Markdown twins (issue: docs for tools): written
 * from the same views the components render, so a twin has every field, with its full path, in
 * plain tables, the request as a curl command and the responses as JSON. Faster and cleaner than
 * converting the components' HTML (hidden rows, tabs, buttons) back to Markdown.
 */
import type { ApiModel } from './viewModel';
import {
  NOT_STATED,
  PROVIDER_DIFFERS_LABEL,
  type ExampleView,
  type FieldView,
  type OperationView,
  type SchemaView,
  type ShapeView,
} from './viewTypes';

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '-').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function fieldRows(fields: FieldView[], variantOf?: string): string[][] {
  return fields.flatMap((field) => {
    const name = `\`${field.path.join('.')}\`${variantOf ? ` (as ${variantOf})` : ''}`;
    const type = [field.type, field.nullable ? 'or null' : '', field.typeDetail ? `(${field.typeDetail})` : '']
      .filter(Boolean)
      .join(' ');
    const notes = [
      field.description ?? '',
      field.constValue !== undefined ? `Always \`${field.constValue}\`.` : '',
      field.enumValues ? `One of: ${field.enumValues.map((value) => `\`${value}\``).join(', ')}.` : '',
      field.defaultValue !== undefined ? `Default: \`${field.defaultValue}\`.` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return [
      [name, type, field.required ? 'Required' : 'Optional', notes],
      ...fieldRows(field.children ?? []),
      ...(field.variants ?? []).flatMap((variant) => fieldRows(variant.fields, variant.title)),
    ];
  });
}

function fieldsTable(fields: FieldView[]): string {
  return table(['Name', 'Type', 'Required', 'Description'], fieldRows(fields));
}

function shapeMarkdown(shape: ShapeView): string[] {
  const parts: string[] = [];
  if (shape.dataTypes.length > 0) parts.push(`\`type\`: ${shape.dataTypes.map((type) => `\`${type}\``).join(', ')}`);
  if (shape.fields.length > 0) parts.push(fieldsTable(shape.fields));
  if (shape.attributes.length > 0) parts.push('Attributes:', fieldsTable(shape.attributes));
  if (shape.relationships.length > 0) parts.push('Relationships:', fieldsTable(shape.relationships));
  return parts;
}

function jsonBlock(example: ExampleView): string {
  return `\`\`\`json\n${example.json}\n\`\`\``;
}

export function operationMarkdown(view: OperationView): string {
  const { dataTypes } = view;
  const parts = [
    table(
      ['Verb', view.method],
      [
        ['URL', `\`${view.url}\``],
        ['Required scope', view.scope ? `\`${view.scope}\`` : NOT_STATED],
        ['Data type', dataTypes.length > 0 ? dataTypes.map((type) => `\`${type}\``).join(', ') : 'None'],
        ['Timeout (seconds)', view.timeout ? String(view.timeout) : NOT_STATED],
      ],
    ),
  ];
  if (view.description) parts.push(view.description);
  if (view.providerDiffers) parts.push(`${PROVIDER_DIFFERS_LABEL} ${view.providerDiffers}`);
  if (view.unconfirmed.length > 0)
    parts.push(`Not confirmed:\n\n${view.unconfirmed.map((line) => `- ${line}`).join('\n')}`);
  if (view.pathParameters.length > 0) parts.push('Path parameters:', fieldsTable(view.pathParameters));
  if (view.queryParameters.length > 0) parts.push('Query parameters:', fieldsTable(view.queryParameters));
  if (view.requestVariants.length > 0) {
    parts.push(`Request body (\`${view.requestMediaType ?? ''}\`):`);
    for (const variant of view.requestVariants) {
      if (view.requestVariants.length > 1) parts.push(`Variant: ${variant.shape.title}`);
      parts.push(...shapeMarkdown(variant.shape));
      for (const example of variant.examples) {
        const curl = example.samples.find((sample) => sample.language === 'curl');
        if (curl)
          parts.push(
            `Example request${example.summary ? ` (${example.summary})` : ''}:`,
            `\`\`\`bash\n${curl.code}\n\`\`\``,
          );
      }
    }
  }
  const curl = view.samples.find((sample) => sample.language === 'curl');
  if (curl) parts.push('Example request:', `\`\`\`bash\n${curl.code}\n\`\`\``);
  for (const response of view.responses) {
    const dataType =
      response.dataTypes.length > 0 ? ` Data type: ${response.dataTypes.map((type) => `\`${type}\``).join(', ')}.` : '';
    parts.push(`Response ${response.status}: ${response.description}${dataType}`);
    parts.push(...response.examples.map(jsonBlock));
  }
  return parts.join('\n\n');
}

export function schemaMarkdown(view: SchemaView): string {
  const parts: string[] = [];
  if (view.description) parts.push(view.description);
  for (const shape of view.variants) {
    if (view.variants.length > 1)
      parts.push(`Variant: ${shape.title}${shape.description ? `. ${shape.description}` : ''}`);
    parts.push(...shapeMarkdown(shape));
  }
  return parts.join('\n\n');
}

/** The Markdown of an API component, by the value of its `data-api-twin` attribute. */
export function apiComponentMarkdown(model: ApiModel, reference: string): string | undefined {
  const [kind, key = ''] = reference.split(':');
  if (kind === 'operation') {
    const view = model.operations.get(key);
    return view && operationMarkdown(view);
  }
  if (kind === 'schema') {
    const view = model.schemas.get(key);
    return view && schemaMarkdown(view);
  }
  if (kind === 'example') {
    const view = model.examples.get(key);
    return view && jsonBlock(view);
  }
  return undefined;
}
