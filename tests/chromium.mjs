/**
 * Debian's Chromium, with the flags this machine needs (closed network, running as root). Shared by
 * the browser tests and the benchmark. Set CHROMIUM_PATH to use another Chromium.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
