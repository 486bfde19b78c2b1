/**
 * Counters behind the sign-in abuse limits: password-login failures and locks per mobile, and
 * sign-in SMS sends per mobile and client address (interval and daily cap), per client address
 * (per-minute and daily caps) and per mobile from addresses it never signed in from. No count a
 * stranger can fill holds the owner: theirs are kept apart by address, and the addresses the
 * mobile signed in from stay open. Kept in the mock's state, so `POST /__mock/reset` clears them;
 * time comes from its clock.
 */
import {
  BizCode,
  Messages,
  bizError,
  passwordLockedMessage,
  retryLaterError,
  smsTooFrequentMessage,
} from '../envelope';
import { type MockLimits, chinaDay, secondsFrom } from './config';

const pairKey = (mobile: string, address: string): string => `${mobile}|${address}`;

/** Above this many keys a map is swept of stale entries (amortised: never on every request). */
const SWEEP_ABOVE = 10_000;

interface DailyCount {
  day: number;
  count: number;
}

interface LastSend {
  at: number;
  /** Spent by a successful sign-in or reset: the next send need not wait for the interval. */
  /** The SMS sent (shared with the world's SMS log: a world's snapshot keeps data, not closures). */
  sms: { readonly used: boolean };
}

export interface PasswordFailure {
  /** Set when this failure locked the mobile. */
  lockedForMs?: number;
  /** Failures left before the lock (0 when locked). */
  remainingAttempts: number;
  /** How long to hold the answer back. */
  delayMs: number;
}

export class AbuseLimits {
  private passwordFailures = new Map<string, number[]>();
  private passwordLocks = new Map<string, number>();
  private lastSends = new Map<string, LastSend>();
  private addressSends = new Map<string, number[]>();
  private dailySends = new Map<string, DailyCount>();
  /** `mobile|address` -> until when that address counts as the owner's (it signed in from there). */
  private knownAddresses = new Map<string, number>();
  private sweepAt = new WeakMap<Map<string, unknown>, number>();

  constructor(
    private readonly now: () => number,
    readonly config: MockLimits,
  ) {}

  clear(): void {
    this.passwordFailures.clear();
    this.passwordLocks.clear();
    this.lastSends.clear();
    this.addressSends.clear();
    this.dailySends.clear();
    this.knownAddresses.clear();
  }

  // --- password login -------------------------------------------------------------------------

  /** Throws 501012 (with the time left) while the mobile is locked, whatever the password. */
  assertPasswordNotLocked(mobile: string): void {
    const lockedUntil = this.passwordLocks.get(mobile) ?? 0;
    const left = lockedUntil - this.now();
    if (left > 0) {
      const seconds = secondsFrom(left);
      throw retryLaterError(BizCode.PASSWORD_LOCKED, passwordLockedMessage(seconds), seconds);
    }
    if (lockedUntil) this.passwordLocks.delete(mobile);
  }

  /** Counts a failure (registered or not); the fifth within the window locks the mobile. */
  recordPasswordFailure(mobile: string): PasswordFailure {
    const now = this.now();
    const { passwordMaxFailures, passwordFailureWindowMs, passwordLockMs, passwordDelayStepMs, passwordDelayMaxMs } = this.config;
    const recent = (this.passwordFailures.get(mobile) ?? []).filter((at) => at > now - passwordFailureWindowMs);
    const delayMs = Math.min(recent.length * passwordDelayStepMs, passwordDelayMaxMs);
    recent.push(now);
    if (recent.length >= passwordMaxFailures) {
      this.passwordFailures.delete(mobile);
      this.passwordLocks.set(mobile, now + passwordLockMs);
      this.sweep(this.passwordLocks, (until) => until > now);
      return { lockedForMs: passwordLockMs, remainingAttempts: 0, delayMs };
    }
    this.passwordFailures.set(mobile, recent);
    this.sweep(this.passwordFailures, (times) => times.some((at) => at > now - passwordFailureWindowMs));
    return { remainingAttempts: passwordMaxFailures - recent.length, delayMs };
  }

  clearPasswordFailures(mobile: string): void {
    this.passwordFailures.delete(mobile);
  }

