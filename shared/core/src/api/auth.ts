/**
 * The authentication calls' contract (spec 000 sections 3-4, 001 sections 3 and 7), shared by
 * the auth pages, the product-entry flow and the mock API. The spec names the paths but not every
 * payload: the shapes below are this portal's, documented in shared/mock-api/README.md. Shapes of
 * `/auth/info`, `/auth/summary` and `/auth/history/info` stay in session/types.ts and are reused.
 */
import type { Static } from '@sinclair/typebox';
import type * as A from '../contract/schemas/auth';

export {
  AGREEMENT_STEPS,
  CHANGE_STATES,
  ENT_ROLES,
  ENUM_CODES,
  FACE_SCENES,
  PERSONAL_FACTOR_CODES,
  UPLOAD_TYPES,
  type AgreementStep,
  type ChangeState,
  type EntRole,
  type EnumCode,
  type FaceScene,
  type FaceStatus,
  type IdCardSide,
  type PersonalFactorCode,
  type UploadType,
} from '../contract/enums';

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


// --- /auth/info, personal ----------------------------------------------------------------------

/** Why the last personal attempt failed, kept for /AuthPerson/AuthResult until the next success. */
export type PersonalFailure = Static<typeof A.PersonalFailure>;

/** `GET /auth/info?mobile=` (no entCode) as this portal answers it. */
export type PersonalAuthInfoAnswer = Static<typeof A.PersonalAuthInfoAnswer>;

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
export type AuthQueryAnswer = Static<typeof A.AuthQueryAnswer>;

// --- /auth/agt/query ----------------------------------------------------------------------------


export type AgreementsRequest = Static<typeof A.AgreementsBody>;

export type Agreement = Static<typeof A.Agreement>;

export type AgreementsAnswer = Static<typeof A.AgreementsAnswer>;

// --- /auth/ent/id-info --------------------------------------------------------------------------

export type EntIdInfoRequest = NonNullable<Static<typeof A.EntIdInfoBody>>;

export type EntIdInfoAnswer = Static<typeof A.EntIdInfoAnswer>;

// --- /auth/face ---------------------------------------------------------------------------------


export type FaceStartRequest = Static<typeof A.FaceStartBody>;

export type FaceStartAnswer = Static<typeof A.FaceStartAnswer>;


/** `GET /auth/face?faceId=`. */
export type FaceResultAnswer = Static<typeof A.FaceResultAnswer>;

// --- OCR and upload -----------------------------------------------------------------------------


/**
 * `POST /ps/communal/ocr/id-card`: multipart (`file`, `side`) or JSON `{side, image}` with a
 * Base64 image (a `data:` prefix is allowed) and optionally its `fileName`.
 */
export type IdCardOcrJsonRequest = Static<typeof A.IdCardOcrJsonRequest>;

export type IdCardFront = Static<typeof A.IdCardFront>;

export type IdCardBack = Static<typeof A.IdCardBack>;

export type IdCardOcrAnswer = Static<typeof A.IdCardOcrAnswer>;


/** `POST /ps/communal/file/upload` (multipart: `file`, optional `type`). */
export type UploadAnswer = Static<typeof A.UploadAnswer>;

// --- enumeration, permission --------------------------------------------------------------------


export type EnumItem = Static<typeof A.EnumItem>;

/** `GET /ifpc/v1/api/enum/enum?code=`: data is the option list. */
export type EnumAnswer = Static<typeof A.EnumAnswer>;

/** Spec 001 section 3; answer `data: boolean`. */
export type ProductPermissionRequest = Static<typeof A.ProductPermissionBody>;

// --- enterprise info extras ---------------------------------------------------------------------


/** `GET /auth/info?mobile=&entCode=` as this portal answers it. */
export type EnterpriseAuthInfoAnswer = Static<typeof A.EnterpriseAuthInfoAnswer>;

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
