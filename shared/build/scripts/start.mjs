// `pnpm start`: builds what changed since its last build (side by side, a line per app), then
// serves the portal and the mock API on one port (PORT, default 8080; HOST, default 127.0.0.1:
// this machine only). An app is stale when its sources' hash differs from the one recorded beside
// its dist; the build holds the checkout's lock, so a second start waits for it, then serves.
import { APPS, ROOT, buildApps, ensurePnpmOnPath, needsBuild, spawnServer, withBuildLock } from './lib.mjs';

ensurePnpmOnPath();

try {
  await withBuildLock(async () => {
    const stale = APPS.filter((app) => needsBuild(app));
    if (stale.length) await buildApps(stale);
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const server = spawnServer('pnpm', ['--filter', '@portal/preview', 'run', 'start'], { cwd: ROOT, env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
