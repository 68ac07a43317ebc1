/**
 * The build's validators in the browser: each module under api/try-it/v/ (plugins/openapi/tryIt.ts)
 * is Ajv's standalone code wrapped in a factory, loaded as a same-origin ES module (allowed by the
 * CSP's script-src 'self') and handed the few runtime helpers its code needs. Nothing is compiled
 * here: the CSP has no 'unsafe-eval'.
 */
import type { ErrorObject } from 'ajv';
import ucs2length from 'ajv/dist/runtime/ucs2length';
import equal from 'ajv/dist/runtime/equal';
import * as formats from 'ajv-formats/dist/formats';

import { BODY_VALIDATOR, type TryItOperation, type VALIDATOR_HELPERS } from '@site/plugins/openapi/tryItTypes';
import { errorPointer, errorText } from '@site/plugins/openapi/validationErrors';
import { valueAt } from './json';

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export type ValidatorModule = Record<string, CompiledValidator>;

const HELPERS: Record<(typeof VALIDATOR_HELPERS)[number], unknown> = {
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  'ajv/dist/runtime/equal': { default: equal },
  'ajv-formats/dist/formats': formats,
};

/** What a module's factory gets as `require`. */
export function validatorRequire(name: string): unknown {
  if (!(name in HELPERS)) throw new Error(`A validator asked for ${name}, which the panel does not provide`);
  return HELPERS[name as keyof typeof HELPERS];
}

/** Runs a module's factory. */
export function instantiate(factory: (require: (name: string) => unknown) => ValidatorModule): ValidatorModule {
  return factory(validatorRequire);
}

const loaded = new Map<string, Promise<ValidatorModule>>();

/** Loads a validator module by its URL, once. */
export function loadValidators(url: string): Promise<ValidatorModule> {
  let module = loaded.get(url);
  if (!module) {
    module = (
      import(/* webpackIgnore: true */ url) as Promise<{
        default: (require: (name: string) => unknown) => ValidatorModule;
      }>
    ).then((exports) => instantiate(exports.default));
    module.catch(() => loaded.delete(url));
    loaded.set(url, module);
  }
  return module;
}

/** The errors of `value` against a validator: empty when valid. */
export function errorsOf(validator: CompiledValidator, value: unknown): ErrorObject[] {
  return validator(value) ? [] : [...(validator.errors ?? [])];
}

export interface ShownError {
  /** The JSON pointer of the value at fault, as the build's validator reports it. */
  pointer: string;
  text: string;
  /** The pointer of the field the error is about: for a missing property, the property itself. */
  field: string;
}

export function shownErrors(errors: ErrorObject[], prefix = ''): ShownError[] {
  return errors.map((error) => {
    const pointer = `${prefix}${errorPointer(error)}`;
    const missing = error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : '';
    return { pointer, text: errorText(error), field: missing ? `${pointer}/${missing}` : pointer };
  });
}

const isUnder = (pointer: string, root: string) => pointer === root || pointer.startsWith(`${root}/`);

/**
 * What the panel says about a request body. The verdict is the whole body schema's, as in the build;
 * when the body has variants, the errors shown are those of the variant the body comes closest to
 * (the chosen one on a tie) and those outside the variants, instead of every variant's.
 */
export function checkBody(
  module: ValidatorModule,
  operation: TryItOperation,
  chosen: number,
  body: unknown,
): { errors: ShownError[]; variant: number } {
  const whole = errorsOf(module[BODY_VALIDATOR]!, body);
  if (whole.length === 0) return { errors: [], variant: chosen };
  const candidates = operation.variants.flatMap((variant, index) => {
    const validator = variant.validator ? module[variant.validator] : undefined;
    return validator ? [{ index, errors: errorsOf(validator, valueAt(body, variant.validates)) }] : [];
  });
  if (candidates.length === 0) return { errors: shownErrors(whole), variant: chosen };
  const best = candidates.reduce((closest, candidate) =>
    candidate.errors.length < closest.errors.length ||
    (candidate.errors.length === closest.errors.length && candidate.index === chosen)
      ? candidate
      : closest,
  );
  const at = operation.variants[best.index]!.validates;
  const outside = whole.filter((error) => !isUnder(errorPointer(error), at));
  const errors = [...shownErrors(outside), ...shownErrors(best.errors, at)];
  return { errors: errors.length > 0 ? errors : shownErrors(whole), variant: best.index };
}
