import path from 'node:path';
import { readFileSync } from 'node:fs';
import { contractOf } from './versions.mjs';
import { providedKitParts, sharedModules } from './webpack.mjs';

const root = path.resolve(__dirname, '../..');
const app = (dir: string, kind: 'host' | 'remote' = 'remote') => ({ dir: path.join(root, dir), kind });
const kitKeys = (shared: Record<string, unknown>) => Object.keys(shared).filter((key) => key.startsWith('@portal/ui/kit/'));

describe('the kit parts each app provides', () => {
  const every = kitKeys(sharedModules());

  it('the shell provides every part: the remotes use its copies', () => {
    expect(providedKitParts(app('shell', 'host'))).toBeUndefined();
    expect(kitKeys(sharedModules({ kitParts: providedKitParts(app('shell', 'host')) }))).toEqual(every);
  });

  it.each([
    // Home and help render no kit part of their own: only the shared packages' dialogs and fields.
    ['mf-home-products', ['Button', 'Input', 'Modal'], ['Table', 'Steps', 'Select', 'Tabs', 'FaceCheck']],
    ['mf-help', ['Button', 'Input', 'Modal'], ['Table', 'Steps', 'Select', 'Tabs', 'FaceCheck']],
    ['mf-auth', ['Steps', 'FaceCheck', 'FileUpload', 'Table', 'AuthErrorDialog'], ['Tabs', 'Collapse', 'Drawer']],
    ['mf-user-center', ['Tabs', 'Table', 'Descriptions', 'FaceCheck'], ['Collapse', 'Steps', 'Drawer']],
    ['mf-treasury', ['Collapse', 'Steps', 'Table'], ['Tabs', 'FaceCheck', 'Drawer']],
  ])('%s provides the parts it imports, and not the others', (dir, has, hasNot) => {
    const keys = kitKeys(sharedModules({ kitParts: providedKitParts(app(dir)) }));
    for (const part of has) expect(keys).toContain(`@portal/ui/kit/${part}`);
    for (const part of hasNot) expect(keys).not.toContain(`@portal/ui/kit/${part}`);
    expect(keys.length).toBeLessThan(every.length);
  });

  it('a remote still shares the framework and the portal packages', () => {
    const shared = sharedModules({ kitParts: [] });
    for (const key of ['react', 'react-dom', 'single-spa', '@portal/core', '@portal/ui', '@portal/ui/session']) expect(shared).toHaveProperty([key]);
  });
});

describe('the shared workspace packages', () => {
  const version = (dir: string): string => (JSON.parse(readFileSync(path.join(__dirname, '..', dir.replace('shared/', ''), 'package.json'), 'utf8')) as { version: string }).version;

  it('need what remotes.json says they need: the version built with, same major, strictly', () => {
    const shared = sharedModules({ kitParts: ['Button'] }) as Record<string, { requiredVersion?: unknown; strictVersion?: boolean; version?: string }>;
    for (const [key, dir] of [['@portal/core', 'shared/core'], ['@portal/ui', 'shared/ui'], ['@portal/ui/kit/Button', 'shared/ui'], ['@portal/ui/session', 'shared/ui']]) {
      expect(shared[key]).toMatchObject({ requiredVersion: `^${version(dir)}`, strictVersion: true, version: version(dir) });
    }
    const contract = contractOf(path.join(__dirname, '../../mf-help'));
    expect(contract['@portal/ui']).toBe(shared['@portal/ui'].requiredVersion);
    expect(contract['@portal/core']).toBe(shared['@portal/core'].requiredVersion);
  });
});

describe('a build’s clean', () => {
  const keeps = (config: { output: { clean: { keep: RegExp } } }, file: string) => config.output.clean.keep.test(file);

  it('keeps the published versions, and the shell’s remotes.json (the deployment’s choice of versions)', async () => {
    const { createAppConfig } = await import('./webpack.mjs');
    const shell = createAppConfig({ dir: path.join(__dirname, '../../shell'), kind: 'host' }, {}, { mode: 'production' }) as { output: { clean: { keep: RegExp } } };
    const help = createAppConfig({ dir: path.join(__dirname, '../../mf-help'), kind: 'remote', exposes: {} }, {}, { mode: 'production' }) as { output: { clean: { keep: RegExp } } };
    expect(['remotes.json', 'versions/1.0.0+abc1234.20261207T120000Z/remoteEntry.js', 'main.js'].map((file) => keeps(shell, file))).toEqual([true, true, false]);
    expect(['remotes.json', 'versions/1.0.0+abc1234.20261207T120000Z/remoteEntry.js', 'remoteEntry.js'].map((file) => keeps(help, file))).toEqual([false, true, false]);
  });
});
