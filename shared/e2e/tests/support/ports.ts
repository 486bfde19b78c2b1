/** Ports of the e2e run, apart from 8080 so a running `pnpm start` does not get in the way. */
export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 8180);
/** A second origin that serves only the remotes, to move a remote to. */
export const SECOND_ORIGIN_PORT = PORTAL_PORT + 1;
