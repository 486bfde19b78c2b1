import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionApi, sessionStore, type CurrentUser, type RemotesManifest, type SessionApi } from '@portal/core';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createShellSession } from '../session/ShellSession';
import { App } from './App';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const manifest: RemotesManifest = {
  remotes: [
    { name: 'mf_home_products', entry: '/cWeb/remotes/mf-home-products/mf-manifest.json', routes: [{ prefix: '/home', layout: 'main' }] },
    { name: 'mf_help', entry: '/cWeb/remotes/mf-help/mf-manifest.json', routes: [{ prefix: '/helpCenter', layout: 'help' }] },
  ],
};

/** A parcel that writes which remote it is and the path it mounted at. */
function fakeParcel(name: string) {
  return {
    default: {
      bootstrap: async () => undefined,
      mount: async ({ domElement }: { domElement: HTMLElement }) => {
        domElement.innerHTML = `<h1>${name} at ${window.location.pathname}</h1>`;
      },
      unmount: async ({ domElement }: { domElement: HTMLElement }) => {
        domElement.innerHTML = '';
      },
    },
  };
}

function at(path: string) {
  window.history.pushState(null, '', `/cWeb${path}`);
}

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegister.mockReset();
  mockedLoadRemote.mockImplementation(async (id: string) => fakeParcel(id.split('/')[0]));
});

