/** @jest-environment node */
import { createBus } from '../bus';
import { createMemoryStore, createSecureStorage } from '../storage';
import { createSessionStore } from './store';

const company = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK9D', companyName: '上海浦江供应链管理有限公司' };
const other = { companyUCId: 'EC2', creditCode: '914403001922038216', companyName: '深圳前海鑫源贸易有限公司' };

function setup() {
  const local = createMemoryStore();
  const storage = createSecureStorage({ local, session: createMemoryStore() });
  const bus = createBus();
  const events: [string, unknown][] = [];
  bus.on('*', (type, payload) => events.push([String(type), payload]));
  const store = createSessionStore({ storage, bus, now: () => 1000 });
  return { local, storage, bus, events, store };
}

describe('session store', () => {
  it('stores the token (encrypted) with its time and says the session changed', () => {
    const { store, storage, events, local } = setup();
    const heard = jest.fn();
    store.subscribe(heard);
    store.signIn('tok-1');
    expect(store.getState()).toMatchObject({ token: 'tok-1', authTime: 1000 });
    expect(storage.get('token')).toBe('tok-1');
    expect(storage.get('authTime')).toBe(1000);
    expect(JSON.stringify([...Object.values(local)])).not.toContain('tok-1');
    expect(events).toContainEqual(['session:changed', { loggedIn: true, mobile: undefined }]);
    expect(heard).toHaveBeenCalled();
  });

  it('keeps the user and company across a reload of the page', () => {
    const first = setup();
    first.store.signIn('tok-1');
    first.store.setUser({ username: '张伟', mobile: '13800000000' });
    first.store.setCurrentCompany(company);
    const again = createSessionStore({ storage: first.storage, bus: createBus() });
    expect(again.getState()).toMatchObject({ token: 'tok-1', user: { username: '张伟' }, currentCompany: company, sessionMobile: '13800000000' });
  });

  it('remembers "no company" across a reload, apart from "not chosen yet"', () => {
    const first = setup();
    first.store.signIn('tok-1');
    expect(createSessionStore({ storage: first.storage, bus: createBus() }).getState().currentCompany).toBeUndefined();
    first.store.setCurrentCompany(null);
    expect(createSessionStore({ storage: first.storage, bus: createBus() }).getState().currentCompany).toBeNull();
  });

  it('announces company switches once per change', () => {
    const { store, events } = setup();
    store.signIn('t');
    store.setCurrentCompany(company);
    store.setCurrentCompany(company);
    store.setCurrentCompany(other);
    store.setCurrentCompany(null);
    expect(events.filter(([type]) => type === 'company:switched').map(([, p]) => p)).toEqual([
      { company },
      { company: other },
      { company: null },
    ]);
  });

  it('drops the enterprise auth of the previous company on a switch', () => {
    const { store } = setup();
    store.setCurrentCompany(company);
    store.setEnterpriseAuth({ sts: { sts: 'SUCCESS', subSts: null } });
    store.setCurrentCompany(company);
    expect(store.getState().enterpriseAuth).toEqual({ sts: { sts: 'SUCCESS', subSts: null } });
    store.setCurrentCompany(other);
    expect(store.getState().enterpriseAuth).toBeUndefined();
  });

  it('derives the status and announces changes of it', () => {
    const { store, events } = setup();
    store.signIn('t');
    store.setPersonalAuth({ sts: { sts: 'PROCESSING', subSts: null } });
    expect(store.authView()).toMatchObject({ personal: 3, label: 'personalAuthenticating' });
    store.setPersonalAuth({ sts: { sts: 'SUCCESS', subSts: null } });
    store.setEnterpriseAuth({ sts: { sts: 'PROCESSING', subSts: 'MANUAL_CHECK_REJECT_CUSTOMER' } });
    expect(store.authView()).toMatchObject({ personal: 4, enterprise: 3, redDot: true });
    expect(events.filter(([type]) => type === 'auth:status-changed').map(([, p]) => p)).toEqual([
      { personal: 2, enterprise: 2 },
      { personal: 3, enterprise: 2 },
      { personal: 4, enterprise: 2 },
      { personal: 4, enterprise: 3 },
    ]);
  });

  it('clear() removes the session but remembers the mobile and the saved login URL; forget() drops all', () => {
    const { store, storage } = setup();
    store.signIn('t');
    store.setUser({ mobile: '13800000000' });
    store.setCurrentCompany(company);
    store.setCompanies({ userCustmoerId: 'UC1', companys: [company] });
    storage.set('savedLoginUrl', '/x');
    store.clear();
    expect(store.getState()).toEqual({ sessionMobile: '13800000000' });
    expect([storage.get('token'), storage.get('authTime'), storage.get('userInfo'), storage.get('currentCompany')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(storage.get('savedLoginUrl')).toBe('/x');
    store.forget();
    expect(store.getState()).toEqual({});
    expect(storage.get('savedLoginUrl')).toBeUndefined();
  });

  it('clear() on an empty session removes stale stored values without telling subscribers', () => {
    const { store, storage } = setup();
    storage.set('userInfo', { mobile: 'stale' });
    const heard = jest.fn();
    store.subscribe(heard);
    store.clear();
    expect(storage.get('userInfo')).toBeUndefined();
    expect(heard).not.toHaveBeenCalled();
  });

  it('follows another tab through reload()', () => {
    const { store, storage } = setup();
    storage.set('token', 'from-other-tab');
    storage.set('userInfo', { mobile: '13800000001' });
    store.reload();
    expect(store.getState()).toMatchObject({ token: 'from-other-tab', user: { mobile: '13800000001' } });
  });
});

describe('prepareSession: the stored session before the first render', () => {
  // This folder's modules afresh: the storage's sealer not loaded, as on a page that just started.
  function freshCore(): { storage: typeof import('../storage'); store: typeof import('./store') } {
    let fresh: { storage: typeof import('../storage'); store: typeof import('./store') } | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      fresh = { storage: require('../storage'), store: require('./store') };
    });
    return fresh as { storage: typeof import('../storage'); store: typeof import('./store') };
  }

  it('reads a stored session once the sealer has loaded', async () => {
    const local = createMemoryStore();
    const session = createMemoryStore();
    const earlier = createSecureStorage({ local, session });
    earlier.set('token', 'tok-1');
    earlier.set('userInfo', { mobile: '13800000000' });
    await earlier.ready();
    const { storage, store } = freshCore();
    const lazy = storage.createSecureStorage({ local, session });
    const sessionStore = store.createSessionStore({ storage: lazy, bus: createBus() });
    expect(sessionStore.getState().token).toBeUndefined();
    await store.prepareSession(lazy, sessionStore);
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-1', user: { mobile: '13800000000' }, sessionMobile: '13800000000' });
  });

  it('with nothing stored, loads nothing and stays signed out', async () => {
    const { storage, store } = freshCore();
    const lazy = storage.createSecureStorage({ local: createMemoryStore(), session: createMemoryStore() });
    const ready = jest.spyOn(lazy, 'ready');
    const sessionStore = store.createSessionStore({ storage: lazy, bus: createBus() });
    await store.prepareSession(lazy, sessionStore);
    expect(ready).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeUndefined();
  });
});
