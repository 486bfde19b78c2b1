// Debian packages the checks need (Chromium for end-to-end tests, nginx for the deployment
// test), installed with apt-get when missing and running as root, as on a fresh CI machine.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

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

/**
 * Debian's nginx for the `nginx` e2e project (tests/nginx), with Debian's brotli filter and static modules and headers-more
 * (deploy/nginx's renderer turns brotli on when the module is there): installed, never started here.
 */
export function ensureNginx() {
  if (!existsSync(NGINX)) aptInstall(NGINX, ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-headers-more-filter']);
  return NGINX;
}
