/**
 * The authentication calls' contract (spec 000 sections 3-4, 001 sections 3 and 7), shared by
 * the auth pages, the product-entry flow and the mock API. The spec names the paths but not every
 * payload: the shapes below are this portal's, documented in shared/mock-api/README.md. Shapes of
 * `/auth/info`, `/auth/summary` and `/auth/history/info` stay in session/types.ts and are reused.
 */
import type { AuthSts, EnterpriseAuthInfo, PersonalAuthInfo, StsPair } from '../session/types';

/** Call paths under /customer/client. */
export const AUTH_PATHS = {
  info: '/auth/info',
  summary: '/auth/summary',
  history: '/auth/history/info',
  /** Personal factor submission (personal2, telecomOperators3, bankCard4). */
  query: '/auth/query',
  /** The agreements to accept before a step. */
  agreements: '/auth/agt/query',
  /** The signed-in person's identity, for prefilling enterprise forms. */
  entIdInfo: '/auth/ent/id-info',
  /** POST starts a face check; GET `?faceId=` polls it. */
  face: '/auth/face',
  ocrIdCard: '/ps/communal/ocr/id-card',
  fileUpload: '/ps/communal/file/upload',
  enumeration: '/ifpc/v1/api/enum/enum',
  /** Not in the spec (it names the payload only): this portal's path. */
  productPermission: '/uc/v1/api/auth/product-permission',
} as const;

/** The mock's control and simulator paths (not under /customer/client; QA and tests only). */
export const MOCK_AUTH_PATHS = {
  faceLatest: '/__mock/face/latest',
  /** The simulated phone page of a face check; `url` of a face start points here. */
  facePage: (faceId: string): string => `/__mock/face/page/${encodeURIComponent(faceId)}`,
  account: (mobile: string): string => `/__mock/accounts/${encodeURIComponent(mobile)}`,
  accountState: (mobile: string): string => `/__mock/accounts/${encodeURIComponent(mobile)}/state`,
  idCardSample: (side: IdCardSide): string => `/__mock/samples/id-card-${side}.png`,
  agreement: (code: string): string => `/__mock/agreements/${encodeURIComponent(code)}`,
  file: (fileId: string): string => `/__mock/files/${encodeURIComponent(fileId)}`,
} as const;

export type PersonalFactorCode = 'personal2' | 'telecomOperators3' | 'bankCard4' | 'livingFace';
export const PERSONAL_FACTOR_CODES: readonly PersonalFactorCode[] = ['personal2', 'telecomOperators3', 'bankCard4', 'livingFace'];

// --- /auth/info, personal ----------------------------------------------------------------------

/** Why the last personal attempt failed, kept for /AuthPerson/AuthResult until the next success. */
export interface PersonalFailure {
  factor: PersonalFactorCode;
  /** The business code the failing call answered with (AUTH_CODES). */
  code: number;
  reason: string;
  /** ms since the epoch. */
  at: number;
}

/** `GET /auth/info?mobile=` (no entCode) as this portal answers it. */
export interface PersonalAuthInfoAnswer extends PersonalAuthInfo {
  lastFailure: PersonalFailure | null;
}

// --- /auth/query --------------------------------------------------------------------------------

export interface Personal2Request {
  factor: 'personal2';
  /** Trimmed real name (spec real-name rule). */
  name: string;
  /** Resident ID, upper-case X. */
  idNo: string;
  /** Codes of the agreements accepted (from /auth/agt/query, step 'personal'): every required one. */
  agreements: string[];
}

/** The telecom factor checks the login mobile against the identity of personal2. */
export interface TelecomRequest {
  factor: 'telecomOperators3';
}

/** Step 1 of the bank-card factor: Luhn check and an SMS code to the card's reserved mobile. */
export interface BankCardSendRequest {
  factor: 'bankCard4';
  step: 'send';
  cardNo: string;
  bankMobile: string;
}

