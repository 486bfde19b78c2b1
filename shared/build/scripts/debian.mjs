// Debian packages the checks need (Chromium for end-to-end tests, nginx for the deployment
// test), installed with apt-get when missing and running as root, as on a fresh CI machine.
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

/** `apt-get install` of `packages`; throws, naming `binary`, when not root or when apt fails. */
export function aptInstall(binary, packages) {
  if (process.getuid?.() !== 0) throw new Error(`${binary} is missing: install Debian's ${packages.join(' ')} (apt-get install -y ${packages.join(' ')}) as root`);
  console.log(`installing Debian ${packages.join(', ')} (apt-get) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-headers-more-filter'];

/**
 * Debian's nginx for the `nginx` e2e project (tests/nginx), with Debian's brotli filter and static modules and headers-more
 * (deploy/nginx's renderer turns brotli on when the module is there): installed, never started here.
 */
export function ensureNginx() {
  if (!existsSync(NGINX)) aptInstall(NGINX, NGINX_PACKAGES);
  return NGINX;
}

/**
 * The packages `wanted` (`[binary, packages]` pairs) whose binary is missing, installed by one
 * `apt-get update && apt-get install` in the background while other checks run (a fresh CI machine
 * downloads and unpacks Chromium meanwhile). Resolves when apt is done, whatever its outcome: the
 * `ensure*` calls after it install again, in the foreground with apt's output, what is still
 * missing, and say why when they cannot. Nothing to do (all there, or not root): resolves at once.
 */
export function aptInstallInBackground(wanted) {
  const packages = wanted.filter(([binary]) => !existsSync(binary)).flatMap(([, list]) => list);
  if (!packages.length || process.getuid?.() !== 0) return Promise.resolve();
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'portal-apt-')), 'apt.log');
  console.log(`installing Debian ${packages.join(', ')} in the background (apt-get, log: ${log})`);
  const out = openSync(log, 'a');
  const args = ['-c', `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}`];
  const child = spawn('sh', args, { stdio: ['ignore', out, out], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return new Promise((resolve) => {
    child.on('error', () => resolve());
    child.on('exit', (code) => {
      if (code !== 0) console.log(`apt-get in the background failed (exit ${code}):\n${readFileSync(log, 'utf8').split('\n').slice(-15).join('\n')}`);
      resolve();
    });
  });
}

/** The Debian packages the tests need: Chromium with a CJK font, nginx with its modules. */
export const TEST_PACKAGES = (chromium) => [
  [chromium, ['chromium', 'fonts-wqy-microhei']],
  [NGINX, NGINX_PACKAGES],
];