  /** The answer to a refused password login: 501011 with the attempts left, or 501012 once locked. */
  passwordRefusal(failure: PasswordFailure): Error {
    if (failure.lockedForMs !== undefined) {
      const seconds = secondsFrom(failure.lockedForMs);
      return retryLaterError(BizCode.PASSWORD_LOCKED, passwordLockedMessage(seconds), seconds);
    }
    return bizError(BizCode.LOGIN_REFUSED, Messages.LOGIN_REFUSED, { remainingAttempts: failure.remainingAttempts });
  }

  // --- sign-in SMS sends ----------------------------------------------------------------------

  /** A sign-in of `mobile` from `address`: from now on that address is the owner's, not a stranger's. */
  rememberSignIn(mobile: string, address: string): void {
    const now = this.now();
    this.knownAddresses.set(pairKey(mobile, address), now + this.config.smsKnownAddressMs);
    this.sweep(this.knownAddresses, (until) => until > now);
  }

  private isKnownAddress(mobile: string, address: string): boolean {
    return (this.knownAddresses.get(pairKey(mobile, address)) ?? 0) > this.now();
  }

  /** Throws 501013 or 501014 when a sign-in SMS to `mobile` from `address` would go over a limit. */
  assertSmsSendAllowed(mobile: string, address: string): void {
    const now = this.now();
    const { smsResendIntervalMs, smsPerAddressPerMinute, smsDailyPerMobileAndAddress, smsDailyPerMobileFromNewAddresses, smsDailyPerAddress } = this.config;
    const today = chinaDay(now);
    const daily = (key: string): number => {
      const entry = this.dailySends.get(key);
      return entry && entry.day === today ? entry.count : 0;
    };
    const pair = pairKey(mobile, address);
    if (
      daily(`p:${pair}`) >= smsDailyPerMobileAndAddress ||
      daily(`a:${address}`) >= smsDailyPerAddress ||
      (!this.isKnownAddress(mobile, address) && daily(`m:${mobile}`) >= smsDailyPerMobileFromNewAddresses)
    ) {
      throw bizError(BizCode.SMS_DAILY_CAP, Messages.SMS_DAILY_CAP);
    }
    const last = this.lastSends.get(pair);
    if (last && !last.sms.used && last.at + smsResendIntervalMs > now) {
      const seconds = secondsFrom(last.at + smsResendIntervalMs - now);
      throw retryLaterError(BizCode.SMS_TOO_FREQUENT, smsTooFrequentMessage(seconds), seconds);
    }
    const minute = (this.addressSends.get(address) ?? []).filter((at) => at > now - 60_000);
    if (minute.length >= smsPerAddressPerMinute) {
      const seconds = secondsFrom(minute[0] + 60_000 - now);
      throw retryLaterError(BizCode.SMS_TOO_FREQUENT, smsTooFrequentMessage(seconds), seconds);
    }
  }

  /** Counts a sign-in SMS that went out; its `used` tells later whether its code was spent. */
  recordSmsSend(mobile: string, address: string, sms: { readonly used: boolean }): void {
    const now = this.now();
    const today = chinaDay(now);
    const pair = pairKey(mobile, address);
    this.lastSends.set(pair, { at: now, sms });
    const minute = (this.addressSends.get(address) ?? []).filter((at) => at > now - 60_000);
    minute.push(now);
    this.addressSends.set(address, minute);
    // The owner's own sends (from an address it signed in from) leave strangers' allowance alone.
    const keys = [`p:${pair}`, `a:${address}`, ...(this.isKnownAddress(mobile, address) ? [] : [`m:${mobile}`])];
    for (const key of keys) {
      const entry = this.dailySends.get(key);
      this.dailySends.set(key, entry && entry.day === today ? { day: today, count: entry.count + 1 } : { day: today, count: 1 });
    }
    this.sweep(this.lastSends, (last) => last.at + this.config.smsResendIntervalMs > now);
    this.sweep(this.addressSends, (times) => times.some((at) => at > now - 60_000));
    this.sweep(this.dailySends, (entry) => entry.day === today);
  }

  /** Sweeps a map once it doubled since the last sweep, so the cost per request stays constant. */
  private sweep<V>(map: Map<string, V>, keep: (value: V) => boolean): void {
    const threshold = this.sweepAt.get(map) ?? SWEEP_ABOVE;
    if (map.size <= threshold) return;
    for (const [key, value] of map) if (!keep(value)) map.delete(key);
    this.sweepAt.set(map, Math.max(SWEEP_ABOVE, map.size * 2));
  }
}
