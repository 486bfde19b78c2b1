/**
 * Shapes of the session calls (spec 000 section 3, 001 section 3), used by the client and the
 * mock API alike. Field names stay exactly as the servers spell them, surprises included
 * (`userCustmoerId`, `companys`, `additiona`).
 */
import type { Company } from '../bus';
import type { OperationType } from '../session/constants';
import type { UserInfo } from '../storage';

// --- requests ------------------------------------------------------------------------------------

/** `POST .../slide-verify-code/check`: `point.x` is the piece's left edge in px of the 310-wide image. */
export interface SliderCheckRequest {
  token: string;
  point?: unknown;
  x?: unknown;
}

/** `POST .../captchaVerification`. */
export interface SecondTokenCheckRequest {
  secondToken: string;
}

/** `POST .../sms-verify-code` (after a passed slider). */
export interface SmsSendRequest {
  mobileNo: string;
  secondToken: string;
  token: string;
}

/** `POST .../smsLogin`. */
export interface SmsLoginRequest {
  mobileNo: string;
  smsVerCode: string;
  smsToken?: string;
}

/** `POST .../accPwdlogin`: the password Base64-encoded (spec 000 section 5). */
export interface PasswordLoginRequest {
  mobileNo: string;
  password: string;
  secondToken?: string;
  token?: string;
}

/** `POST .../iamLogin?code=`. */
export interface IamLoginQuery {
  code: string;
}

/** `POST .../password/reset`: the password Base64-encoded. */
export interface ResetPasswordRequest {
  mobileNo: string;
  password: string;
  smsToken: string;
  verifyCode: string;
}

/** `POST .../password/pre-check`: 1 activate account, 2 forgot password, 3 expired password change. */
export interface ResetPreCheckRequest {
  mobileNo: string;
  operationType: OperationType;
}

/** `POST .../password/reset/finish`. */
export interface ResetFinishRequest {
  mobileNo: string;
}

/** `POST /uc/v1/api/auth/select/customer-ent`. */
export interface CustomerEntRequest {
  mobile: string;
}

/** `GET /auth/info` and `GET /auth/summary`: an empty or missing entCode asks about the person. */
export interface AuthQuery {
  mobile?: string;
  entCode?: string;
}

// --- answers -------------------------------------------------------------------------------------

/** One entry of the user's menu resources; hidden entries are omitted from menus. */
export interface MenuResource {
  name: string;
  path: string;
  hidden?: boolean;
  icon?: string;
  children?: MenuResource[];
}

/** `GET /uc/v1/api/unified/login/user`. */
export interface CurrentUser extends UserInfo {
  username?: string;
  mobile?: string;
  /** Masked mobile number, e.g. 138****0000. */
  mobileNo?: string;
  userUCId?: string;
  resources?: MenuResource[];
}

/** `POST /uc/v1/api/auth/select/customer-ent`. */
export interface UserCompanies {
  /** The user-centre id (the server's spelling). */
  userCustmoerId: string;
  /** The linked companies (the server's spelling). */
  companys: Company[];
}

export type AuthSts = 'SUCCESS' | 'PROCESSING' | 'FAILING';
/** Every `AuthSts`, for schemas and pickers. */
export const AUTH_STS: readonly AuthSts[] = ['SUCCESS', 'PROCESSING', 'FAILING'];

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
export interface AuthSummary {
  related?: boolean;
  migratory?: boolean;
  personalMigratory?: boolean;
  entPlatformAuthSts?: string | null;
  personalPlatformAuthSts?: string | null;
  initialized?: boolean;
  platformAuthSts?: string | null;
  role?: string | null;
}

/** `GET /auth/history/info`: authentication done before the platform upgrade. */
export interface AuthHistoryInfo {
  personalInfo: { sts?: { sts?: string | null } | null; factors?: Record<string, AuthFactor> } | null;
  entInfo: { sts?: { sts?: string | null } | null; factors?: Record<string, AuthFactor> } | null;
}

/** `GET /uc/v1/api/unified/login/slide-verify-code`: plain Base64 PNGs (no `data:` prefix). */
export interface SliderChallenge {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
}

export interface SliderCheckResult {
  isSuccess: boolean;
  secondToken: string | null;
}

/** What the SMS send needs from a passed slider. */
export interface SliderPass {
  token: string;
  secondToken: string;
}

export interface LoginResult {
  token: string;
}

/** `POST /uc/v1/api/unified/login/password/pre-check` (this portal's path; see the mock README). */
export interface ResetPreCheck {
  registered: boolean;
  /** False until the account has set a password (activation, operation type 1). */
  activated: boolean;
}

/** Login-save enterprise info: all '' for no company. */
export interface SaveEntInfo {
  entCenterId: string;
  entCode: string;
  entName: string;
}

/** Data-signature request (busType defaults to 'ent'). */
export interface DataSignRequest {
  clientId: string;
  busType: string;
  entCustomerId: string;
  entCode: string;
}
