import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_REMOTE_TIMEOUT_MS, loadParcel, remoteTimeoutMs } from './loadParcel';
import { RemoteUnavailableError } from './runtimePlugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

const help = { name: 'mf_help', entry: '/cWeb/remotes/mf-help/mf-manifest.json', routes: [{ prefix: '/helpCenter', layout: 'help' as const }] };
const lifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

afterEach(() => {
  jest.useRealTimers();
  mockedLoadRemote.mockReset();
  document.head.innerHTML = '';
});

describe('loading a remote parcel', () => {
  it('gives the parcel of a remote that answers', async () => {
    mockedLoadRemote.mockResolvedValue({ default: lifecycles });
    await expect(loadParcel(help)).resolves.toBe(lifecycles);
  });

  it('fails with the remote named when its files never answer, after the limit and not before', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const settled = jest.fn();
    const outcome = loadParcel(help, false, 15_000).then(
      () => 'loaded',
      (e: unknown) => {
        settled();
        return e;
      },
    );
    await jest.advanceTimersByTimeAsync(14_900);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    const error = await outcome;
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error).toMatchObject({ remote: 'mf_help', message: expect.stringContaining('no answer within 15000 ms') });
  });

  it('forgets the failed remote before a retry', async () => {
    mockedLoadRemote.mockResolvedValue({ default: lifecycles });
    await loadParcel(help, true);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_help', entry: 'http://localhost/cWeb/remotes/mf-help/mf-manifest.json' }], { force: true });
  });

  it('reads the limit from the page, 15 s when the page sets none or nonsense', () => {
    expect(remoteTimeoutMs()).toBe(DEFAULT_REMOTE_TIMEOUT_MS);
    expect(DEFAULT_REMOTE_TIMEOUT_MS).toBe(15_000);
    document.head.innerHTML = '<meta name="portal-remote-timeout-ms" content="abc">';
    expect(remoteTimeoutMs()).toBe(15_000);
    document.head.innerHTML = '<meta name="portal-remote-timeout-ms" content="8000">';
    expect(remoteTimeoutMs()).toBe(8000);
  });
});
