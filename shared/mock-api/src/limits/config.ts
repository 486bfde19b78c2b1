/**
 * The mock's abuse, input and origin limits, with their numbers in one place (the README's
 * "Limits" section lists them). `createMockApp({ limits })` and `mockApi` options override any
 * of them; tests use that to shorten or switch off the password slowdown.
 */

import { chinaDayNumber } from '@portal/core';

export const KB = 1024;
export const MB = 1024 * KB;

export interface MockLimits {
  /**
   * JSON bodies of the signed calls: larger ones get HTTP 413 before they are read. The largest
   * the portal sends (a treasury application at every field's maximum) is under 4 KB encrypted;
   * files go as multipart. Each byte accepted is hashed, decrypted and parsed on the event loop,
   * so the limit bounds what eight concurrent bodies hold every other answer (a few ms at 64 KB,
   * about 300 ms at 1 MB).
   */
  jsonBodyBytes: number;
  /** JSON bodies of the control API (`/__mock/*`, loopback only): parsed, never hashed or decrypted. */
  controlJsonBodyBytes: number;
  /** Multipart uploads (file upload and OCR paths): the largest file type (PDF, 10 MB) plus the form's overhead. */
  uploadBodyBytes: number;
  /** Deepest nesting of objects and arrays a JSON body may have (deeper: HTTP 400, found by a scan before parsing). */
  maxJsonDepth: number;
  /** A body above this size counts against `largeBodiesPerAddress` (the portal's own JSON bodies stay under 4 KB). */
  largeBodyBytes: number;
  /**
   * Large bodies one client address may have under way at once (read, hashed, decrypted, parsed);
   * the next answers HTTP 429 (501015) at once. Bounds what a burst of maximal bodies holds every
   * other answer: a few ms each, so four at a time stay within tens of milliseconds.
   */
  largeBodiesPerAddress: number;

  /** Wrong SMS codes against one smsToken before that token is dead (501005). */
  smsCodeMaxFailures: number;
  /** How long a dead smsToken answers 501005. */
  smsTokenLockMs: number;
  /** Least time between two sign-in SMS sends to one mobile from one client address (501013), unless the last code was used. */
  smsResendIntervalMs: number;
  /** Sign-in SMS sends per client address within a minute (501013). */
  smsPerAddressPerMinute: number;
  /** Sign-in SMS sends to one mobile from one client address per day, China time (501014): a stranger's sends never count against the owner. */
  smsDailyPerMobileAndAddress: number;
  /**
   * Sign-in SMS sends to one mobile per day from the addresses it has not signed in from (501014):
   * bounds what strangers on many addresses send to one phone; an address the mobile signed in
   * from within `smsKnownAddressMs` is not held by it, so the owner keeps a way in.
   */
  smsDailyPerMobileFromNewAddresses: number;
  /** How long an address the mobile signed in from counts as the owner's. */
  smsKnownAddressMs: number;
  /** Sign-in SMS sends per client address per day, China time (501014). */
  smsDailyPerAddress: number;

  /** Password-login failures per mobile within `passwordFailureWindowMs` that lock it (501012). */
  passwordMaxFailures: number;
  passwordFailureWindowMs: number;
  passwordLockMs: number;
  /** Each failure answers this much later per failure already counted (the first at once), up to the cap. */
  passwordDelayStepMs: number;
  passwordDelayMaxMs: number;

  /** Slider puzzles fetched per client address per minute (HTTP 429, 501015). */
  sliderFetchesPerMinute: number;
  /** Slider checks per client address per minute (HTTP 429, 501015). */
  sliderChecksPerMinute: number;
  /** Telemetry beacons (`POST /__mock/telemetry`) per client address per minute (HTTP 429, 501015). */
  telemetryBatchesPerMinute: number;
}

export const DEFAULT_LIMITS: Readonly<MockLimits> = {
  jsonBodyBytes: 64 * KB,
  controlJsonBodyBytes: 1 * MB,
  uploadBodyBytes: 10 * MB + 64 * KB,
  maxJsonDepth: 32,
  largeBodyBytes: 16 * KB,
  largeBodiesPerAddress: 4,

  smsCodeMaxFailures: 5,
  smsTokenLockMs: 10 * 60_000,
  smsResendIntervalMs: 60_000,
  smsPerAddressPerMinute: 20,
  smsDailyPerMobileAndAddress: 10,
  smsDailyPerMobileFromNewAddresses: 20,
  smsKnownAddressMs: 30 * 86_400_000,
  smsDailyPerAddress: 300,

  passwordMaxFailures: 5,
  passwordFailureWindowMs: 15 * 60_000,
  passwordLockMs: 15 * 60_000,
  passwordDelayStepMs: 300,
  passwordDelayMaxMs: 1_200,

  sliderFetchesPerMinute: 30,
  sliderChecksPerMinute: 30,
  telemetryBatchesPerMinute: 120,
};

export function resolveLimits(overrides: Partial<MockLimits> = {}): MockLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, value] of Object.entries(overrides) as [keyof MockLimits, number | undefined][]) {
    if (value !== undefined) limits[key] = value;
  }
  return limits;
}

/** Day number in China time (UTC+8): daily caps restart at midnight there. */
export const chinaDay = chinaDayNumber;

/** Whole seconds, at least 1, for `retryAfterSeconds` and `Retry-After`. */
export const secondsFrom = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
