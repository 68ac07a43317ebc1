/**
 * The API components as HTML, rendered once at build time from their views (viewTypes.ts).
 *
 * Nothing here changes after the page loads, so the browser receives it as plain HTML inside one
 * container per component (src/components/StaticHtml) and React never walks it: hydration costs one
 * element per operation instead of thousands. What is interactive is wired by one small delegated
 * client module (src/clientModules/apiReference.ts): tabs (`data-tab-group`/`data-tab-value`) and
 * copy buttons (`data-copy`), and the Try it button (`data-try-it`), which loads the request
 * workbench. Nested fields use native <details>, which needs no script at all.
 *
 * An operation is laid out in two parts: `.api-op__main` (summary, description, parameters, request
 * fields, responses) and `.api-op__aside` (request samples and response examples), which wide screens
 * show side by side (src/components/ApiOperation/api-reference.css). Reading and tab order follow the
 * operation: description, then fields, then samples.
 */
import type { Element, ElementContent } from 'hast';
import type * as HastUtilToHtml from 'hast-util-to-html';
import type * as Hastscript from 'hastscript';

import {
  CODE_SAMPLES_GROUP,
  EVERY_VARIANT,
  PROVIDER_DIFFERS_LABEL,
  codeSpans,
  type CodeSampleView,
  type ExampleView,
  type FieldView,
  type OperationView,
  type RequestVariantView,
  type ResponseView,
  type SchemaView,
  type ShapeView,
} from './viewTypes';
import { nodeRequire } from '../nodeRequire';

const { toHtml } = nodeRequire('hast-util-to-html') as typeof HastUtilToHtml;
const { h } = nodeRequire('hastscript') as typeof Hastscript;

/** The heading (and its anchor) of the section listing what the sources leave open on a page. */
export const OPEN_QUESTIONS_HEADING = 'What the sources leave open';
export const OPEN_QUESTIONS_ID = 'what-the-sources-leave-open';

/** Examples of one response shown on the page; the rest are in the downloadable description. */
export const MAX_RESPONSE_EXAMPLES = 3;

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '4XX': 'Client error',
  default: 'Error',
};

/** Description text as hast: plain text and `code spans`. */
function inline(text: string): ElementContent[] {
  return codeSpans(text).map((part) => (part.code ? h('code', part.value) : { type: 'text', value: part.value }));
}

function codeList(values: string[]): ElementContent[] {
  return values.flatMap((value, index) => [
    ...(index > 0 ? [{ type: 'text' as const, value: ', ' }] : []),
    h('code', value),
  ]);
}

/** A stand-in for a value no public source gives, linked to the page's list of open questions. */
function notPublished(what: string): Element {
  return h(
    'a',
    {
      className: ['api-unstated'],
      href: `#${OPEN_QUESTIONS_ID}`,
      title: `No public source states the ${what}. See "${OPEN_QUESTIONS_HEADING}" on this page.`,
    },
    'Not published',
  );
}

/** A "New" or "Changed" badge from the API changelog: a plain link to the entry, no script. */
function changelogBadge(badge: FieldView['badge']): Element | undefined {
  if (!badge) return undefined;
  return h('a', { className: ['api-badge', `api-badge--${badge.label.toLowerCase()}`], href: badge.href }, badge.text);
}

/** An id-safe form of a name, for the ids of tabs and panels. */
function slug(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]+/g, '-');
}

// ---------------------------------------------------------------------------------------------
// Code blocks and tabs

function codeBlock(html: string, language: string, title?: string): Element {
  const code = h('code', { className: [`language-${language}`] });
  code.children = [{ type: 'raw', value: html } as unknown as ElementContent];
  return h('div', { className: ['code-frame'] }, [
    title ? h('div', { className: ['code-frame__title'], dataTwinExclude: true }, title) : undefined,
    h('div', { className: ['code-frame__body'] }, [
      h('pre', { className: ['code-block', 'code-frame__pre'], tabIndex: 0 }, [code]),
      h(
        'button',
        { type: 'button', className: ['code-frame__copy'], dataCopy: true, ariaLabel: 'Copy code to clipboard' },
        'Copy',
      ),
    ]),
  ]);
}

