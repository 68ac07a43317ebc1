/**
 * The page types whose weight the project tracks, with their first-load JavaScript budgets (gzip).
 * The budget test (tests/e2e/budgets.test.ts) fails when a page type goes over; `npm run bench`
 * prints the same figures with Lighthouse's. Issue target: at most 150 kB for every type, goal 120.
 */
export const PAGE_TYPES = [
  { name: 'landing', route: '/docs/', budgetKb: 100 },
  { name: 'guide', route: '/docs/tokens/', budgetKb: 140 },
  { name: 'API overview', route: '/docs/api/', budgetKb: 145 },
  { name: 'API reference (cards)', route: '/docs/api/cards/', budgetKb: 140 },
  { name: 'API reference (applications, the largest)', route: '/docs/api/applications/', budgetKb: 140 },
  { name: 'API changelog (every entry, as build-time HTML)', route: '/docs/api/api-changelog/', budgetKb: 145 },
  { name: 'white-label component', route: '/docs/white-label-uis/ui-components/cards/', budgetKb: 145 },
];
