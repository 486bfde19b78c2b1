/**
 * The nginx deployment the `nginx` project tests: Debian's nginx with the config rendered by
 * deploy/nginx/render.sh, and a preview server (with the mock) as its API upstream. It is laid
 * out as production is: a release folder with the shell's build, and each remote on its own
 * origin (its team's server, one port each), remotes.json pointing at them
 * (`portal-app move`), each a published version (`portal-app publish --prebuilt`), pinned by its
 * hashes, with the plain build as its previous version to fall back to. nginx.setup.ts starts it all, nginx.teardown.ts stops it.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from '@portal/build/apps';
import { BASE_PORT } from '../support/ports';

/** The portal's origin on nginx; the remotes' second origin and the upstream follow it. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? BASE_PORT + 40);
export const NGINX_REMOTE_PORT = NGINX_PORT + 1;
export const UPSTREAM_PORT = NGINX_PORT + 2;
export const NGINX_BASE = `http://localhost:${NGINX_PORT}`;
export const NGINX_REMOTE_ORIGIN = `http://localhost:${NGINX_REMOTE_PORT}`;

/** Each remote's own origin (its team's server): the ports after the upstream's, in the apps' order. */
export const TEAM_PORTS: Record<string, number> = Object.fromEntries(REMOTES.map((pkg, i) => [pkg, NGINX_PORT + 3 + i]));
export const teamOrigin = (pkg: string): string => `http://localhost:${TEAM_PORTS[pkg]}`;

/** pid, logs, rendered config and maintenance flags of this run. */
export const RUNTIME_DIR = path.join(tmpdir(), `portal-e2e-nginx-${NGINX_PORT}`);
/** The deployment's apps root: <app>/dist, as a release is laid out on a server. */
export const RELEASE_DIR = path.join(RUNTIME_DIR, 'release');
export const STATE_FILE = path.join(RUNTIME_DIR, 'state.json');

export interface DeploymentState {
  nginxPid: number;
  upstreamPid: number;
}

export const readState = (): DeploymentState => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as DeploymentState;

/** While this file exists nginx answers 503 for the remote's files (the config's maintenance switch). */
export const maintenanceFlag = (remotePackage: string): string => path.join(RUNTIME_DIR, 'maintenance', remotePackage);
