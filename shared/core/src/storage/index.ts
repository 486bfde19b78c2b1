/**
 * Encrypted client storage (spec 000 section 3): authorization token, authorization time, user
 * info and saved login URL, AES-encrypted and HMAC-sealed in localStorage. Anything corrupt,
 * tampered with or written under another key reads as absent (logged out); nothing here throws.
 *
 * The crypto (./sealer, crypto-js) loads on demand, not with the page's first script: a page with
 * nothing stored never needs it. `prepareSession` loads it before the first render when a value is
 * stored; the signed client loads it with itself, before any answer can carry a token to store.
 * A write made before it has loaded is kept in memory (reads return it at once) and written when it has.
 */
import type { Company } from '../bus';
import type { Sealer } from './sealer';

export type { Sealer } from './sealer';

/** The part of the Web Storage API used here; tests pass in-memory or failing doubles. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** User info as `/uc/v1/api/unified/login/user` returns it; other fields are kept as they come. */
export interface UserInfo {
  username?: string;
  mobile?: string;
  /** Masked mobile number. */
  mobileNo?: string;
  resources?: unknown[];
  [field: string]: unknown;
}

export interface StoredValues {
  token: string;
  /** When the token was stored, ms since the epoch (the 12 h login-error window reads it). */
  authTime: number;
  userInfo: UserInfo;
  savedLoginUrl: string;
  /** The company the user acts for, chosen after login (absent: none chosen). */
  currentCompany: Company;
}

export type StorageKey = keyof StoredValues;

/** localStorage item names of the values. */
export const STORAGE_KEYS: Readonly<Record<StorageKey, string>> = {
  token: 'portal.authorization',
  authTime: 'portal.authorizationTime',
  userInfo: 'portal.userInfo',
  savedLoginUrl: 'portal.savedLoginUrl',
  currentCompany: 'portal.currentCompany',
};

/** Where the secret key lives: localStorage (all tabs) and its per-tab copy in sessionStorage. */
export const SECRET_KEY_ITEM = 'portal.secretKey';
export const SESSION_KEY_ITEM = 'portal.sessionKey';

const SECRET_PATTERN = /^[0-9a-f]{64}$/;

const isValue: { [K in StorageKey]: (value: unknown) => value is StoredValues[K] } = {
  token: (value): value is string => typeof value === 'string' && value !== '',
  authTime: (value): value is number => typeof value === 'number' && Number.isFinite(value),
  userInfo: (value): value is UserInfo => typeof value === 'object' && value !== null && !Array.isArray(value),
  savedLoginUrl: (value): value is string => typeof value === 'string',
  currentCompany: (value): value is Company =>
    typeof value === 'object' &&
    value !== null &&
    ['companyUCId', 'creditCode', 'companyName'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string'),
};

export interface SecureStorage {
  get<K extends StorageKey>(key: K): StoredValues[K] | undefined;
  /**
   * False when the browser refused the write (quota, private mode); the old value is then gone.
   * Before the sealer has loaded: true, and the write is made once it has (`ready`).
   */
  set<K extends StorageKey>(key: K, value: StoredValues[K]): boolean;
  remove(key: StorageKey): void;
  /** Removes every value (a 401 clears all stored information); the secret key and drafts stay. */
  clear(): void;
  /** Whether any value is stored: then a read needs the sealer, which `ready` loads. */
  hasStoredValues(): boolean;
  /** Resolves once the sealer has loaded and every write made before it is in storage. */
  ready(): Promise<void>;
  /** The drafts area: unfinished form values by id (e.g. mobile and page), sealed like the rest. */
  getDraft(id: string, now?: number): DraftValues | undefined;
  setDraft(id: string, values: DraftValues, now?: number): boolean;
  removeDraft(id: string): void;
}

/** A draft's values: what a form held, as JSON. */
export type DraftValues = Record<string, unknown>;

/** Item names of drafts start so; the rest is a hash of the id, so no mobile shows in storage. */
export const DRAFT_ITEM_PREFIX = 'portal.draft.';

/** A draft older than this is dropped: a form left for a week is better started afresh. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const draftItem = (sealer: Sealer, id: string): string => `${DRAFT_ITEM_PREFIX}${sealer.hashName(id)}`;

const isDraftEnvelope = (value: unknown): value is { savedAt: number; values: DraftValues } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { savedAt?: unknown }).savedAt === 'number' &&
  typeof (value as { values?: unknown }).values === 'object' &&
  (value as { values?: unknown }).values !== null &&
  !Array.isArray((value as { values?: unknown }).values);

export interface SecureStorageOptions {
  /** Persistent store shared by tabs; default `localStorage`. */
  local?: KeyValueStore | (() => KeyValueStore | undefined);
  /** Per-tab store; default `sessionStorage`. */
  session?: KeyValueStore | (() => KeyValueStore | undefined);
  /** The crypto, given at once (tests); default: loaded on demand (`loadSealer`). */
  sealer?: Sealer;
}

