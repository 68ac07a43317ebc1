/**
 * Serves a build folder with the project's own server (server/app.mjs) on a free loopback port, as
 * every bench measures a build: the same headers, compression and redirects a reader gets.
 */
import { createApp } from '../../server/app.mjs';

/**
 * @param {string} buildDir
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export async function serveBuild(buildDir) {
  /** @type {import('node:http').Server} */
  const server = await new Promise((resolve) => {
    const listening = createApp({ buildDir }).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
