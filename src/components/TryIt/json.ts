/**
 * JSON helpers of the Try it panel: where a text stops being JSON (line and column, in every
 * browser: their JSON.parse messages do not all give a position), and reading or writing the value
 * at a JSON pointer. Pure functions.
 */

export interface JsonProblem {
  line: number;
  column: number;
  message: string;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; problem: JsonProblem };

class JsonSyntaxError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/** Hand-written because JSON.parse says where it failed only in some browsers, and in its own words. */
function firstError(text: string): { offset: number; message: string } | undefined {
  let index = 0;
  const fail = (message: string): never => {
    throw new JsonSyntaxError(index, message);
  };
  const space = () => {
    while (index < text.length && ' \t\n\r'.includes(text[index]!)) index += 1;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, index)) index += word.length;
    else fail('expected a value');
  };
  const string = () => {
    index += 1;
    while (index < text.length) {
      const char = text[index]!;
      if (char === '"') {
        index += 1;
        return;
      }
      if (char < ' ') fail('a line break or control character inside a string (write \\n)');
      if (char === '\\') {
        const next = text[index + 1] ?? '';
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) fail('a \\u escape needs four hex digits');
          index += 6;
        } else if ('"\\/bfnrt'.includes(next) && next !== '') index += 2;
        else fail('an unknown escape in a string');
      } else index += 1;
    }
    fail('a string that is not closed');
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(index));
    if (!match) fail('expected a value');
    index += match![0].length;
  };
  const value = (): void => {
    space();
    const char = text[index];
    if (char === '{') {
      index += 1;
      space();
      if (text[index] === '}') {
        index += 1;
        return;
      }
      for (;;) {
        space();
        if (text[index] !== '"') fail('expected a property name in double quotes');
        string();
        space();
        if (text[index] !== ':') fail("expected ':' after the property name");
        index += 1;
        value();
        space();
        if (text[index] === ',') {
          index += 1;
          continue;
        }
        if (text[index] === '}') {
          index += 1;
          return;
        }
        fail("expected ',' or '}'");
      }
    }
    if (char === '[') {
      index += 1;
      space();
      if (text[index] === ']') {
        index += 1;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[index] === ',') {
          index += 1;
          continue;
        }
        if (text[index] === ']') {
          index += 1;
          return;
        }
        fail("expected ',' or ']'");
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === undefined) return fail('the text ends where a value should be');
    return number();
  };
  try {
    value();
    space();
    if (index < text.length) fail('unexpected text after the JSON value');
    return undefined;
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { offset: error.offset, message: error.message };
    throw error;
  }
}

/** Line and column (from 1) of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const found = firstError(text) ?? { offset: 0, message: 'not valid JSON' };
    return { ok: false, problem: { ...lineAndColumn(text, found.offset), message: found.message } };
  }
}

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The value at a JSON pointer ('' is the whole value), or undefined. */
export function valueAt(value: unknown, pointer: string): unknown {
  let current = value;
  for (const key of segments(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `pointer` set, creating the objects on the way. */
export function withValueAt(value: unknown, pointer: string, newValue: unknown): unknown {
  const set = (current: unknown, keys: string[]): unknown => {
    if (keys.length === 0) return newValue;
    const [first, ...rest] = keys as [string, ...string[]];
    const object = current !== null && typeof current === 'object' && !Array.isArray(current) ? current : {};
    return { ...object, [first]: set((object as Record<string, unknown>)[first], rest) };
  };
  return set(value, segments(pointer));
}
