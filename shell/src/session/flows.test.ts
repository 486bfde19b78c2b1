import { waitFor } from '@testing-library/react';
import {
  ApiError,
  businessSystemUrlFrom,
  configureSession,
  createBus,
  createMemoryStore,
  createSecureStorage,
  createSessionStore,
  type Company,
  type SessionApi,
} from '@portal/core';
import { createSessionController } from './controller';
import type { SessionDeps } from './deps';
import { createSessionFlows, type JumpOptions, type SessionFlows } from './flows';

// One flows instance per test's deps (its memory: the expiry burst, calls in flight).
const instances = new WeakMap<SessionDeps, SessionFlows>();
function flowsOf(deps: SessionDeps): SessionFlows {
  const made = instances.get(deps) ?? createSessionFlows(deps);
  instances.set(deps, made);
  return made;
}
const clickStatus = (deps: SessionDeps) => flowsOf(deps).clickStatus();
const closeExpiredDialog = (relogin: boolean, deps: SessionDeps) => flowsOf(deps).closeExpiredDialog(relogin);
const completeLogin = (token: string, mobile: string | undefined, deps: SessionDeps) => flowsOf(deps).completeLogin(token, mobile);
const handleSessionExpired = (deps: SessionDeps) => flowsOf(deps).handleSessionExpired();
const loadAuth = (deps: SessionDeps, options?: { enterprise?: boolean }) => flowsOf(deps).loadAuth(options);
const logout = (deps: SessionDeps) => flowsOf(deps).logout();
const openBusinessSystem = (key: string, options: JumpOptions, deps: SessionDeps) => flowsOf(deps).openBusinessSystem(key, options);
const returnToSavedPage = (deps: SessionDeps) => flowsOf(deps).returnToSavedPage();
const runGuard = (pathname: string, search: string, deps: SessionDeps) => flowsOf(deps).runGuard(pathname, search);
const switchCompany = (deps: SessionDeps) => flowsOf(deps).switchCompany();

const NOW = Date.UTC(2026, 2, 1, 12);
const A: Company = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK9D', companyName: '上海浦江供应链管理有限公司' };
const B: Company = { companyUCId: 'EC2', creditCode: '914403001922038216', companyName: '深圳前海鑫源贸易有限公司' };

const unauthorized = () => new ApiError({ kind: 'http', path: '/x', status: 401 });
const serverError = () => new ApiError({ kind: 'http', path: '/x', status: 500 });

function fakeApi(overrides: Partial<SessionApi> = {}): jest.Mocked<SessionApi> {
  const api: SessionApi = {
    fetchSlider: async () => ({ originalImageBase64: '', jigsawImageBase64: '', token: 't' }),
    checkSlider: async () => ({ isSuccess: true, secondToken: 's' }),
    sendSms: async () => 'sms',
    smsLogin: async () => ({ token: 'tok' }),
    passwordLogin: async () => ({ token: 'tok' }),
    iamLogin: async () => ({ token: 'tok' }),
    passwordPreCheck: async () => ({ registered: true, activated: true }),
    resetPassword: async () => '密码设置成功',
    finishPasswordReset: async () => undefined,
    fetchUser: async () => ({ username: '张伟', mobile: '13800000000', mobileNo: '138****0000', resources: [] }),
    logout: async () => undefined,
    saveEntInfo: async () => undefined,
    verifyToken: async () => undefined,
    fetchCompanies: async () => ({ userCustmoerId: 'UC1', companys: [A] }),
    fetchPersonalAuth: async () => ({ sts: { sts: 'SUCCESS', subSts: null } }),
    fetchEnterpriseAuth: async () => ({ sts: { sts: 'SUCCESS', subSts: null } }),
    fetchSummary: async () => ({ role: 'LEGAL_PERSON', related: true }),
    fetchHistory: async () => ({ personalInfo: null, entInfo: null }),
    dataSign: async () => 'a'.repeat(64),
    ...overrides,
  };
  const mocked: Record<string, unknown> = {};
  for (const [key, fn] of Object.entries(api)) mocked[key] = jest.fn(fn as (...args: unknown[]) => unknown);
  return mocked as unknown as jest.Mocked<SessionApi>;
}

