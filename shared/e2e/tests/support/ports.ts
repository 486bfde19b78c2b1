/**
 * Every port of an e2e run comes from one base, `E2E_PORT` (default 8180, apart from `pnpm
 * start`'s 8080), so two runs on one machine never meet when their bases are 100 apart:
 *
 *   base          the portal server (shell, remotes, mock API) the workers share
 *   base + 1      a second origin that serves only the remotes (shared)
 *   base + 2 ...  with E2E_SERVER_PER_WORKER=1, a portal server for each further worker
 *   base + 20 ... the remotes alone in their dev harness (standalone.spec.ts)
 *   base + 40 ... nginx (tests/nginx/deployment.ts)
 *
 * Each test runs in a mock world of its own (support/world.ts), so workers can share one server;
 * E2E_SERVER_PER_WORKER=1 gives each worker its own as before (slower on 2 cores: README,
 * "Develop"). A run starts its own servers and fails on a port already taken;
 * E2E_REUSE_SERVER=1 lets it use a server that already answers there.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8180);
/** A second origin that serves only the remotes, to move a remote to. */
export const SECOND_ORIGIN_PORT = BASE_PORT + 1;
/** Parallel workers. */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** Whether each worker gets a portal server of its own. */
export const SERVER_PER_WORKER = process.env.E2E_SERVER_PER_WORKER === '1';
/** Whether a server already answering on a port may be used (never by default: a run tests what it started). */
export const REUSE_SERVER = process.env.E2E_REUSE_SERVER === '1';
/** The portal server of a worker slot (TEST_PARALLEL_INDEX, 0-based). */
export const portalPort = (slot: number): number => (SERVER_PER_WORKER && slot > 0 ? BASE_PORT + 1 + slot : BASE_PORT);
/** Every portal server of the run. */
export const PORTAL_PORTS: readonly number[] = SERVER_PER_WORKER ? Array.from({ length: WORKERS }, (_, slot) => portalPort(slot)) : [BASE_PORT];
/** The n-th port for a remote run alone in its dev harness (standalone.spec.ts: 0-4). */
export const harnessPort = (n: number): number => BASE_PORT + 20 + n;