interface Tab {
  value: string;
  label: string;
  content: ElementContent[];
}

/**
 * Tabs as the client module expects them: a tablist of buttons and one panel per tab, the first
 * selected. Panels carry their group too, so that panels elsewhere (the samples of a request variant
 * in the aside) follow the same choice.
 */
function tabs(group: string, idPrefix: string, items: Tab[], label: string): Element {
  const ids = items.map((item) => `${idPrefix}-${slug(item.value)}`);
  return h('div', { className: ['api-tabs'] }, [
    h(
      'div',
      { role: 'tablist', ariaLabel: label, className: ['tabs', 'api-tabs__list'], dataTabGroup: group },
      items.map((item, index) =>
        h(
          'button',
          {
            type: 'button',
            role: 'tab',
            id: `${ids[index]}-tab`,
            ariaSelected: index === 0 ? 'true' : 'false',
            ariaControls: `${ids[index]}-panel`,
            tabIndex: index === 0 ? 0 : -1,
            className: ['tabs__item', ...(index === 0 ? ['tabs__item--active'] : [])],
            dataTabValue: item.value,
          },
          item.label,
        ),
      ),
    ),
    ...items.map((item, index) =>
      h(
        'div',
        {
          role: 'tabpanel',
          id: `${ids[index]}-panel`,
          ariaLabelledby: `${ids[index]}-tab`,
          className: ['api-tabs__panel'],
          dataTabPanelGroup: group,
          dataTabValue: item.value,
          hidden: index !== 0,
        },
        item.content,
      ),
    ),
  ]);
}

function codeSamples(samples: CodeSampleView[], idPrefix: string): Element {
  return tabs(
    CODE_SAMPLES_GROUP,
    idPrefix,
    samples.map((sample) => ({
      value: sample.language,
      label: sample.label,
      content: [codeBlock(sample.html, sample.highlight)],
    })),
    'Language of the request sample',
  );
}

// ---------------------------------------------------------------------------------------------
// Fields

function fieldDetails(field: FieldView): ElementContent[] {
  const details: ElementContent[] = [];
  if (field.constValue !== undefined)
    details.push(h('span', { className: ['api-field__detail'] }, ['Always ', h('code', field.constValue), '.']));
  if (field.enumValues)
    details.push(h('span', { className: ['api-field__detail'] }, ['One of: ', ...codeList(field.enumValues), '.']));
  if (field.defaultValue !== undefined)
    details.push(h('span', { className: ['api-field__detail'] }, ['Default: ', h('code', field.defaultValue), '.']));
  return details;
}

/**
 * One field as one list item whose children are its parts, with no wrapper elements: an API page
 * holds hundreds of these, and each element costs parse, style and layout while the page arrives.
 * The item is a wrapping flex row (api-reference.css): name, type, Required or Optional and badge on
 * the first line, the description and the nested fields below at full width. The dotted path of a
 * nested field is plain text in its name.
 */
function fieldItem(field: FieldView): Element {
  const hasChildren = (field.children?.length ?? 0) + (field.variants?.length ?? 0) > 0;
  const fullName = field.path.join('.');
  return h('li', { className: ['api-field'] }, [
    h('code', { className: ['api-field__name'] }, fullName),
    h('span', { className: ['api-field__type'] }, [
      field.type,
      field.nullable ? ' or null' : undefined,
      field.typeDetail ? h('span', { className: ['api-field__type-detail'] }, field.typeDetail) : undefined,
    ]),
    field.required
      ? h('span', { className: ['api-field__required'] }, 'Required')
      : h('span', { className: ['api-field__optional'] }, 'Optional'),
    changelogBadge(field.badge),
    field.description || field.constValue !== undefined || field.enumValues || field.defaultValue !== undefined
      ? h('div', { className: ['api-field__description'] }, [
          ...(field.description ? inline(field.description) : []),
          ...fieldDetails(field),
        ])
      : undefined,
    hasChildren
      ? // "Show" or "Hide" comes before the summary's text from the stylesheet, as the details are closed or open.
        h('details', { className: ['api-field__children'] }, [
          h('summary', ['the fields of ', h('code', fullName)]),
          ...(field.children?.length ? [fieldList(field.children, `Fields of ${fullName}`)] : []),
          ...(field.variants ?? []).flatMap((variant) => [
            h('p', { className: ['api-field__variant'] }, [
              h('code', fullName),
              ' as ',
              h('strong', variant.title),
              ':',
            ]),
            fieldList(variant.fields, `Fields of ${fullName} as ${variant.title}`),
          ]),
        ])
      : undefined,
  ]);
}