let loadedSealer: Sealer | undefined;
let sealerLoad: Promise<Sealer> | undefined;
/** The flushes of storages holding writes that wait for the sealer. */
const waitingForSealer = new Set<() => void>();

/**
 * Loads the storage's crypto, once per page (in the signed client's chunk, which a stored session
 * preloads); then every storage's waiting writes go to storage. A failed load is tried again by the next call.
 */
export function loadSealer(): Promise<void> {
  sealerLoad ??= import(/* webpackChunkName: "signed-client" */ './sealer').then(
    ({ sealer }) => {
      loadedSealer = sealer;
      for (const flush of [...waitingForSealer]) flush();
      return sealer;
    },
    (error: unknown) => {
      sealerLoad = undefined;
      throw error;
    },
  );
  return sealerLoad.then(() => undefined);
}

/** Starts the load where nothing waits for it: a failure shows at the next call that does. */
const startSealerLoad = (): void => void loadSealer().catch(() => undefined);

/** A write made before the sealer loaded: the value, or a draft's removal (null). */
type PendingDraft = { values: DraftValues; savedAt: number } | null;

/** An in-memory store, used where Web Storage is missing (Node) or blocked (sandboxed frames). */
export function createMemoryStore(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, String(value)),
    removeItem: (name) => void items.delete(name),
  };
}

function webStorage(kind: 'localStorage' | 'sessionStorage'): () => KeyValueStore | undefined {
  return () => {
    try {
      return (globalThis as Partial<Record<typeof kind, Storage>>)[kind];
    } catch {
      // Reading window.localStorage throws a SecurityError when storage is disabled.
      return undefined;
    }
  };
}

function resolver(option: SecureStorageOptions['local'], fallback: () => KeyValueStore | undefined): () => KeyValueStore {
  const memory = createMemoryStore();
  const source = option === undefined ? fallback : typeof option === 'function' ? option : () => option;
  return () => source() ?? memory;
}

