// The browser for end-to-end tests and the benchmark: Debian's chromium, never a downloaded one.
import { existsSync } from 'node:fs';
import { aptInstall } from './debian.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that let Chromium run as root on a machine with a closed network. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export function ensureChromium() {
  if (!existsSync(CHROMIUM)) aptInstall(CHROMIUM, ['chromium', 'fonts-wqy-microhei']);
  return CHROMIUM;
}
