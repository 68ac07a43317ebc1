/**
 * The accessibility crawl (accessibility.test.ts) checks the parts every page repeats (announcement
 * bar, navbar rows, footer, the sidebar's top-level items) once per worker, not on each of ~260 pages:
 * axe spent about a quarter of its time on them. A region is left out of a page's axe run only when
 * axe cannot find anything in it there that it did not find where it was checked. Its key, a SHA-256
 * of everything axe's serious and critical rules read for the region's elements, must equal the key
 * of a region axe checked in full (same worker, same mode):
 * - its markup (outerHTML, after hydration) and the page's stylesheets (their URLs, or the text of
 *   inline ones), viewport, colour scheme and reduced-motion setting;
 * - each ancestor's tag and attributes (classes only where a stylesheet names them: the <html> of a
 *   doc page names the page, `docs-doc-id-…`) and the computed styles that reach into the region
 *   (colours, backgrounds, fonts, opacity, filters, overflow, position);
 * - where it sits: its box, exactly when it or an ancestor is fixed or sticky or inside a scrolling
 *   box other than the page (the sidebar), else its size and whether it is above the page's top;
 * - what its ID references reach outside it (the referenced element's markup, or that it is missing),
 *   and any element outside it that references an ID inside it (a `<label for>` names an input).
 * A region is always checked when an element outside it (and not around it) overlaps it or its
 * visible descendants (axe's contrast reads what lies under the text), and when it holds an
 * `accesskey` or a frame (rules that compare elements across the page: accesskeys, frame-title-unique).
 * Rules on the whole page (`bypass`, `document-title`…) still run: the page stays axe's context.
 * The function runs inside the page (page.evaluate): it cannot use anything from this module's scope.
 */

/** What the crawl treats as a region: each a part of the site's layout found on most pages. */
export const REGION_SELECTORS = [
  '.theme-announcement-bar',
  'nav.navbar > .navbar__inner',
  'footer.footer',
  'nav.menu > ul.menu__list > li',
];

declare global {
  interface Window {
    /** The regions found by the last `regionKeys` call, in the order of its keys. */
    __axeRegions?: Element[];
  }
}

/**
 * In the page: finds the regions (outermost ones only), keeps them in `window.__axeRegions`, and
 * returns a key for each, or '' for a region that must be checked on every page.
 */
export async function regionKeys(selectors: string[]): Promise<string[]> {
  const found = [...document.querySelectorAll(selectors.join(','))];
  const regions = found.filter((region) => !found.some((other) => other !== region && other.contains(region)));
  window.__axeRegions = regions;

  // Class names any stylesheet names in a selector; a sheet whose rules cannot be read counts every class.
  const styledClasses = new Set<string>();
  let everyClassStyled = false;
  const readRules = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        for (const [, name = ''] of rule.selectorText.matchAll(/\.((?:[\w-]|\\.)+)/g)) {
          styledClasses.add(name.replace(/\\(.)/g, '$1'));
        }
      }
      if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) readRules(rule.cssRules);
    }
  };
  const sheets = [...document.styleSheets, ...document.adoptedStyleSheets];
  for (const sheet of sheets) {
    try {
      readRules(sheet.cssRules);
    } catch {
      everyClassStyled = true;
    }
  }
  const pageContext = [
    innerWidth,
    innerHeight,
    devicePixelRatio,
    scrollX,
    scrollY,
    matchMedia('(prefers-color-scheme: dark)').matches,
    matchMedia('(prefers-reduced-motion: reduce)').matches,
    ...sheets.map(
      (sheet) => sheet.href ?? sheet.ownerNode?.textContent ?? [...sheet.cssRules].map((r) => r.cssText).join(''),
    ),
  ].join('\n');

  const STYLES = [
    'color',
    'background',
    'opacity',
    'filter',
    'backdrop-filter',
    'mix-blend-mode',
    'isolation',
    'transform',
    'font',
    'letter-spacing',
    'word-spacing',
    'text-decoration',
    'text-shadow',
    'visibility',
    'display',
    'position',
    'z-index',
    'overflow',
    'clip-path',
    'content-visibility',
    'direction',
    'writing-mode',
    'zoom',
  ];
  const REFERENCES = [
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
    'aria-owns',
    'aria-activedescendant',
    'aria-details',
    'aria-errormessage',
    'aria-flowto',
    'for',
    'headers',
    'list',
    'form',
  ];
  const referrers = [...document.querySelectorAll(REFERENCES.map((name) => `[${name}]`).join(','))];
  const idsOf = (element: Element) =>
    REFERENCES.flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean));
  const everything = [...document.body.getElementsByTagName('*')];
  const boxes = everything.map((element) => element.getBoundingClientRect());

  const keys: string[] = [];
  for (const region of regions) {
    if (region.matches('[accesskey], iframe, frame') || region.querySelector('[accesskey], iframe, frame')) {
      keys.push('');
      continue;
    }
    const inside = [region, ...region.querySelectorAll('*')];
    // Overlap: the box of the region and its visible descendants against everything else visible.
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (const element of inside) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element !== region && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      left = Math.min(left, box.left);
      top = Math.min(top, box.top);
      right = Math.max(right, box.right);
      bottom = Math.max(bottom, box.bottom);
    }
    const overlapped = everything.some((element, index) => {
      const box = boxes[index]!;
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.left < right &&
        box.right > left &&
        box.top < bottom &&
        box.bottom > top &&
        !region.contains(element) &&
        !element.contains(region) &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    });
    if (overlapped) {
      keys.push('');
      continue;
    }
    const parts = [pageContext, region.outerHTML];
    let placed = false;
    for (let element: Element | null = region; element; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.position === 'fixed' || style.position === 'sticky') placed = true;
      if (element !== region && element !== document.body && element !== document.documentElement) {
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') placed = true;
      }
      if (element === region) continue;
      const attributes = [...element.attributes].map(({ name, value }) =>
        name === 'class'
          ? `class=${value
              .split(/\s+/)
              .filter((name) => everyClassStyled || styledClasses.has(name))
              .join(' ')}`
          : `${name}=${value}`,
      );
      parts.push(
        `${element.tagName} ${attributes.sort().join(' ')}`,
        ...STYLES.map((name) => style.getPropertyValue(name)),
      );
    }
    const box = region.getBoundingClientRect();
    parts.push(
      placed ? `${box.x} ${box.y} ${box.width} ${box.height}` : `${box.width} ${box.height} ${box.bottom <= 0}`,
    );
    for (const element of inside) {
      for (const id of idsOf(element)) {
        const target = document.getElementById(id);
        if (!target) parts.push(`${id} missing`);
        else if (!region.contains(target)) parts.push(`${id} ${target.outerHTML}`);
      }
    }
    // An ID inside that is also used or referenced outside: the page's own elements would read the
    // region (a duplicate ID, a label, a name), so it stays in the page.
    const ownIds = new Set(inside.map((element) => element.id).filter(Boolean));
    if (
      everything.some((element) => ownIds.has(element.id) && !region.contains(element)) ||
      referrers.some((referrer) => !region.contains(referrer) && idsOf(referrer).some((id) => ownIds.has(id)))
    ) {
      keys.push('');
      continue;
    }
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('\0')));
    keys.push([...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
  }
  return keys;
}

