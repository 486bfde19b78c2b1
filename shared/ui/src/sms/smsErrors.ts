import { BUSINESS_CODES, isApiError } from '@portal/core';
import { SMS_TEXTS } from '../i18n/zh-CN/sms';

/** Answers whose catalogue text says what happened better than the generic 获取短信验证码异常. */
const CATALOGUE_CODES: readonly number[] = [
  BUSINESS_CODES.smsLocked,
  BUSINESS_CODES.smsTooFrequent,
  BUSINESS_CODES.smsDailyCap,
  BUSINESS_CODES.rateLimited,
  BUSINESS_CODES.captchaRequired,
];

/**
 * What a failed SMS send says: 501 unregistered (the server's text if any); a lockout, rate limit
 * or daily cap, the catalogue's text (with the wait the server named); a dropped, reset or stalled
 * connection, the catalogue's 网络错误,请检查 or timeout; anything else the generic one.
 */
export function smsFailureMessage(error: unknown): string {
  if (!isApiError(error)) return SMS_TEXTS.failed;
  if (error.code === BUSINESS_CODES.smsUnregistered) return error.serverMessage || SMS_TEXTS.unregistered;
  if (error.kind === 'network' || error.kind === 'timeout') return error.message;
  if (error.kind === 'http' && (error.status === 429 || error.status === 413 || error.status === 415)) return error.message;
  if (error.kind === 'business' && error.code !== undefined && CATALOGUE_CODES.includes(error.code)) return error.message;
  return SMS_TEXTS.failed;
}

/** How long the send stays refused after this failure (seconds), if the server said. */
export function smsWaitSeconds(error: unknown): number | undefined {
  return isApiError(error) ? error.description.retryAfterSeconds : undefined;
}

/** What a refused pre-check (reset, activation) says: 501 as for a send, otherwise the catalogue's text. */
export function smsPrecheckFailureMessage(error: unknown): string {
  if (isApiError(error)) return error.code === BUSINESS_CODES.smsUnregistered ? smsFailureMessage(error) : error.message;
  return SMS_TEXTS.failed;
}