/** Fields as a list: a table of four columns does not fit a narrow column or a phone. */
export function fieldList(fields: FieldView[], label: string): Element {
  return h('ul', { className: ['api-fields'], ariaLabel: label }, fields.map(fieldItem));
}

function label(text: string): Element {
  return h('h3', { className: ['api-op__label'], dataSearchExclude: true }, text);
}

function sublabel(text: string): Element {
  return h('p', { className: ['api-op__sublabel'], dataSearchExclude: true }, text);
}

function shapeFields(shape: ShapeView, context: string): ElementContent[] {
  const parts: ElementContent[] = [];
  if (shape.dataTypes.length > 0)
    parts.push(h('p', { className: ['api-op__data-type'] }, [h('code', 'type'), ': ', ...codeList(shape.dataTypes)]));
  if (shape.fields.length > 0) parts.push(fieldList(shape.fields, `Fields of ${context}`));
  if (shape.attributes.length > 0)
    parts.push(sublabel('Attributes'), fieldList(shape.attributes, `Attributes of ${context}`));
  if (shape.relationships.length > 0)
    parts.push(sublabel('Relationships'), fieldList(shape.relationships, `Relationships of ${context}`));
  return parts;
}

const FIELD_KINDS = ['fields', 'attributes', 'relationships'] as const;

/**
 * A request body's variants often share most of their fields (the six card types of "Create a card"
 * share their limits, tags and idempotency key): each shared field is listed once, after the
 * variants' tabs, instead of once in every tab. Shared means the same rendered row in every variant.
 * Returns each variant's own fields (its data types kept) and the shared ones.
 */
function splitVariantFields(shapes: ShapeView[]): { own: ShapeView[]; common: ShapeView } {
  const rowsOf = (fields: FieldView[]) => fields.map((field) => toHtml(fieldItem(field)));
  const common: ShapeView = { title: EVERY_VARIANT, dataTypes: [], attributes: [], relationships: [], fields: [] };
  const own = shapes.map((shape) => ({ ...shape }));
  for (const kind of FIELD_KINDS) {
    const rows = shapes.map((shape) => rowsOf(shape[kind]));
    const shared = new Set(rows[0]!.filter((row) => rows.every((other) => other.includes(row))));
    if (shared.size === 0) continue;
    common[kind] = shapes[0]![kind].filter((_, index) => shared.has(rows[0]![index]!));
    own.forEach((shape, shapeIndex) => {
      shape[kind] = shapes[shapeIndex]![kind].filter((_, index) => !shared.has(rows[shapeIndex]![index]!));
    });
  }
  return { own, common };
}

// ---------------------------------------------------------------------------------------------
// Operations

function summaryTable(view: OperationView): Element {
  const row = (name: string, value: ElementContent[]): Element =>
    h('tr', [h('th', { scope: 'row' }, name), h('td', value)]);
  return h('table', { className: ['api-op__summary'] }, [
    h('tbody', [
      row('Verb', [h('span', { className: ['api-method', `api-method--${view.method}`] }, view.method)]),
      row('URL', [h('code', view.url)]),
      row('Required scope', [view.scope ? h('code', view.scope) : notPublished('required scope')]),
      row('Data type', view.dataTypes.length > 0 ? codeList(view.dataTypes) : [{ type: 'text', value: 'None' }]),
      row('Timeout (seconds)', [
        view.timeout !== undefined ? { type: 'text', value: String(view.timeout) } : notPublished('timeout'),
      ]),
    ]),
  ]);
}

