// `pnpm start`: builds what is not built (side by side, a line per app), then serves the portal and
// the mock API on one port (PORT, default 8080; HOST, default 127.0.0.1: this machine only).
import { APPS, ROOT, buildApps, ensurePnpmOnPath, needsBuild, spawnServer } from './lib.mjs';

ensurePnpmOnPath();

const stale = APPS.filter(needsBuild);
if (stale.length) {
  try {
    await buildApps(stale);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const server = spawnServer('pnpm', ['--filter', '@portal/preview', 'run', 'start'], { cwd: ROOT, env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
