/**
 * External destinations of the header (CONTRIBUTING.md#header). All open in a new tab with rel="noopener noreferrer".
 * The Help Center, status page, sandbox app and sandbox sign-up are addresses the provider publishes.
 * The spec does not show the changelog target and no public source names one: the address below is
 * the one to confirm with Unit before launch.
 */
export const externalLinks = {
  helpCenter: 'https://support.unit.co/hc/en-us',
  sandboxApp: 'https://app.s.unit.sh/',
  sandboxSignUp: 'https://app.s.unit.sh/signup',
  changelog: 'https://changelog.unit.co/',
  statusPage: 'https://status.unit.co/',
} as const;

/** API hosts, used by pages and examples. */
export const apiHosts = {
  sandbox: 'https://api.s.unit.sh',
  production: 'https://api.unit.co',
} as const;
