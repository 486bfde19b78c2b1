// `pnpm build`: every app's production build, as `pnpm test` and `pnpm start` build them (one
// build per core, as memory allows; a line as each starts and ends; remotes.json written once).
import { APPS, buildApps, withBuildLock } from './lib.mjs';

try {
  await withBuildLock(() => buildApps(APPS));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
