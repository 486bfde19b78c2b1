/**
 * A copy of this workspace for the specs that change sources, versions and builds as a team does
 * (edit, `pnpm changeset`, `pnpm release`, `pnpm --filter <app> run publish`): the checkout itself
 * is never written, so a killed run leaves nothing behind. The copy has the checkout's files (as
 * git lists them, uncommitted ones included), its built apps as deployed, and its dependencies
 * linked in place: the packages' node_modules as pnpm laid them out (relative links, so the
 * workspace packages resolve inside the copy), the store (node_modules/.pnpm) shared.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, remoteFilesPath } from '@portal/build/apps';

export const ROOT = path.resolve(__dirname, '../../../..');

/** Recreates a node_modules folder: links as they are, the store and webpack's cache left out, the rest copied. */
function mirrorModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (name === '.cache') continue;
    if (name === '.pnpm') symlinkSync(source, target);
    else if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (lstatSync(source).isDirectory() && (name.startsWith('@') || name === '.bin')) mirrorModules(source, target);
    else cpSync(source, target, { recursive: true, verbatimSymlinks: true });
  }
}

/** The workspace's files, as git lists them (tracked and untracked, not ignored). */
const workspaceFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .split('\0')
    .filter(Boolean);

/** Makes the copy (again) at `dir` and answers it. */
export function copyWorkspace(dir: string = path.join(tmpdir(), `portal-workspace-${process.pid}`)): string {
  rmSync(dir, { recursive: true, force: true });
  for (const file of workspaceFiles()) {
    const source = path.join(ROOT, file);
    if (!existsSync(source)) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(source, path.join(dir, file), { verbatimSymlinks: true });
  }
  for (const pkgDir of ['.', ...readdirSync(ROOT).filter((d) => existsSync(path.join(ROOT, d, 'package.json'))), ...readdirSync(path.join(ROOT, 'shared')).map((d) => path.join('shared', d))]) {
    const modules = path.join(ROOT, pkgDir, 'node_modules');
    if (existsSync(modules)) mirrorModules(modules, path.join(dir, pkgDir, 'node_modules'));
  }
  // The apps as built and deployed from this checkout (published version folders aside).
  for (const app of APPS) {
    const dist = path.join(ROOT, app, 'dist');
    if (!existsSync(dist)) throw new Error(`${app} is not built: run pnpm build first`);
    cpSync(dist, path.join(dir, app, 'dist'), { recursive: true, preserveTimestamps: true, filter: (file) => !file.includes(`${path.sep}versions${path.sep}`) });
  }
  return dir;
}

/** Runs pnpm (or another command) in the copy; its output comes back in the error when it fails. */
export function inWorkspace(dir: string, command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: dir, stdio: 'pipe', encoding: 'utf8', env: { ...process.env, CI: process.env.CI ?? '' } });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${dir}:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
}

/** The copy's preview server (its builds and its own mock) on `port`, once it answers. */
export async function servePreview(dir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const server = spawn('node', ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(dir, 'shared/preview'), env: { ...process.env, PORT: String(port), MOCK_CHECK_ANSWERS: '1', ...env }, stdio: 'ignore' });
  const url = `http://localhost:${port}${remoteFilesPath('mf-help')}mf-manifest.json`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`the preview server of ${dir} exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`the preview server of ${dir} did not answer on ${port}`);
}