/** Step 2: confirm with the SMS code (same card and mobile as step 1). */
export interface BankCardConfirmRequest {
  factor: 'bankCard4';
  step?: 'confirm';
  cardNo: string;
  bankMobile: string;
  smsCode: string;
}

export type AuthQueryRequest = Personal2Request | TelecomRequest | BankCardSendRequest | BankCardConfirmRequest;

/** Answer of a passed factor (failures answer a business code with the reason as message). */
export interface AuthQueryAnswer {
  factor: PersonalFactorCode;
  /** 'PROCESSING' for a bank-card SMS sent, 'SUCCESS' for a factor passed. */
  factorSts: AuthSts;
  /** The personal status after the call. */
  personalSts: StsPair;
  /** For a bank-card send: the masked reserved mobile and when the code expires (ms since epoch). */
  sms?: { mobileNo: string; expiresAt: number };
}

// --- /auth/agt/query ----------------------------------------------------------------------------

/** Which step's agreements to list. */
export type AgreementStep =
  | 'personal'
  | 'enterprise'
  | 'enterpriseLegalPerson'
  | 'enterpriseOffline'
  | 'adminAuthorisation'
  | 'legalChange';
export const AGREEMENT_STEPS: readonly AgreementStep[] = ['personal', 'enterprise', 'enterpriseLegalPerson', 'enterpriseOffline', 'adminAuthorisation', 'legalChange'];

export interface AgreementsRequest {
  step: AgreementStep;
  /** The company concerned, for enterprise steps. */
  entCode?: string;
}

export interface Agreement {
  /** Spec 000 section 3, e.g. grsjxx-bl-0002. */
  code: string;
  title: string;
  /** A viewable document (HTML), absolute path on the portal's origin. */
  url: string;
  /** The user must tick it before the step can be submitted. */
  required: boolean;
}

export interface AgreementsAnswer {
  step: AgreementStep;
  list: Agreement[];
}

// --- /auth/ent/id-info --------------------------------------------------------------------------

export interface EntIdInfoRequest {
  /** With a company: also says whether the person is its legal representative. */
  entCode?: string;
}

export interface EntIdInfoAnswer {
  idName: string;
  idNo: string;
  /** 'ID_CARD' (resident ID); the only type the mock issues. */
  idType: string;
  mobile: string;
  isLegalPerson: boolean | null;
}

// --- /auth/face ---------------------------------------------------------------------------------

export type FaceScene = 'personal' | 'legalPerson' | 'contract';
export const FACE_SCENES: readonly FaceScene[] = ['personal', 'legalPerson', 'contract'];

export interface FaceStartRequest {
  scene: FaceScene;
  /** The company, for legalPerson. */
  entCode?: string;
  /** The contract, for contract. */
  contractId?: string;
}

export interface FaceStartAnswer {
  faceId: string;
  /** The phone page to open (QR code content); absolute URL on the serving origin. */
  url: string;
  /** ms since the epoch; the link is refused after it. */
  expiresAt: number;
}

export type FaceStatus = 'waiting' | 'passed' | 'failed' | 'expired';

/** `GET /auth/face?faceId=`. */
export interface FaceResultAnswer {
  faceId: string;
  scene: FaceScene;
  status: FaceStatus;
  reason: string | null;
  expiresAt: number;
}

// --- OCR and upload -----------------------------------------------------------------------------

export type IdCardSide = 'front' | 'back';

/**
 * `POST /ps/communal/ocr/id-card`: multipart (`file`, `side`) or JSON `{side, image}` with a
 * Base64 image (a `data:` prefix is allowed) and optionally its `fileName`.
 */
export interface IdCardOcrJsonRequest {
  side: IdCardSide;
  /** Base64 image; or give `fileId` of an uploaded file instead. */
  image?: string;
  fileId?: string;
  fileName?: string;
}

export interface IdCardFront {
  side: 'front';
  name: string;
  idNo: string;
  gender: string;
  nation: string;
  birth: string;
  address: string;
}

