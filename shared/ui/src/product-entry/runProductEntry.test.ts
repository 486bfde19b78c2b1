/** @jest-environment node */
import {
  createBus,
  createMemoryStore,
  createSecureStorage,
  createSessionStore,
  type EnterpriseAuthInfo,
  type PersonalAuthInfo,
  type SessionStore,
} from '@portal/core';
import { runPersonalEntry, runProductEntry, type ProductEntryDeps } from './runProductEntry';

const COMPANY = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK0X', companyName: '上海浦江供应链管理有限公司' };
const AUTHENTICATED: PersonalAuthInfo = {
  sts: { sts: 'SUCCESS', subSts: null },
  factors: { personal2: { sts: 'SUCCESS' }, telecomOperators3: { sts: 'SUCCESS' }, livingFace: { sts: 'SUCCESS' } },
};
const ENTERPRISE_DONE: EnterpriseAuthInfo & { role: string } = { sts: { sts: 'SUCCESS', subSts: 'WISH_FINISH' }, businessLicense: { entType: 1 }, role: 'ORDINARY' };

function newStore(): SessionStore {
  return createSessionStore({ storage: createSecureStorage({ local: createMemoryStore(), session: createMemoryStore() }), bus: createBus() });
}

function signIn(store: SessionStore): void {
  store.signIn('token');
  store.setUser({ username: '张伟', mobile: '13800000000' });
  store.setCompanies({ userCustmoerId: 'UC1', companys: [COMPANY] });
  store.setCurrentCompany(COMPANY);
}

/** Deps over a real store; the refresh loads `personal` (null: the call failed) and `enterprise` into it. */
function setup({ signedIn = true, personal = AUTHENTICATED as PersonalAuthInfo | null, enterprise = ENTERPRISE_DONE as EnterpriseAuthInfo | undefined } = {}) {
  const store = newStore();
  if (signedIn) signIn(store);
  const calls: string[] = [];
  const deps: ProductEntryDeps & { [K in 'requestLogin' | 'refreshAuth' | 'checkPermission' | 'navigate' | 'notify' | 'openBusiness']: jest.Mock } = {
    store,
    requestLogin: jest.fn(async () => {
      signIn(store);
      return 'succeeded' as const;
    }),
    refreshAuth: jest.fn(async () => {
      calls.push('refresh');
      store.setPersonalAuth(personal ?? undefined);
      store.setEnterpriseAuth(enterprise);
    }),
    checkPermission: jest.fn(async () => true),
    navigate: jest.fn((path: string) => calls.push(`navigate ${path}`)),
    notify: jest.fn(async (text: string) => {
      calls.push(`notice ${text}`);
    }),
    openBusiness: jest.fn(),
  };
  return { store, deps, calls };
}

