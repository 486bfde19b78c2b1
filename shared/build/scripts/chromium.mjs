// The browser for end-to-end tests and the benchmark: Debian's chromium, never a downloaded one.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that let Chromium run as root on a machine with a closed network. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium) as root`);
  console.log('installing Debian chromium (apt-get) ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-wqy-microhei']]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  return CHROMIUM;
}
