/**
 * The page types whose weight the project tracks, with their first-load JavaScript budgets (gzip).
 * The budget test (tests/e2e/budgets.test.ts) fails when a page type goes over; `npm run bench`
 * prints the same figures with Lighthouse's. Issue target: at most 150 kB for every type, goal 120.
 * Since issue 21 (the Try it panel, which must not make any first load heavier) each budget is what
 * the page type measured before that change, rounded up to the next 0.5 kB: 92.21, 127.49, 134.42,
 * 129.26, 129.26 and 134.11 kB. Lower a budget when a page type gets lighter; raising one needs a reason.
 */
export const PAGE_TYPES = [
  { name: 'landing', route: '/docs/', budgetKb: 92.5 },
  { name: 'guide', route: '/docs/tokens/', budgetKb: 127.5 },
  { name: 'API overview', route: '/docs/api/', budgetKb: 134.5 },
  { name: 'API reference (cards)', route: '/docs/api/cards/', budgetKb: 129.5 },
  { name: 'API reference (applications, the largest)', route: '/docs/api/applications/', budgetKb: 129.5 },
  { name: 'API changelog (every entry, as build-time HTML)', route: '/docs/api/api-changelog/', budgetKb: 128.5 },
  { name: 'white-label component', route: '/docs/white-label-uis/ui-components/cards/', budgetKb: 134.5 },
];