export interface IdCardBack {
  side: 'back';
  issueAuthority: string;
  validFrom: string;
  validTo: string;
}

export type IdCardOcrAnswer = IdCardFront | IdCardBack;

/** `type` field of an upload: decides the accepted formats and size limit. */
export type UploadType = 'idCard' | 'businessLicense' | 'material';
export const UPLOAD_TYPES: readonly UploadType[] = ['idCard', 'businessLicense', 'material'];

/** `POST /ps/communal/file/upload` (multipart: `file`, optional `type`). */
export interface UploadAnswer {
  fileId: string;
  fileName: string;
  /** Where the uploaded file can be viewed, on the serving origin. */
  url: string;
  size: number;
  contentType: string;
}

// --- enumeration, permission --------------------------------------------------------------------

export type EnumCode = 'entType' | 'idType' | 'bank' | 'authMethod' | 'personalFactor';
export const ENUM_CODES: readonly EnumCode[] = ['entType', 'idType', 'bank', 'authMethod', 'personalFactor'];

export interface EnumItem {
  value: string;
  name: string;
}

/** `GET /ifpc/v1/api/enum/enum?code=`: data is the option list. */
export type EnumAnswer = EnumItem[];

/** Spec 001 section 3; answer `data: boolean`. */
export interface ProductPermissionRequest {
  bizType: string;
  companyUCId: string;
  productId: string;
  userUCId: string;
}

// --- enterprise info extras ---------------------------------------------------------------------

export type EntRole = 'LEGAL_PERSON' | 'ADMINISTRATOR' | 'ORDINARY';
export const ENT_ROLES: readonly EntRole[] = ['LEGAL_PERSON', 'ADMINISTRATOR', 'ORDINARY'];
export type ChangeState = 'none' | 'inProgress';
export const CHANGE_STATES: readonly ChangeState[] = ['none', 'inProgress'];

/** `GET /auth/info?mobile=&entCode=` as this portal answers it. */
export interface EnterpriseAuthInfoAnswer extends EnterpriseAuthInfo {
  entName: string;
  companyUCId: string;
  isLegalPerson: boolean;
  role: EntRole;
  /** Change requests in progress (block smallsupply and proBill). */
  changes: { legalChange: ChangeState; adminChange: ChangeState };
}

// --- business codes -----------------------------------------------------------------------------

/** The mock's business codes of the authentication calls (5020xx), listed in the mock README. */
export const AUTH_CODES = {
  /** 姓名与身份证号不一致 */
  ID_MISMATCH: 502001,
  /** Name or ID malformed (spec rules). */
  ID_INVALID: 502002,
  /** A factor asked before personal2 passed. */
  PERSONAL2_REQUIRED: 502003,
  /** The login mobile is not registered to that identity. */
  TELECOM_MISMATCH: 502004,
  /** Card number fails the Luhn check or is not a debit card of a known bank. */
  BANK_CARD_INVALID: 502005,
  /** Card, name, ID and reserved mobile do not match at the bank. */
  BANK_CARD_MISMATCH: 502006,
  /** Wrong SMS code for the bank card. */
  BANK_SMS_WRONG: 502007,
  /** No live SMS code for that card and mobile (never sent, expired or used). */
  BANK_SMS_EXPIRED: 502008,
  /** Unknown, expired or finished face check. */
  FACE_INVALID: 502009,
  /** OCR could not read the image. */
  OCR_FAILED: 502010,
  /** Upload refused: type or size. */
  UPLOAD_REFUSED: 502011,
  /** Unknown enumeration code. */
  ENUM_UNKNOWN: 502012,
  /** Already authenticated: nothing to submit. */
  ALREADY_AUTHENTICATED: 502013,
  /** Required agreements not accepted. */
  AGREEMENT_REQUIRED: 502014,
  /** The face check failed (kept as lastFailure; the reason is the phone page's). */
  FACE_FAILED: 502015,
  /** The face link expired before it was used. */
  FACE_EXPIRED: 502016,
} as const;
