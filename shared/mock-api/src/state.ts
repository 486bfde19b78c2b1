/**
 * Everything one world of the mock remembers: accounts (seeded from the personas), sessions,
 * captcha answers, SMS codes, lockouts, IAM codes, pending scenarios, changes, treasury
 * applications and telemetry. The mock holds one MockState per world (src/worlds/); POST
 * /__mock/reset puts the caller's back to the seed. Every piece of a world's memory lives on this
 * object (no module-level maps), so a world can be copied and saved whole (worlds/snapshot.ts).
 * Time comes from the injected clock so tests can move it.
 */
import { errorMessages } from '@portal/core';
import { type Account, seedAccounts } from './personas';
import { BizCode, bizError, retryLaterError } from './envelope';
import { AuthWorld } from './auth-world/state';
import { UserCentreWorld } from './user-centre/world';
import { AbuseLimits } from './limits/abuse';
import { type MockLimits, resolveLimits, secondsFrom } from './limits/config';
import { NonceStore } from './limits/nonces';
import { mulberry32 } from './random';
import { RateLimitWindows } from './limits/rate-limit';
import type { ChangeRecords } from './auth-world/change-seeds';
import type { ApplicationStore, TelemetryEvent } from './world-records';

export const CAPTCHA_TTL_MS = 2 * 60_000;
export const SECOND_TOKEN_TTL_MS = 2 * 60_000;
export const SMS_TTL_MS = 5 * 60_000;
/** Wrong codes against one smsToken before it is dead, and for how long (see limits/config.ts). */
export const SMS_MAX_FAILURES = 5;
export const SMS_LOCK_MS = 10 * 60_000;
export const SESSION_TTL_MS = 2 * 60 * 60_000;
export const IAM_CODE_TTL_MS = 5 * 60_000;
/** The follow-up call after a password reset must come within this time of the reset. */
export const RESET_FOLLOW_UP_MS = 10 * 60_000;

export interface Session {
  token: string;
  mobile: string;
  expiresAt: number;
  /** What saveEntInfo stored: the company the user works as. */
  ent: { entCenterId: string; entCode: string; entName: string } | null;
}

export interface CaptchaAnswer {
  token: string;
  x: number;
  y: number;
  issuedAt: number;
  used: boolean;
}

interface SecondToken {
  captchaToken: string;
  expiresAt: number;
  used: boolean;
}

/** What an SMS was for: a code (sign-in, bank card, contract signing, revealing data) or a notice with a link. */
export type SmsKind = 'login' | 'bankCard' | 'contract' | 'reveal' | 'lpNotice' | 'legalChange' | 'adminChange';

export const SMS_KIND_NAMES: Readonly<Record<SmsKind, string>> = {
  login: '登录验证码',
  bankCard: '银行卡验证码',
  contract: '合同签署验证码',
  reveal: '查看信息验证码',
  lpNotice: '法定代表人认证通知',
  legalChange: '法定代表人变更通知',
  adminChange: '管理员变更通知',
};

export interface SmsRecord {
  mobile: string;
  /** The 6-digit code; empty for a notice, which carries a link instead. */
  code: string;
  smsToken: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
  kind: SmsKind;
  /** The message as the phone shows it. */
  text: string;
  /** A notice's link (the simulated phone page), else null. */
  url: string | null;
}

/** How many sent SMS the log keeps (oldest dropped first). */
const SMS_LOG_SIZE = 200;

/** Wrong codes against one smsToken (or, for calls without one, against the latest send's code). */
interface SmsFailures {
  count: number;
  lockedUntil: number;
}

interface IamCode {
  mobile: string;
  expiresAt: number;
}

export type ScenarioMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | '*';

export interface ScenarioSpec {
  method: ScenarioMethod;
  /** Call path without the /customer/client base; the query string is ignored when matching. */
  path: string;
  times: number;
  status?: number;
  code?: number;
  message?: string;
  delayMs?: number;
  drop?: boolean;
}

export interface Scenario extends ScenarioSpec {
  id: number;
  remaining: number;
}

export { mulberry32 };

export interface StateOptions {
  now: () => number;
  seed: number;
  limits?: MockLimits;
}

export class MockState {
  readonly now: () => number;
  /** Not re-seeded on reset, so tokens never repeat within one process. */
  readonly random: () => number;

