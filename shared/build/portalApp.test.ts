import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BIN = path.join(__dirname, 'bin/portal-app.mjs');
const entry = (v: string) => `/cWeb/remotes/mf-help/versions/${v}/mf-manifest.json`;

/** A deployment folder of its own: a workspace marker and the shell's remotes.json. */
function workspace(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-app-'));
  writeFileSync(path.join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  mkdirSync(path.join(root, 'mf-help'), { recursive: true });
  writeFileSync(path.join(root, 'mf-help/package.json'), JSON.stringify({ name: 'mf-help' }));
  const remotes = { remotes: [{ name: 'mf_help', entry: entry('2'), version: '2', routes: [{ prefix: '/helpCenter', layout: 'help' }], previous: { entry: entry('1'), version: '1' } }] };
  writeFileSync(path.join(root, 'shell/dist/remotes.json'), JSON.stringify(remotes));
  return root;
}

/**
 * A module hook that refuses webpack, its dev server and tsx: loading any of them fails the command
 * (rollback and prune took 46-241 s on a loaded machine when they loaded them to rewrite one file).
 */
function refusingHeavyModules(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'no-webpack-'));
  writeFileSync(
    path.join(dir, 'hooks.mjs'),
    "export async function resolve(specifier, context, next) {\n  if (/^(webpack|webpack-dev-server|tsx)(\\/|$)/.test(specifier)) throw new Error(`loaded ${specifier}`);\n  return next(specifier, context);\n}\n",
  );
  writeFileSync(path.join(dir, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(path.join(dir, 'hooks.mjs')).href)});\n`);
  return path.join(dir, 'register.mjs');
}

describe('portal-app rollback, prune and move', () => {
  const hook = refusingHeavyModules();
  const portalApp = (cwd: string, ...args: string[]) => spawnSync('node', ['--import', hook, BIN, ...args], { cwd, encoding: 'utf8' });

  it('load no webpack, dev server or TypeScript, and write the workspace they run in, saying so', () => {
    const root = workspace();
    const rolled = portalApp(path.join(root, 'mf-help'), 'rollback');
    expect(rolled.stderr).toBe('');
    expect(rolled.stdout).toContain(`in ${path.join(root, 'shell/dist/remotes.json')}`);
    const after = JSON.parse(readFileSync(path.join(root, 'shell/dist/remotes.json'), 'utf8')) as { remotes: { entry: string }[] };
    expect(after.remotes[0].entry).toBe(entry('1'));

    const moved = portalApp(root, 'move', 'mf-help', '--origin', 'https://help.example.com');
    expect(moved.status).toBe(0);
    expect(moved.stdout).toContain(`https://help.example.com${entry('1')}`);

    const pruned = portalApp(root, 'prune', 'mf-help', '--keep', '1');
    expect([pruned.status, pruned.stdout.trim()]).toEqual([0, 'mf-help: nothing to remove']);
  });

  it('the hook does refuse webpack (else the test above could not fail)', () => {
    const root = workspace();
    const build = portalApp(path.join(root, 'mf-help'), 'build');
    expect(build.status).not.toBe(0);
    expect(build.stderr).toMatch(/loaded (webpack|tsx)/);
  });
});