declare global {
  interface Window {
    /** The regions `emptyRegions` emptied, with what to put back. */
    __emptiedRegions?: { region: HTMLElement; style: string | null; children: Node[] }[];
  }
}

/**
 * In the page: empties the regions at `skip`'s true indexes (of the last `regionKeys` call) for one axe
 * run, each keeping its box at its size, so that axe does not walk them at all (axe's own `exclude`
 * filters every node it selects against every excluded region, which cost more than it saved). A
 * region whose emptying moves its own box, its parent's or its next sibling's is put back at once and
 * checked. Returns how many were emptied; `restoreRegions` puts them back.
 */
export function emptyRegions(skip: boolean[]): number {
  const emptied: NonNullable<Window['__emptiedRegions']> = [];
  window.__emptiedRegions = emptied;
  const boxesAround = (region: Element) =>
    [region, region.parentElement, region.nextElementSibling]
      .map((element) => {
        const box = element?.getBoundingClientRect();
        return box ? `${box.x} ${box.y} ${box.width} ${box.height}` : '';
      })
      .join('|');
  for (const [index, region] of (window.__axeRegions ?? []).entries()) {
    if (!skip[index] || !(region instanceof HTMLElement)) continue;
    const before = boxesAround(region);
    const box = region.getBoundingClientRect();
    const saved = { region, style: region.getAttribute('style'), children: [...region.childNodes] };
    for (const [name, value] of [
      ['box-sizing', 'border-box'],
      ['width', `${box.width}px`],
      ['height', `${box.height}px`],
      ['min-width', '0'],
      ['min-height', '0'],
      ['max-width', 'none'],
      ['max-height', 'none'],
    ] as const) {
      region.style.setProperty(name, value, 'important');
    }
    region.replaceChildren();
    if (boxesAround(region) === before) {
      emptied.push(saved);
    } else {
      // (The same as restoreRegions: a function passed to page.evaluate cannot call another.)
      region.replaceChildren(...saved.children);
      if (saved.style === null) region.removeAttribute('style');
      else region.setAttribute('style', saved.style);
    }
  }
  return emptied.length;
}

/** In the page: puts back what `emptyRegions` took out. */
export function restoreRegions(): void {
  for (const { region, style, children } of window.__emptiedRegions ?? []) {
    region.replaceChildren(...children);
    if (style === null) region.removeAttribute('style');
    else region.setAttribute('style', style);
  }
}