  accounts = new Map<string, Account>();
  sessions = new Map<string, Session>();
  captchas = new Map<string, CaptchaAnswer>();
  latestCaptchaToken: string | null = null;
  secondTokens = new Map<string, SecondToken>();
  /** The latest SMS per mobile (what `GET /__mock/sms/:mobile` shows). */
  sms = new Map<string, SmsRecord>();
  /** Every SMS sent, codes and notices, oldest first (what `GET /__mock/sms` lists). */
  smsLog: SmsRecord[] = [];
  /** Every live SMS by its smsToken: a later send does not void an earlier code (a stranger's send cannot). */
  smsByToken = new Map<string, SmsRecord>();
  /** Keyed by smsToken, or `~<latest smsToken>` for checks that come without one. */
  smsFailures = new Map<string, SmsFailures>();
  iamCodes = new Map<string, IamCode>();
  /** When each mobile last set its password, until the follow-up call takes it. */
  passwordResets = new Map<string, number>();
  /** Nonces seen within the protocol's clock-skew window, for the replay check. */
  nonces = new NonceStore();
  readonly limits: MockLimits;
  /** Password-login failures and locks, sign-in SMS send counts. */
  readonly abuse: AbuseLimits;
  /** The windows of the per-address rate limits (@fastify/rate-limit's store). */
  readonly rateWindows: RateLimitWindows;
  scenarios: Scenario[] = [];
  /** Face checks, pending bank cards and uploaded files of the authentication world. */
  authWorld = new AuthWorld();
  /** Contracts, locks, download links, e-mails of the user centre. */
  userCentre = new UserCentreWorld();
  /** Legal-representative and administrator changes (auth-world/change-state.ts), seeded on first use. */
  changes: ChangeRecords | null = null;
  /** Treasury applications (routes/content.ts), seeded on first use. */
  applications: ApplicationStore | null = null;
  /** The shell's telemetry events, newest first (routes/telemetry.ts). */
  telemetry: TelemetryEvent[] = [];
  private scenarioSeq = 0;
  private smsSweepAt = 1000;

  constructor(options: StateOptions) {
    this.now = options.now;
    this.random = mulberry32(options.seed);
    this.limits = options.limits ?? resolveLimits();
    this.abuse = new AbuseLimits(this.now, this.limits);
    this.rateWindows = new RateLimitWindows();
    this.reset();
  }

  reset(): void {
    this.accounts = new Map(seedAccounts().map((a) => [a.mobile, a]));
    this.sessions.clear();
    this.captchas.clear();
    this.latestCaptchaToken = null;
    this.secondTokens.clear();
    this.sms.clear();
    this.smsLog = [];
    this.smsByToken.clear();
    this.smsFailures.clear();
    this.iamCodes.clear();
    this.passwordResets.clear();
    this.nonces.clear();
    this.scenarios = [];
    this.authWorld = new AuthWorld();
    this.userCentre = new UserCentreWorld();
    this.changes = null;
    this.applications = null;
    this.telemetry = [];
    this.abuse.clear();
    this.rateWindows.clear();
  }

  randomInt(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  randomDigits(length: number): string {
    return Array.from({ length }, () => String(this.randomInt(0, 9))).join('');
  }

  randomHex(length: number): string {
    return Array.from({ length }, () => this.randomInt(0, 15).toString(16)).join('');
  }

  account(mobile: string): Account | undefined {
    return this.accounts.get(mobile);
  }

  // --- sessions -------------------------------------------------------------------------------

  openSession(mobile: string): Session {
    const session: Session = { token: this.randomHex(32), mobile, expiresAt: this.now() + SESSION_TTL_MS, ent: null };
    this.sessions.set(session.token, session);
    return session;
  }

  session(token: string): Session | undefined {
    const session = this.sessions.get(token);
    if (!session) return undefined;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(token);
      return undefined;
    }
    return session;
  }

  endSession(token: string): void {
    this.sessions.delete(token);
  }

  /** Ends every session of the mobile, except `keep` (the caller's own, when it asks). */
  endAllSessions(mobile: string, keep?: string): void {
    for (const [token, session] of this.sessions) if (session.mobile === mobile && token !== keep) this.sessions.delete(token);
  }

  // --- slide captcha --------------------------------------------------------------------------

