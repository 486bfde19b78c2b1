/** The servers' response envelope and the business codes this mock answers with. */

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  success: boolean;
}

/**
 * 200, 401, 501, 501004 and 501005 and the 1004001 family are the spec's (001 section 8); the
 * rest of the 5010xx family is this mock's own choice, listed in the README. 501010-501015 and
 * HTTP 413/415 are the abuse and input limits the portal's catalogue shows (issue 14).
 */
export const BizCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SERVER_ERROR: 500,
  USER_NOT_REGISTERED: 501,
  CAPTCHA_INVALID: 501001,
  SMS_CODE_WRONG: 501002,
  SMS_CODE_EXPIRED: 501003,
  WEAK_PASSWORD: 501004,
  ACCOUNT_LOCKED: 501005,
  PASSWORD_RULE: 501007,
  IAM_CODE_INVALID: 501008,
  NOT_YOUR_COMPANY: 501009,
  /** Password login without a passed, unspent captcha. */
  CAPTCHA_REQUIRED: 501010,
  /** Password login refused: wrong password, unregistered or not activated (one answer for all). */
  LOGIN_REFUSED: 501011,
  /** Password login locked after repeated failures. */
  PASSWORD_LOCKED: 501012,
  /** SMS sends too frequent (per mobile or per client address). */
  SMS_TOO_FREQUENT: 501013,
  /** The daily cap of SMS sends reached. */
  SMS_DAILY_CAP: 501014,
  /** A rate-limited call (slider) too frequent from one client address; HTTP 429. */
  TOO_FREQUENT: 501015,
  UNKNOWN_SYSTEM: 501016,
  NO_RECENT_RESET: 501017,
  ALREADY_ACTIVATED: 501018,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
} as const;

export const Messages = {
  OK: '操作成功',
  UNAUTHORIZED: '登录已失效，请重新登录',
  USER_NOT_REGISTERED: '用户未注册，请先注册',
  WEAK_PASSWORD: '您的密码强度较低，请重置密码',
  PASSWORD_RULE: '密码为12-20位数字+大写字母+小写字母+特殊符号组合',
  SERVER_ERROR: '服务内部错误',
  CAPTCHA_REQUIRED: '请先完成滑块验证',
  LOGIN_REFUSED: '手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码',
  SMS_DAILY_CAP: '今日短信发送次数已达上限，请明日再试',
  PAYLOAD_TOO_LARGE: '请求内容过大',
  UNSUPPORTED_MEDIA_TYPE: '请求格式不支持',
} as const;

export function ok<T>(data: T, message: string = Messages.OK): Envelope<T> {
  return { code: BizCode.OK, message, data, success: true };
}

export function fail<T = null>(code: number, message: string, data: T | null = null): Envelope<T | null> {
  return { code, message, data, success: code === BizCode.OK };
}

/** Messages with a number in them (the portal's catalogue fills its own text from `data`). */
export const passwordLockedMessage = (retryAfterSeconds: number): string => `密码错误次数过多，账号已锁定，请${Math.ceil(retryAfterSeconds / 60)}分钟后再试`;
export const smsTooFrequentMessage = (retryAfterSeconds: number): string => `短信发送过于频繁，请${retryAfterSeconds}秒后再试`;
export const tooFrequentMessage = (retryAfterSeconds: number): string => `操作过于频繁，请${retryAfterSeconds}秒后再试`;

/**
 * Thrown by handlers; the error handler turns it into an envelope. `httpStatus` 200 means a
 * business error (the code travels in the envelope), anything else is an HTTP error.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    /** The envelope's `data` (null when not given). */
    readonly data: unknown = null,
    /** Sent as the standard `Retry-After` header (seconds) when given. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A business error: HTTP 200, the code and message in the envelope. */
export const bizError = (code: number, message: string, data: unknown = null): ApiError => new ApiError(200, code, message, data);

/** A business error that tells the client when to try again: `data.retryAfterSeconds` and `Retry-After`. */
export function retryLaterError(code: number, message: string, retryAfterSeconds: number, httpStatus = 200): ApiError {
  return new ApiError(httpStatus, code, message, { retryAfterSeconds }, retryAfterSeconds);
}

/** An HTTP error whose envelope code equals the HTTP status. */
export const httpError = (status: number, message: string): ApiError => new ApiError(status, status, message);

export const unauthorized = (): ApiError => httpError(401, Messages.UNAUTHORIZED);
