/**
 * The error Algolia's client throws when no host answers. DocSearch shows its network-error screen
 * ('Unable to fetch results') only for an error with this name, so the local client throws it too.
 */
export class RetryError extends Error {
  override name = 'RetryError';
}