describe('the shell', () => {
  it('redirects / to /home/index and mounts the claiming remote in the main layout', async () => {
    at('/');
    render(<App loadManifest={async () => manifest} session={createShellSession()} />);
    expect(await screen.findByRole('heading', { name: 'mf_home_products at /cWeb/home/index' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cWeb/home/index');
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_home_products/parcel');
  });

  it('frames a help-centre path in the help layout, leaving the sidebar to mf-help', async () => {
    at('/helpCenter/signature');
    const { container } = render(<App loadManifest={async () => manifest} session={createShellSession()} />);
    expect(await screen.findByRole('heading', { name: 'mf_help at /cWeb/helpCenter/signature' })).toBeInTheDocument();
    expect(container.querySelector('.portal-layout--sidebar')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: '帮助中心' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a path no remote claims', async () => {
    at('/nowhere/at/all');
    render(<App loadManifest={async () => manifest} session={createShellSession()} />);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('says so when remotes.json cannot be loaded, and retries', async () => {
    at('/home/index');
    const load = jest.fn<Promise<RemotesManifest>, []>().mockRejectedValueOnce(new Error('503')).mockResolvedValue(manifest);
    render(<App loadManifest={load} session={createShellSession()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('门户配置加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: 'mf_home_products at /cWeb/home/index' })).toBeInTheDocument();
  });

  it('isolates a remote that fails to load: message, retry re-registers it and mounts it', async () => {
    at('/helpCenter/loginRegister');
    mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-008'));
    render(<App loadManifest={async () => manifest} session={createShellSession()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('页面暂时无法加载');
    // The shell's own frame still works around the failed remote.
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: 'mf_help at /cWeb/helpCenter/loginRegister' })).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mf_help', entry: 'http://localhost/cWeb/remotes/mf-help/mf-manifest.json' }], { force: true });
  });

  it.each([
    ['whose mount rejects', 'mf_rejects', async () => Promise.reject(new Error('boom'))],
    // A page that throws in the first render: the parcel's error boundary tells the shell (onCrash) before the mount resolves.
    ['whose page throws while mounting', 'mf_throws', async ({ onCrash }: { onCrash?: (e: Error) => void }) => onCrash?.(new Error('render failed'))],
  ])('falls back to the previous version of a remote %s', async (_case, name, mount) => {
    at('/treasuryFront/detail');
    const versioned: RemotesManifest = {
      remotes: [
        {
          name,
          entry: '/cWeb/remotes/mf-treasury/versions/2/mf-manifest.json',
          version: '2',
          routes: [{ prefix: '/treasuryFront', layout: 'treasury' }],
          previous: { entry: '/cWeb/remotes/mf-treasury/versions/1/mf-manifest.json', version: '1' },
        },
      ],
    };
    const broken = { default: { bootstrap: async () => undefined, mount, unmount: async () => undefined } };
    mockedLoadRemote.mockResolvedValueOnce(broken);
    render(<App loadManifest={async () => versioned} session={createShellSession()} />);
    expect(await screen.findByRole('heading', { name: `${name} at /cWeb/treasuryFront/detail` })).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledWith([{ name, entry: 'http://localhost/cWeb/remotes/mf-treasury/versions/1/mf-manifest.json' }], { force: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the mounted remote while navigating inside it, and swaps it for another remote', async () => {
    at('/helpCenter/personAuth');
    render(<App loadManifest={async () => manifest} session={createShellSession()} />);
    await screen.findByRole('heading', { name: 'mf_help at /cWeb/helpCenter/personAuth' });
    await userEvent.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '帮助中心' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cWeb/helpCenter/loginRegister'));
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(await screen.findByRole('heading', { name: 'mf_home_products at /cWeb/home/index' })).toBeInTheDocument();
    expect(screen.queryByText(/mf_help at/)).not.toBeInTheDocument();
  });

  it('signed in, mounts the page only after the guard has the user info, and hands the remote the session', async () => {
    sessionStore.signIn('tok');
    let answer: (user: CurrentUser) => void = () => undefined;
    const fetchUser = jest.fn(() => new Promise<CurrentUser>((resolve) => (answer = resolve)));
    const quiet = jest.fn(() => new Promise<never>(() => undefined));
    const api = { ...sessionApi, fetchUser, fetchCompanies: quiet, fetchPersonalAuth: quiet, fetchSummary: quiet, fetchHistory: quiet } as SessionApi;
    const session = createShellSession({ api });
    let mountedWith: unknown;
    mockedLoadRemote.mockImplementation(async () => ({
      default: {
        bootstrap: async () => undefined,
        mount: async ({ domElement, session: given }: { domElement: HTMLElement; session: unknown }) => {
          mountedWith = given;
          domElement.innerHTML = `<h1>mounted for ${sessionStore.getState().user?.username ?? 'nobody'}</h1>`;
        },
        unmount: async () => undefined,
      },
    }));
    at('/home/index');
    render(<App loadManifest={async () => manifest} session={session} />);
    await waitFor(() => expect(fetchUser).toHaveBeenCalled());
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: /mounted for/ })).not.toBeInTheDocument();
    answer({ username: '张伟', mobile: '13800000000' });
    expect(await screen.findByRole('heading', { name: 'mounted for 张伟' })).toBeInTheDocument();
    expect(mountedWith).toBe(session.portal);
    sessionStore.forget();
  });

  it("asks the remote for the opened page's code as soon as its parcel is in, while the guard still waits for the user info", async () => {
    sessionStore.signIn('tok');
    let answer: (user: CurrentUser) => void = () => undefined;
    const fetchUser = jest.fn(() => new Promise<CurrentUser>((resolve) => (answer = resolve)));
    const quiet = jest.fn(() => new Promise<never>(() => undefined));
    const api = { ...sessionApi, fetchUser, fetchCompanies: quiet, fetchPersonalAuth: quiet, fetchSummary: quiet, fetchHistory: quiet } as SessionApi;
    const preload = jest.fn(async () => undefined);
    const mount = jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.innerHTML = '<h1>产品中心</h1>';
    });
    mockedLoadRemote.mockImplementation(async () => ({ default: { bootstrap: async () => undefined, mount, unmount: async () => undefined, preload } }));
    at('/home/index');
    render(<App loadManifest={async () => manifest} session={createShellSession({ api })} />);
    await waitFor(() => expect(preload).toHaveBeenCalledWith('/cWeb/home/index'));
    expect(mount).not.toHaveBeenCalled();
    answer({ username: '张伟', mobile: '13800000000' });
    expect(await screen.findByRole('heading', { name: '产品中心' })).toBeInTheDocument();
    expect(preload).toHaveBeenCalledTimes(1);
    sessionStore.forget();
  });
});
