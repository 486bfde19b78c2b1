/**
 * Ports of the e2e run, apart from 8080 so a running `pnpm start` does not get in the way. Each
 * Playwright worker has its own portal server (own mock state), so workers never see each
 * other's sign-ins, SMS codes or resets; the second origin serves only the remotes and is shared.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8180);
/** A second origin that serves only the remotes, to move a remote to. */
export const SECOND_ORIGIN_PORT = BASE_PORT + 1;
/** Parallel workers (each with its own portal server). */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The portal server of a worker slot (TEST_PARALLEL_INDEX, 0-based). */
export const portalPort = (slot: number): number => (slot === 0 ? BASE_PORT : BASE_PORT + 1 + slot);
