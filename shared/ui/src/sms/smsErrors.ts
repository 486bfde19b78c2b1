import { BUSINESS_CODES, isApiError } from '@portal/core';
import { SMS_TEXTS } from './texts';

/** What a failed SMS send says: 501 unregistered (the server's text if any); anything else the generic one. */
export function smsFailureMessage(error: unknown): string {
  if (isApiError(error) && error.code === BUSINESS_CODES.smsUnregistered) return error.serverMessage || SMS_TEXTS.unregistered;
  return SMS_TEXTS.failed;
}
