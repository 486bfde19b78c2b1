import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRemotesManifest } from '@portal/core';
import { composeRemotes, writeRemotesJson } from './remotes.mjs';

const help = { pkg: 'mf-help', name: 'mf_help', version: '1.0.0+3f18aff.20261127T081243Z', routes: [{ prefix: '/helpCenter', layout: 'help' }] };
const treasury = { pkg: 'mf-treasury', name: 'mf_treasury', version: '1.0.0+3f18aff.20261127T081243Z', routes: [{ prefix: '/treasuryFront', layout: 'treasury' }] };

describe('remotes.json from the remotes’ declarations', () => {
  it('gives each declared remote its default entry and its declared claims', () => {
    expect(composeRemotes([help, treasury], undefined)).toEqual({
      remotes: [
        { name: 'mf_help', entry: '/cWeb/remotes/mf-help/mf-manifest.json', version: help.version, routes: help.routes },
        { name: 'mf_treasury', entry: '/cWeb/remotes/mf-treasury/mf-manifest.json', version: treasury.version, routes: treasury.routes },
      ],
    });
  });

  it('keeps an entry a deployment edited, and takes the claims from the declaration', () => {
    const edited = { remotes: [{ name: 'mf_help', entry: 'https://cdn.example.com/help/mf-manifest.json', routes: [{ prefix: '/old', layout: 'main' }] }] };
    expect(composeRemotes([help], edited).remotes).toEqual([{ name: 'mf_help', entry: 'https://cdn.example.com/help/mf-manifest.json', version: help.version, routes: help.routes }]);
  });

  it('keeps a remote the file lists that published no declaration here (hosted elsewhere)', () => {
    const elsewhere = { name: 'mf_partner', entry: 'https://partner.example.com/mf-manifest.json', routes: [{ prefix: '/partner', layout: 'main' }] };
    expect(composeRemotes([help], { remotes: [elsewhere] }).remotes.map((r) => r.name)).toEqual(['mf_help', 'mf_partner']);
  });

  it('writes the shell’s remotes.json from the published remote.json files of the remotes built', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'remotes-json-'));
    const dist = (pkg: string) => path.join(root, pkg, 'dist');
    for (const pkg of ['shell', 'mf-help']) mkdirSync(dist(pkg), { recursive: true });
    writeFileSync(path.join(dist('mf-help'), 'remote.json'), JSON.stringify({ name: help.name, routes: help.routes }));
    writeRemotesJson({ shellDist: dist('shell'), remotes: ['mf-help', 'mf-treasury'].map((pkg) => ({ pkg, dist: dist(pkg) })) });
    const written = parseRemotesManifest(JSON.parse(readFileSync(path.join(dist('shell'), 'remotes.json'), 'utf8')));
    expect(written.remotes.map((r) => [r.name, r.routes])).toEqual([['mf_help', help.routes]]);
  });

  it('reads a remote’s src/claims.ts as the build does (TypeScript, type imports and all)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'remote-claims-'));
    mkdirSync(path.join(dir, 'src'));
    const source = "import type { RouteClaim } from '@portal/core';\nexport const claims: readonly RouteClaim[] = [{ prefix: '/helpCenter', layout: 'help' }];\n";
    writeFileSync(path.join(dir, 'src', 'claims.ts'), source);
    // The build runs in plain Node (tsx loads the file); jest's sandbox cannot host tsx's loader.
    const script = `import { readClaims } from ${JSON.stringify(path.join(__dirname, 'remotes.mjs'))}; console.log(JSON.stringify(await readClaims(${JSON.stringify(dir)})));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(help.routes);
  });
});
