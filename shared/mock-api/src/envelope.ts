/** The servers' response envelope and the business codes this mock answers with. */
import { BUSINESS_CODES, errorMessages, fillTemplate, validationMessages } from '@portal/core';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  success: boolean;
}

/**
 * The business codes this mock answers with, by the mock's names: every value is core's (the
 * spec's 001 section 8 and the mock's own 5010xx, listed in the README); HTTP-error codes equal
 * the status.
 */
export const BizCode = {
  OK: BUSINESS_CODES.success,
  BAD_REQUEST: 400,
  UNAUTHORIZED: BUSINESS_CODES.sessionExpired,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  SERVER_ERROR: 500,
  USER_NOT_REGISTERED: BUSINESS_CODES.smsUnregistered,
  CAPTCHA_INVALID: BUSINESS_CODES.captchaInvalid,
  SMS_CODE_WRONG: BUSINESS_CODES.smsCodeWrong,
  SMS_CODE_EXPIRED: BUSINESS_CODES.smsCodeExpired,
  WEAK_PASSWORD: BUSINESS_CODES.weakPassword,
  ACCOUNT_LOCKED: BUSINESS_CODES.smsLocked,
  PASSWORD_RULE: BUSINESS_CODES.passwordRule,
  IAM_CODE_INVALID: BUSINESS_CODES.iamCodeInvalid,
  NOT_YOUR_COMPANY: BUSINESS_CODES.notYourCompany,
  CAPTCHA_REQUIRED: BUSINESS_CODES.captchaRequired,
  LOGIN_REFUSED: BUSINESS_CODES.passwordWrong,
  PASSWORD_LOCKED: BUSINESS_CODES.passwordLocked,
  SMS_TOO_FREQUENT: BUSINESS_CODES.smsTooFrequent,
  SMS_DAILY_CAP: BUSINESS_CODES.smsDailyCap,
  TOO_FREQUENT: BUSINESS_CODES.rateLimited,
  UNKNOWN_SYSTEM: BUSINESS_CODES.unknownSystem,
  NO_RECENT_RESET: BUSINESS_CODES.noRecentReset,
  ALREADY_ACTIVATED: BUSINESS_CODES.alreadyActivated,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
} as const;

/** The mock's messages; those the portal shows from its own catalogue are core's texts. */
export const Messages = {
  OK: '操作成功',
  UNAUTHORIZED: '登录已失效，请重新登录',
  USER_NOT_REGISTERED: errorMessages.smsUnregistered,
  WEAK_PASSWORD: errorMessages.weakPassword,
  PASSWORD_RULE: validationMessages.passwordRule,
  SERVER_ERROR: '服务内部错误',
  CAPTCHA_REQUIRED: errorMessages.captchaRequired,
  LOGIN_REFUSED: errorMessages.passwordWrong,
  SMS_DAILY_CAP: errorMessages.smsDailyCap,
  PAYLOAD_TOO_LARGE: errorMessages.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: errorMessages.unsupportedMediaType,
} as const;

/** A success: the literal code and flag let the type provider check `data` against the call's answer schema. */
export interface Ok<T> extends Envelope<T> {
  code: typeof BizCode.OK;
  success: true;
}

export function ok<T>(data: T, message: string = Messages.OK): Ok<T> {
  return { code: BizCode.OK, message, data, success: true };
}

export function fail(code: number, message: string): Envelope<null>;
export function fail<T>(code: number, message: string, data: T | null): Envelope<T | null>;
export function fail<T>(code: number, message: string, data: T | null = null): Envelope<T | null> {
  return { code, message, data, success: code === BizCode.OK };
}

/** Messages with a number in them: core's templates (the portal's catalogue fills its own text from `data`). */
export const passwordLockedMessage = (retryAfterSeconds: number): string =>
  fillTemplate(errorMessages.passwordLocked, { minutes: String(Math.ceil(retryAfterSeconds / 60)) });
export const smsTooFrequentMessage = (retryAfterSeconds: number): string => fillTemplate(errorMessages.smsTooFrequent, { seconds: String(retryAfterSeconds) });
export const tooFrequentMessage = (retryAfterSeconds: number): string => fillTemplate(errorMessages.rateLimited, { seconds: String(retryAfterSeconds) });

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
