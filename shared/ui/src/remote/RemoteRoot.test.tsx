import { act, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@portal/core';
import { RemoteRoot } from './RemoteRoot';
import { createRemoteParcel } from './createRemoteParcel';
import { createTestSession } from '../testing/session';
import { useSession } from '../session-hooks';

const routes = [
  { path: '/helpCenter/loginRegister', element: <h1>登录注册</h1> },
  { path: '/helpCenter/entAuth/*', element: <h1>企业认证</h1> },
];

function at(path: string) {
  window.history.pushState(null, '', `/cWeb${path}`);
}

describe('RemoteRoot', () => {
  it('renders the page of the current path under /cWeb', () => {
    at('/helpCenter/entAuth/process');
    render(<RemoteRoot routes={routes} prefixes={['/helpCenter']} session={createTestSession()} />);
    expect(screen.getByRole('heading')).toHaveTextContent('企业认证');
  });

  it('shows the not-found page for an unknown path inside its prefixes', () => {
    at('/helpCenter/nothing-here');
    render(<RemoteRoot routes={routes} prefixes={['/helpCenter']} session={createTestSession()} />);
    expect(screen.getByRole('heading')).toHaveTextContent('页面不存在');
  });

  it('renders nothing outside its prefixes while the shell swaps remotes', () => {
    at('/home/index');
    const { container } = render(<RemoteRoot routes={routes} prefixes={['/helpCenter']} session={createTestSession()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('follows history changes made by another router', () => {
    at('/helpCenter/loginRegister');
    render(<RemoteRoot routes={routes} prefixes={['/helpCenter']} session={createTestSession()} />);
    expect(screen.getByRole('heading')).toHaveTextContent('登录注册');
    act(() => {
      window.history.pushState(null, '', '/cWeb/helpCenter/entAuth');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading')).toHaveTextContent('企业认证');
  });
});

describe('createRemoteParcel', () => {
  it('mounts the remote into the element the shell gives and announces it on the bus', async () => {
    at('/helpCenter/loginRegister');
    const heard = jest.fn();
    bus.on('remote:mounted', heard);
    const parcel = createRemoteParcel({ name: 'mf_help', routes, claims: [{ prefix: '/helpCenter', layout: 'help' }] });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'mf_help', domElement, singleSpa: {}, mountParcel: jest.fn(), session: createTestSession() };
    // Not inside act(): single-spa-react resolves mount from the rendered root's effect.
    await parcel.bootstrap(props as never);
    await parcel.mount(props as never);
    await waitFor(() => expect(domElement).toHaveTextContent('登录注册'));
    expect(heard).toHaveBeenCalledWith({ name: 'mf_help', path: '/cWeb/helpCenter/loginRegister' });
    await parcel.unmount(props as never);
    expect(domElement).toBeEmptyDOMElement();
    bus.off('remote:mounted', heard);
  });

  it('gives its pages the session the shell mounted it with, and refuses a mount without one', async () => {
    at('/helpCenter/loginRegister');
    function Who() {
      const { user } = useSession();
      return <h1>{user?.username ?? '未登录'}</h1>;
    }
    const parcel = createRemoteParcel({ name: 'mf_help', routes: [{ path: '/helpCenter/loginRegister', element: <Who /> }], claims: [{ prefix: '/helpCenter', layout: 'help' }] });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const base = { name: 'mf_help', domElement, singleSpa: {}, mountParcel: jest.fn() };
    await parcel.bootstrap(base as never);
    await expect(parcel.mount(base as never)).rejects.toThrow("mf_help: mount the parcel with a 'session' prop");
    await parcel.mount({ ...base, session: createTestSession({ user: { username: '张伟', mobile: '13800000000' } }) } as never);
    await waitFor(() => expect(domElement).toHaveTextContent('张伟'));
    await parcel.unmount({ ...base } as never);
  });

  it('tells the mounter when a page throws while rendering, before the mount resolves, and shows its crash page', async () => {
    at('/helpCenter/loginRegister');
    function Broken(): never {
      throw new Error('render failed');
    }
    const parcel = createRemoteParcel({ name: 'mf_help', routes: [{ path: '/helpCenter/loginRegister', element: <Broken /> }], claims: [{ prefix: '/helpCenter', layout: 'help' }] });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const order: string[] = [];
    const onCrash = jest.fn((error: Error) => void order.push(`crash: ${error.message}`));
    const props = { name: 'mf_help', domElement, singleSpa: {}, mountParcel: jest.fn(), session: createTestSession(), onCrash };
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await parcel.bootstrap(props as never);
    await parcel.mount(props as never).then(() => order.push('mounted'));
    expect(order).toEqual(['crash: render failed', 'mounted']);
    expect(domElement).toHaveTextContent('页面出错了');
    await parcel.unmount(props as never);
    quiet.mockRestore();
  });
});
