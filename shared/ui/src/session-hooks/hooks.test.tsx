import { act, render, renderHook, screen } from '@testing-library/react';
import {
  createBus,
  createMemoryStore,
  createSecureStorage,
  createSessionStore,
  type AuthLoadDeps,
  type EnterpriseAuthInfo,
  type PortalBus,
} from '@portal/core';
import { SessionProvider } from './SessionProvider';
import { createPortalSession, type PortalSession } from './portalSession';
import { useAuthView, useCurrentCompany, useRefreshAuth, useRequestLogin, useSession, useSignedIn } from './hooks';

const COMPANY = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK9D', companyName: '上海浦江供应链管理有限公司' };

function setup(api: Partial<AuthLoadDeps['api']> = {}) {
  const bus: PortalBus = createBus();
  const store = createSessionStore({ storage: createSecureStorage({ local: createMemoryStore(), session: createMemoryStore() }), bus });
  const never = () => new Promise<never>(() => undefined);
  const session = createPortalSession({
    store,
    bus,
    api: { fetchPersonalAuth: never, fetchEnterpriseAuth: never, fetchSummary: never, fetchHistory: never, ...api },
  });
  return { bus, store, session };
}

function Card() {
  const { user } = useSession();
  const signedIn = useSignedIn();
  const company = useCurrentCompany();
  const view = useAuthView();
  return (
    <p>
      {signedIn ? `${user?.username} · ${company === null ? '无企业' : company?.companyName ?? '未选择'} · ${view.label} · ${view.redDot ? '红点' : '无红点'}` : '未登录'}
    </p>
  );
}

const wrap = (session: PortalSession) => ({ children }: { children: React.ReactNode }) => <SessionProvider session={session}>{children}</SessionProvider>;

describe('the session hooks', () => {
  it('follow the store: sign-in, user, company and status show without a reload', () => {
    const { store, session } = setup();
    render(<Card />, { wrapper: wrap(session) });
    expect(screen.getByText('未登录')).toBeInTheDocument();
    act(() => {
      store.signIn('tok');
      store.setUser({ username: '张伟', mobile: '13800000000' });
    });
    expect(screen.getByText('张伟 · 未选择 · completePersonal · 无红点')).toBeInTheDocument();
    act(() => {
      store.setCurrentCompany(COMPANY);
      store.setPersonalAuth({ sts: { sts: 'SUCCESS', subSts: null } });
    });
    expect(screen.getByText(`张伟 · ${COMPANY.companyName} · entNotAuthenticated · 无红点`)).toBeInTheDocument();
    act(() => store.setCurrentCompany(null));
    expect(screen.getByText('张伟 · 无企业 · entNotAuthenticated · 无红点')).toBeInTheDocument();
    act(() => store.forget());
    expect(screen.getByText('未登录')).toBeInTheDocument();
  });

  it('useRefreshAuth reloads the personal and enterprise info: the label and red dot change at once', async () => {
    let enterprise: EnterpriseAuthInfo = { sts: { sts: 'PROCESSING', subSts: 'JUMP_SUBMIT_MATERIALS' } };
    const fetchEnterpriseAuth = jest.fn(async () => enterprise);
    const { store, session } = setup({
      fetchPersonalAuth: async () => ({ sts: { sts: 'SUCCESS', subSts: null } }),
      fetchSummary: async () => ({ role: 'LEGAL_PERSON' }),
      fetchHistory: async () => ({ personalInfo: null, entInfo: null }),
      fetchEnterpriseAuth,
    });
    store.signIn('tok');
    store.setUser({ username: '张伟', mobile: '13800000000' });
    store.setCurrentCompany(COMPANY);
    const { result } = renderHook(() => ({ refresh: useRefreshAuth(), view: useAuthView() }), { wrapper: wrap(session) });
    await act(() => result.current.refresh());
    expect(result.current.view).toMatchObject({ label: 'entAuthenticating', redDot: false });
    enterprise = { sts: { sts: 'PROCESSING', subSts: 'MANUAL_CHECK_REJECT_CUSTOMER' } };
    await act(() => result.current.refresh());
    expect(result.current.view).toMatchObject({ label: 'entAuthenticating', redDot: true });
    expect(fetchEnterpriseAuth).toHaveBeenLastCalledWith('13800000000', COMPANY.creditCode);
  });

  it.each([
    ['login:succeeded', 'succeeded'],
    ['login:cancelled', 'cancelled'],
  ] as const)('useRequestLogin asks the shell over the bus and resolves on its %s', async (event, outcome) => {
    const { bus, session } = setup();
    const asked: { key?: string; redirect?: string; requestId?: string }[] = [];
    bus.on('login:requested', (request) => asked.push(request));
    const { result } = renderHook(() => useRequestLogin(), { wrapper: wrap(session) });
    const pending = result.current({ key: 'twogold', redirect: '/product/twogold' });
    expect(asked).toEqual([{ key: 'twogold', redirect: '/product/twogold', requestId: expect.any(String) }]);
    // Another opener's outcome is not this one.
    bus.emit(event, { mobile: '13800000000', requestId: 'someone-else' });
    bus.emit(event, { mobile: '13800000000', requestId: asked[0].requestId });
    await expect(pending).resolves.toBe(outcome);
  });

  it('say clearly when no SessionProvider is above them', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSession())).toThrow('SessionProvider');
    jest.mocked(console.error).mockRestore();
  });
});
