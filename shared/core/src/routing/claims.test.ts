/** @jest-environment node */
import { matchClaim, parseRemotesManifest, pathHasPrefix, readRemotesManifest, type RemotesManifest } from './index';

const manifest: RemotesManifest = {
  remotes: [
    { name: 'mf_uc', entry: '/uc/mf-manifest.json', routes: [{ prefix: '/contract', layout: 'user-centre' }, { prefix: '/open/service', layout: 'user-centre' }] },
    { name: 'mf_home', entry: '/home/mf-manifest.json', routes: [{ prefix: '/product', layout: 'main' }, { prefix: '/threeEditorShow', layout: 'plain' }] },
    { name: 'mf_open', entry: '/open/mf-manifest.json', routes: [{ prefix: '/open', layout: 'main' }] },
  ],
};

describe('route claims', () => {
  it.each([
    ['/product', '/product', true],
    ['/product/bill', '/product', true],
    ['/products', '/product', false],
    ['/productbill', '/product', false],
    ['/contract/person/list', '/contract/', true],
    ['/anything', '/', true],
  ])('pathHasPrefix(%s, %s) is %s', (path, prefix, expected) => {
    expect(pathHasPrefix(path, prefix)).toBe(expected);
  });

  it.each([
    ['/product/twogold', 'mf_home', 'main'],
    ['/threeEditorShow', 'mf_home', 'plain'],
    ['/contract/enterprise/list', 'mf_uc', 'user-centre'],
    ['/open/service', 'mf_uc', 'user-centre'],
    ['/open/other', 'mf_open', 'main'],
  ])('%s is claimed by %s in the %s layout (longest prefix wins)', (path, remote, layout) => {
    const m = matchClaim(path, manifest);
    expect(m?.remote.name).toBe(remote);
    expect(m?.claim.layout).toBe(layout);
  });

  it('claims nothing for unknown paths', () => {
    expect(matchClaim('/nowhere', manifest)).toBeUndefined();
  });

  it.each([
    [null, 'expected'],
    [{ remotes: [{ name: 'bad-name', entry: 'x', routes: [{ prefix: '/a', layout: 'main' }] }] }, 'JS identifier'],
    [{ remotes: [{ name: 'ok', entry: '', routes: [{ prefix: '/a', layout: 'main' }] }] }, 'entry'],
    [{ remotes: [{ name: 'ok', entry: 'x', routes: [] }] }, 'claims'],
    [{ remotes: [{ name: 'ok', entry: 'x', routes: [{ prefix: 'a', layout: 'main' }] }] }, 'start with /'],
    [{ remotes: [{ name: 'ok', entry: 'x', routes: [{ prefix: '/a', layout: 'sideways' }] }] }, 'layout must be one of'],
  ])('rejects a broken remotes.json with a message', (input, message) => {
    expect(() => parseRemotesManifest(input)).toThrow(message);
  });

  it("keeps a claim's firstCall word only when it is true", () => {
    const parsed = parseRemotesManifest({
      remotes: [{ name: 'ok', entry: 'x', routes: [{ prefix: '/a', layout: 'main', firstCall: true }, { prefix: '/b', layout: 'main', firstCall: 'yes' }] }],
    });
    expect(parsed.remotes[0].routes).toEqual([{ prefix: '/a', layout: 'main', firstCall: true }, { prefix: '/b', layout: 'main' }]);
  });

  it.each([
    ['a name that is not a JS identifier', { name: 'mf-help', entry: 'x', routes: [{ prefix: '/h', layout: 'help' }] }, { index: 1, name: 'mf-help', reason: 'remotes.json: remotes[1].name must be a JS identifier' }],
    ['no name', { entry: 'x', routes: [{ prefix: '/h', layout: 'help' }] }, { index: 1, reason: 'remotes.json: remotes[1].name must be a JS identifier' }],
    ['a bad layout', { name: 'mf_x', entry: 'x', routes: [{ prefix: '/h', layout: 'sideways' }] }, { index: 1, name: 'mf_x', reason: expect.stringContaining('mf_x.routes[0].layout must be one of') }],
    ['a bad contract', { name: 'mf_x', entry: 'x', routes: [{ prefix: '/h', layout: 'help' }], contract: { react: 18 } }, { index: 1, name: 'mf_x', reason: 'remotes.json: mf_x.contract must map package names to ranges' }],
  ])('the shell refuses an entry with %s alone and reads the rest', (_case, bad, refusal) => {
    const good = (name: string, prefix: string) => ({ name, entry: `/${name}/mf-manifest.json`, routes: [{ prefix, layout: 'main' }] });
    const { manifest: read, refused } = readRemotesManifest({ telemetry: '/t', remotes: [good('mf_home', '/home'), bad, good('mf_uc', '/contract')] });
    expect(read.remotes.map((r) => r.name)).toEqual(['mf_home', 'mf_uc']);
    expect(read.telemetry).toBe('/t');
    expect(refused).toEqual([refusal]);
    expect(matchClaim('/contract', read)?.remote.name).toBe('mf_uc');
    // The tools that write the file still refuse it whole.
    expect(() => parseRemotesManifest({ remotes: [good('mf_home', '/home'), bad] })).toThrow(typeof refusal.reason === 'string' ? refusal.reason : 'layout');
  });
});
