/**
 * What the login form shows when a login is refused (spec 001 section 8): the one refusal of a
 * wrong password in the form, a weak or never-set password sent to the password page, a lockout
 * or rate limit counted down on the button, any other answer the catalogue's toast.
 */
import { BUSINESS_CODES, errorMessages, isApiError } from '../errors';
import { OperationType, SET_PASSWORD_MESSAGE } from './constants';

export type LoginRefusalShown =
  /** The refusal box above the login button: its text, the attempts left, a way to forgot password. */
  | { kind: 'form'; message: string; remainingAttempts?: number }
  /** A toast; the form keeps what was typed. */
  | { kind: 'toast'; message: string }
  /** A toast, then the password page with the mobile typed (reset a weak password, activate a never-set one). */
  | { kind: 'passwordPage'; message: string; operationType: typeof OperationType.expiredPassword | typeof OperationType.activate }
  /** Nothing from the form: the failure has its own UI (expiry, blocking notice) or is no answer at all. */
  | { kind: 'none' };

export interface LoginRefusal {
  shown: LoginRefusalShown;
  /** Seconds the tab's login stays refused (a lockout, a dead SMS token, a rate limit), when the server names a wait. */
  lockSeconds?: number;
  /** The passed slider is dropped: the server spends it on any attempt, so the next press opens a fresh puzzle. */
  resetCaptcha: true;
}

function shownFor(error: unknown): LoginRefusalShown {
  if (!isApiError(error)) return { kind: 'none' };
  if (error.code === BUSINESS_CODES.passwordWrong) return { kind: 'form', message: error.message, remainingAttempts: error.description.remainingAttempts };
  if (error.code === BUSINESS_CODES.weakPassword) return { kind: 'passwordPage', message: errorMessages.weakPassword, operationType: OperationType.expiredPassword };
  if (error.serverMessage === SET_PASSWORD_MESSAGE) return { kind: 'passwordPage', message: SET_PASSWORD_MESSAGE, operationType: OperationType.activate };
  if (error.description.action === 'toast') return { kind: 'toast', message: error.message };
  return { kind: 'none' };
}

/** A refused SMS or password login (the call's rejection) in, what the login form does out. */
export function loginRefusal(error: unknown): LoginRefusal {
  const wait = isApiError(error) ? error.description.retryAfterSeconds : undefined;
  return { shown: shownFor(error), ...(wait !== undefined && wait > 0 ? { lockSeconds: wait } : {}), resetCaptcha: true };
}
