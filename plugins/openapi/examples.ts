/**
 * Checks every example of the description against the schema beside it: request bodies, responses
 * and parameters, with the description's one validator (validator.ts).
 */
import { listOperations, resolveResponse, type MediaTypeObject, type OpenApiDocument } from './types';
import { documentValidator, pointerTo } from './validator';

export interface ExampleCheck {
  /** JSON pointer of the example value in the bundled document. */
  pointer: string;
  operationId: string;
  problems: string[];
}

export interface NamedExample {
  name: string;
  summary?: string;
  pointer: string[];
  value: unknown;
}

/** The examples of a media type, with `$ref`s to `components/examples` followed. */
export function mediaTypeExamples(
  document: OpenApiDocument,
  media: MediaTypeObject,
  mediaPointer: string[],
): NamedExample[] {
  const found: NamedExample[] = [];
  if (media.example !== undefined)
    found.push({ name: 'example', pointer: [...mediaPointer, 'example'], value: media.example });
  for (const [name, entry] of Object.entries(media.examples ?? {})) {
    const ref = (entry as { $ref?: string }).$ref;
    const refName = ref?.startsWith('#/components/examples/') ? ref.slice('#/components/examples/'.length) : undefined;
    const example = refName ? document.components?.examples?.[refName] : entry;
    if (example && 'value' in example) {
      found.push({
        name,
        summary: example.summary,
        pointer: refName ? ['components', 'examples', refName, 'value'] : [...mediaPointer, 'examples', name, 'value'],
        value: example.value,
      });
    }
  }
  return found;
}

/** Every example of every operation, validated. Problems are empty when the example is valid. */
export function checkExamples(document: OpenApiDocument): ExampleCheck[] {
  const validate = documentValidator(document);
  const checks: ExampleCheck[] = [];
  for (const { id, method, path, operation, parameters } of listOperations(document)) {
    const base = ['paths', path, method];
    for (const { parameter, pointer } of parameters) {
      if (parameter.example === undefined || !parameter.schema) continue;
      checks.push({
        operationId: id,
        pointer: pointerTo(...pointer, 'example'),
        problems: validate(pointerTo(...pointer, 'schema'), parameter.example),
      });
    }
    const bodies: [string[], Record<string, MediaTypeObject>][] = [];
    const requestBody = operation.requestBody as { content?: Record<string, MediaTypeObject> } | undefined;
    if (requestBody?.content) bodies.push([[...base, 'requestBody', 'content'], requestBody.content]);
    for (const [status, entry] of Object.entries(operation.responses ?? {})) {
      const { response, pointer } = resolveResponse(document, entry, [...base, 'responses', status]);
      if (response.content) bodies.push([[...pointer, 'content'], response.content]);
    }
    for (const [contentPointer, content] of bodies) {
      for (const [mediaType, media] of Object.entries(content)) {
        if (!media.schema) continue;
        const mediaPointer = [...contentPointer, mediaType];
        for (const example of mediaTypeExamples(document, media, mediaPointer)) {
          checks.push({
            operationId: id,
            pointer: pointerTo(...example.pointer),
            problems: validate(pointerTo(...mediaPointer, 'schema'), example.value),
          });
        }
      }
    }
  }
  return checks;
}

/** Operations that lack the examples every operation must have: a request example (when it has a
 * JSON body) and a success-response example (when the success response has a JSON body). */
export function missingExamples(document: OpenApiDocument): string[] {
  const missing: string[] = [];
  for (const { id, operation } of listOperations(document)) {
    const requestBody = operation.requestBody as { content?: Record<string, MediaTypeObject> } | undefined;
    for (const [mediaType, media] of Object.entries(requestBody?.content ?? {})) {
      if (mediaType.includes('json') && mediaTypeExamples(document, media, []).length === 0) {
        missing.push(`${id}: the ${mediaType} request body has no example`);
      }
    }
    const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
    for (const [status, entry] of success) {
      const content = resolveResponse(document, entry, []).response.content ?? {};
      for (const [mediaType, media] of Object.entries(content)) {
        if (mediaType.includes('json') && mediaTypeExamples(document, media, []).length === 0) {
          missing.push(`${id}: the ${status} ${mediaType} response has no example`);
        }
      }
    }
  }
  return missing;
}
