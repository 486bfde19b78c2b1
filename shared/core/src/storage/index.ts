/**
 * Encrypted client storage (spec 000 section 3): authorization token, authorization time, user
 * info and saved login URL, AES-encrypted and HMAC-sealed in localStorage. Anything corrupt,
 * tampered with or written under another key reads as absent (logged out); nothing here throws.
 */
import CryptoJS from 'crypto-js/core';
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import SHA256 from 'crypto-js/sha256';
import type { Company } from '../bus';

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

const FORMAT = 'v1';
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
  /** False when the browser refused the write (quota, private mode); the old value is then gone. */
  set<K extends StorageKey>(key: K, value: StoredValues[K]): boolean;
  remove(key: StorageKey): void;
  /** Removes every value (a 401 clears all stored information); the secret key and drafts stay. */
  clear(): void;
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

const draftItem = (id: string): string => `${DRAFT_ITEM_PREFIX}${SHA256(id).toString(CryptoJS.enc.Hex).slice(0, 32)}`;

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
}

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

function seal(secret: string, name: string, plain: string): string {
  const iv = CryptoJS.lib.WordArray.random(16);
  const cipher = AES.encrypt(CryptoJS.enc.Utf8.parse(plain), SHA256(`${secret}|enc`), { iv }).ciphertext.toString(Base64);
  const body = `${FORMAT}.${iv.toString(CryptoJS.enc.Hex)}.${cipher}`;
  return `${body}.${HmacSHA256(`${name}.${body}`, `${secret}|mac`).toString(CryptoJS.enc.Hex)}`;
}

function unseal(secret: string, name: string, sealed: string): string | undefined {
  const [format, ivHex, cipher, mac, ...rest] = sealed.split('.');
  if (format !== FORMAT || rest.length > 0 || !ivHex || !cipher || !mac) return undefined;
  // The item name is under the MAC, so a value copied into another item does not verify.
  if (HmacSHA256(`${name}.${format}.${ivHex}.${cipher}`, `${secret}|mac`).toString(CryptoJS.enc.Hex) !== mac) return undefined;
  try {
    const ciphertext = Base64.parse(cipher);
    const plain = AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), SHA256(`${secret}|enc`), { iv: CryptoJS.enc.Hex.parse(ivHex) });
    return CryptoJS.enc.Utf8.stringify(plain);
  } catch {
    return undefined;
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

  function secretForWriting(): string | undefined {
    const secret = existingSecret() ?? CryptoJS.lib.WordArray.random(32).toString(CryptoJS.enc.Hex);
    const savedLocally = read(local(), SECRET_KEY_ITEM) === secret || write(local(), SECRET_KEY_ITEM, secret);
    const savedInTab = read(session(), SESSION_KEY_ITEM) === secret || write(session(), SESSION_KEY_ITEM, secret);
    return savedLocally || savedInTab ? secret : undefined;
  }

  return {
    get(key) {
      const sealed = read(local(), STORAGE_KEYS[key]);
      const secret = sealed === undefined ? undefined : existingSecret();
      if (sealed === undefined || secret === undefined) return undefined;
      const plain = unseal(secret, STORAGE_KEYS[key], sealed);
      if (plain === undefined) return undefined;
      try {
        const value: unknown = JSON.parse(plain);
        return isValue[key](value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      const secret = secretForWriting();
      if (secret === undefined || !isValue[key](value)) {
        erase(local(), STORAGE_KEYS[key]);
        return false;
      }
      const stored = write(local(), STORAGE_KEYS[key], seal(secret, STORAGE_KEYS[key], JSON.stringify(value)));
      if (!stored) erase(local(), STORAGE_KEYS[key]);
      return stored;
    },
    remove(key) {
      erase(local(), STORAGE_KEYS[key]);
    },
    clear() {
      for (const name of Object.values(STORAGE_KEYS)) erase(local(), name);
    },
    getDraft(id, now = Date.now()) {
      const name = draftItem(id);
      const sealed = read(local(), name);
      const secret = sealed === undefined ? undefined : existingSecret();
      if (sealed === undefined || secret === undefined) return undefined;
      const plain = unseal(secret, name, sealed);
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
      const name = draftItem(id);
      const secret = secretForWriting();
      const stored = secret !== undefined && write(local(), name, seal(secret, name, JSON.stringify({ savedAt: now, values })));
      if (!stored) erase(local(), name);
      return stored;
    },
    removeDraft(id) {
      erase(local(), draftItem(id));
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
