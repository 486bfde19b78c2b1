import { existsSync, rmSync } from 'node:fs';
import { test as teardown } from '@playwright/test';
import { RUNTIME_DIR, STATE_FILE, readState } from './deployment';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

teardown('nginx and its upstream stop', async () => {
  if (!existsSync(STATE_FILE)) return;
  const { nginxPid, upstreamPid } = readState();
  // nginx finishes its answers on QUIT; the preview server stops on TERM.
  for (const [pid, signal] of [[nginxPid, 'SIGQUIT'], [upstreamPid, 'SIGTERM']] as const) {
    if (pid && alive(pid)) process.kill(pid, signal);
  }
  for (let i = 0; i < 50 && [nginxPid, upstreamPid].some((pid) => pid && alive(pid)); i += 1) await new Promise((r) => setTimeout(r, 100));
  for (const pid of [nginxPid, upstreamPid]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(RUNTIME_DIR, { recursive: true, force: true });
});
