import { createBus } from '../bus';
import { createMemoryStore, createSecureStorage } from '../storage';
import { loadAuthInfo, type AuthLoadDeps } from './load';
import { createSessionStore } from './store';

const COMPANY = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK9D', companyName: '上海浦江供应链管理有限公司' };

function setup(role = 'LEGAL_PERSON') {
  const store = createSessionStore({ storage: createSecureStorage({ local: createMemoryStore(), session: createMemoryStore() }), bus: createBus() });
  const api: { [K in keyof AuthLoadDeps['api']]: jest.Mock } = {
    fetchPersonalAuth: jest.fn(async () => ({ sts: { sts: 'SUCCESS', subSts: null } })),
    fetchEnterpriseAuth: jest.fn(async () => ({ sts: { sts: 'PROCESSING', subSts: 'MANUAL_CHECK_REJECT_CUSTOMER' } })),
    fetchSummary: jest.fn(async () => ({ role })),
    fetchHistory: jest.fn(async () => ({ personalInfo: null, entInfo: null })),
  };
  return { store, api, deps: { store, api } as AuthLoadDeps };
}

function signIn(store: ReturnType<typeof setup>['store'], company: typeof COMPANY | null = COMPANY) {
  store.signIn('tok');
  store.setUser({ mobile: '13800000000' });
  store.setCurrentCompany(company);
}

describe('loadAuthInfo', () => {
  it('signed out or without a mobile calls nothing', async () => {
    const { store, api, deps } = setup();
    await loadAuthInfo(deps);
    store.signIn('tok');
    await loadAuthInfo(deps);
    expect(Object.values(api).every((call) => call.mock.calls.length === 0)).toBe(true);
  });

  it.each([
    ['the first load (no enterprise info yet)', {}, 1, 1],
    ['a forced enterprise reload', { enterprise: true }, 2, 2],
    ['a plain reload with the same role', {}, 2, 1],
  ] as const)('%s: personal info with an empty code, summary by credit code, enterprise info when due', async (_, options, loads, enterpriseCalls) => {
    const { store, api, deps } = setup();
    signIn(store);
    for (let i = 0; i < loads; i += 1) await loadAuthInfo(deps, i === loads - 1 ? options : {});
    expect(api.fetchPersonalAuth).toHaveBeenLastCalledWith('13800000000');
    expect(api.fetchSummary).toHaveBeenLastCalledWith(COMPANY.creditCode);
    expect(api.fetchEnterpriseAuth).toHaveBeenCalledTimes(enterpriseCalls);
    expect(api.fetchHistory).toHaveBeenCalledTimes(1);
    expect(store.authView()).toMatchObject({ personal: 4, enterprise: 3, redDot: true });
  });

  it.each([
    ['none held yet', {}],
    ['a forced reload', { enterprise: true }],
  ] as const)('a due enterprise info (%s) is asked beside the summary, and set after it', async (_, options) => {
    const { store, api, deps } = setup();
    signIn(store);
    if ('enterprise' in options) await loadAuthInfo(deps);
    let answerSummary: (summary: unknown) => void = () => undefined;
    api.fetchSummary.mockImplementationOnce(() => new Promise((resolve) => (answerSummary = resolve)));
    api.fetchEnterpriseAuth.mockClear();
    const held = store.getState().enterpriseAuth;
    const loading = loadAuthInfo(deps, options);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.fetchPersonalAuth).toHaveBeenLastCalledWith('13800000000');
    expect(api.fetchEnterpriseAuth).toHaveBeenCalledWith('13800000000', COMPANY.creditCode);
    expect(store.getState().enterpriseAuth).toBe(held);
    answerSummary({ role: 'LEGAL_PERSON' });
    await loading;
    expect(api.fetchEnterpriseAuth).toHaveBeenCalledTimes(1);
    expect(store.getState().enterpriseAuth).not.toBe(held);
    expect(store.authView()).toMatchObject({ enterprise: 3, redDot: true });
  });

  it('a held enterprise info is reloaded after the summary only when the role changed', async () => {
    const { store, api, deps } = setup();
    signIn(store);
    await loadAuthInfo(deps);
    api.fetchEnterpriseAuth.mockClear();
    await loadAuthInfo(deps);
    expect(api.fetchEnterpriseAuth).not.toHaveBeenCalled();
    api.fetchSummary.mockResolvedValueOnce({ role: 'ADMINISTRATOR' });
    await loadAuthInfo(deps);
    expect(api.fetchEnterpriseAuth).toHaveBeenCalledTimes(1);
  });

  it('no company: the summary with an empty code and no enterprise call', async () => {
    const { store, api, deps } = setup();
    signIn(store, null);
    await loadAuthInfo(deps, { enterprise: true });
    expect(api.fetchSummary).toHaveBeenCalledWith('');
    expect(api.fetchEnterpriseAuth).not.toHaveBeenCalled();
  });

  it('drops answers that arrive after the session ended, and survives failures', async () => {
    const { store, api, deps } = setup();
    signIn(store);
    let answer: (info: unknown) => void = () => undefined;
    api.fetchPersonalAuth.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    api.fetchSummary.mockRejectedValueOnce(new Error('500'));
    const loading = loadAuthInfo(deps);
    store.clear();
    answer({ sts: { sts: 'SUCCESS', subSts: null } });
    await expect(loading).resolves.toBeUndefined();
    expect(store.getState().personalAuth).toBeUndefined();
  });
});
