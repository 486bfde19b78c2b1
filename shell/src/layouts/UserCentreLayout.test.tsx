import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import Cookies from 'js-cookie';
import { bus, clearSession, setUserInfo } from '@portal/core';
import { SIDEBAR_COOKIE } from '../chrome/rules';
import { sidebarEntriesFrom } from '../chrome/userMenu';
import { ShellSessionProvider, createShellSession } from '../session/ShellSession';
import { HelpLayout, UserCentreLayout } from '.';

// The footer and consultation button read portal.config.json; here it is already loaded.
jest.mock('../chrome/portalConfig', () => {
  const actual = jest.requireActual('../chrome/portalConfig');
  return { ...actual, usePortalConfig: () => actual.FALLBACK_CONFIG };
});

const renderAt = (path: string, Layout = UserCentreLayout) =>
  render(
    <ShellSessionProvider session={createShellSession()}>
      <MemoryRouter initialEntries={[path]}>
        <Layout>
          <h1>page</h1>
        </Layout>
      </MemoryRouter>
    </ShellSessionProvider>,
  );

const sidebar = () => screen.getByRole('navigation', { name: '用户中心' });

beforeEach(() => {
  // Cookies are set on /cWeb: the document must be there to read them back.
  window.history.replaceState(null, '', '/cWeb/base/info');
  Cookies.remove(SIDEBAR_COOKIE, { path: '/cWeb' });
  clearSession();
});

describe('the user-centre sidebar', () => {
  it('keeps its collapsed state in a cookie that a new render (a reload) reads back', () => {
    const first = renderAt('/base/info');
    expect(sidebar()).toHaveAttribute('data-collapsed', 'false');
    fireEvent.click(within(sidebar()).getByRole('button', { name: '收起菜单' }));
    expect(sidebar()).toHaveAttribute('data-collapsed', 'true');
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('1');
    first.unmount();

    renderAt('/download/center');
    expect(sidebar()).toHaveAttribute('data-collapsed', 'true');
    fireEvent.click(within(sidebar()).getByRole('button', { name: '展开菜单' }));
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe('0');
  });

  it('is hidden on /open/service', () => {
    renderAt('/open/service');
    expect(screen.queryByRole('navigation', { name: '用户中心' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
  });

  it('is built from the resources of the user info, hidden ones omitted, and follows session changes', () => {
    renderAt('/contract/enterprise/list');
    expect(within(sidebar()).getAllByRole('link')).toHaveLength(6);
    act(() => {
      setUserInfo({
        username: 'demo',
        resources: [
          { name: '合同管理', path: '/contract', hidden: false },
          { name: '刷脸认证成功', path: '/contract/success', hidden: true },
          { meta: { title: '下载中心' }, path: '/download/center' },
        ],
      });
      bus.emit('session:changed', { loggedIn: true, mobile: '13800000000' });
    });
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('title'))).toEqual(['合同管理', '下载中心']);
    expect(within(sidebar()).getByRole('link', { name: /合同管理/ })).toHaveAttribute('aria-current', 'page');
  });
});

describe('sidebar entries from user info', () => {
  const defaults = [{ label: '业务中心', to: '/business/center' }];
  it.each([
    ['no user info', undefined, defaults],
    ['no resources', { username: 'a' }, defaults],
    ['resources not a list', { resources: 'oops' }, defaults],
    ['all hidden', { resources: [{ name: 'x', path: '/x', hidden: true }] }, defaults],
    ['malformed entries skipped', { resources: [null, 3, { name: '' , path: '/a' }, { name: 'b', path: 'relative' }, { title: '设置中心', path: '/set/center' }] }, [{ label: '设置中心', to: '/set/center' }]],
    ['children flattened, duplicates once', { resources: [{ name: '合同', path: '/contract', children: [{ name: '企业合同', path: '/contract/enterprise/list' }, { name: '合同', path: '/contract' }] }] }, [{ label: '合同', to: '/contract' }, { label: '企业合同', to: '/contract/enterprise/list' }]],
  ])('%s', (_name, info, expected) => {
    expect(sidebarEntriesFrom(info as Parameters<typeof sidebarEntriesFrom>[0], defaults)).toEqual(expected);
  });
});

describe('the help centre', () => {
  it('frames the page beside no sidebar of the shell’s: mf-help draws its own', () => {
    renderAt('/helpCenter/personAuth/process', HelpLayout);
    expect(screen.queryByRole('navigation', { name: '帮助中心' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
