/**
 * What the API components render: plain data computed at build time from the description and
 * rendered to HTML at build time (staticHtml.ts), so the browser never parses OpenAPI.
 */
import type { BadgeView } from '../changelog/badges';

export interface FieldView {
  /** Property path from the table's root, e.g. ['shipping', 'address', 'street']. */
  path: string[];
  /** Display type: 'string', 'integer', 'Address', 'Array of string', 'One of 2 types'. */
  type: string;
  /** Extra type detail: a format, pattern or bounds. */
  typeDetail?: string;
  required: boolean;
  nullable: boolean;
  description?: string;
  enumValues?: string[];
  constValue?: string;
  defaultValue?: string;
  children?: FieldView[];
  /** Field-level oneOf: each variant's own child fields. */
  variants?: { title: string; fields: FieldView[] }[];
  /** "New" or "Changed" from the API changelog (plugins/changelog/badges.ts). */
  badge?: BadgeView;
}

/** A JSON:API resource object, or the `data` of a request, or any other body shown as fields. */
export interface ShapeView {
  title: string;
  description?: string;
  /** Values of `type`, when the shape is a JSON:API object. */
  dataTypes: string[];
  attributes: FieldView[];
  relationships: FieldView[];
  /** Fields outside attributes and relationships (the whole body when it is not JSON:API). */
  fields: FieldView[];
}

export interface SchemaView {
  name: string;
  title: string;
  description?: string;
  variants: ShapeView[];
}

export type SampleLanguage = 'curl' | 'javascript' | 'python';

export interface CodeSampleView {
  language: SampleLanguage;
  label: string;
  /** Prism language for highlighting. */
  highlight: string;
  code: string;
  /** The code highlighted at build time, as HTML. */
  html: string;
}

export interface ExampleView {
  name: string;
  summary?: string;
  json: string;
  /** The JSON highlighted at build time, as HTML. */
  html: string;
}

export interface RequestExampleView extends Omit<ExampleView, 'html'> {
  samples: CodeSampleView[];
}

export interface RequestVariantView {
  shape: ShapeView;
  examples: RequestExampleView[];
}

export interface ResponseView {
  status: string;
  description: string;
  mediaType?: string;
  schemaName?: string;
  dataTypes: string[];
  examples: ExampleView[];
}

/**
 * The title under which an operation lists the request body fields that all its variants have in the
 * same form, once (plugins/openapi/staticHtml.ts); Try it's field links look there too.
 */
export const EVERY_VARIANT = 'every variant';

/** The tab group every request sample shares: a reader's language choice applies site-wide. */
export const CODE_SAMPLES_GROUP = 'code-samples';

/** Splits description text into plain text and `code spans`, the only markup our descriptions use. */
export function codeSpans(text: string): { code: boolean; value: string }[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? { code: true, value: part.slice(1, -1) }
        : { code: false, value: part },
    );
}

/** Opens the note under an operation whose description in the provider's OpenAPI file is wrong or stale. */
export const PROVIDER_DIFFERS_LABEL = "Unit's OpenAPI file differs:";

/** What the reference says where a source gives no scope or timeout. */
export const NOT_STATED = 'Not stated in the sources';

export interface OperationView {
  id: string;
  method: string;
  path: string;
  /** Sandbox URL of the path. */
  url: string;
  summary: string;
  description?: string;
  scope?: string;
  timeout?: number;
  unconfirmed: string[];
  /** Where the provider's OpenAPI file is wrong or stale about the operation (x-unit-provider-differs). */
  providerDiffers?: string;
  pathParameters: FieldView[];
  queryParameters: FieldView[];
  requestMediaType?: string;
  requestVariants: RequestVariantView[];
  /** The `type` values the operation sends, or, when its request has none, those it answers with. */
  dataTypes: string[];
  /** Code samples of an operation without a request body. */
  samples: CodeSampleView[];
  responses: ResponseView[];
  /** "New" or "Changed" from the API changelog (plugins/changelog/badges.ts). */
  badge?: BadgeView;
}
