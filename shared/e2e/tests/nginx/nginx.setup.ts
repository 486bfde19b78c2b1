import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { BASE_PATH, REMOTES } from '@portal/build/apps';
import { NGINX_PORT, NGINX_REMOTE_ORIGIN, NGINX_REMOTE_PORT, RELEASE_DIR, RUNTIME_DIR, STATE_FILE, TEAM_PORTS, UPSTREAM_PORT, teamOrigin, type DeploymentState } from './deployment';

const ROOT = path.resolve(__dirname, '../../../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });

/** Starts a process on its own (it outlives this worker) with its output in a log file. */
function start(command: string, args: string[], options: { cwd: string; env?: Record<string, string>; log: string }): number {
  const out = openSync(options.log, 'a');
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, detached: true, stdio: ['ignore', out, out] });
  child.unref();
  if (!child.pid) throw new Error(`${command} did not start`);
  return child.pid;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

setup('nginx serves the built portal with the mock as its upstream', async () => {
  setup.setTimeout(120_000);
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install -y nginx), as pnpm test does when run as root`);
  if (!existsSync(path.join(ROOT, 'shell/dist/index.html'))) throw new Error('build the apps first (pnpm build)');
  for (const port of [NGINX_PORT, NGINX_REMOTE_PORT, UPSTREAM_PORT, ...Object.values(TEAM_PORTS)]) {
    expect(await portIsFree(port), `port ${port} is taken (set E2E_NGINX_PORT)`).toBe(true);
  }
  rmSync(RUNTIME_DIR, { recursive: true, force: true });
  mkdirSync(RUNTIME_DIR, { recursive: true });
  const log = path.join(RUNTIME_DIR, 'processes.log');

  // The API upstream: a preview server with the mock (nginx serves the files itself).
  const upstreamPid = start('node', ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(ROOT, 'shared/preview'), env: { PORT: String(UPSTREAM_PORT) }, log });
  writeFileSync(STATE_FILE, JSON.stringify({ nginxPid: 0, upstreamPid } satisfies DeploymentState));
  await expect.poll(() => answers(`http://127.0.0.1:${UPSTREAM_PORT}/__mock/openapi.json`), { timeout: 90_000 }).toBe(true);

  // The release as a deployment holds it (<app>/dist), copied: remotes.json and the published
  // versions change there, never in the checkout.
  for (const app of ['shell', ...REMOTES]) cpSync(path.join(ROOT, app, 'dist'), path.join(RELEASE_DIR, app, 'dist'), { recursive: true, preserveTimestamps: true, filter: (file) => !file.includes(`${path.sep}versions${path.sep}`) });
  // As the teams do: each remote's build published (a version folder, pinned by its hashes; the
  // plain build stays as the previous version), then moved to its team's origin.
  const portalApp = (...args: string[]) => {
    const res = spawnSync('node', [path.join(ROOT, 'shared/build/bin/portal-app.mjs'), ...args, '--apps-root', RELEASE_DIR], { cwd: ROOT, encoding: 'utf8' });
    expect(res.status, `portal-app ${args.join(' ')}: ${res.stderr}`).toBe(0);
  };
  for (const pkg of REMOTES) {
    portalApp('publish', pkg, '--prebuilt');
    portalApp('move', pkg, '--origin', teamOrigin(pkg));
  }
  // The deployment's collector for the shell's beacons (a run-time setting of remotes.json): here the mock's.
  const remotesJson = path.join(RELEASE_DIR, 'shell/dist/remotes.json');
  writeFileSync(remotesJson, JSON.stringify({ ...JSON.parse(readFileSync(remotesJson, 'utf8')), telemetry: '/__mock/telemetry' }, null, 2));

  const render = spawnSync(
    path.join(ROOT, 'deploy/nginx/render.sh'),
    [
      '--apps-root', RELEASE_DIR, '--port', String(NGINX_PORT), '--remote-port', String(NGINX_REMOTE_PORT), '--remote-origin', NGINX_REMOTE_ORIGIN,
      ...Object.entries(TEAM_PORTS).flatMap(([pkg, port]) => ['--team-server', `${pkg}=${port}`]),
      '--upstream', `127.0.0.1:${UPSTREAM_PORT}`, '--runtime-dir', RUNTIME_DIR, '--with-mock', '--workers', '1',
    ],
    { encoding: 'utf8' },
  );
  expect(render.status, render.stderr).toBe(0);
  const conf = path.join(RUNTIME_DIR, 'nginx.conf');
  const check = spawnSync(NGINX, ['-t', '-p', RUNTIME_DIR, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);

  const nginxPid = start(NGINX, ['-p', RUNTIME_DIR, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { cwd: RUNTIME_DIR, log });
  writeFileSync(STATE_FILE, JSON.stringify({ nginxPid, upstreamPid } satisfies DeploymentState));
  await expect.poll(() => answers(`http://127.0.0.1:${NGINX_PORT}${BASE_PATH}/remotes.json`), { timeout: 10_000 }).toBe(true);
});