describe('runProductEntry', () => {
  it('signed out: asks for the login without a system key, and stops when it is cancelled', async () => {
    const { deps } = setup({ signedIn: false });
    deps.requestLogin.mockResolvedValueOnce('cancelled');
    await expect(runProductEntry('twogold', {}, deps)).resolves.toBe('cancelled');
    expect(deps.requestLogin).toHaveBeenCalledWith({ reason: 'productEntry' });
  });

  it('signed out from the home banner: the login dialog is asked with the homeBanner key', async () => {
    const { deps } = setup({ signedIn: false });
    deps.requestLogin.mockResolvedValueOnce('cancelled');
    await runProductEntry('winnings', { loginKey: 'homeBanner' }, deps);
    expect(deps.requestLogin).toHaveBeenCalledWith({ reason: 'productEntry', key: 'homeBanner' });
    expect(deps.refreshAuth).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.openBusiness).not.toHaveBeenCalled();
  });

  it('signed out: after the login it loads the auth info and continues where the rule says', async () => {
    const { deps, calls } = setup({ signedIn: false, personal: { sts: null } });
    await expect(runProductEntry('twogold', {}, deps)).resolves.toBe('routed');
    expect(calls).toEqual(['refresh', 'navigate /AuthPerson/AuthCertificate?fromProduct=twogold']);
  });

  it('reloads the auth info even when the store has some, so a change made elsewhere counts', async () => {
    const { deps, store } = setup({ enterprise: { ...ENTERPRISE_DONE, changes: { legalChange: 'inProgress', adminChange: 'none' } } as EnterpriseAuthInfo });
    store.setPersonalAuth(AUTHENTICATED);
    store.setEnterpriseAuth(ENTERPRISE_DONE);
    await runProductEntry('smallsupply', {}, deps);
    expect(deps.notify).toHaveBeenCalledWith('上海浦江供应链管理有限公司的法人正在变更中，暂不支持进入到业务系统');
    expect(deps.openBusiness).not.toHaveBeenCalled();
  });

  it('when the personal info cannot be loaded: 获取信息异常, nothing else', async () => {
    const { deps } = setup({ personal: null });
    await expect(runProductEntry('twogold', {}, deps)).resolves.toBe('failed');
    expect(deps.notify).toHaveBeenCalledWith('获取信息异常');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('asks the permission check with the spec fields and opens the business system in a new tab', async () => {
    const { deps } = setup();
    await expect(runProductEntry('bill', {}, deps)).resolves.toBe('opened');
    expect(deps.checkPermission).toHaveBeenCalledTimes(1);
    expect(deps.checkPermission).toHaveBeenCalledWith({ bizType: 'hxp', companyUCId: 'EC1', productId: 'HXP', userUCId: 'UC1' });
    expect(deps.openBusiness).toHaveBeenCalledWith('proBill', false);
  });

  it('opens the business system in this tab when asked', async () => {
    const { deps } = setup();
    await runProductEntry('twogold', { sameTab: true }, deps);
    expect(deps.openBusiness).toHaveBeenCalledWith('twogold', true);
  });

  it('without permission: the role’s message and no jump', async () => {
    const { deps } = setup();
    deps.checkPermission.mockResolvedValueOnce(false);
    await expect(runProductEntry('twogold', {}, deps)).resolves.toBe('noticed');
    expect(deps.notify).toHaveBeenCalledWith('请联系法定代表人或管理员去开通');
    expect(deps.openBusiness).not.toHaveBeenCalled();
  });

  it('a failed permission check stops the entry (the client shows why)', async () => {
    const { deps } = setup();
    deps.checkPermission.mockRejectedValueOnce(new Error('5xx'));
    await expect(runProductEntry('twogold', {}, deps)).resolves.toBe('failed');
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.openBusiness).not.toHaveBeenCalled();
  });

  it('the upgrade prompt first, AuthCertificate only once it is acknowledged', async () => {
    const { deps, store, calls } = setup({ personal: { sts: null } });
    store.setHistory({ personalInfo: { sts: { sts: 'SUCCESS' } }, entInfo: null });
    await runProductEntry('twogold', {}, deps);
    expect(calls).toEqual(['refresh', 'notice 为了给您提供更优质的服务，平台已进行升级，如需开通新业务请您进行个人升级认证', 'navigate /AuthPerson/AuthCertificate?fromProduct=twogold']);
  });

  it('no company chosen: page information lost, then the business centre', async () => {
    const { deps, store, calls } = setup({ signedIn: false });
    // Several companies and the choice dismissed: signed in, no current company.
    store.signIn('token');
    store.setUser({ username: '李娜', mobile: '13800000001' });
    await runProductEntry('twogold', {}, deps);
    expect(calls).toEqual(['refresh', 'notice 页面信息丢失，需要从“业务中心”重新进来', 'navigate /business/center']);
  });
});

describe('runPersonalEntry', () => {
  it('not authenticated: AuthCertificate', async () => {
    const { deps } = setup({ personal: { sts: { sts: 'FAILING', subSts: null } } });
    await runPersonalEntry(deps);
    expect(deps.navigate).toHaveBeenCalledWith('/AuthPerson/AuthCertificate');
  });

  it('authenticated: on to choosing a product', async () => {
    const { deps } = setup();
    await runPersonalEntry(deps);
    expect(deps.navigate).toHaveBeenCalledWith('/AuthPerson/SelectProduct');
  });

  it('signed out: the login first', async () => {
    const { deps } = setup({ signedIn: false, personal: { sts: { sts: 'PROCESSING', subSts: null } } });
    await runPersonalEntry(deps);
    expect(deps.requestLogin).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/AuthPerson/AuthType');
  });
});
