import {
  DRAFT_ITEM_PREFIX,
  DRAFT_MAX_AGE_MS,
  SECRET_KEY_ITEM,
  SESSION_KEY_ITEM,
  STORAGE_KEYS,
  clearSession,
  createMemoryStore,
  createSecureStorage,
  getAuthTime,
  getSavedLoginUrl,
  getToken,
  getUserInfo,
  secureStorage,
  setSavedLoginUrl,
  setToken,
  setUserInfo,
  type KeyValueStore,
} from './index';
import { sealer } from './sealer';

function stores() {
  const local = createMemoryStore();
  const session = createMemoryStore();
  return { local, session, storage: createSecureStorage({ sealer, local, session }) };
}

const user = { username: '张三', mobile: '13800000000', mobileNo: '138****0000', resources: [{ path: '/business/center' }] };

describe('secure storage', () => {
  it.each([
    ['token', 'eyJ.token.value'],
    ['authTime', 1_700_000_000_000],
    ['userInfo', user],
    ['savedLoginUrl', '/cWeb/business/center?x=1'],
  ] as const)('round-trips %s and stores it unreadable', (key, value) => {
    const { local, storage } = stores();
    expect(storage.set(key, value)).toBe(true);
    expect(storage.get(key)).toEqual(value);
    const raw = local.getItem(STORAGE_KEYS[key]) as string;
    expect(raw).toMatch(/^v1\./);
    expect(raw).not.toContain(typeof value === 'object' ? value.mobile : String(value));
  });

  it('keeps a new tab of the same browser signed in', () => {
    const { local, session, storage } = stores();
    storage.set('token', 't1');
    expect(session.getItem(SESSION_KEY_ITEM)).toBe(local.getItem(SECRET_KEY_ITEM));
    const newTab = createMemoryStore();
    expect(createSecureStorage({ sealer, local, session: newTab }).get('token')).toBe('t1');
    expect(newTab.getItem(SESSION_KEY_ITEM)).toBe(local.getItem(SECRET_KEY_ITEM));
  });

  it('follows localStorage when a tab holds a stale copy of the key', () => {
    const { local, session, storage } = stores();
    storage.set('token', 't1');
    session.setItem(SESSION_KEY_ITEM, 'a'.repeat(64));
    expect(storage.get('token')).toBe('t1');
    expect(session.getItem(SESSION_KEY_ITEM)).toBe(local.getItem(SECRET_KEY_ITEM));
  });

  const tamperings: [string, (local: KeyValueStore) => void][] = [
    ['a changed ciphertext character', (local) => {
      const raw = local.getItem(STORAGE_KEYS.token) as string;
      const [v, iv, cipher, mac] = raw.split('.');
      local.setItem(STORAGE_KEYS.token, [v, iv, (cipher[0] === 'A' ? 'B' : 'A') + cipher.slice(1), mac].join('.'));
    }],
    ['a changed MAC', (local) => {
      const raw = local.getItem(STORAGE_KEYS.token) as string;
      local.setItem(STORAGE_KEYS.token, raw.slice(0, -1) + (raw.endsWith('0') ? '1' : '0'));
    }],
    ['a value copied from another item', (local) => local.setItem(STORAGE_KEYS.token, local.getItem(STORAGE_KEYS.savedLoginUrl) as string)],
    ['garbage', (local) => local.setItem(STORAGE_KEYS.token, 'not-encrypted')],
    ['a sealed value with invalid fields', (local) => local.setItem(STORAGE_KEYS.token, 'v1.zz.zz.zz')],
    ['another secret key', (local) => local.setItem(SECRET_KEY_ITEM, 'b'.repeat(64))],
    ['a malformed secret key and no tab copy', (local) => local.setItem(SECRET_KEY_ITEM, 'short')],
  ];

  it.each(tamperings)('reads %s as logged out', (_, tamper) => {
    const local = createMemoryStore();
    const storage = createSecureStorage({ sealer, local, session: createMemoryStore() });
    storage.set('token', 'tok');
    storage.set('savedLoginUrl', '/x');
    tamper(local);
    const fresh = createSecureStorage({ sealer, local, session: createMemoryStore() });
    expect(fresh.get('token')).toBeUndefined();
  });

  it('reads nothing before anything was stored', () => {
    expect(stores().storage.get('userInfo')).toBeUndefined();
  });

  it('refuses values of the wrong shape', () => {
    const { storage } = stores();
    expect(storage.set('token', '')).toBe(false);
    expect(storage.set('authTime', Number.NaN)).toBe(false);
    expect(storage.get('token')).toBeUndefined();
  });

  it('reports a quota error and never throws', () => {
    const session = createMemoryStore();
    const full: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const storage = createSecureStorage({ sealer, local: full, session });
    expect(storage.set('token', 't')).toBe(false);
    expect(storage.get('token')).toBeUndefined();
  });

  it('drops the old value when a new one cannot be written', () => {
    const local = createMemoryStore();
    const storage = createSecureStorage({ sealer, local, session: createMemoryStore() });
    storage.set('token', 'old');
    const setItem = local.setItem;
    local.setItem = (name, value) => {
      if (name === STORAGE_KEYS.token) throw new DOMException('full', 'QuotaExceededError');
      setItem(name, value);
    };
    expect(storage.set('token', 'new')).toBe(false);
    expect(storage.get('token')).toBeUndefined();
  });

  it('survives stores whose every call throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const storage = createSecureStorage({ sealer, local: broken, session: broken });
    expect(storage.set('token', 't')).toBe(false);
    expect(storage.get('token')).toBeUndefined();
    expect(() => storage.remove('token')).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
  });

  it('falls back to memory when Web Storage is unavailable', () => {
    const storage = createSecureStorage({ sealer, local: () => undefined, session: () => undefined });
    expect(storage.set('token', 't')).toBe(true);
    expect(storage.get('token')).toBe('t');
  });

  it('removes one value and clears all of them, keeping the key', () => {
    const { local, storage } = stores();
    storage.set('token', 't');
    storage.set('userInfo', user);
    storage.remove('token');
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('userInfo')).toEqual(user);
    storage.clear();
    expect(storage.get('userInfo')).toBeUndefined();
    expect(local.getItem(SECRET_KEY_ITEM)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('session helpers over the browser storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('stores token with its time, user info and login URL, and clears them', async () => {
    expect(getToken()).toBeUndefined();
    expect(setToken('tok', 1234)).toBe(true);
    expect(setUserInfo(user)).toBe(true);
    expect(setSavedLoginUrl('/cWeb/login')).toBe(true);
    expect([getToken(), getAuthTime(), getUserInfo(), getSavedLoginUrl()]).toEqual(['tok', 1234, user, '/cWeb/login']);
    await secureStorage.ready();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toMatch(/^v1\./);
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toContain('tok');
    expect(sessionStorage.getItem(SESSION_KEY_ITEM)).toBe(localStorage.getItem(SECRET_KEY_ITEM));
    clearSession();
    expect([getToken(), getAuthTime(), getUserInfo(), getSavedLoginUrl()]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('the drafts area', () => {
  const id = '13800000002|AuthCertificate';

  it('round-trips a draft per mobile and page', () => {
    const { storage } = stores();
    expect(storage.setDraft(id, { idName: '张三', idNo: '11010519491231002X' })).toBe(true);
    expect(storage.getDraft(id)).toEqual({ idName: '张三', idNo: '11010519491231002X' });
    expect(storage.getDraft('13800000003|AuthCertificate')).toBeUndefined();
  });

  it('survives clear() (a 401, a logout) so the draft is there after signing in again', () => {
    const { storage } = stores();
    storage.setDraft(id, { idName: '张三' });
    storage.clear();
    expect(storage.getDraft(id)).toEqual({ idName: '张三' });
    storage.removeDraft(id);
    expect(storage.getDraft(id)).toBeUndefined();
  });

  it('drops a draft older than a week', () => {
    const { storage } = stores();
    storage.setDraft(id, { idName: '张三' }, 0);
    expect(storage.getDraft(id, DRAFT_MAX_AGE_MS)).toEqual({ idName: '张三' });
    expect(storage.getDraft(id, DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(storage.getDraft(id, 0)).toBeUndefined();
  });

  it('stores a draft sealed, under a name that hides the mobile, and reads a tampered one as none', () => {
    const local = createMemoryStore();
    const writes: string[] = [];
    const spy: KeyValueStore = { ...local, setItem: (name, value) => { writes.push(name); local.setItem(name, value); } };
    const storage = createSecureStorage({ sealer, local: spy, session: createMemoryStore() });
    storage.setDraft(id, { idName: '张三' });
    const name = writes.find((n) => n.startsWith(DRAFT_ITEM_PREFIX)) as string;
    expect(name).not.toContain('138');
    expect(local.getItem(name)).toMatch(/^v1\./);
    expect(local.getItem(name)).not.toContain('张三');
    local.setItem(name, `${local.getItem(name) as string}0`);
    expect(storage.getDraft(id)).toBeUndefined();
  });
});

describe('the sealer, loaded on demand', () => {
  // A fresh copy of this module per test: the sealer not loaded yet, as on a page that just started.
  function freshModule(onSealerLoad?: () => void): typeof import('./index') {
    let fresh: typeof import('./index') | undefined;
    jest.isolateModules(() => {
      if (onSealerLoad) {
        jest.doMock('./sealer', () => {
          onSealerLoad();
          return jest.requireActual('./sealer');
        });
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      fresh = require('./index');
    });
    return fresh as typeof import('./index');
  }
  const freshStores = () => ({ local: createMemoryStore(), session: createMemoryStore() });

  it('a page with nothing stored never loads it: reads answer absent, and nothing is held', async () => {
    let loads = 0;
    const lazy = freshModule(() => (loads += 1));
    const storage = lazy.createSecureStorage(freshStores());
    expect(storage.hasStoredValues()).toBe(false);
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('userInfo')).toBeUndefined();
    storage.remove('token');
    storage.clear();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(0);
  });

  it('a write before it has loaded reads back at once, and reaches storage sealed once it has', async () => {
    const lazy = freshModule();
    const { local, session } = freshStores();
    const storage = lazy.createSecureStorage({ local, session });
    expect(storage.set('token', 't1')).toBe(true);
    expect(storage.set('userInfo', user)).toBe(true);
    expect(storage.get('token')).toBe('t1');
    expect(storage.get('userInfo')).toEqual(user);
    expect(storage.hasStoredValues()).toBe(true);
    await storage.ready();
    expect(local.getItem(STORAGE_KEYS.token)).toMatch(/^v1\./);
    // Another tab (a storage of its own over the same browser storage) reads what was written.
    expect(createSecureStorage({ sealer, local, session: createMemoryStore() }).get('token')).toBe('t1');
    expect(createSecureStorage({ sealer, local, session: createMemoryStore() }).get('userInfo')).toEqual(user);
  });

  it('a stored session: absent until it has loaded, then read (what prepareSession waits for)', async () => {
    const { local, session } = freshStores();
    createSecureStorage({ sealer, local, session }).set('token', 't1');
    const storage = freshModule().createSecureStorage({ local, session });
    expect(storage.hasStoredValues()).toBe(true);
    expect(storage.get('token')).toBeUndefined();
    await storage.ready();
    expect(storage.get('token')).toBe('t1');
  });

  it('a removal or a clear before it has loaded cancels the waiting writes', async () => {
    const lazy = freshModule();
    const { local, session } = freshStores();
    const storage = lazy.createSecureStorage({ local, session });
    storage.set('token', 't1');
    storage.remove('token');
    storage.set('userInfo', user);
    storage.set('savedLoginUrl', '/cWeb/business/center');
    storage.clear();
    expect(storage.get('token')).toBeUndefined();
    expect(storage.get('userInfo')).toBeUndefined();
    await storage.ready();
    for (const name of Object.values(STORAGE_KEYS)) expect(local.getItem(name)).toBeNull();
  });

  it('refuses a bad value at once, loaded or not', () => {
    const storage = freshModule().createSecureStorage(freshStores());
    expect(storage.set('authTime', Number.NaN)).toBe(false);
    expect(storage.get('authTime')).toBeUndefined();
  });

  it('drafts wait the same way: read back at once, written once loaded, a removal kept in order', async () => {
    const { local, session } = freshStores();
    const loaded = createSecureStorage({ sealer, local, session });
    loaded.setDraft('13800000000:old', { idName: '李四' });
    const storage = freshModule().createSecureStorage({ local, session });
    storage.setDraft('13800000000:new', { idName: '张三' });
    storage.removeDraft('13800000000:old');
    expect(storage.getDraft('13800000000:new')).toEqual({ idName: '张三' });
    expect(storage.getDraft('13800000000:old')).toBeUndefined();
    await storage.ready();
    expect(loaded.getDraft('13800000000:new')).toEqual({ idName: '张三' });
    expect(loaded.getDraft('13800000000:old')).toBeUndefined();
  });

  it('writes waiting in every storage of the page go out when one of them loads it', async () => {
    const lazy = freshModule();
    const first = freshStores();
    const second = freshStores();
    const a = lazy.createSecureStorage(first);
    const b = lazy.createSecureStorage(second);
    a.set('token', 'ta');
    b.set('token', 'tb');
    await lazy.loadSealer();
    expect(createSecureStorage({ sealer, ...first }).get('token')).toBe('ta');
    expect(createSecureStorage({ sealer, ...second }).get('token')).toBe('tb');
  });
});
