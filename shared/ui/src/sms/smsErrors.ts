import { BUSINESS_CODES, isApiError } from '@portal/core';
import { SMS_TEXTS } from './texts';

/**
 * What a failed SMS send says: 501 unregistered (the server's text if any); a mobile locked after
 * wrong codes, the server's text (how long it stays locked); anything else the generic one.
 */
export function smsFailureMessage(error: unknown): string {
  if (isApiError(error) && error.code === BUSINESS_CODES.smsUnregistered) return error.serverMessage || SMS_TEXTS.unregistered;
  if (isApiError(error) && error.code === BUSINESS_CODES.smsLocked && error.serverMessage) return error.serverMessage;
  return SMS_TEXTS.failed;
}

/** What a refused pre-check (reset, activation) says: 501 as for a send, otherwise the catalogue's text. */
export function smsPrecheckFailureMessage(error: unknown): string {
  if (isApiError(error)) return error.code === BUSINESS_CODES.smsUnregistered ? smsFailureMessage(error) : error.message;
  return SMS_TEXTS.failed;
}
