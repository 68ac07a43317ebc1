/**
 * The section table (src/site/sections.mjs) answers "which section is this path in?" two ways: the
 * header's `activeBaseRegex` strings (read by the theme's navbar items in the browser) and
 * `sectionOf` (a lookup by path segments, used by the post-build pass and the route report).
 * Both are derived from the same data; these tests check that they agree on every contract route.
 */
import { describe, expect, it } from 'vitest';

import { sectionTabs } from '../../src/config/navbar';
import {
  BASE_URL,
  SECTIONS,
  TOP_LEVEL_PAGES,
  activeBaseRegexOf,
  modePathRules,
  sectionOf,
} from '../../src/site/sections.mjs';
import { contractRoutes, topLevelRoutes } from '../contract/contract';

describe('section table', () => {
  it('gives every contract route the section whose navbar regex matches it, and only that one', () => {
    for (const route of contractRoutes) {
      const matching = sectionTabs.filter((tab) => new RegExp(tab.activeBaseRegex).test(route)).map((tab) => tab.id);
      expect(matching, route).toEqual(sectionOf(route) ? [sectionOf(route)?.id] : []);
    }
  });

  it('puts the landing and top-level pages in no section, and every other contract route in one', () => {
    expect(new Set(topLevelRoutes)).toEqual(
      new Set([BASE_URL, ...TOP_LEVEL_PAGES.map((page) => `${BASE_URL}${page}/`)]),
    );
    for (const route of contractRoutes) {
      expect(sectionOf(route) === undefined, route).toBe(topLevelRoutes.includes(route));
    }
    expect(sectionOf(`${BASE_URL}404.html`)).toBeUndefined();
    expect(sectionOf('/elsewhere/api/')).toBeUndefined();
  });

  it('derives the header regexes the navbar had before they were derived', () => {
    expect(SECTIONS.map(activeBaseRegexOf)).toEqual([
      '^/docs/(api|application-review|check-deposit-review|wire-payment-review)/',
      '^/docs/white-label-uis/',
      '^/docs/(?!(api|application-review|check-deposit-review|wire-payment-review|white-label-uis|ready-to-launch|custom|markdown-page|search)/)[^/]+/',
      '^/docs/ready-to-launch/banking/',
      '^/docs/ready-to-launch/capital/',
      '^/docs/ready-to-launch/bill-pay/',
    ]);
  });

  it('derives the mode highlight fragments (CONTRIBUTING.md#mode-switch)', () => {
    expect(modePathRules).toEqual({
      readyToLaunch: ['/docs/ready-to-launch'],
      custom: ['/docs/api', '/docs/white-label-uis', '/docs/introduction', '/docs/custom'],
    });
  });
});
