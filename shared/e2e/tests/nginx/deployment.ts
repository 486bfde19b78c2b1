/**
 * The nginx deployment the `nginx` project tests: Debian's nginx with the config rendered by
 * deploy/nginx/render.sh from the built apps, and a preview server (with the mock) as its API
 * upstream. nginx.setup.ts starts both, nginx.teardown.ts stops them.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BASE_PORT } from '../support/ports';

/** The portal's origin on nginx; the remotes' second origin and the upstream follow it. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? BASE_PORT + 40);
export const NGINX_REMOTE_PORT = NGINX_PORT + 1;
export const UPSTREAM_PORT = NGINX_PORT + 2;
export const NGINX_BASE = `http://localhost:${NGINX_PORT}`;
export const NGINX_REMOTE_ORIGIN = `http://localhost:${NGINX_REMOTE_PORT}`;

/** pid, logs, rendered config and maintenance flags of this run. */
export const RUNTIME_DIR = path.join(tmpdir(), `portal-e2e-nginx-${NGINX_PORT}`);
export const STATE_FILE = path.join(RUNTIME_DIR, 'state.json');

export interface DeploymentState {
  nginxPid: number;
  upstreamPid: number;
}

export const readState = (): DeploymentState => JSON.parse(readFileSync(STATE_FILE, 'utf8')) as DeploymentState;

/** While this file exists nginx answers 503 for the remote's files (the config's maintenance switch). */
export const maintenanceFlag = (remotePackage: string): string => path.join(RUNTIME_DIR, 'maintenance', remotePackage);