function statusHeading(response: ResponseView): string {
  return `${response.status} ${STATUS_TEXT[response.status] ?? ''}`.trim();
}

function responseText(response: ResponseView): Element {
  return h('p', [
    ...inline(response.description),
    ...(response.dataTypes.length > 0 ? [' Data type: ', ...codeList(response.dataTypes), '.'] : []),
    ...(response.mediaType && !response.mediaType.includes('json')
      ? [' Media type: ', h('code', response.mediaType), '.']
      : []),
  ]);
}

function responseExamples(response: ResponseView): ElementContent[] {
  const shown = response.examples.slice(0, MAX_RESPONSE_EXAMPLES);
  const more = response.examples.length - shown.length;
  return [
    ...shown.map((example) =>
      codeBlock(example.html, 'json', `${response.status} response${example.summary ? `: ${example.summary}` : ''}`),
    ),
    ...(more > 0
      ? [
          h(
            'p',
            { className: ['api-op__more'] },
            `The description has ${more} more examples of this response; download it from the top of the page.`,
          ),
        ]
      : []),
  ];
}

function variantSamples(view: OperationView, variant: RequestVariantView, index: number): ElementContent[] {
  return variant.examples.map((example, exampleIndex) =>
    h('div', { className: ['api-op__example'] }, [
      h(
        'p',
        { className: ['api-op__example-title'], dataSearchExclude: true },
        `Example request${example.summary ? `: ${example.summary}` : ''}`,
      ),
      codeSamples(example.samples, `${slug(view.id)}-v${index}-e${exampleIndex}`),
    ]),
  );
}

function operationMain(view: OperationView, variantGroup: string): ElementContent[] {
  const parts: ElementContent[] = [summaryTable(view)];
  if (view.badge) parts.unshift(h('p', { className: ['api-op__badge'] }, [changelogBadge(view.badge)!]));
  if (view.description) parts.push(h('p', inline(view.description)));
  if (view.providerDiffers)
    parts.push(
      h('p', { className: ['api-op__provider-differs'] }, [
        h('strong', PROVIDER_DIFFERS_LABEL),
        ' ',
        ...inline(view.providerDiffers),
      ]),
    );
  if (view.pathParameters.length > 0)
    parts.push(label('Path parameters'), fieldList(view.pathParameters, `Path parameters of ${view.id}`));
  if (view.queryParameters.length > 0)
    parts.push(label('Query parameters'), fieldList(view.queryParameters, `Query parameters of ${view.id}`));
  if (view.requestVariants.length > 0) {
    parts.push(label('Request body'));
    if (view.requestMediaType) parts.push(h('p', ['Media type: ', h('code', view.requestMediaType), '.']));
    const context = (variant: RequestVariantView) => `the ${view.id} request (${variant.shape.title})`;
    if (view.requestVariants.length === 1) {
      parts.push(...shapeFields(view.requestVariants[0]!.shape, context(view.requestVariants[0]!)));
    } else {
      const { own, common } = splitVariantFields(view.requestVariants.map((variant) => variant.shape));
      parts.push(
        tabs(
          variantGroup,
          variantGroup,
          view.requestVariants.map((variant, index) => ({
            value: String(index),
            label: variant.shape.title,
            content: shapeFields(own[index]!, context(variant)),
          })),
          `Request body variants of ${view.id}`,
        ),
      );
      if (common.attributes.length + common.relationships.length + common.fields.length > 0)
        parts.push(
          sublabel('Every variant also has'),
          ...shapeFields(common, `the ${view.id} request (${EVERY_VARIANT})`),
        );
    }
  }
  parts.push(label('Responses'));
  for (const response of view.responses) {
    if (response.status.startsWith('2')) {
      parts.push(
        h('div', { className: ['api-op__response'] }, [
          h('p', h('strong', statusHeading(response))),
          responseText(response),
        ]),
      );
    } else {
      parts.push(
        h('details', { className: ['api-op__error'] }, [
          h('summary', h('strong', statusHeading(response))),
          responseText(response),
          ...responseExamples(response),
        ]),
      );
    }
  }
  return parts;
}

