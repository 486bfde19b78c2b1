/**
 * The error catalogue of spec 001 section 8 as data, and the one rule that turns a failed call
 * into what the user sees. The zh-CN texts are the spec's, in the catalogue (i18n/zh-CN/errors.ts).
 */
import { errorMessages } from '../i18n/zh-CN/errors';
import { matchesPrefix, pathnameOf } from '../protocol/paths';

export { errorMessages };

export type ErrorMessageKey = keyof typeof errorMessages;

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Business codes of the response envelope that the client treats specially. */
export const BUSINESS_CODES = {
  success: 200,
  sessionExpired: 401,
  smsUnregistered: 501,
  weakPassword: 501004,
  /** Too many wrong SMS codes against one smsToken: that token is dead (the server says how long). */
  smsLocked: 501005,
  /** Password login without a passed, unspent captcha. */
  captchaRequired: 501010,
  /** Password login refused (wrong password, unregistered or not activated); data: remainingAttempts. */
  passwordWrong: 501011,
  /** Password login locked after repeated failures; data: retryAfterSeconds. */
  passwordLocked: 501012,
  /** SMS sent too recently to this mobile or too often from this address; data: retryAfterSeconds. */
  smsTooFrequent: 501013,
  /** The daily cap of SMS sends is reached. */
  smsDailyCap: 501014,
  /** Rate-limited call (HTTP 429); data: retryAfterSeconds. */
  rateLimited: 501015,
  /** Blocking notice, then the session is cleared and the window closed. */
  blockingClearSession: 1004001,
  /** Blocking notice, then the window is closed. */
  blockingCloseWindow: 10100012,
  /** Not shown at all when it answers a download. */
  silentOnDownload: 1004002,
  // The session calls' other codes: shown as the server's message (the mock's, listed in its README).
  /** Unknown, spent or failed slider token. */
  captchaInvalid: 501001,
  smsCodeWrong: 501002,
  smsCodeExpired: 501003,
  /** The new password breaks the rule (12-20 characters, four kinds). */
  passwordRule: 501007,
  /** Unknown or spent IAM sign-in code. */
  iamCodeInvalid: 501008,
  /** The company is not one of the signed-in user's. */
  notYourCompany: 501009,
  /** A jump to a business system the portal does not know. */
  unknownSystem: 501016,
  /** Setting a password without a recent SMS check for it. */
  noRecentReset: 501017,
  /** Activation of an account that is already active. */
  alreadyActivated: 501018,
} as const;

export type FailureKind = 'http' | 'business' | 'timeout' | 'network' | 'duplicate' | 'protocol';
export type FailureAction = 'session-expired' | 'blocking-notice' | 'toast' | 'none';

/** What went wrong with one call. */
export interface Failure {
  kind: FailureKind;
  /** Call path (no base path), with query. */
  path: string;
  /** HTTP status, for kind 'http'. */
  status?: number;
  /** Envelope code, for kind 'business'. */
  code?: number;
  /** The server's `message`, if it sent one. */
  serverMessage?: string;
  /** The call fetched a file (`http.raw`), whatever its path. */
  download?: boolean;
  /** The envelope's `data` of a failed answer (e.g. `{ retryAfterSeconds }`, `{ remainingAttempts }`). */
  data?: unknown;
  /** The answer's `Retry-After` header, if any (seconds or an HTTP date). */
  retryAfter?: string | null;
}

/** What the user sees. `silent` means no toast; session expiry and blocking notices have their own UI. */
export interface FailureDescription {
  message: string;
  silent: boolean;
  action: FailureAction;
  closeWindow: boolean;
  clearSession: boolean;
  /** How long the server says the action stays refused (lockouts and rate limits), in seconds. */
  retryAfterSeconds?: number;
  /** Password attempts left before the lock (501011). */
  remainingAttempts?: number;
}

/** Waits the server names when its answer carries no number (the mock's and the contract's values). */
export const DEFAULT_WAIT_SECONDS = { passwordLocked: 15 * 60, smsTooFrequent: 60, rateLimited: 60, smsLocked: 10 * 60 } as const;

const field = (data: unknown, name: string): unknown => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined);

const wholeSeconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;

/**
 * The wait a refusal names: `data.retryAfterSeconds`, else the `Retry-After` header (seconds or an
 * HTTP date, counted from `now`). Undefined when neither says.
 */
export function retryAfterSecondsOf(failure: Pick<Failure, 'data' | 'retryAfter'>, now: number = Date.now()): number | undefined {
  const fromData = wholeSeconds(field(failure.data, 'retryAfterSeconds'));
  if (fromData !== undefined) return fromData;
  const header = failure.retryAfter?.trim();
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Attempts left that a 501011 answer names, if any. */
export function remainingAttemptsOf(failure: Pick<Failure, 'data'>): number | undefined {
  return wholeSeconds(field(failure.data, 'remainingAttempts'));
}

/** File-fetching paths, where 1004002 is silent and failures read as a download failure. */
export function isDownloadPath(path: string): boolean {
  return /download/i.test(pathnameOf(path));
}

/**
 * The file service's calls: the communal file service (upload, time-limited links) and the
 * treasury's files. With downloads, they are the calls on which 1004002 is silent (spec 001 section 8).
 */
export const FILE_SERVICE_PREFIXES: readonly string[] = ['/ps/communal/file/', '/treasury/v1/file/'];

/** Whether a call is a file-service call: one of its paths, a download path, or a raw file fetch. */
export function isFileServiceCall(path: string, download = false): boolean {
  const pathname = pathnameOf(path);
  return download || isDownloadPath(pathname) || FILE_SERVICE_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix));
}

