/**
 * The hosts the API reference's Try it panel may send requests to, declared once for the panel
 * (src/components/TryIt), the build (plugins/openapi/tryIt.ts, which fails on an operation whose
 * sandbox host is not listed) and the Content-Security-Policy (server/security.mjs, whose
 * `connect-src` allows exactly these). Unit's production host is never one of them.
 * Plain JavaScript, so that the server can import it without a TypeScript step.
 */

/** Unit's sandbox API host. */
export const SANDBOX_SERVER = 'https://api.s.unit.sh';

/** Every sandbox host an operation may name: the API host and the secure card-data host. */
export const SANDBOX_SERVERS = [SANDBOX_SERVER, 'https://secure.api.s.unit.sh'];

/**
 * The local mock (`npm run mock`), any port. CSP source expressions cannot name an IPv6 literal,
 * so `http://[::1]` cannot be allowed: the panel accepts it but says to use localhost.
 */
export const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/** The hosts the panel accepts for the local mock. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The local mock's default port. */
export const MOCK_PORT = 4010;