/**
 * The Try it button and its empty panel, after the samples: in the side column on wide screens,
 * below the samples on phones. The panel's code and data load when the button is first pressed
 * (src/components/ApiStaticHtml/tryItButton.ts, src/components/TryIt); this HTML repeats on every
 * operation, so it stays this small: no classes (the styles select `[data-try-it]`).
 */
function tryItControl(view: OperationView): Element[] {
  const panelId = `try-${slug(view.id)}`;
  return [
    h('button', { type: 'button', dataTryIt: view.id, ariaExpanded: 'false', ariaControls: panelId }, 'Try it'),
    h('div', { id: panelId, hidden: true }),
  ];
}

function operationAside(view: OperationView, variantGroup: string): ElementContent[] {
  const parts: ElementContent[] = [];
  if (view.requestVariants.length === 1) {
    parts.push(...variantSamples(view, view.requestVariants[0]!, 0));
  } else if (view.requestVariants.length > 1) {
    parts.push(
      ...view.requestVariants.map((variant, index) =>
        h(
          'div',
          {
            className: ['api-op__variant-samples'],
            dataTabPanelGroup: variantGroup,
            dataTabValue: String(index),
            hidden: index !== 0,
          },
          variantSamples(view, variant, index),
        ),
      ),
    );
  }
  if (view.samples.length > 0)
    parts.push(
      h('p', { className: ['api-op__example-title'], dataSearchExclude: true }, 'Example request'),
      codeSamples(view.samples, `${slug(view.id)}-s`),
    );
  parts.push(
    h('p', { className: ['api-op__token-note'] }, [
      'Samples call the sandbox; replace ',
      h('code', 'YOUR_API_TOKEN'),
      ' with your token.',
    ]),
    ...tryItControl(view),
  );
  for (const response of view.responses.filter((candidate) => candidate.status.startsWith('2')))
    parts.push(...responseExamples(response));
  return parts;
}

export function operationHtml(view: OperationView): string {
  const variantGroup = `${slug(view.id)}-variant`;
  return toHtml(
    h('div', { className: ['api-op__layout'] }, [
      h('div', { className: ['api-op__main'] }, operationMain(view, variantGroup)),
      h(
        'div',
        { className: ['api-op__aside'], role: 'region', ariaLabel: `Examples of ${view.id}` },
        operationAside(view, variantGroup),
      ),
    ]),
    { allowDangerousHtml: true },
  );
}

// ---------------------------------------------------------------------------------------------
// Schemas and examples

export function schemaHtml(view: SchemaView): string {
  const parts: ElementContent[] = [];
  if (view.description) parts.push(h('p', inline(view.description)));
  const shapeContent = (shape: ShapeView): ElementContent[] => [
    ...(view.variants.length > 1 && shape.description ? [h('p', inline(shape.description))] : []),
    ...shapeFields(shape, shape.title),
  ];
  if (view.variants.length === 1) parts.push(...shapeContent(view.variants[0]!));
  else
    parts.push(
      tabs(
        `schema-${slug(view.name)}`,
        `schema-${slug(view.name)}`,
        view.variants.map((shape, index) => ({
          value: String(index),
          label: shape.title,
          content: shapeContent(shape),
        })),
        `Variants of ${view.name}`,
      ),
    );
  return toHtml({ type: 'root', children: parts }, { allowDangerousHtml: true });
}

export function exampleHtml(view: ExampleView): string {
  return toHtml(codeBlock(view.html, 'json', view.summary), { allowDangerousHtml: true });
}
