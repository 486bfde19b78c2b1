import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRemotesManifest } from '@portal/core';
import { composeRemotes, firstViewFiles, writeRemotesJson } from './remotes.mjs';

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

  it('carries each build’s first-view files; a published version keeps its own when a later plain build declares others', () => {
    const files = ['remoteEntry.js', '__federation_expose_parcel.1a2b3c4d.js'];
    expect(composeRemotes([{ ...help, firstView: files }], undefined).remotes[0].firstView).toEqual(files);
    const published = { remotes: [{ name: 'mf_help', entry: '/cWeb/remotes/mf-help/versions/v1/mf-manifest.json', version: 'v1', routes: help.routes, firstView: ['remoteEntry.js', 'old.js'] }] };
    expect(composeRemotes([{ ...help, firstView: files }], published).remotes[0].firstView).toEqual(['remoteEntry.js', 'old.js']);
  });

  it('reads the first-view files from a remote’s manifest: its entry and its parcel’s own scripts and styles', () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'diagnostics', assets: { js: { sync: ['__federation_expose_diagnostics.5e6f7a8b.js'], async: [] }, css: { sync: [], async: [] } } },
        { name: 'parcel', assets: { js: { sync: ['__federation_expose_parcel.1a2b3c4d.js'], async: ['2319.10c63a81.js'] }, css: { sync: ['__federation_expose_parcel.7c494ae3.css'], async: ['2319.256f41af.css'] } } },
      ],
    };
    expect(firstViewFiles(manifest)).toEqual(['remoteEntry.js', '__federation_expose_parcel.1a2b3c4d.js', '__federation_expose_parcel.7c494ae3.css']);
    // Under a publicPath the manifest names (a CDN), absolute; an entry in a folder keeps it.
    const cdn = { ...manifest, metaData: { publicPath: 'https://cdn.example.com/help/', remoteEntry: { name: 'remoteEntry.js', path: 'js' } } };
    expect(firstViewFiles(cdn)).toEqual(['https://cdn.example.com/help/js/remoteEntry.js', 'https://cdn.example.com/help/__federation_expose_parcel.1a2b3c4d.js', 'https://cdn.example.com/help/__federation_expose_parcel.7c494ae3.css']);
    expect(firstViewFiles({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] })).toEqual(['remoteEntry.js']);
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
