/**
 * How a validation error reads, for the build's validator (validator.ts) and for the Try it panel,
 * which runs the same validators as standalone code in the browser (src/components/TryIt). No
 * dependency but Ajv's error type, so the panel's chunk can import it.
 */
import type { ErrorObject } from 'ajv';

/** The JSON pointer of the value at fault ('' is the whole value). */
export function errorPointer(error: ErrorObject): string {
  return error.instancePath;
}

/** What is wrong, without the pointer: "must have required property 'type'", "must be equal to one of the allowed values (A, B)". */
export function errorText(error: ErrorObject): string {
  const extra =
    error.keyword === 'additionalProperties'
      ? ` '${String((error.params as { additionalProperty: string }).additionalProperty)}'`
      : error.keyword === 'enum'
        ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')})`
        : '';
  return `${error.message ?? 'is invalid'}${extra}`;
}

/** One line per error: "/data/type must be equal to constant". */
export function describeError(error: ErrorObject): string {
  return `${errorPointer(error) || '(root)'} ${errorText(error)}`;
}
