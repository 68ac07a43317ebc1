/**
 * The first `length` characters of a text's SHA-256 digest: the one way the build names things after
 * their content (search shards, changelog ids, slice ids, Try it files, collection ids, dev revisions).
 * Plain JavaScript so that scripts/ and server/ can use it on Node without a TypeScript step.
 */
import { createHash } from 'node:crypto';

/** Characters in a whole SHA-256 digest, per encoding. */
const DIGEST_LENGTH = { hex: 64, base64url: 43 };

/**
 * @param {string} text
 * @param {number} length how many characters to keep, at most the whole digest
 * @param {'hex' | 'base64url'} [encoding]
 * @returns {string}
 */
export function shortHash(text, length, encoding = 'hex') {
  const whole = DIGEST_LENGTH[encoding];
  if (!Number.isInteger(length) || length < 1 || length > whole) {
    throw new RangeError(`shortHash: length ${length} is not between 1 and ${whole} (${encoding})`);
  }
  return createHash('sha256').update(text).digest(encoding).slice(0, length);
}
