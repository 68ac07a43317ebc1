import { describe, expect, it } from 'vitest';

import { cleanHtmlPath } from '../../src/site/normalisePath.mjs';
import { contractNormalisations } from '../contract/contract';

describe('.html normalisation', () => {
  it('turns every example of the redirect contract into its clean path', () => {
    expect(contractNormalisations.length).toBeGreaterThan(0);
    for (const { from, to } of contractNormalisations) expect(cleanHtmlPath(from, '/docs/'), from).toBe(to);
  });

  it('handles the landing page and leaves clean paths and other sites alone', () => {
    expect(cleanHtmlPath('/docs/index.html', '/docs/')).toBe('/docs/');
    expect(cleanHtmlPath('/docs.html', '/docs/')).toBeNull();
    expect(cleanHtmlPath('/docs/api/cards/', '/docs/')).toBeNull();
    expect(cleanHtmlPath('/other/x.html', '/docs/')).toBeNull();
    expect(cleanHtmlPath('/docs/a/b.htm', '/docs/')).toBe('/docs/a/b/');
  });
});
