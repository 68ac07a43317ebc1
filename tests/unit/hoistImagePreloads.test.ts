import { describe, expect, it } from 'vitest';

import { hoistImagePreloads } from '../../plugins/small-runtime/hoistImagePreloads.mjs';

const page = (root: string) =>
  `<html><head><title>T</title></head><body><div id=__docusaurus>${root}</div></body></html>`;

describe('hoistImagePreloads', () => {
  it('moves the hints that open the app root to the end of <head>, in order, quoted or not', () => {
    const html = page(
      '<link rel=preload as=image href=/a.svg /><link rel="preload" as="image" href="/b.svg"/><nav>n</nav>',
    );
    expect(hoistImagePreloads(html)).toBe(
      '<html><head><title>T</title><link rel=preload as=image href=/a.svg /><link rel="preload" as="image" href="/b.svg"/></head><body><div id=__docusaurus><nav>n</nav></div></body></html>',
    );
  });

  it('leaves links inside the app and pages without hints as they are', () => {
    const inside = page('<nav>n</nav><link rel=preload as=image href=/c.svg />');
    expect(hoistImagePreloads(inside)).toBe(inside);
    const stylesheet = page('<link rel=stylesheet href=/s.css><nav>n</nav>');
    expect(hoistImagePreloads(stylesheet)).toBe(stylesheet);
  });
});
