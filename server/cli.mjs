#!/usr/bin/env node
/**
 * `npm run serve -- --port N --host H [--dir build]`: serves the production build like a host would.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { BASE_URL } from '../src/site/sections.mjs';
import { createApp } from './app.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: 'localhost' },
    dir: { type: 'string', default: 'build' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port "${values.port}": give a number from 0 to 65535.`);
  process.exit(2);
}

let app;
try {
  app = createApp({ buildDir: path.resolve(values.dir) });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = app.listen(port, values.host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${values.dir} at http://${values.host}:${actualPort}${BASE_URL}`);
});
