// `pnpm start`: builds what is not built, then serves the portal and the mock API on one port.
import { APPS, ROOT, buildApps, ensurePnpmOnPath, needsBuild, spawnServer } from './lib.mjs';

ensurePnpmOnPath();

const stale = APPS.filter(needsBuild);
if (stale.length) {
  console.log(`building: ${stale.join(', ')}`);
  buildApps(stale);
}
const server = spawnServer('pnpm', ['--filter', '@portal/preview', 'run', 'start'], { cwd: ROOT, env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
