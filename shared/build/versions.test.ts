import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRemotesManifest } from '@portal/core';
import { composeRemotes } from './remotes.mjs';
import { buildTime, contractOf, foldersToPrune, moveRemote, parseVersion, publishRelease, pruneVersions, rollbackRelease, versionString, versionedEntry, workspaceRootOf, writeJsonAtomic } from './versions.mjs';

const routes = [{ prefix: '/helpCenter', layout: 'help' }];
const v1 = '1.0.0+3f18aff.20261127T081243Z';
const v2 = '1.0.0+5bd909b.20261128T090000Z';
const contract = { '@portal/core': '^1.0.0', '@portal/ui': '^1.0.0', react: '^18.3.1' };
const start = { remotes: [{ name: 'mf_help', entry: '/cWeb/remotes/mf-help/mf-manifest.json', version: '1.0.0+3f18aff.20261127T080000Z', contract, routes }] };

describe('a version', () => {
  it('is the package version, the commit and the build time, and reads back', () => {
    const builtAt = buildTime(new Date('2026-11-27T08:12:43.512Z'));
    expect(builtAt).toBe('20261127T081243Z');
    expect(versionString({ pkgVersion: '1.0.0', commit: '3f18aff', builtAt })).toBe(v1);
    expect(parseVersion(v1)).toEqual({ pkgVersion: '1.0.0', commit: '3f18aff', builtAt: '20261127T081243Z' });
  });

  it('declares the contract from package.json: workspace packages as a caret of their version now', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'contract-'));
    for (const [dir, version] of [['shared/core', '1.4.2'], ['shared/ui', '2.0.1']]) {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify({ version }));
    }
    mkdirSync(path.join(root, 'mf-help'));
    const deps = { '@portal/core': 'workspace:*', '@portal/ui': 'workspace:^', react: '^18.3.1', marked: '^16' };
    writeFileSync(path.join(root, 'mf-help', 'package.json'), JSON.stringify({ version: '1.0.0', dependencies: deps }));
    expect(contractOf(path.join(root, 'mf-help'), root)).toEqual({ '@portal/core': '^1.4.2', '@portal/ui': '^2.0.1', react: '^18.3.1' });
  });
});

describe('publish and rollback in remotes.json', () => {
  const published = publishRelease(start, { name: 'mf_help', entry: versionedEntry('mf-help', v1), version: v1, contract, routes });

  it('makes the published version current and keeps the one it replaces as previous', () => {
    expect(published.remotes[0]).toEqual({
      name: 'mf_help',
      entry: `/cWeb/remotes/mf-help/versions/${v1}/mf-manifest.json`,
      version: v1,
      contract,
      routes,
      previous: { version: start.remotes[0].version, entry: start.remotes[0].entry, contract },
    });
    // The shell reads it.
    expect(parseRemotesManifest(published).remotes[0].previous?.version).toBe(start.remotes[0].version);
  });

  it('a second publish pushes the first to previous', () => {
    const again = publishRelease(published, { name: 'mf_help', entry: versionedEntry('mf-help', v2), version: v2, contract, routes });
    expect(again.remotes[0].version).toBe(v2);
    expect(again.remotes[0].previous).toEqual({ version: v1, entry: versionedEntry('mf-help', v1), contract });
  });

  it('rollback swaps current and previous; twice is where it started', () => {
    const back = rollbackRelease(published, 'mf_help');
    expect(back.remotes[0]).toMatchObject({ entry: start.remotes[0].entry, version: start.remotes[0].version, previous: { version: v1 } });
    expect(rollbackRelease(back, 'mf_help')).toEqual(published);
  });

  it('rollback refuses a remote with no previous version, or one not listed', () => {
    expect(() => rollbackRelease(start, 'mf_help')).toThrow('mf_help has no previous version');
    expect(() => rollbackRelease(start, 'mf_auth')).toThrow('remotes.json lists no remote mf_auth');
  });

  it('a later plain build keeps the published entry, its version and previous', () => {
    const rebuilt = composeRemotes([{ pkg: 'mf-help', name: 'mf_help', version: '1.0.0+aaaaaaa.20261129T000000Z', contract, routes }], published);
    expect(rebuilt.remotes[0]).toEqual(published.remotes[0]);
  });

  it('a plain build of the default entry carries that build’s version', () => {
    const built = composeRemotes([{ pkg: 'mf-help', name: 'mf_help', version: v2, contract, routes }], start);
    expect(built.remotes[0]).toMatchObject({ entry: start.remotes[0].entry, version: v2, contract });
  });
});