  addCaptcha(x: number, y: number): CaptchaAnswer {
    const answer: CaptchaAnswer = { token: this.randomHex(32), x, y, issuedAt: this.now(), used: false };
    this.captchas.set(answer.token, answer);
    this.latestCaptchaToken = answer.token;
    return answer;
  }

  /** Marks the token used whatever the outcome: each puzzle gets one try. */
  takeCaptcha(token: string): CaptchaAnswer | undefined {
    const answer = this.captchas.get(token);
    if (!answer || answer.used || answer.issuedAt + CAPTCHA_TTL_MS <= this.now()) return undefined;
    answer.used = true;
    return answer;
  }

  issueSecondToken(captchaToken: string): string {
    const secondToken = this.randomHex(32);
    this.secondTokens.set(secondToken, { captchaToken, expiresAt: this.now() + SECOND_TOKEN_TTL_MS, used: false });
    return secondToken;
  }

  /** True and spent when the second token is live and came from that captcha token. */
  spendSecondToken(secondToken: string, captchaToken?: string): boolean {
    const entry = this.secondTokens.get(secondToken);
    if (!entry || entry.used || entry.expiresAt <= this.now()) return false;
    if (captchaToken !== undefined && entry.captchaToken !== captchaToken) return false;
    entry.used = true;
    return true;
  }

  isSecondTokenLive(secondToken: string): boolean {
    const entry = this.secondTokens.get(secondToken);
    return entry !== undefined && !entry.used && entry.expiresAt > this.now();
  }

  // --- SMS codes ------------------------------------------------------------------------------

  sendSms(mobile: string, kind: SmsKind = 'login'): SmsRecord {
    const now = this.now();
    const code = this.randomDigits(6);
    const record: SmsRecord = {
      mobile,
      code,
      smsToken: this.randomHex(32),
      sentAt: now,
      expiresAt: now + SMS_TTL_MS,
      used: false,
      kind,
      text: `【保理服务平台】您的${SMS_KIND_NAMES[kind]}为${code}，5分钟内有效，请勿泄露给他人。`,
      url: null,
    };
    this.sms.set(mobile, record);
    this.smsByToken.set(record.smsToken, record);
    this.logSms(record);
    this.sweepSms(now);
    return record;
  }

  /**
   * A notice with a link (the legal representative's, during enterprise authentication or a
   * change): logged and readable at `GET /__mock/sms/:mobile`, but no code to spend, so it never
   * stands in for the mobile's latest sign-in code.
   */
  sendNotice(mobile: string, kind: SmsKind, text: string, url: string | null): SmsRecord {
    const now = this.now();
    const record: SmsRecord = { mobile, code: '', smsToken: '', sentAt: now, expiresAt: now, used: true, kind, text, url };
    this.logSms(record);
    return record;
  }

  /** The latest SMS to a mobile, code or notice. */
  latestSms(mobile: string): SmsRecord | undefined {
    for (let i = this.smsLog.length - 1; i >= 0; i--) if (this.smsLog[i].mobile === mobile) return this.smsLog[i];
    return this.sms.get(mobile);
  }

  private logSms(record: SmsRecord): void {
    this.smsLog.push(record);
    if (this.smsLog.length > SMS_LOG_SIZE) this.smsLog.splice(0, this.smsLog.length - SMS_LOG_SIZE);
  }

  /**
   * Kept for the callers that ask before a send. Wrong codes now count against one smsToken
   * (a stranger's guesses cannot lock the owner's mobile), so no mobile is ever locked as a
   * whole and this never throws.
   */
  assertSmsNotLocked(_mobile: string): void {}

