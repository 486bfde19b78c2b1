/**
 * The error catalogue of spec 001 section 8 as data, and the one rule that turns a failed call
 * into what the user sees. The zh-CN texts are the spec's, character for character (note the
 * ASCII commas in the HTTP texts and the full-width ones elsewhere: the spec spells them so).
 */
import { matchesPrefix, pathnameOf } from '../protocol';

export const errorMessages = {
  /** Other 4xx; also 400 when the server sent no message. */
  clientError: '请求出错,请检查参数并重试',
  serverError: '服务出错,请稍后再试',
  timeout: '请求超时,请稍后重试',
  network: '网络错误,请检查',
  duplicate: '接口重复调用，请求已取消',
  fileDownloadFailed: '文件下载服务异常，请联系客服',
  fileServiceFailed: '文件服务异常，请稍后再试',
  smsUnregistered: '用户未注册，请先注册',
  weakPassword: '您的密码强度较低，请重置密码',
  sliderFetchFailed: '获取滑动验证图片异常',
  sliderWrong: '滑块位置错误',
  smsSent: '短信验证码已发送',
  smsFailed: '获取短信验证码异常',
  activated: '激活成功',
  passwordSet: '密码设置成功',
  userInfoFailed: '获取用户信息异常',
  logoutFailed: '退出异常',
  otherAccountLoggedIn: '您已经登录了其他账号，需要刷新下页面再进行下操作',
  infoFailed: '获取信息异常',
  pageInfoLost: '页面信息丢失，需要从“业务中心”重新进来',
  individualBusinessUnsupported: '您所选的业务暂不支持个体工商户，请选择其他业务',
  noProductPermission: '您暂无办理该产品权限',
  contactLegalOrAdmin: '请联系法定代表人或管理员去开通',
  upgradeRequired: '为了给您提供更优质的服务，平台已进行升级，如需开通新业务请您进行个人升级认证',
  /** Template: fill with `fillTemplate(t, { company })`. */
  legalPersonChanging: '{company}的法人正在变更中，暂不支持进入到业务系统',
  /** Template: fill with `fillTemplate(t, { company })`. */
  adminChanging: '{company}的平台管理员正在变更中，暂不支持进入到业务系统',
  noticeTitle: '提示',
  noticeButton: '已知晓',
  loading: '加载中，请稍候',
  videoUnsupported: '此视频暂无法播放，请稍后再试',
  /** 501005: that code is dead (not the mobile); a new code lifts it (the server's data says how long it stays dead). */
  smsLocked: '短信验证码错误次数过多，该验证码已失效，请重新获取',
  /** 501010: password login without a passed captcha. */
  captchaRequired: '请先完成滑块验证',
  /** 501011: wrong password, unregistered or not activated; one answer that reveals nothing. */
  passwordWrong: '手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码',
  /** Template: after 501011, fill with `{ count }` from `data.remainingAttempts`. */
  attemptsLeft: '还可尝试{count}次',
  /** 501012, template: fill with `{ minutes }`. */
  passwordLocked: '密码错误次数过多，账号已锁定，请{minutes}分钟后再试',
  /** 501013, template: fill with `{ seconds }`. */
  smsTooFrequent: '短信发送过于频繁，请{seconds}秒后再试',
  /** 501014. */
  smsDailyCap: '今日短信发送次数已达上限，请明日再试',
  /** 501015 with HTTP 429, template: fill with `{ seconds }`. */
  rateLimited: '操作过于频繁，请{seconds}秒后再试',
  /** HTTP 413. */
  payloadTooLarge: '请求内容过大',
  /** HTTP 415. */
  unsupportedMediaType: '请求格式不支持',
} as const;

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
 * Whether the page must show nothing for this error either: the catalogue's silent answers with no
 * UI of their own (1004002 on a file-service call). Pages ask this instead of naming codes.
 */
export function isSilentFailure(error: unknown): boolean {
  return isApiError(error) && error.description.silent && error.description.action === 'none';
}
