/**
 * Shapes of the session calls (spec 000 section 3, 001 section 3), used by the client and the
 * mock API alike. Field names stay exactly as the servers spell them, surprises included
 * (`userCustmoerId`, `companys`, `additiona`). The call shapes are the contract's schemas
 * (contract/schemas/session.ts); the names below are their TypeScript types.
 */
import type { Static } from '@sinclair/typebox';
import type { Company } from '../bus';
import type { AuthSts } from '../contract/enums';
import type * as S from '../contract/schemas/session';
import type { UserInfo } from '../storage';

export { AUTH_STS, type AuthSts } from '../contract/enums';

const LOGIN = '/uc/v1/api/unified/login';

/** Call paths under /customer/client (spec 001 section 7, 'Login and verification'). */
export const SESSION_PATHS = {
  slider: `${LOGIN}/slide-verify-code`,
  sliderCheck: `${LOGIN}/slide-verify-code/check`,
  secondTokenCheck: `${LOGIN}/captchaVerification`,
  smsSend: `${LOGIN}/sms-verify-code`,
  smsLogin: `${LOGIN}/smsLogin`,
  passwordLogin: `${LOGIN}/accPwdlogin`,
  iamLogin: `${LOGIN}/iamLogin`,
  passwordPreCheck: `${LOGIN}/password/pre-check`,
  passwordReset: `${LOGIN}/password/reset`,
  passwordResetFinish: `${LOGIN}/password/reset/finish`,
  user: `${LOGIN}/user`,
  logout: `${LOGIN}/logout`,
  saveEntInfo: `${LOGIN}/saveEntInfo`,
  tokenVerify: '/uc/v1/api/token/verify',
  customerEnt: '/uc/v1/api/auth/select/customer-ent',
  authInfo: '/auth/info',
  authSummary: '/auth/summary',
  authHistory: '/auth/history/info',
  dataSign: '/ps/communal/data-sign',
} as const;

// --- requests ------------------------------------------------------------------------------------

/** `POST .../slide-verify-code/check`: `point.x` is the piece's left edge in px of the 310-wide image. */
export type SliderCheckRequest = Static<typeof S.SliderCheckBody>;
/** `POST .../captchaVerification`. */
export type SecondTokenCheckRequest = Static<typeof S.SecondTokenCheckBody>;
/** `POST .../sms-verify-code` (after a passed slider). */
export type SmsSendRequest = Static<typeof S.SmsSendBody>;
/** `POST .../smsLogin`. */
export type SmsLoginRequest = Static<typeof S.SmsLoginBody>;
/** `POST .../accPwdlogin`: the password Base64-encoded (spec 000 section 5). */
export type PasswordLoginRequest = Static<typeof S.PasswordLoginBody>;
/** `POST .../iamLogin?code=`. */
export type IamLoginQuery = Static<typeof S.IamLoginQuery>;
/** `POST .../password/reset`: the password Base64-encoded. */
export type ResetPasswordRequest = Static<typeof S.ResetPasswordBody>;
/** `POST .../password/pre-check`: 1 activate account, 2 forgot password, 3 expired password change. */
export type ResetPreCheckRequest = Static<typeof S.ResetPreCheckBody>;
/** `POST .../password/reset/finish`. */
export type ResetFinishRequest = Static<typeof S.ResetFinishBody>;
/** `POST /uc/v1/api/auth/select/customer-ent`. */
export type CustomerEntRequest = Static<typeof S.CustomerEntBody>;
/** `GET /auth/info` and `GET /auth/summary`: an empty or missing entCode asks about the person. */
export type AuthQuery = Static<typeof S.AuthQuery>;

// --- answers -------------------------------------------------------------------------------------

/** One entry of the user's menu resources; hidden entries are omitted from menus. */
export interface MenuResource {
  name: string;
  path: string;
  hidden?: boolean;
  icon?: string;
  children?: MenuResource[];
}

/** `GET /uc/v1/api/unified/login/user` (the stored user keeps any other field the server sends). */
export type CurrentUser = UserInfo & Static<typeof S.CurrentUser>;

/** `POST /uc/v1/api/auth/select/customer-ent`: the server's spellings. */
export type UserCompanies = Static<typeof S.UserCompanies> & { companys: Company[] };

export interface StsPair {
  sts: AuthSts | string | null;
  subSts: string | null;
}

export interface AuthFactor {
  sts?: string | null;
  subSts?: string | null;
  code?: string;
  addService?: boolean;
  /** The server's spelling. */
  additiona?: string | null;
  [field: string]: unknown;
}

/** `GET /auth/info?mobile=&entCode=` with an empty enterprise code. */
export interface PersonalAuthInfo {
  sts: StsPair | null;
  factors?: Partial<Record<'personal2' | 'telecomOperators3' | 'bankCard4' | 'livingFace', AuthFactor>>;
  idInfo?: { idNo?: string; idName?: string } | null;
}

/** `GET /auth/info?mobile=&entCode=<credit code>`. */
export interface EnterpriseAuthInfo {
  sts: StsPair | null;
  factors?: Record<string, AuthFactor>;
  businessLicense?: { entType?: number; creditCode?: string };
  legalPerson?: { idNo?: string };
  entAdministrator?: { idNo?: string };
  authMethod?: number | null;
  authBizTyp?: { code?: string | null };
  authBizType?: string | null;
  businessType?: string | null;
}

/** `GET /auth/summary`. */
export type AuthSummary = Static<typeof S.AuthSummary>;

/** `GET /auth/history/info`: authentication done before the platform upgrade. */
export type AuthHistoryInfo = Static<typeof S.AuthHistoryInfo>;

/** `GET /uc/v1/api/unified/login/slide-verify-code`: plain Base64 PNGs (no `data:` prefix). */
export type SliderChallenge = Static<typeof S.SliderChallenge>;

export type SliderCheckResult = Static<typeof S.SliderCheckResult>;

/** What the SMS send needs from a passed slider. */
export interface SliderPass {
  token: string;
  secondToken: string;
}

export type LoginResult = Static<typeof S.LoginResult>;

/** `POST /uc/v1/api/unified/login/password/pre-check` (this portal's path; see the mock README). */
export type ResetPreCheck = Static<typeof S.ResetPreCheck>;

/** Login-save enterprise info: all '' for no company. */
export type SaveEntInfo = Static<typeof S.SaveEntInfo>;

/** Data-signature request (busType defaults to 'ent'). */
export interface DataSignRequest {
  clientId: string;
  busType: string;
  entCustomerId: string;
  entCode: string;
}
