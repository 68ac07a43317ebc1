/**
 * Which pages the accessibility crawl also checks in dark mode. Dark mode changes colours only, and a
 * colour comes from the CSS classes an element has (through the theme's variables) or from an inline
 * style, not from the page's text. So a set of pages in which every page type (its layout) and every
 * distinct class and inline colour of the whole build appears at least once meets every colour rule
 * the dark theme has. Computed from the build's HTML each run: a new component's classes are
 * covered as soon as a page uses it.
 */
import { readFileSync } from 'node:fs';

/** A page's layout: the classes Docusaurus puts on <html>, without the ones naming the page itself. */
export function pageType(html: string): string {
  const classes = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '';
  return (
    classes
      .split(/\s+/)
      .filter((name) => name && !/^docs-doc-id-|^docs-version-|^plugin-id-/.test(name))
      .sort()
      .join(' ') || '(no class)'
  );
}

/**
 * What can give an element of the page its colours: every class, and every inline style with a
 * colour. Not the classes of <html>, which name the page and its layout (pageType covers those).
 */
export function colourFeatures(html: string): Set<string> {
  const features = new Set<string>();
  const body = html.replace(/<html[^>]*>/, '');
  for (const [, names = ''] of body.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of names.split(/\s+/)) if (name) features.add(`.${name}`);
  }
  for (const [, style = ''] of body.matchAll(/\sstyle="([^"]*)"/g)) {
    if (/colou?r|background|border|fill|stroke|outline|shadow/i.test(style)) features.add(`style="${style}"`);
  }
  return features;
}

export interface DarkCover {
  /** The routes to check in dark mode, each with why. */
  reasons: Map<string, string>;
  /** How many page types and features the build has, all of which the routes cover. */
  types: number;
  features: number;
}

/**
 * One page of each type (the one with most features), then greedily the page with the most features
 * not yet covered, until every feature of every page is covered.
 * @param files route → its HTML file
 */
export function darkCover(files: Map<string, string>): DarkCover {
  const pages = [...files].map(([route, file]) => {
    const html = readFileSync(file, 'utf8');
    return { route, type: pageType(html), features: colourFeatures(html) };
  });
  const reasons = new Map<string, string>();
  const covered = new Set<string>();
  const take = (page: (typeof pages)[number], reason: string) => {
    reasons.set(page.route, reason);
    for (const feature of page.features) covered.add(feature);
  };
  const types = new Map<string, (typeof pages)[number]>();
  for (const page of pages) {
    const best = types.get(page.type);
    if (!best || page.features.size > best.features.size) types.set(page.type, page);
  }
  for (const [type, page] of types) take(page, `page type "${type}"`);
  const all = new Set(pages.flatMap((page) => [...page.features]));
  while (covered.size < all.size) {
    let best = pages[0]!;
    let gain = -1;
    for (const page of pages) {
      let uncovered = 0;
      for (const feature of page.features) if (!covered.has(feature)) uncovered += 1;
      if (uncovered > gain) [best, gain] = [page, uncovered];
    }
    const added = [...best.features].filter((feature) => !covered.has(feature));
    const what = added.length === 1 ? 'class or inline colour' : 'classes or inline colours';
    take(best, `${added.length} ${what} no other dark-checked page has: ${added.slice(0, 3).join(' ')}`);
  }
  return { reasons, types: types.size, features: all.size };
}
