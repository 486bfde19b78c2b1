import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from '@portal/core';
import { loadVersionedParcel } from './loadParcel';
import { RemoteUnavailableError } from './runtimePlugin';
import { choiceOf, initialChoice } from './versions';
import { diagnostics } from '../telemetry/diagnostics';
import { TelemetryQueue, telemetry } from '../telemetry/beacon';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const ok = { '@portal/core': '^1.0.0', react: '^18.3.1' };

const remote = (name: string, contract: Record<string, string> = ok): RemoteDescriptor => ({
  name,
  entry: `/cWeb/remotes/${name}/versions/2/mf-manifest.json`,
  version: '1.0.0+bbbbbbb.20261128T000000Z',
  contract,
  routes: [{ prefix: `/${name}`, layout: 'help' }],
  previous: { entry: `/cWeb/remotes/${name}/versions/1/mf-manifest.json`, version: '1.0.0+aaaaaaa.20261127T000000Z', contract: ok },
});
const row = (name: string) => diagnostics.remotes().find((r) => r.name === name);

let sent: TelemetryEvent[];
type TelemetryEvent = Parameters<TelemetryQueue['send']>[0];
beforeEach(() => {
  sent = [];
  jest.spyOn(telemetry, 'send').mockImplementation((e) => void sent.push(e));
  mockedLoadRemote.mockReset();
  (registerRemotes as jest.Mock).mockReset();
});

describe('a remote whose current version fails to load', () => {
  it('loads its previous version instead, and says so on the diagnostics page and to telemetry', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new RemoteUnavailableError('a500', new Error('HTTP 500'))).mockResolvedValueOnce({ default: lifecycles });
    await expect(loadVersionedParcel(remote('a500'))).resolves.toBe(lifecycles);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'a500', entry: 'http://localhost/cWeb/remotes/a500/versions/1/mf-manifest.json' }], { force: true });
    expect(row('a500')).toMatchObject({ loaded: 'previous', version: '1.0.0+aaaaaaa.20261127T000000Z', reason: { kind: 'failed', detail: expect.stringContaining('HTTP 500') } });
    expect(row('a500')?.loadMs).toEqual(expect.any(Number));
    expect(sent.map((e) => e.type)).toEqual(['remote-failed', 'remote-fallback']);
  });

  it('shows the failure (the outlet’s retry) when the previous version fails too', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('HTTP 404'));
    await expect(loadVersionedParcel(remote('both'))).rejects.toThrow('HTTP 404');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(row('both')?.errors).toEqual(['HTTP 404', 'HTTP 404']);
  });

  it('a retry starts again from the current version', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('timeout')).mockResolvedValue({ default: lifecycles });
    const r = remote('retry');
    await loadVersionedParcel(r);
    expect(choiceOf(r).use).toBe('previous');
    await loadVersionedParcel(r, true);
    expect(choiceOf(r).use).toBe('current');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'retry', entry: 'http://localhost/cWeb/remotes/retry/versions/2/mf-manifest.json' }], { force: true });
  });
});

describe('a remote built against another contract', () => {
  const running = { '@portal/core': '1.0.0', react: '18.3.1' };

  it('is never loaded: its previous version is chosen when remotes.json arrives', async () => {
    const r = remote('newer', { ...ok, '@portal/core': '^2.0.0' });
    expect(initialChoice(r, running)).toMatchObject({ use: 'previous', reason: { kind: 'incompatible', detail: 'needs @portal/core ^2.0.0, the shell has 1.0.0' } });
    mockedLoadRemote.mockResolvedValue({ default: lifecycles });
    await loadVersionedParcel(r);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(row('newer')).toMatchObject({ loaded: 'previous', entry: '/cWeb/remotes/newer/versions/1/mf-manifest.json' });
    expect(sent).toEqual([expect.objectContaining({ type: 'remote-fallback', remote: 'newer', reason: 'incompatible' })]);
  });

  it('with no usable previous version, shows the failure without loading anything', async () => {
    const r = { ...remote('alone', { '@portal/core': '^2.0.0' }), previous: undefined };
    expect(initialChoice(r, running).use).toBe('none');
    await expect(loadVersionedParcel(r)).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});

describe('telemetry batches', () => {
  const setup = () => {
    const beacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
    const queue = new TelemetryQueue(window, 3);
    queue.configure('/t');
    return { beacon, queue };
  };
  const bodyOf = async (body: string) => JSON.parse(body) as { events: { type: string }[] };

  it('sends nothing where remotes.json names no endpoint (no address of the mock is assumed)', () => {
    const beacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
    const queue = new TelemetryQueue(window, 1);
    queue.configure(undefined);
    queue.send({ type: 'remote-failed', remote: 'x', detail: '1' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends every N events in one beacon, as JSON text, to the configured endpoint', async () => {
    const { beacon, queue } = setup();
    queue.send({ type: 'remote-failed', remote: 'x', detail: '1' });
    queue.send({ type: 'remote-failed', remote: 'x', detail: '2' });
    expect(beacon).not.toHaveBeenCalled();
    queue.send({ type: 'remote-failed', remote: 'x', detail: '3' });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0][0]).toBe('/t');
    expect((await bodyOf(beacon.mock.calls[0][1])).events).toHaveLength(3);
  });

  it('sends what waits when the page is hidden or left; a vital that changes is sent once', async () => {
    const { beacon, queue } = setup();
    queue.send({ type: 'web-vital', name: 'CLS', value: 0.01 });
    queue.send({ type: 'web-vital', name: 'CLS', value: 0.02 });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect((await bodyOf(beacon.mock.calls[0][1])).events).toEqual([expect.objectContaining({ name: 'CLS', value: 0.02 })]);
    queue.send({ type: 'web-vital', name: 'LCP', value: 900 });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});