describe('pinned versions and team origins', () => {
  const pin = (n: number) => ({ manifest: `sha384-m${n}`, remoteEntry: `sha384-e${n}` });
  const first = publishRelease(start, { name: 'mf_help', entry: versionedEntry('mf-help', v1), version: v1, contract, routes, integrity: pin(1) });
  const second = publishRelease(first, { name: 'mf_help', entry: versionedEntry('mf-help', v2), version: v2, contract, routes, integrity: pin(2) });

  it('a published version keeps the hashes of its entry files, current and previous, through a rollback', () => {
    expect(second.remotes[0]).toMatchObject({ integrity: pin(2), previous: { version: v1, integrity: pin(1) } });
    const back = rollbackRelease(second, 'mf_help');
    expect(back.remotes[0]).toMatchObject({ version: v1, integrity: pin(1), previous: { version: v2, integrity: pin(2) } });
    expect(parseRemotesManifest(back).remotes[0]).toMatchObject({ integrity: pin(1), previous: { integrity: pin(2) } });
  });

  it('moves a remote to its team origin: the same paths and hashes, current and previous', () => {
    const moved = moveRemote(second, 'mf_help', 'http://127.0.0.1:9104/');
    expect(moved.remotes[0]).toMatchObject({
      entry: `http://127.0.0.1:9104/cWeb/remotes/mf-help/versions/${v2}/mf-manifest.json`,
      integrity: pin(2),
      previous: { entry: `http://127.0.0.1:9104/cWeb/remotes/mf-help/versions/${v1}/mf-manifest.json`, integrity: pin(1) },
    });
    expect(moveRemote(moved, 'mf_help', 'https://help.example.com').remotes[0].entry).toBe(`https://help.example.com/cWeb/remotes/mf-help/versions/${v2}/mf-manifest.json`);
    expect(() => moveRemote(second, 'mf_help', 'javascript:alert(1)')).toThrow('is not an http(s) origin');
    expect(() => moveRemote(second, 'mf_nope', 'http://x.test')).toThrow('remotes.json lists no remote mf_nope');
  });

  it('a tool works on the workspace it runs in, found from its folder', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'workspace-'));
    writeFileSync(path.join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
    mkdirSync(path.join(root, 'mf-help', 'src'), { recursive: true });
    expect(workspaceRootOf(path.join(root, 'mf-help', 'src'))).toBe(root);
    expect(workspaceRootOf(root)).toBe(root);
  });
});

describe('atomic writes', () => {
  it('replaces remotes.json by renaming a complete temp file: a reader never sees half a file, no temp file stays', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
    const file = path.join(dir, 'remotes.json');
    writeJsonAtomic(file, start);
    const big = { remotes: Array.from({ length: 3000 }, (_, i) => ({ ...start.remotes[0], name: `r${i}` })) };
    // Another process reads the file over and over while this one rewrites it.
    const reader = `const fs=require('fs');let reads=0,bad=0;const end=Date.now()+1500;while(Date.now()<end){reads++;try{JSON.parse(fs.readFileSync(${JSON.stringify(file)},'utf8'))}catch{bad++}}console.log(JSON.stringify({reads,bad}))`;
    const child = spawn(process.execPath, ['-e', reader]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const done = new Promise<void>((resolve) => child.on('close', () => resolve()));
    const until = Date.now() + 1500;
    for (let i = 0; Date.now() < until; i += 1) {
      writeJsonAtomic(file, i % 2 ? big : start);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await done;
    const { reads, bad } = JSON.parse(out) as { reads: number; bad: number };
    expect(reads).toBeGreaterThan(10);
    expect(bad).toBe(0);
    expect(readdirSync(dir)).toEqual(['remotes.json']);
  });
});

describe('prune', () => {
  const folders = ['1.0.0+a.20261120T000000Z', '1.0.0+b.20261121T000000Z', '1.0.0+c.20261122T000000Z', '1.0.0+d.20261123T000000Z', '1.0.0+e.20261124T000000Z'];

  it.each([
    ['keeps the newest N', { entry: versionedEntry('mf-help', folders[4]) }, 2, [folders[2], folders[1], folders[0]]],
    ['never the current or previous, however old', { entry: versionedEntry('mf-help', folders[0]), previous: { entry: versionedEntry('mf-help', folders[1]) } }, 1, [folders[3], folders[2]]],
    ['--keep 0 still keeps current and previous', { entry: versionedEntry('mf-help', folders[4]), previous: { entry: versionedEntry('mf-help', folders[3]) } }, 0, [folders[2], folders[1], folders[0]]],
    ['a remote whose entry is the unversioned build', { entry: '/cWeb/remotes/mf-help/mf-manifest.json' }, 4, [folders[0]]],
  ])('%s', (_name, remote, keep, doomed) => {
    expect(foldersToPrune(folders, remote, keep)).toEqual(doomed);
  });

  it('deletes the folders from disk and leaves the others served', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'prune-'));
    for (const folder of folders) mkdirSync(path.join(dist, 'versions', folder), { recursive: true });
    const remote = { entry: versionedEntry('mf-help', folders[4]), previous: { entry: versionedEntry('mf-help', folders[0]) } };
    expect(pruneVersions({ dist, remote, keep: 2 })).toEqual([folders[2], folders[1]]);
    expect(readdirSync(path.join(dist, 'versions')).sort()).toEqual([folders[0], folders[3], folders[4]]);
    expect(existsSync(path.join(dist, 'versions', folders[4]))).toBe(true);
  });
});
