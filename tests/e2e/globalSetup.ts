/**
 * Starts, once for every browser test file: the project's server on the production build (a free
 * port on 127.0.0.1) and one headless Debian Chromium with a fresh profile, shared over its
 * WebSocket endpoint so files can run in parallel pages.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';

import { createApp } from '../../server/app.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string;
    browserEndpoint: string;
  }
}

let server: Server | undefined;
let browserServer: BrowserServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  const app = createApp({ buildDir: path.resolve(__dirname, '../../build') });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  project.provide('siteOrigin', `http://127.0.0.1:${port}`);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browserServer?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
