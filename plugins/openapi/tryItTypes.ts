/**
 * What the build writes for the Try it panel of each operation, and where: one small JSON file per
 * operation (`api/try-it/<operationId>.json`) and its validators as standalone ES modules named by
 * their content (`api/try-it/v/<hash>.js`). Written by plugins/openapi/tryIt.ts, read by the panel
 * (src/components/TryIt), which the browser loads only when a reader opens it. Types and constants
 * only: the panel's chunk imports this file.
 */

/** Where the files live, under the site's base URL. */
export const TRY_IT_DIR = 'api/try-it';

export { LOOPBACK_HOSTS, MOCK_PORT, SANDBOX_SERVER, SANDBOX_SERVERS } from '../../src/site/tryItHosts.mjs';

/**
 * The runtime helpers a generated validator may `require`, which the panel hands to each module's
 * factory. The build fails if Ajv's generated code asks for anything else.
 */
export const VALIDATOR_HELPERS = [
  'ajv/dist/runtime/ucs2length',
  'ajv/dist/runtime/equal',
  'ajv-formats/dist/formats',
] as const;

export interface TryItParameter {
  /** As sent: `cardId`, `sort`, `page[limit]`, `filter[status]` (a deepObject member). */
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** JSON Schema type of the value: string, integer, number, boolean, array, object. */
  type: string;
  description?: string;
  format?: string;
  enum?: string[];
  /** Allowed values of each item, for an array. */
  itemEnum?: string[];
  default?: string;
  /** The value the page's samples use, as it is written in the URL. */
  example?: string;
}

export interface TryItExample {
  name: string;
  summary?: string;
  value: unknown;
}

export interface TryItVariant {
  title: string;
  examples: TryItExample[];
  /** Export name of this variant's validator in the request module, when the body has several variants. */
  validator?: string;
  /** Pointer of what the variant's validator checks: `/data` for data-level variants, '' for the body. */
  validates: string;
  /** Pointer of the variant's fields, as the page lists them: `/data` for JSON:API bodies, else ''. */
  fieldRoot: string;
  /** Pointer of `idempotencyKey`, when the variant's body has one. */
  idempotencyKey?: string;
}

export interface TryItOperation {
  id: string;
  summary: string;
  method: string;
  /** The path template, e.g. `/cards/{cardId}`. */
  path: string;
  /** The sandbox host the operation is sent to. */
  server: string;
  parameters: TryItParameter[];
  requestMediaType?: string;
  variants: TryItVariant[];
  /** The request module (relative to TRY_IT_DIR): exports `body`, and one validator per variant. */
  requestValidators?: string;
  /** Each declared status (`201`, `4XX`): its response validator module, or null when the response has no schema. */
  responses: Record<string, string | null>;
}

/** Export name of the whole-body validator in a request module, and of the validator in a response module. */
export const BODY_VALIDATOR = 'body';
export const RESPONSE_VALIDATOR = 'response';
