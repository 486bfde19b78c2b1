import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '@portal/core';
import { SessionProvider } from '@portal/ui';
import { createTestSession } from '@portal/ui/testing';
import { claims, sidebar as claimedSidebar } from '../claims';
import { SIDEBAR_COOKIE, readSidebarCollapsed } from './collapsed';
import { sidebarEntriesFrom } from './entries';
import { UserCentreFrame } from './UserCentreSidebar';

/** A page of the remote at `path`, framed as routes.tsx frames each one. */
function renderAt(path: string, session = createTestSession()) {
  const page = <h1>page</h1>;
  const routed = <MemoryRouter initialEntries={[path]}><UserCentreFrame>{page}</UserCentreFrame></MemoryRouter>;
  return { ...render(<SessionProvider session={session}>{routed}</SessionProvider>), session };
}

const sidebar = () => screen.getByRole('navigation', { name: '用户中心' });
const cookie = (): string | undefined => document.cookie.split('; ').find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`))?.split('=')[1];

beforeEach(() => {
  // The cookie is set on /cWeb: the document must be there to read it back.
  window.history.replaceState(null, '', '/cWeb/base/info');
  document.cookie = `${SIDEBAR_COOKIE}=; path=/cWeb; max-age=0`;
});

describe('the user-centre sidebar mf-user-center publishes', () => {
  it('is published with the claims: the six entries of the spec, in order, each a claimed path', () => {
    expect(claimedSidebar.title).toBe('用户中心');
    expect(claimedSidebar.defaults.map((e) => `${e.label} ${e.to}`)).toEqual([
      '业务中心 /business/center',
      '基本信息 /base/info',
      '合同管理 /contract',
      '下载中心 /download/center',
      '设置中心 /set/center',
      '开通服务 /open/service',
    ]);
    expect(claimedSidebar.defaults.map((e) => e.to)).toEqual(claims.map((c) => c.prefix));
    expect(claimedSidebar.hiddenOn).toEqual(['/open/service']);
  });

  it('keeps its collapsed state in a cookie that a new render (a reload) reads back', () => {
    const first = renderAt('/base/info');
    expect(sidebar()).toHaveAttribute('data-collapsed', 'false');
    fireEvent.click(within(sidebar()).getByRole('button', { name: '收起菜单' }));
    expect(sidebar()).toHaveAttribute('data-collapsed', 'true');
    expect(cookie()).toBe('1');
    expect(readSidebarCollapsed()).toBe(true);
    first.unmount();

    renderAt('/download/center');
    expect(sidebar()).toHaveAttribute('data-collapsed', 'true');
    fireEvent.click(within(sidebar()).getByRole('button', { name: '展开菜单' }));
    expect(cookie()).toBe('0');
  });

  it('is hidden on /open/service', () => {
    renderAt('/open/service');
    expect(screen.queryByRole('navigation', { name: '用户中心' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
  });

  it('is built from the resources of the signed-in user, hidden ones omitted, and follows session changes', () => {
    const { session } = renderAt('/contract/enterprise/list');
    expect(within(sidebar()).getAllByRole('link')).toHaveLength(6);
    act(() => {
      session.store.signIn('token');
      session.store.setUser({
        username: 'demo',
        mobile: '13800000000',
        resources: [
          { name: '合同管理', path: '/contract', hidden: false },
          { name: '刷脸认证成功', path: '/contract/success', hidden: true },
          { meta: { title: '下载中心' }, path: '/download/center' },
        ],
      } as unknown as CurrentUser);
    });
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('title'))).toEqual(['合同管理', '下载中心']);
    expect(within(sidebar()).getByRole('link', { name: /合同管理/ })).toHaveAttribute('aria-current', 'page');

    // Signed out: the default entries again.
    act(() => session.store.forget());
    expect(within(sidebar()).getAllByRole('link')).toHaveLength(6);
  });

  it.each([
    ['a personal user (no company)', createTestSession({ user: { username: '张三', mobile: '13800000014' } })],
    ['an enterprise user', createTestSession({ user: { username: '李娜', mobile: '13800000001' }, company: { companyUCId: 'c1', creditCode: '91330100MA2H7Y3K1A', companyName: '杭州测试有限公司' } })],
    ['a visitor', createTestSession()],
  ])('shows %s without menu resources the same six entries', (_who, session) => {
    renderAt('/base/info', session);
    expect(within(sidebar()).getAllByRole('link').map((l) => l.getAttribute('title'))).toEqual(['业务中心', '基本信息', '合同管理', '下载中心', '设置中心', '开通服务']);
    expect(within(sidebar()).getByRole('link', { name: /基本信息/ })).toHaveAttribute('aria-current', 'page');
  });
});

describe('sidebar entries from user info', () => {
  const defaults = [{ label: '业务中心', to: '/business/center' }];
  it.each([
    ['no user info', undefined, defaults],
    ['no resources', { username: 'a' }, defaults],
    ['resources not a list', { resources: 'oops' }, defaults],
    ['all hidden', { resources: [{ name: 'x', path: '/x', hidden: true }] }, defaults],
    ['malformed entries skipped', { resources: [null, 3, { name: '', path: '/a' }, { name: 'b', path: 'relative' }, { title: '设置中心', path: '/set/center' }] }, [{ label: '设置中心', to: '/set/center' }]],
    ['children flattened, duplicates once', { resources: [{ name: '合同', path: '/contract', children: [{ name: '企业合同', path: '/contract/enterprise/list' }, { name: '合同', path: '/contract' }] }] }, [{ label: '合同', to: '/contract' }, { label: '企业合同', to: '/contract/enterprise/list' }]],
  ])('%s', (_name, info, expected) => {
    expect(sidebarEntriesFrom(info as Parameters<typeof sidebarEntriesFrom>[0], defaults)).toEqual(expected);
  });
});