function setup(overrides: Partial<SessionApi> = {}, path = '/business/center') {
  const bus = createBus();
  const storage = createSecureStorage({ local: createMemoryStore(), session: createMemoryStore() });
  let saved: string | undefined;
  let now = NOW;
  const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
  const deps: SessionDeps = {
    store: createSessionStore({ storage, bus, now: () => now }),
    api: fakeApi(overrides),
    controller: createSessionController(),
    notify: { success: jest.fn(), error: jest.fn() },
    navigate: jest.fn((to: string) => void (path = to)),
    currentPath: () => path,
    now: () => now,
    savedLoginUrl: { get: () => saved, set: (url) => void (saved = url || undefined) },
    window: {
      open: jest.fn(() => tab as unknown as Window),
      close: jest.fn(),
      location: { origin: 'http://portal.test', reload: jest.fn(), assign: jest.fn() } as unknown as Location,
    },
  };
  return { deps, bus, storage, tab, saved: () => saved, advance: (ms: number) => (now += ms) };
}

describe('completeLogin (the after-login steps in order)', () => {
  it('stores the token, loads the user, takes the one company, saves it', async () => {
    const { deps } = setup();
    await expect(completeLogin('tok', '13800000000', deps)).resolves.toBe('done');
    expect(deps.store.getState()).toMatchObject({ token: 'tok', authTime: NOW, user: { username: '张伟' }, currentCompany: A });
    expect(deps.api.fetchCompanies).toHaveBeenCalledWith('13800000000');
    expect(deps.api.saveEntInfo).toHaveBeenCalledWith({ entCenterId: 'EC1', entCode: A.creditCode, entName: A.companyName });
    const api = deps.api as jest.Mocked<SessionApi>;
    const order = [api.fetchUser, api.fetchCompanies, api.saveEntInfo].map((fn) => fn.mock.invocationCallOrder[0]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('saves an empty company when there is none', async () => {
    const { deps } = setup({ fetchCompanies: async () => ({ userCustmoerId: 'UC3', companys: [] }) });
    await expect(completeLogin('tok', '13800000002', deps)).resolves.toBe('done');
    expect(deps.api.saveEntInfo).toHaveBeenCalledWith({ entCenterId: '', entCode: '', entName: '' });
    expect(deps.store.getState().currentCompany).toBeNull();
  });

  it('asks for a choice among several companies before saving', async () => {
    const { deps } = setup({ fetchCompanies: async () => ({ userCustmoerId: 'UC2', companys: [A, B] }) });
    const done = completeLogin('tok', '13800000001', deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const choice = deps.controller.getState().companyChoice;
    expect(choice).toMatchObject({ companies: [A, B], required: true });
    expect(deps.api.saveEntInfo).not.toHaveBeenCalled();
    deps.controller.resolveCompany(B);
    await expect(done).resolves.toBe('done');
    expect(deps.api.saveEntInfo).toHaveBeenCalledWith({ entCenterId: 'EC2', entCode: B.creditCode, entName: B.companyName });
    expect(deps.store.getState().currentCompany).toEqual(B);
  });

  it('prompts a reload when the login mobile differs from the session, keeping only the new token', async () => {
    const { deps } = setup();
    await completeLogin('old', '13800000000', deps);
    deps.store.clear();
    const done = completeLogin('new', '13800000001', deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.controller.getState().reloadPrompt).toEqual({ resolve: expect.any(Function) });
    expect(deps.window.location.reload).not.toHaveBeenCalled();
    deps.controller.resolveReload();
    await expect(done).resolves.toBe('reloadRequired');
    expect(deps.window.location.reload).toHaveBeenCalled();
    const after = deps.store.getState();
    expect([after.token, after.user, after.currentCompany]).toEqual(['new', undefined, undefined]);
  });

  it('after an expiry, the mismatch reload lands on the page the session ended on', async () => {
    const { deps, saved } = setup({}, '/helpCenter/entAuth');
    await completeLogin('old', '13800000000', deps);
    handleSessionExpired(deps);
    expect(saved()).toBe('/helpCenter/entAuth');
    const done = completeLogin('new', '13800000001', deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    deps.controller.resolveReload();
    await expect(done).resolves.toBe('reloadRequired');
    expect(deps.window.location.assign).toHaveBeenCalledWith('/cWeb/helpCenter/entAuth');
    expect(deps.window.location.reload).not.toHaveBeenCalled();
    expect(saved()).toBeUndefined();
  });

  it('an IAM login learns its mobile from the user info', async () => {
    const { deps } = setup();
    (deps.api as jest.Mocked<SessionApi>).fetchUser.mockResolvedValueOnce({ username: '李娜', mobile: '13800000001' });
    await completeLogin('old', '13800000001', deps);
    const done = completeLogin('iam', undefined, deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.controller.getState().reloadPrompt).toEqual({ resolve: expect.any(Function) });
    deps.controller.resolveReload();
    await expect(done).resolves.toBe('reloadRequired');
  });

  it('fails with 获取用户信息异常 and leaves no half session', async () => {
    const { deps } = setup({ fetchUser: async () => Promise.reject(serverError()) });
    await expect(completeLogin('tok', '13800000000', deps)).resolves.toBe('failed');
    expect(deps.notify.error).toHaveBeenCalledWith('获取用户信息异常');
    expect(deps.store.getState().token).toBeUndefined();
  });
});

describe('session expiry', () => {
  async function signedIn(path = '/business/center?tab=1') {
    const env = setup({}, path);
    await completeLogin('tok', '13800000000', env.deps);
    return env;
  }

  it('within 12 h: clears, saves the page, leaves it for home and shows the dialog there; Cancel stays home', async () => {
    const { deps, saved, storage } = await signedIn();
    handleSessionExpired(deps);
    expect(deps.store.getState().token).toBeUndefined();
    expect(storage.get('token')).toBeUndefined();
    expect(saved()).toBe('/business/center?tab=1');
    expect(deps.navigate).toHaveBeenCalledWith('/home/index');
    expect(deps.controller.getState().expired).toBe(true);
    closeExpiredDialog(false, deps);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    expect(deps.controller.getState().expired).toBe(false);
  });

  it('Re-login opens the login dialog marked as after an expiry', async () => {
    const { deps } = await signedIn();
    handleSessionExpired(deps);
    closeExpiredDialog(true, deps);
    expect(deps.controller.getState()).toMatchObject({ expired: false, login: { afterExpiry: true, page: 'form' } });
  });

  it('after 12 h: no dialog, straight home', async () => {
    const { deps, advance } = await signedIn();
    advance(12 * 3600_000 + 1);
    handleSessionExpired(deps);
    expect(deps.controller.getState().expired).toBe(false);
    expect(deps.navigate).toHaveBeenCalledWith('/home/index');
  });

  it('on /login: only clears', async () => {
    const { deps, saved } = await signedIn('/login?from=%2Fx');
    handleSessionExpired(deps);
    expect(deps.store.getState().token).toBeUndefined();
    expect(deps.controller.getState().expired).toBe(false);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(saved()).toBeUndefined();
  });

  it('twenty at once: one dialog, one redirect', async () => {
    const { deps, advance } = await signedIn();
    advance(13 * 3600_000);
    for (let i = 0; i < 20; i += 1) handleSessionExpired(deps);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    const again = await signedIn();
    const open = jest.spyOn(again.deps.controller, 'showExpired');
    for (let i = 0; i < 20; i += 1) handleSessionExpired(again.deps);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a re-login returns to the saved page, same origin only, once', async () => {
    const { deps } = setup({}, '/home/index');
    deps.savedLoginUrl.set('/business/center?tab=1');
    returnToSavedPage(deps);
    expect(deps.navigate).toHaveBeenCalledWith('/business/center?tab=1');
    deps.savedLoginUrl.set('//evil.example/cWeb/x');
    returnToSavedPage(deps);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    expect(deps.savedLoginUrl.get()).toBeUndefined();
  });
});

describe('startGuard (the guard of the page the document opened on, before the first render)', () => {
  it("starts the stored session's calls at once; the router's first run for that page takes them", async () => {
    let answer: (user: { mobile: string }) => void = () => undefined;
    const { deps } = setup({ fetchUser: () => new Promise((resolve) => (answer = resolve)) }, '/business/center?tab=1');
    deps.store.signIn('tok');
    deps.store.setUser({ mobile: '13800000000' });
    deps.store.setCurrentCompany(A);
    const flows = flowsOf(deps);
    flows.startGuard();
    expect(deps.api.fetchUser).toHaveBeenCalledTimes(1);
    expect(deps.api.fetchPersonalAuth).toHaveBeenCalledTimes(1);
    const routed = flows.runGuard('/business/center', '?tab=1');
    await Promise.resolve();
    expect(flows.guard.settled()).toBeUndefined();
    answer({ mobile: '13800000000' });
    await routed;
    expect(flows.guard.settled()).toBe('/business/center?tab=1');
    expect(deps.api.fetchUser).toHaveBeenCalledTimes(1);
    expect(deps.api.fetchPersonalAuth).toHaveBeenCalledTimes(1);
    expect(deps.api.fetchSummary).toHaveBeenCalledTimes(1);
    // A later navigation runs the guard again.
    const next = flows.runGuard('/contract/enterprise/list', '');
    expect(deps.api.fetchUser).toHaveBeenCalledTimes(2);
    answer({ mobile: '13800000000' });
    await next;
    expect(flows.guard.settled()).toBe('/contract/enterprise/list');
  });

  it("the router's first run on another page (a redirect before it) runs its own guard", async () => {
    const { deps } = setup({}, '/');
    deps.store.signIn('tok');
    const flows = flowsOf(deps);
    flows.startGuard();
    await flows.runGuard('/home/index', '');
    expect(flows.guard.settled()).toBe('/home/index');
    // The user call in flight is shared; the page that settles is the router's.
    expect(deps.api.fetchUser).toHaveBeenCalledTimes(1);
  });

  it('without a token clears what is left and calls nothing, as the router would', () => {
    const { deps } = setup({}, '/business/center');
    flowsOf(deps).startGuard();
    expect(deps.api.fetchUser).not.toHaveBeenCalled();
    expect(flowsOf(deps).guard.settled()).toBe('/business/center');
  });
});

describe('runGuard', () => {
  it('lets the page go on only once the user info is in (or failed)', async () => {
    let answer: (user: { mobile: string }) => void = () => undefined;
    const { deps } = setup({ fetchUser: () => new Promise((resolve) => (answer = resolve)) });
    deps.store.signIn('tok');
    const flows = flowsOf(deps);
    const guarded = flows.runGuard('/business/center', '?tab=1');
    await Promise.resolve();
    expect(flows.guard.settled()).toBeUndefined();
    answer({ mobile: '13800000000' });
    await guarded;
    expect(flows.guard.settled()).toBe('/business/center?tab=1');
    expect(deps.store.getState().user?.mobile).toBe('13800000000');
  });

  it('after the reload of a login mismatch on /login?from=, resumes the login: user, company, then done', async () => {
    const { deps } = setup({}, '/login?from=%2Fbusiness%2Fcenter');
    deps.store.signIn('tok');
    const flows = flowsOf(deps);
    await flows.runGuard('/login', '?from=%2Fbusiness%2Fcenter');
    expect(deps.store.getState().token).toBe('tok');
    await expect(flows.resumeLogin()).resolves.toBe(true);
    expect(deps.store.getState()).toMatchObject({ user: { mobile: '13800000000' }, currentCompany: A });
    expect(deps.api.saveEntInfo).toHaveBeenCalledTimes(1);
  });

  it('a resume without a token (or with a failing user call) says the login is not done', async () => {
    await expect(flowsOf(setup().deps).resumeLogin()).resolves.toBe(false);
    const failing = setup({ fetchUser: async () => Promise.reject(serverError()) });
    failing.deps.store.signIn('tok');
    await expect(flowsOf(failing.deps).resumeLogin()).resolves.toBe(false);
  });

  it('without a token clears what is left and calls nothing', async () => {
    const { deps, storage } = setup();
    storage.set('userInfo', { mobile: '13800000000' });
    deps.store.reload();
    await runGuard('/home/index', '', deps);
    expect(storage.get('userInfo')).toBeUndefined();
    expect(deps.api.fetchUser).not.toHaveBeenCalled();
  });

  it.each([
    ['', true],
    ['?from=%2Fproduct%2Fbill', false],
  ])('with a token on /login%s clears: %p', async (search, cleared) => {
    const { deps } = setup();
    deps.store.signIn('tok');
    await runGuard('/login', search, deps);
    expect(deps.store.getState().token === undefined).toBe(cleared);
    expect(deps.api.fetchUser).not.toHaveBeenCalled();
  });

  it('elsewhere fetches the user, then the auth info for the mobile with an empty enterprise code', async () => {
    const { deps } = setup();
    deps.store.signIn('tok');
    deps.store.setCurrentCompany(A);
    await runGuard('/business/center', '', deps);
    expect(deps.store.getState().user?.mobile).toBe('13800000000');
    expect(deps.api.fetchPersonalAuth).toHaveBeenCalledWith('13800000000');
    expect(deps.api.fetchSummary).toHaveBeenCalledWith(A.creditCode);
    expect(deps.store.authView()).toMatchObject({ personal: 4, enterprise: 4, label: 'entAuthenticated' });
  });

  it('goes on when the user info fails, saying 获取用户信息异常 (but not for a 401)', async () => {
    const failing = setup({ fetchUser: async () => Promise.reject(serverError()) });
    failing.deps.store.signIn('tok');
    await runGuard('/home/index', '', failing.deps);
    expect(failing.deps.notify.error).toHaveBeenCalledWith('获取用户信息异常');
    const expired = setup({ fetchUser: async () => Promise.reject(unauthorized()) });
    expired.deps.store.signIn('tok');
    await runGuard('/home/index', '', expired.deps);
    expect(expired.deps.notify.error).not.toHaveBeenCalled();
  });

  it('reloads the enterprise auth info when the summary role changes', async () => {
    let role = 'LEGAL_PERSON';
    const { deps } = setup({ fetchSummary: async () => ({ role }) });
    deps.store.signIn('tok');
    deps.store.setCurrentCompany(A);
    await runGuard('/a', '', deps);
    expect(deps.api.fetchEnterpriseAuth).toHaveBeenCalledTimes(1);
    await runGuard('/b', '', deps);
    expect(deps.api.fetchEnterpriseAuth).toHaveBeenCalledTimes(1);
    role = 'ADMINISTRATOR';
    await runGuard('/c', '', deps);
    expect(deps.api.fetchEnterpriseAuth).toHaveBeenCalledTimes(2);
    expect(deps.api.fetchEnterpriseAuth).toHaveBeenLastCalledWith('13800000000', A.creditCode);
  });

  it('finishes a company choice that never happened (after a reload)', async () => {
    const { deps } = setup();
    deps.store.signIn('tok');
    await runGuard('/home/index', '', deps);
    expect(deps.api.saveEntInfo).toHaveBeenCalledWith({ entCenterId: 'EC1', entCode: A.creditCode, entName: A.companyName });
    expect(deps.store.getState().currentCompany).toEqual(A);
    await runGuard('/home/index', '', deps);
    expect(deps.api.saveEntInfo).toHaveBeenCalledTimes(1);
  });

  it('with a stored session, loads the auth info beside the user call, not after it', async () => {
    let answer: (user: { mobile: string }) => void = () => undefined;
    const { deps } = setup({ fetchUser: () => new Promise((resolve) => (answer = resolve)) });
    deps.store.signIn('tok');
    deps.store.setUser({ mobile: '13800000000' });
    deps.store.setCurrentCompany(A);
    const guarded = runGuard('/business/center', '', deps);
    await Promise.resolve();
    expect(deps.api.fetchPersonalAuth).toHaveBeenCalledWith('13800000000');
    expect(deps.api.fetchSummary).toHaveBeenCalledWith(A.creditCode);
    answer({ mobile: '13800000000' });
    await guarded;
    expect(deps.api.fetchPersonalAuth).toHaveBeenCalledTimes(1);
  });

  it("the opened page's first read takes the guard's load (the enterprise info reloaded alone); a later read loads again", async () => {
    const { deps } = setup({}, '/AuthPerson/AuthCertificate');
    deps.store.signIn('tok');
    deps.store.setUser({ mobile: '13800000000' });
    deps.store.setCurrentCompany(A);
    const flows = flowsOf(deps);
    await flows.runGuard('/AuthPerson/AuthCertificate', '');
    await flows.refreshAuth({ pageOpen: true });
    expect(deps.api.fetchPersonalAuth).toHaveBeenCalledTimes(1);
    expect(deps.api.fetchSummary).toHaveBeenCalledTimes(1);
    expect(deps.api.fetchEnterpriseAuth).toHaveBeenLastCalledWith('13800000000', A.creditCode);
    const enterpriseCalls = jest.mocked(deps.api.fetchEnterpriseAuth).mock.calls.length;
    // After a step, and a page opened again without a navigation, read afresh.
    await flows.refreshAuth();
    await flows.refreshAuth({ pageOpen: true });
    expect(deps.api.fetchPersonalAuth).toHaveBeenCalledTimes(3);
    expect(deps.api.fetchSummary).toHaveBeenCalledTimes(3);
    expect(deps.api.fetchEnterpriseAuth).toHaveBeenCalledTimes(enterpriseCalls + 2);
  });

  it("the opened page's first read does not ask again for the enterprise info the guard's load just brought", async () => {
    const { deps } = setup({}, '/AuthPerson/AuthCertificate');
    deps.store.signIn('tok');
    deps.store.setUser({ mobile: '13800000000' });
    deps.store.setCurrentCompany(A);
    const flows = flowsOf(deps);
    await flows.runGuard('/AuthPerson/AuthCertificate', '');
    await flows.refreshAuth({ pageOpen: true });
    expect(deps.api.fetchEnterpriseAuth).toHaveBeenCalledTimes(1);
    expect(deps.store.getState().enterpriseAuth).toEqual({ sts: { sts: 'SUCCESS', subSts: null } });
    // Held from an earlier page, the guard's load leaves it (same role): the page's read reloads it.
    deps.currentPath = () => '/AuthEnterprise/SelectBusiness';
    await flows.runGuard('/AuthEnterprise/SelectBusiness', '');
    expect(deps.api.fetchEnterpriseAuth).toHaveBeenCalledTimes(1);
    await flows.refreshAuth({ pageOpen: true });
    expect(deps.api.fetchEnterpriseAuth).toHaveBeenCalledTimes(2);
    expect(deps.api.fetchSummary).toHaveBeenCalledTimes(2);
  });

  it("a page's read does not take the guard's load of another page or another company", async () => {
    let path = '/AuthPerson/AuthCertificate';
    const { deps } = setup();
    deps.currentPath = () => path;
    deps.store.signIn('tok');
    deps.store.setUser({ mobile: '13800000000' });
    deps.store.setCurrentCompany(A);
    const flows = flowsOf(deps);
    await flows.runGuard(path, '');
    path = '/AuthEnterprise/SelectBusiness';
    await flows.refreshAuth({ pageOpen: true });
    expect(deps.api.fetchSummary).toHaveBeenCalledTimes(2);
    await flows.runGuard(path, '');
    deps.store.setCurrentCompany(B);
    await flows.refreshAuth({ pageOpen: true });
    expect(deps.api.fetchSummary).toHaveBeenLastCalledWith(B.creditCode);
    expect(deps.api.fetchSummary).toHaveBeenCalledTimes(4);
  });

  it('loads the history once per session', async () => {
    const { deps } = setup();
    deps.store.signIn('tok');
    deps.store.setUser({ mobile: '13800000000' });
    await loadAuth(deps);
    await loadAuth(deps);
    expect(deps.api.fetchHistory).toHaveBeenCalledTimes(1);
  });
});

describe('openBusinessSystem', () => {
  // The business systems' address is a run-time setting (portal.config.json's businessSystemUrl).
  beforeEach(() => configureSession({ businessSystemUrl: businessSystemUrlFrom('https://biz.example/{key}/entry') }));
  afterAll(() => configureSession({ businessSystemUrl: undefined }));

  async function signedIn(overrides: Partial<SessionApi> = {}) {
    const env = setup(overrides);
    env.deps.store.signIn('tok');
    env.deps.store.setUser({ mobile: '13800000001' });
    env.deps.store.setCurrentCompany(B);
    return env;
  }

  it.each(['header', 'homeBanner'])('%s opens the login dialog', async (key) => {
    const { deps } = await signedIn();
    await openBusinessSystem(key, {}, deps);
    expect(deps.controller.getState().login).toMatchObject({ key });
    expect(deps.api.verifyToken).not.toHaveBeenCalled();
  });

  it('a system key without a token clears and opens login', async () => {
    const { deps, storage } = setup();
    storage.set('userInfo', { mobile: 'x' });
    await openBusinessSystem('twogold', { requestId: 'r1' }, deps);
    expect(storage.get('userInfo')).toBeUndefined();
    expect(deps.controller.getState().login).toMatchObject({ key: 'twogold', requestId: 'r1' });
  });

  it('a login asked for by a system key continues the jump, as it was asked (same tab, busType)', async () => {
    const { deps } = setup();
    const flows = flowsOf(deps);
    await flows.openBusinessSystem('smallsupply', { sameTab: true, busType: 'per' });
    const asked = deps.controller.getState().login;
    expect(asked).toMatchObject({ key: 'smallsupply', jump: { sameTab: true, busType: 'per' } });
    await flows.completeLogin('tok', '13800000000');
    flows.afterDialogLogin(deps.controller.closeLogin());
    await waitFor(() => expect(deps.window.location.assign).toHaveBeenCalled());
    const url = new URL((deps.window.location.assign as jest.Mock).mock.calls[0][0] as string);
    expect(url.href).toMatch(/^https:\/\/biz\.example\/smallsupply\/entry\?/);
    expect(url.searchParams.get('busType')).toBe('per');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('a login asked for by header or a page returns to the saved page instead', async () => {
    const { deps } = setup({}, '/home/index');
    deps.savedLoginUrl.set('/product/bill');
    const flows = flowsOf(deps);
    deps.controller.openLogin({ key: 'header' });
    await flows.completeLogin('tok', '13800000000');
    flows.afterDialogLogin(deps.controller.closeLogin());
    expect(deps.navigate).toHaveBeenCalledWith('/product/bill');
    expect(deps.api.verifyToken).not.toHaveBeenCalled();
  });

  it('verifies, signs and opens the signed URL in a new tab', async () => {
    const { deps, tab } = await signedIn();
    await openBusinessSystem('twogold', {}, deps);
    expect(deps.window.open).toHaveBeenCalledWith('', '_blank');
    expect(deps.api.dataSign).toHaveBeenCalledWith({ clientId: 'twogold', busType: 'ent', entCustomerId: 'EC2', entCode: B.creditCode });
    const url = new URL(tab.location.href);
    expect(`${url.origin}${url.pathname}`).toBe('https://biz.example/twogold/entry');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'tok',
      entCode: B.creditCode,
      entCustomerId: 'EC2',
      clientId: 'twogold',
      busType: 'ent',
      sign: 'a'.repeat(64),
    });
    expect(tab.opener).toBeNull();
  });

  it('opens in the same tab when asked, with the given busType', async () => {
    const { deps } = await signedIn();
    await openBusinessSystem('proBill', { sameTab: true, busType: 'person' }, deps);
    expect(deps.window.open).not.toHaveBeenCalled();
    expect(deps.window.location.assign).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/biz\.example\/proBill\/entry\?/));
    expect(deps.window.location.assign).toHaveBeenCalledWith(expect.stringContaining('busType=person'));
  });

  it('without a business systems\' address set, closes the tab it opened and says the system is unknown', async () => {
    configureSession({ businessSystemUrl: undefined });
    const { deps, tab } = await signedIn();
    await openBusinessSystem('twogold', {}, deps);
    expect(tab.close).toHaveBeenCalled();
    expect(deps.api.dataSign).not.toHaveBeenCalled();
    expect(deps.notify.error).toHaveBeenCalledWith('暂不支持进入该业务系统');
  });

  it('a failed check closes the tab and opens login, unless the login-error dialog shows', async () => {
    const failed = await signedIn({ verifyToken: async () => Promise.reject(serverError()) });
    await openBusinessSystem('twogold', {}, failed.deps);
    expect(failed.tab.close).toHaveBeenCalled();
    expect(failed.deps.controller.getState().login).toMatchObject({ key: 'twogold' });
    expect(failed.deps.api.dataSign).not.toHaveBeenCalled();

    const expired = await signedIn({ verifyToken: async () => Promise.reject(unauthorized()) });
    expired.deps.controller.showExpired();
    await openBusinessSystem('twogold', {}, expired.deps);
    expect(expired.deps.controller.getState().login).toBeUndefined();
  });
});

describe('the user card actions', () => {
  it('logout: the call, 退出成功, home, session gone', async () => {
    const { deps } = setup();
    await completeLogin('tok', '13800000000', deps);
    await expect(logout(deps)).resolves.toBe(true);
    expect(deps.notify.success).toHaveBeenCalledWith('退出成功');
    expect(deps.navigate).toHaveBeenCalledWith('/home/index');
    expect(deps.store.getState()).toEqual({});
  });

  it('logout failure: 退出异常, still signed in', async () => {
    const { deps } = setup({ logout: async () => Promise.reject(serverError()) });
    await completeLogin('tok', '13800000000', deps);
    await expect(logout(deps)).resolves.toBe(false);
    expect(deps.notify.error).toHaveBeenCalledWith('退出异常');
    expect(deps.store.getState().token).toBe('tok');
  });

  it('switch company: a cancellable choice, then saveEntInfo and the enterprise reload', async () => {
    const { deps } = setup({ fetchCompanies: async () => ({ userCustmoerId: 'UC2', companys: [A, B] }) });
    deps.store.signIn('tok');
    deps.store.setUser({ mobile: '13800000001' });
    deps.store.setCurrentCompany(A);
    let switching = switchCompany(deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.controller.getState().companyChoice).toMatchObject({ required: false, current: A });
    deps.controller.resolveCompany(undefined);
    await switching;
    expect(deps.api.saveEntInfo).not.toHaveBeenCalled();
    switching = switchCompany(deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    deps.controller.resolveCompany(B);
    await switching;
    expect(deps.store.getState().currentCompany).toEqual(B);
    expect(deps.api.fetchEnterpriseAuth).toHaveBeenCalledWith('13800000001', B.creditCode);
  });

  it.each([
    [{ sts: null }, undefined, '/AuthPerson/AuthCertificate'],
    [{ sts: { sts: 'PROCESSING', subSts: null } }, undefined, '/AuthPerson/AuthType'],
    [{ sts: { sts: 'SUCCESS', subSts: null } }, undefined, '/AuthPerson/SelectProduct'],
    [{ sts: { sts: 'SUCCESS', subSts: null } }, { sts: { sts: 'PROCESSING', subSts: 'JUMP_SUBMIT_MATERIALS' } }, `/AuthEnterprise/AuthUpload?type=ContinueAuth&creditCode=${A.creditCode}`],
  ])('status click with %j / %j goes to %s', (personal, enterprise, path) => {
    const { deps } = setup();
    deps.store.signIn('tok');
    deps.store.setCurrentCompany(A);
    deps.store.setPersonalAuth(personal);
    if (enterprise) deps.store.setEnterpriseAuth(enterprise);
    clickStatus(deps);
    expect(deps.navigate).toHaveBeenCalledWith(path);
  });

  it('status click when signed out opens the login dialog', () => {
    const { deps } = setup();
    clickStatus(deps);
    expect(deps.controller.getState().login).toEqual({ key: 'header', page: 'form', afterExpiry: false, requestId: undefined, jump: undefined });
  });
});
