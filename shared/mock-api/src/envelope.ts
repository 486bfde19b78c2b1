/** The servers' response envelope and the business codes this mock answers with. */

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  success: boolean;
}

/**
 * 200, 401, 501 and 501004 and the 1004001 family are the spec's (001 section 8); the rest of
 * the 5010xx family is this mock's own choice, listed in the README.
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
  PASSWORD_WRONG: 501006,
  PASSWORD_RULE: 501007,
  IAM_CODE_INVALID: 501008,
  NOT_YOUR_COMPANY: 501009,
  UNKNOWN_SYSTEM: 501010,
  NOT_ACTIVATED: 501011,
  NO_RECENT_RESET: 501012,
  ALREADY_ACTIVATED: 501013,
} as const;

export const Messages = {
  OK: '操作成功',
  UNAUTHORIZED: '登录已失效，请重新登录',
  USER_NOT_REGISTERED: '用户未注册，请先注册',
  WEAK_PASSWORD: '您的密码强度较低，请重置密码',
  PASSWORD_RULE: '密码为12-20位数字+大写字母+小写字母+特殊符号组合',
  /** The same text as @portal/core's SET_PASSWORD_MESSAGE: the client opens the set-password page on it. */
  SET_PASSWORD: '请通过忘记密码设置您的新密码',
  SERVER_ERROR: '服务内部错误',
} as const;

export function ok<T>(data: T, message: string = Messages.OK): Envelope<T> {
  return { code: BizCode.OK, message, data, success: true };
}

export function fail(code: number, message: string): Envelope<null> {
  return { code, message, data: null, success: code === BizCode.OK };
}

/**
 * Thrown by handlers; the error handler turns it into an envelope. `httpStatus` 200 means a
 * business error (the code travels in the envelope), anything else is an HTTP error.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A business error: HTTP 200, the code and message in the envelope. */
export const bizError = (code: number, message: string): ApiError => new ApiError(200, code, message);

/** An HTTP error whose envelope code equals the HTTP status. */
export const httpError = (status: number, message: string): ApiError => new ApiError(status, status, message);

export const unauthorized = (): ApiError => httpError(401, Messages.UNAUTHORIZED);
