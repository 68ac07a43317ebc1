/**
 * The announcement bar (CONTRIBUTING.md#announcement-bar). Changing `id` shows the bar again to
 * readers who dismissed an earlier announcement; the dismissal is remembered per id by the theme.
 */
export const announcement = {
  id: 'docs-site-2026-11',
  content:
    'These docs moved to a new site. Old links redirect to their new pages; tell us through the Help Center if one does not.',
  isCloseable: true,
} as const;
