import type { OpenAPIV3_1 } from 'openapi-types';

export type OpenApiDocument = OpenAPIV3_1.Document;
export type OperationObject = OpenAPIV3_1.OperationObject<OperationExtensions>;
export type ParameterObject = OpenAPIV3_1.ParameterObject;
export type SchemaObject = OpenAPIV3_1.SchemaObject;
export type ReferenceObject = OpenAPIV3_1.ReferenceObject;
export type MediaTypeObject = OpenAPIV3_1.MediaTypeObject;
export type ExampleObject = OpenAPIV3_1.ExampleObject;

/** Our vendor extensions on an operation; documented in openapi/README.md. */
export interface OperationExtensions {
  /** The scope the token needs, e.g. "cards-write", or alternatives: "customers-write or customer-tags-write". */
  'x-unit-scope'?: string;
  /** How long Unit lets the request run, in seconds. */
  'x-unit-timeout'?: number;
  /** Facts on this operation that no source confirmed; listed at the end of the operation's page. */
  'x-unit-unconfirmed'?: string[];
  /**
   * One sentence on where the provider's own OpenAPI file is wrong or stale about this operation, so
   * that a client generated from it would be rejected or mislead; rendered as a note under the
   * operation. Every request of tests/contract/provider-differences.json carries one.
   */
  'x-unit-provider-differs'?: string;
  /** Where the scope, the timeout and the operation itself are stated: an https address, or several. */
  'x-unit-sources'?: Partial<Record<'scope' | 'timeout' | 'operation', string | string[]>>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface LocatedOperation {
  id: string;
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  /** The servers that apply: the operation's, else its path's, else the document's. */
  servers: string[];
  /** The path item's and the operation's parameters, `$ref`s to components followed, with where each lives. */
  parameters: { parameter: ParameterObject; pointer: (string | number)[] }[];
}

function resolveParameters(
  document: OpenApiDocument,
  entries: unknown[] | undefined,
  base: (string | number)[],
): LocatedOperation['parameters'] {
  return (entries ?? []).map((entry, index) => {
    const ref = (entry as { $ref?: string }).$ref;
    if (ref?.startsWith('#/components/parameters/')) {
      const name = ref.slice('#/components/parameters/'.length);
      const parameter = document.components?.parameters?.[name] as ParameterObject | undefined;
      if (!parameter) throw new Error(`$ref to a missing parameter ${ref}`);
      return { parameter, pointer: ['components', 'parameters', name] };
    }
    return { parameter: entry as ParameterObject, pointer: [...base, 'parameters', index] };
  });
}

/** Every operation of the document, in document order; an operation without an id is an error. */
export function listOperations(document: OpenApiDocument): LocatedOperation[] {
  const operations: LocatedOperation[] = [];
  for (const [apiPath, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method] as OperationObject | undefined;
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${apiPath} has no operationId`);
      const servers = operation.servers ?? item?.servers ?? document.servers ?? [];
      const own = resolveParameters(document, operation.parameters, ['paths', apiPath, method]);
      const shared = resolveParameters(document, item?.parameters, ['paths', apiPath]).filter(
        (candidate) =>
          !own.some(
            (mine) => mine.parameter.name === candidate.parameter.name && mine.parameter.in === candidate.parameter.in,
          ),
      );
      operations.push({
        id: operation.operationId,
        method,
        path: apiPath,
        operation,
        servers: servers.map((server) => server.url),
        parameters: [...shared, ...own],
      });
    }
  }
  return operations;
}

export interface ResponseObjectLike {
  description: string;
  content?: Record<string, OpenAPIV3_1.MediaTypeObject>;
}

/** A response, with a `$ref` to `components/responses` followed; also returns where it lives. */
export function resolveResponse(
  document: OpenApiDocument,
  response: unknown,
  pointer: string[],
): { response: ResponseObjectLike; pointer: string[] } {
  const ref = (response as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/responses/')) {
    const name = ref.slice('#/components/responses/'.length);
    const target = document.components?.responses?.[name];
    if (!target) throw new Error(`$ref to a missing response ${ref}`);
    return { response: target as ResponseObjectLike, pointer: ['components', 'responses', name] };
  }
  return { response: response as ResponseObjectLike, pointer };
}
