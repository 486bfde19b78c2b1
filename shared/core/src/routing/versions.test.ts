import { chooseVersion, contractProblems, satisfies, type VersionedRemote } from './versions';
import { parseRemotesManifest } from './claims';

describe('satisfies (the ranges the builds write)', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.9.9', '^1.0.0', false],
    ['18.3.1', '^18.3.1', true],
    ['18.2.0', '^18.3.1', false],
    ['19.0.0', '^18.3.1', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['5.0.0', '*', true],
    ['1.0.0+3f18aff.20261127T081243Z', '^1.0.0', true],
    ['not a version', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

const running = { '@portal/core': '1.0.0', '@portal/ui': '1.0.0', react: '18.3.1' };
const ok = { '@portal/core': '^1.0.0', '@portal/ui': '^1.0.0', react: '^18.3.1' };
const newer = { ...ok, '@portal/core': '^2.0.0' };

describe('contractProblems', () => {
  it.each([
    ['none declared', undefined, []],
    ['all met', ok, []],
    ['a core the shell does not run', newer, ['needs @portal/core ^2.0.0, the shell has 1.0.0']],
    ['a package the shell does not know', { 'left-pad': '^9.0.0' }, []],
    ['a newer minor of @portal/ui than the shell runs', { ...ok, '@portal/ui': '^1.1.0' }, ['needs @portal/ui ^1.1.0, the shell has 1.0.0']],
  ])('%s', (_name, contract, problems) => {
    expect(contractProblems(contract, running)).toEqual(problems);
  });
});

describe('contractProblems against a shell a release ahead', () => {
  const ahead = { '@portal/core': '1.0.1', '@portal/ui': '1.1.0', react: '18.3.1' };
  it.each([
    ['a remote built before the shell\'s releases (older minor and patch, same major)', ok, []],
    ['a remote built with the same releases', { ...ok, '@portal/core': '^1.0.1', '@portal/ui': '^1.1.0' }, []],
    ['a remote of the next major', { ...ok, '@portal/ui': '^2.0.0' }, ['needs @portal/ui ^2.0.0, the shell has 1.1.0']],
    ['a remote with a newer patch of @portal/core', { ...ok, '@portal/core': '^1.0.2' }, ['needs @portal/core ^1.0.2, the shell has 1.0.1']],
  ])('%s', (_name, contract, problems) => {
    expect(contractProblems(contract, ahead)).toEqual(problems);
  });
});

describe('chooseVersion: current, else previous, else none', () => {
  const current = { entry: '/v2/mf-manifest.json', version: '2', contract: ok };
  const previous = { entry: '/v1/mf-manifest.json', version: '1', contract: ok };
  const cases: [string, VersionedRemote, Parameters<typeof chooseVersion>[2], ReturnType<typeof chooseVersion>][] = [
    ['a compatible current', { ...current, previous }, undefined, { use: 'current', entry: '/v2/mf-manifest.json', version: '2' }],
    ['no contract at all (an older remotes.json)', { entry: '/x.json' }, undefined, { use: 'current', entry: '/x.json', version: undefined }],
    [
      'an incompatible current with a previous',
      { ...current, contract: newer, previous },
      undefined,
      { use: 'previous', entry: '/v1/mf-manifest.json', version: '1', reason: { kind: 'incompatible', detail: 'needs @portal/core ^2.0.0, the shell has 1.0.0' } },
    ],
    ['an incompatible current, no previous', { ...current, contract: newer }, undefined, { use: 'none', reason: { kind: 'incompatible', detail: 'needs @portal/core ^2.0.0, the shell has 1.0.0' } }],
    [
      'an incompatible current and previous',
      { ...current, contract: newer, previous: { ...previous, contract: newer } },
      undefined,
      { use: 'none', reason: { kind: 'incompatible', detail: 'needs @portal/core ^2.0.0, the shell has 1.0.0; previous: needs @portal/core ^2.0.0, the shell has 1.0.0' } },
    ],
    [
      'a current that failed to load',
      { ...current, previous },
      { on: 'current', detail: 'HTTP 500' },
      { use: 'previous', entry: '/v1/mf-manifest.json', version: '1', reason: { kind: 'failed', detail: 'HTTP 500' } },
    ],
    ['a failed current, no previous', current, { on: 'current', detail: 'timeout' }, { use: 'none', reason: { kind: 'failed', detail: 'timeout' } }],
    ['the previous failed too', { ...current, previous }, { on: 'previous', detail: 'HTTP 404' }, { use: 'none', reason: { kind: 'failed', detail: 'HTTP 404' } }],
  ];
  it.each(cases)('%s', (_name, remote, failure, expected) => {
    expect(chooseVersion(remote, running, failure)).toEqual(expected);
  });
});

describe('remotes.json version fields', () => {
  const base = { name: 'mf_help', entry: '/e.json', routes: [{ prefix: '/helpCenter', layout: 'help' }] };
  it('reads version, contract, previous and the telemetry endpoint', () => {
    const parsed = parseRemotesManifest({ telemetry: '/t', remotes: [{ ...base, version: '2', contract: ok, previous: { entry: '/p.json', version: '1', contract: ok } }] });
    expect(parsed).toEqual({ telemetry: '/t', remotes: [{ ...base, version: '2', contract: ok, previous: { entry: '/p.json', version: '1', contract: ok } }] });
  });
  it('refuses a previous without an entry and a contract that is not ranges', () => {
    expect(() => parseRemotesManifest({ remotes: [{ ...base, previous: { version: '1' } }] })).toThrow('mf_help.previous.entry is missing');
    expect(() => parseRemotesManifest({ remotes: [{ ...base, contract: { react: 18 } }] })).toThrow('mf_help.contract must map package names to ranges');
  });
});