  /**
   * Checks an SMS code for smsLogin, password reset and the user centre alike. Wrong codes count
   * against the smsToken given (that send's code): five make that token dead for ten minutes
   * (501005), other tokens of the mobile keep working. A call without a smsToken checks the
   * latest code and counts apart from its token. A right code is spent. Throws the business error.
   */
  spendSmsCode(mobile: string, code: string, smsToken?: string): void {
    const now = this.now();
    const record = smsToken ? this.smsByToken.get(smsToken) : this.sms.get(mobile);
    const mine = record && record.mobile === mobile ? record : undefined;
    const key = smsToken ?? (mine ? `~${mine.smsToken}` : undefined);
    const failures = key === undefined ? undefined : this.smsFailures.get(key);
    if (failures && failures.lockedUntil > now) {
      throw retryLaterError(BizCode.ACCOUNT_LOCKED, SMS_TOKEN_DEAD_MESSAGE, secondsFrom(failures.lockedUntil - now));
    }
    if (!mine || mine.used || mine.expiresAt <= now || key === undefined) throw bizError(BizCode.SMS_CODE_EXPIRED, '短信验证码已失效，请重新获取');

    if (mine.code !== code) {
      const count = (failures?.count ?? 0) + 1;
      if (count >= this.limits.smsCodeMaxFailures) {
        const lockMs = this.limits.smsTokenLockMs;
        this.smsFailures.set(key, { count: 0, lockedUntil: now + lockMs });
        throw retryLaterError(BizCode.ACCOUNT_LOCKED, SMS_TOKEN_DEAD_MESSAGE, secondsFrom(lockMs));
      }
      this.smsFailures.set(key, { count, lockedUntil: 0 });
      throw bizError(BizCode.SMS_CODE_WRONG, `短信验证码错误，还可尝试${this.limits.smsCodeMaxFailures - count}次`);
    }
    mine.used = true;
    this.smsFailures.delete(key);
  }

  /** Drops codes that expired and token locks that ended, once the maps have grown (amortised). */
  private sweepSms(now: number): void {
    if (this.smsByToken.size + this.smsFailures.size < this.smsSweepAt) return;
    for (const [token, record] of this.smsByToken) if (record.expiresAt <= now) this.smsByToken.delete(token);
    for (const [key, failures] of this.smsFailures) {
      const token = key.startsWith('~') ? key.slice(1) : key;
      if (failures.lockedUntil <= now && !this.smsByToken.has(token)) this.smsFailures.delete(key);
    }
    this.smsSweepAt = Math.max(1000, 2 * (this.smsByToken.size + this.smsFailures.size));
  }

  // --- password resets -----------------------------------------------------------------------

  recordPasswordReset(mobile: string): void {
    this.passwordResets.set(mobile, this.now());
  }

  /** True (and spent) when the mobile set its password within RESET_FOLLOW_UP_MS. */
  takePasswordReset(mobile: string): boolean {
    const at = this.passwordResets.get(mobile);
    this.passwordResets.delete(mobile);
    return at !== undefined && at + RESET_FOLLOW_UP_MS > this.now();
  }

  // --- IAM codes ------------------------------------------------------------------------------

  issueIamCode(mobile: string): string {
    const code = this.randomHex(24);
    this.iamCodes.set(code, { mobile, expiresAt: this.now() + IAM_CODE_TTL_MS });
    return code;
  }

  /** Single use: the code is gone after this call whatever the outcome. */
  spendIamCode(code: string): string | undefined {
    const entry = this.iamCodes.get(code);
    this.iamCodes.delete(code);
    return entry && entry.expiresAt > this.now() ? entry.mobile : undefined;
  }

  // --- protocol replay check -----------------------------------------------------------------

  /** True when the nonce was already used; otherwise remembers it for `windowMs`. */
  isReplayedNonce(nonce: string, timestamp: number, windowMs: number): boolean {
    return this.nonces.isReplay(nonce, timestamp, this.now(), windowMs);
  }

  // --- scenarios ------------------------------------------------------------------------------

  addScenario(spec: ScenarioSpec): Scenario {
    this.scenarioSeq += 1;
    const scenario: Scenario = { ...spec, id: this.scenarioSeq, remaining: spec.times };
    this.scenarios.push(scenario);
    return scenario;
  }

  /** The first pending scenario for this call, counted down (and dropped when spent). */
  takeScenario(method: string, path: string): Scenario | undefined {
    const pathname = path.split('?')[0];
    const scenario = this.scenarios.find((s) => (s.method === '*' || s.method === method) && s.path.split('?')[0] === pathname);
    if (!scenario) return undefined;
    scenario.remaining -= 1;
    if (scenario.remaining <= 0) this.scenarios = this.scenarios.filter((s) => s !== scenario);
    return scenario;
  }
}

/** 501005: only that send's code is dead, never the mobile, so the message says so and what to do. */
const SMS_TOKEN_DEAD_MESSAGE = errorMessages.smsLocked;