const toast = (message: string): FailureDescription => ({ message, silent: false, action: 'toast', closeWindow: false, clearSession: false });
const quiet = (message: string, action: FailureAction): FailureDescription => ({ message, silent: true, action, closeWindow: false, clearSession: false });

const waiting = (template: string, name: 'seconds' | 'minutes', seconds: number): FailureDescription => ({
  ...toast(fillTemplate(template, { [name]: String(name === 'minutes' ? Math.max(1, Math.ceil(seconds / 60)) : Math.max(1, seconds)) })),
  retryAfterSeconds: seconds,
});

function describeHttp(status: number, serverMessage: string | undefined, download: boolean, path: string, wait: number | undefined): FailureDescription {
  if (status === 401) return quiet(serverMessage ?? '', 'session-expired');
  if (status === 429) return waiting(errorMessages.rateLimited, 'seconds', wait ?? DEFAULT_WAIT_SECONDS.rateLimited);
  if (status === 413) return toast(errorMessages.payloadTooLarge);
  if (status === 415) return toast(errorMessages.unsupportedMediaType);
  if (status === 400) return toast(serverMessage || errorMessages.clientError);
  if (download && status >= 400) return toast(errorMessages.fileDownloadFailed);
  if (status >= 400 && status < 500) return toast(errorMessages.clientError);
  if (isFileServiceCall(path)) return toast(errorMessages.fileServiceFailed);
  return toast(errorMessages.serverError);
}

function describeBusiness(failure: Failure, download: boolean, wait: number | undefined): FailureDescription {
  const { code, serverMessage, path } = failure;
  const shown = serverMessage || errorMessages.serverError;
  switch (code) {
    case BUSINESS_CODES.sessionExpired:
      return quiet(serverMessage ?? '', 'session-expired');
    case BUSINESS_CODES.blockingClearSession:
      return { ...quiet(shown, 'blocking-notice'), closeWindow: true, clearSession: true };
    case BUSINESS_CODES.blockingCloseWindow:
      return { ...quiet(shown, 'blocking-notice'), closeWindow: true };
    case BUSINESS_CODES.silentOnDownload:
      // Every call of the file service fetches or links a file: all count as downloads here.
      return isFileServiceCall(path, download) ? quiet(shown, 'none') : toast(shown);
    case BUSINESS_CODES.smsUnregistered:
      return toast(serverMessage || errorMessages.smsUnregistered);
    case BUSINESS_CODES.weakPassword:
      return toast(errorMessages.weakPassword);
    case BUSINESS_CODES.smsLocked:
      return { ...toast(errorMessages.smsLocked), retryAfterSeconds: wait ?? DEFAULT_WAIT_SECONDS.smsLocked };
    case BUSINESS_CODES.captchaRequired:
      return toast(errorMessages.captchaRequired);
    case BUSINESS_CODES.passwordWrong:
      return { ...toast(errorMessages.passwordWrong), remainingAttempts: remainingAttemptsOf(failure) };
    case BUSINESS_CODES.passwordLocked:
      return waiting(errorMessages.passwordLocked, 'minutes', wait ?? DEFAULT_WAIT_SECONDS.passwordLocked);
    case BUSINESS_CODES.smsTooFrequent:
      return waiting(errorMessages.smsTooFrequent, 'seconds', wait ?? DEFAULT_WAIT_SECONDS.smsTooFrequent);
    case BUSINESS_CODES.smsDailyCap:
      return toast(errorMessages.smsDailyCap);
    case BUSINESS_CODES.rateLimited:
      return waiting(errorMessages.rateLimited, 'seconds', wait ?? DEFAULT_WAIT_SECONDS.rateLimited);
    default:
      return toast(serverMessage || errorMessages.clientError);
  }
}

/** The catalogue as one pure rule: a failed call in, what the user sees out. */
export function describeFailure(failure: Failure): FailureDescription {
  const download = failure.download === true || isDownloadPath(failure.path);
  const wait = retryAfterSecondsOf(failure);
  switch (failure.kind) {
    case 'http':
      return describeHttp(failure.status ?? 0, failure.serverMessage, download, failure.path, wait);
    case 'business':
      return describeBusiness(failure, download, wait);
    case 'timeout':
      return toast(errorMessages.timeout);
    case 'network':
      return toast(errorMessages.network);
    case 'duplicate':
      return toast(errorMessages.duplicate);
    case 'protocol':
      return toast(errorMessages.serverError);
  }
}

/** The one error every failed call rejects with; `message` is the text for the user. */
export class ApiError extends Error implements Failure {
  override readonly name = 'ApiError';
  readonly kind: FailureKind;
  readonly path: string;
  readonly status?: number;
  readonly code?: number;
  readonly serverMessage?: string;
  readonly download: boolean;
  readonly data?: unknown;
  readonly retryAfter?: string | null;
  readonly description: FailureDescription;

  constructor(failure: Failure, options?: { cause?: unknown }) {
    const description = describeFailure(failure);
    super(description.message, options);
    this.kind = failure.kind;
    this.path = failure.path;
    this.status = failure.status;
    this.code = failure.code;
    this.serverMessage = failure.serverMessage;
    this.download = failure.download === true;
    this.data = failure.data;
    this.retryAfter = failure.retryAfter;
    this.description = description;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whether the failure already has its own UI (the blocking 提示 box of 1004001 and 10100012, the
 * session-expiry flow) or none at all (a cancelled duplicate): a page names it no second time.
 */
export function isShownElsewhere(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'duplicate' || error.description.action === 'session-expired' || error.description.action === 'blocking-notice');
}

/**
 * Whether the page must show nothing for this error either: the catalogue's silent answers with no
 * UI of their own (1004002 on a file-service call). Pages ask this instead of naming codes.
 */
export function isSilentFailure(error: unknown): boolean {
  return isApiError(error) && error.description.silent && error.description.action === 'none';
}