function read(store: KeyValueStore, name: string): string | undefined {
  try {
    return store.getItem(name) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(store: KeyValueStore, name: string, value: string): boolean {
  try {
    store.setItem(name, value);
    return true;
  } catch {
    return false;
  }
}

function erase(store: KeyValueStore, name: string): void {
  try {
    store.removeItem(name);
  } catch {
    // A store that cannot even remove is unusable; reads then fail closed anyway.
  }
}

/**
 * Creates a secure storage. The secret key sits in localStorage, with a copy per tab in
 * sessionStorage (the spec's "session key"): a key kept in sessionStorage only would make the
 * token unreadable in a new tab, and a portal must stay signed in there. This is obfuscation
 * against casual reading and copy-paste of the token, not protection against script on the page.
 */
export function createSecureStorage(options: SecureStorageOptions = {}): SecureStorage {
  const local = resolver(options.local, webStorage('localStorage'));
  const session = resolver(options.session, webStorage('sessionStorage'));
  const pending = new Map<StorageKey, unknown>();
  const pendingDrafts = new Map<string, PendingDraft>();

  /** The sealer, once loaded; first any writes that waited for it go to storage. */
  function sealerNow(): Sealer | undefined {
    const sealer = options.sealer ?? loadedSealer;
    if (sealer && (pending.size > 0 || pendingDrafts.size > 0)) flush(sealer);
    return sealer;
  }

  function flush(sealer: Sealer): void {
    waitingForSealer.delete(flushLoaded);
    const values = [...pending];
    const drafts = [...pendingDrafts];
    pending.clear();
    pendingDrafts.clear();
    for (const [key, value] of values) writeValue(sealer, key, value);
    for (const [id, draft] of drafts) {
      if (draft) writeDraft(sealer, id, draft.values, draft.savedAt);
      else erase(local(), draftItem(sealer, id));
    }
  }

  function flushLoaded(): void {
    if (loadedSealer) flush(loadedSealer);
  }

  /** Keeps the write for when the sealer has loaded, and loads it. */
  function waitForSealer(): void {
    waitingForSealer.add(flushLoaded);
    startSealerLoad();
  }

  function existingSecret(): string | undefined {
    const persisted = read(local(), SECRET_KEY_ITEM);
    const cached = read(session(), SESSION_KEY_ITEM);
    if (persisted !== undefined && SECRET_PATTERN.test(persisted)) {
      // localStorage wins, so a tab whose copy went stale follows the others.
      if (cached !== persisted) write(session(), SESSION_KEY_ITEM, persisted);
      return persisted;
    }
    if (cached !== undefined && SECRET_PATTERN.test(cached)) return cached;
    return undefined;
  }

  function secretForWriting(sealer: Sealer): string | undefined {
    const secret = existingSecret() ?? sealer.newSecret();
    const savedLocally = read(local(), SECRET_KEY_ITEM) === secret || write(local(), SECRET_KEY_ITEM, secret);
    const savedInTab = read(session(), SESSION_KEY_ITEM) === secret || write(session(), SESSION_KEY_ITEM, secret);
    return savedLocally || savedInTab ? secret : undefined;
  }

  /** Seals `value` as JSON under the item `name`; a refused write leaves no old value behind. */
  function writeSealed(sealer: Sealer, name: string, value: unknown): boolean {
    const secret = secretForWriting(sealer);
    const stored = secret !== undefined && write(local(), name, sealer.seal(secret, name, JSON.stringify(value)));
    if (!stored) erase(local(), name);
    return stored;
  }

  const writeValue = (sealer: Sealer, key: StorageKey, value: unknown): boolean => writeSealed(sealer, STORAGE_KEYS[key], value);
  const writeDraft = (sealer: Sealer, id: string, values: DraftValues, savedAt: number): boolean =>
    writeSealed(sealer, draftItem(sealer, id), { savedAt, values });

  /** The plain text of a stored item; undefined when absent, unreadable or the sealer is not here yet. */
  function unsealed(name: string): string | undefined {
    const sealed = read(local(), name);
    if (sealed === undefined) return undefined;
    const sealer = sealerNow();
    if (!sealer) {
      // Read before prepareSession (a caller too early): absent now, readable once loaded.
      startSealerLoad();
      return undefined;
    }
    const secret = existingSecret();
    return secret === undefined ? undefined : sealer.unseal(secret, name, sealed);
  }

  return {
    get(key) {
      if (pending.has(key)) return pending.get(key) as StoredValues[typeof key];
      const plain = unsealed(STORAGE_KEYS[key]);
      if (plain === undefined) return undefined;
      try {
        const value: unknown = JSON.parse(plain);
        return isValue[key](value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      if (!isValue[key](value)) {
        pending.delete(key);
        erase(local(), STORAGE_KEYS[key]);
        return false;
      }
      const sealer = sealerNow();
      if (sealer) return writeValue(sealer, key, value);
      pending.set(key, value);
      waitForSealer();
      return true;
    },
    remove(key) {
      pending.delete(key);
      erase(local(), STORAGE_KEYS[key]);
    },
    clear() {
      pending.clear();
      for (const name of Object.values(STORAGE_KEYS)) erase(local(), name);
    },
    hasStoredValues: () => pending.size > 0 || Object.values(STORAGE_KEYS).some((name) => read(local(), name) !== undefined),
    async ready() {
      if (!options.sealer) await loadSealer();
      sealerNow();
    },
    getDraft(id, now = Date.now()) {
      if (pendingDrafts.has(id)) {
        const draft = pendingDrafts.get(id);
        return draft && now - draft.savedAt <= DRAFT_MAX_AGE_MS ? draft.values : undefined;
      }
      const sealer = sealerNow();
      if (!sealer) {
        // Drafts belong to a signed-in mobile, so a stored session has loaded the sealer first.
        startSealerLoad();
        return undefined;
      }
      const name = draftItem(sealer, id);
      const sealed = read(local(), name);
      const secret = sealed === undefined ? undefined : existingSecret();
      if (sealed === undefined || secret === undefined) return undefined;
      const plain = sealer.unseal(secret, name, sealed);
      try {
        const draft: unknown = plain === undefined ? undefined : JSON.parse(plain);
        if (isDraftEnvelope(draft) && now - draft.savedAt <= DRAFT_MAX_AGE_MS) return draft.values;
      } catch {
        // Unreadable drafts are dropped below like stale ones.
      }
      erase(local(), name);
      return undefined;
    },
    setDraft(id, values, now = Date.now()) {
      const sealer = sealerNow();
      if (sealer) return writeDraft(sealer, id, values, now);
      pendingDrafts.set(id, { values, savedAt: now });
      waitForSealer();
      return true;
    },
    removeDraft(id) {
      const sealer = sealerNow();
      if (sealer) {
        erase(local(), draftItem(sealer, id));
        return;
      }
      pendingDrafts.set(id, null);
      waitForSealer();
    },
  };
}

/** The portal's storage over the browser's localStorage and sessionStorage. */
export const secureStorage: SecureStorage = createSecureStorage();

export const getToken = (): string | undefined => secureStorage.get('token');

/** Stores the token and, with it, the authorization time. */
export function setToken(token: string, at: number = Date.now()): boolean {
  return secureStorage.set('token', token) && secureStorage.set('authTime', at);
}

export const getAuthTime = (): number | undefined => secureStorage.get('authTime');
export const getUserInfo = (): UserInfo | undefined => secureStorage.get('userInfo');
export const setUserInfo = (info: UserInfo): boolean => secureStorage.set('userInfo', info);
export const getSavedLoginUrl = (): string | undefined => secureStorage.get('savedLoginUrl');
export const setSavedLoginUrl = (url: string): boolean => secureStorage.set('savedLoginUrl', url);

/** Clears token, authorization time, user info and saved login URL. */
export const clearSession = (): void => secureStorage.clear();
