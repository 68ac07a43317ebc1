import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { shortHash } from '../../src/site/shortHash.mjs';

describe('shortHash', () => {
  it('keeps the first characters of the SHA-256 digest in the asked encoding', () => {
    // Known digest of "abc" (FIPS 180-2 test vector).
    expect(shortHash('abc', 10)).toBe('ba7816bf8f');
    expect(shortHash('abc', 64)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(shortHash('abc', 12, 'base64url')).toBe(createHash('sha256').update('abc').digest('base64url').slice(0, 12));
    expect(shortHash('abc', 12, 'base64url')).toBe('ungWv48Bz-pB');
  });

  it('hashes the text as UTF-8', () => {
    expect(shortHash('é', 16)).toBe(createHash('sha256').update(Buffer.from('é', 'utf8')).digest('hex').slice(0, 16));
  });

  it('refuses a length the digest cannot give', () => {
    expect(() => shortHash('abc', 0)).toThrow(/length 0 is not between 1 and 64/);
    expect(() => shortHash('abc', 65)).toThrow(/length 65 is not between 1 and 64 \(hex\)/);
    expect(() => shortHash('abc', 44, 'base64url')).toThrow(/between 1 and 43 \(base64url\)/);
    expect(() => shortHash('abc', 2.5)).toThrow(RangeError);
  });
});
