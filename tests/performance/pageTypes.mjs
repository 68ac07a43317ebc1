/**
 * The page types whose weight the project tracks, with their first-load JavaScript budgets (gzip).
 * The budget test (tests/e2e/budgets.test.ts) fails when a page type goes over; `npm run bench`
 * prints the same figures with Lighthouse's. Issue target: at most 150 kB for every type, goal 120.
 * Each budget is the page type's measured first load, rounded up to the next 0.5 kB. Measured on
 * 2026-11-26 with the Try it panel in place: landing 92.3, guide 128.2 (the page menu of issue 25 added
 * 0.6), API overview 135.4, cards 130.5, applications 130.7, changelog 130.2, white-label 135.0 kB.
 * What the Try it panel itself costs a first load, from two builds of one commit made one after the
 * other in one folder, with and without the button's listener: 16 bytes on every page (the webpack
 * runtime's entry for the panel's chunk) and 137 to 139 bytes more on the pages with operations (the
 * Try it buttons' click listener, src/components/ApiStaticHtml/tryItButton.ts). A build of the same
 * commit in another folder differed by 0.8 kB gzip in main.js (12 bytes raw: minified names and
 * module order), so compare only builds made side by side.
 * Measured again on 2026-11-26 after each docs section became a docs instance of its own (a page
 * loads its own section's sidebars, 12 to 14 kB less), the global data lost the non-API doc lists and
 * chunk files lost their names (issue 24): landing 90.2, guide 114.4, API overview 123.0, cards 118.1,
 * applications 118.3, changelog 117.8, white-label 121.1 kB.
 * Measured again on 2026-11-26 (`npm run bench -- --no-build --only=first-load`) after fenced code and
 * plain Markdown table sections became build-time HTML instead of JSX in the page's script, the
 * browser's site config lost its build-only keys and the white-label pages carried only the data they
 * render (issue 24, item 4): landing 72.7, guide 93.0, API overview 97.6, cards 96.8, applications
 * 95.9, changelog 95.4, white-label 97.7 kB. The budgets stay where they were for now: when the page
 * hydrates late (under the parallel e2e run), idle-time chunks that start before it marks itself
 * hydrated count too, up to 7 kB more (API overview 104.7, changelog 102.5 in one run), so budgets at
 * these figures failed at random. They can come down once firstLoad.mjs leaves those chunks out.
 * Measured again on 2026-11-27 on the merged build of stop 31 (hydration slices, build-time code and
 * tables, the dev HTML map), with firstLoad.mjs counting only what starts before the page is hydrated
 * whole (data-has-hydrated and data-deferred-hydration="done") and no response after it reads the
 * timeline (the same build gave the same figure three times out of three): landing 72.9, guide 93.4,
 * API overview 98.3, cards 96.5, applications 96.5, changelog 96.1, white-label 97.1 kB. Each budget is
 * that figure rounded up to the next 0.5 kB plus 1 kB, for a checkout in another folder (main.js
 * differed by 0.8 kB between two folders); every one is within the issue's 100 kB.
 * Lower a budget when a page type gets lighter; raising one needs a reason.
 */
export const PAGE_TYPES = [
  { name: 'landing', route: '/docs/', budgetKb: 74 },
  { name: 'guide', route: '/docs/tokens/', budgetKb: 94.5 },
  { name: 'API overview', route: '/docs/api/', budgetKb: 99.5 },
  { name: 'API reference (cards)', route: '/docs/api/cards/', budgetKb: 98 },
  { name: 'API reference (applications, the largest)', route: '/docs/api/applications/', budgetKb: 98 },
  { name: 'API changelog (every entry, as build-time HTML)', route: '/docs/api/api-changelog/', budgetKb: 97.5 },
  { name: 'white-label component', route: '/docs/white-label-uis/ui-components/cards/', budgetKb: 98.5 },
];
