/**
 * The enterprise authentication calls' contract (spec 000 sections 3-5, 001 sections 3, 7, 8;
 * issue 10), shared by the enterprise pages and the mock API. The spec names most paths but few
 * payloads: the shapes below are this portal's, documented in shared/mock-api/README.md.
 */
import type { Static } from '@sinclair/typebox';
import type * as E from '../contract/schemas/enterprise';

export { ENT_AUTH_METHODS, ENT_TYPE_CODES, type EntAuthMethod, type EntTypeCode } from '../contract/enums';

/** Call paths under /customer/client. */
export const ENTERPRISE_PATHS = {
  /** POST `{keyword}` (3-50 characters): registry companies whose name contains it. */
  enterpriseListBasic: '/ps/communal/auth/enterpriseListBasic',
  /** POST `{entName}`: the company lookup by name ("path not shown" in the spec; this is the portal's choice). */
  entInfo: '/ps/communal/auth/ent-info',
  /** GET `?companyName=`: 'Y' for a group unit (core group enterprise), else 'N'. */
  groupUnit: '/uc/v1/api/customerInfo/queryCustomerInfoGroupUnit',
  /** POST: the related/migratory check that runs the create-company checks and links the company. */
  relationship: '/auth/relationship',
  /** GET `?entCode=`: other users of the portal linked to the same company. */
  inSameEnt: '/auth/info/in-same-ent',
  /** GET `?entCode=`: the authentication process instance of the company. */
  instId: '/auth/inst-id',
  ocrBusinessLicense: '/ps/communal/ocr/business-license',
  /** POST: ent4 (name, credit code, legal representative name and ID) and the method choice. */
  fourFactor: '/ps/communal/auth/company/four-factor',
  bankList: '/ps/communal/bank/list2',
  /** GET `?parentCode=`: provinces without it, that province's cities with it. */
  areaList: '/ps/communal/area/list',
  /** POST: bank branches (CNAPS) by bank, city and name. */
  cnapsList: '/ps/communal/mgrDataCnaps/list',
  smallAmountApply: '/auth/ent-small-amt/apply',
  smallAmountVerify: '/auth/ent-small-amt/verify',
  /** POST: SMS with a link to the legal representative's mobile. */
  lpNotify: '/auth/lp/notify',
  /** GET `?entCode=`: the legal representative's progress on the notified link. */
  lpNotifyStatus: '/auth/lp/notify',
  /** POST submits the materials; GET `?entCode=` lists what to upload (this portal's addition). */
  submitMaterial: '/auth/submit-material',
  /** GET `?entCode=`: the last review of the company's materials. */
  lastAuditRecord: '/um/so/v1/api/auditRecord/lastAuthAuditRecord',
  adminList: '/auth/admin/list',
  adminAdd: '/auth/admin/add',
  adminCheck: '/auth/admin/check',
} as const;

/** Enterprise types of spec 000 section 3. */

/** Enterprise auth methods of spec 000 section 3. */

/** Sub-statuses of spec 000 section 3. */
export type EntSubSts =
  | 'ENT_4_FINISH'
  | 'ENT_4_NOT_PASS'
  | 'ENT_SMALL_AMT_APPLY'
  | 'ENT_SMALL_AMT_VERIFY'
  | 'LP_NOTIFY_FINISH'
  | 'JUMP_SUBMIT_MATERIALS'
  | 'MANUAL_CHECK_REJECT_BUSINESS_OPERATION'
  | 'MANUAL_CHECK_REJECT_RISK_OPERATION'
  | 'MANUAL_CHECK_REJECT_CUSTOMER'
  | 'FACE_VERIFY_FINISH'
  | 'WISH_FINISH';

// --- search and lookup ----------------------------------------------------------------------------

/** Spec 000 section 3 "Business info (basic)". creditCode is null for a company without one. */
export type EnterpriseBasic = Static<typeof E.EnterpriseBasic>;

export type EnterpriseListRequest = Static<typeof E.EnterpriseListBody>;

/** At most 20 matches, registry order. */
export type EnterpriseListAnswer = Static<typeof E.EnterpriseListAnswer>;

export type EntInfoRequest = Static<typeof E.EntInfoBody>;

/** Unknown name: business code ENTERPRISE_CODES.LOOKUP_FAILED (the page shows 获取信息异常). */
export type EntInfoAnswer = Static<typeof E.EntInfoAnswer>;

/** `GET queryCustomerInfoGroupUnit?companyName=`: data. */
export type GroupUnitAnswer = Static<typeof E.GroupUnitAnswer>;

// --- create-company checks ------------------------------------------------------------------------

/**
 * `POST /auth/relationship`: runs the server-side create-company checks for the signed-in user
 * and, when they pass, links the company to the user (it then appears in select/customer-ent).
 * The client runs the rules it can decide alone first (no credit code, group unit for order
 * products, method chosen, individual business refused for smallsupply and proBill).
 */
export type RelationshipRequest = Static<typeof E.RelationshipBody>;

export type RelationshipAnswer = Static<typeof E.RelationshipAnswer>;

/**
 * Data of the in-flight answer (ENTERPRISE_CODES.IN_FLIGHT): the company is already being
 * authenticated by this user; the dialog offers to continue where it stands.
 */
export type InFlightData = Static<typeof E.InFlightData>;

export type InSameEntUser = Static<typeof E.InSameEntUser>;

export type InSameEntAnswer = Static<typeof E.InSameEntAnswer>;

export type InstIdAnswer = Static<typeof E.InstIdAnswer>;

// --- licence OCR and ent4 -------------------------------------------------------------------------

/** `POST /ps/communal/ocr/business-license`: multipart `file`, or JSON with Base64 or an uploaded fileId. */
export type LicenceOcrJsonRequest = Static<typeof E.LicenceOcrJsonRequest>;

export type LicenceOcrAnswer = Static<typeof E.LicenceOcrAnswer>;

export type FourFactorRequest = Static<typeof E.FourFactorBody>;

export type FourFactorAnswer = Static<typeof E.FourFactorAnswer>;

// --- small remittance -----------------------------------------------------------------------------

export type BankItem = Static<typeof E.BankItem>;

export type BankListAnswer = Static<typeof E.BankListAnswer>;

export type AreaItem = Static<typeof E.AreaItem>;

export type AreaListAnswer = Static<typeof E.AreaListAnswer>;

export type CnapsListRequest = Static<typeof E.CnapsListBody>;

export type CnapsItem = Static<typeof E.CnapsItem>;

export type CnapsListAnswer = Static<typeof E.CnapsListAnswer>;

export type SmallAmountApplyRequest = Static<typeof E.SmallAmountApplyBody>;

export type SmallAmountApplyAnswer = Static<typeof E.SmallAmountApplyAnswer>;

export type SmallAmountVerifyRequest = Static<typeof E.SmallAmountVerifyBody>;

/** Success: ENT_SMALL_AMT_VERIFY. A wrong amount answers AMOUNT_WRONG with SmallAmountTries as data. */
export type SmallAmountVerifyAnswer = Static<typeof E.SmallAmountVerifyAnswer>;

export type SmallAmountTries = Static<typeof E.SmallAmountTries>;

// --- legal person ---------------------------------------------------------------------------------

export type LpNotifyRequest = Static<typeof E.LpNotifyBody>;

export type LpNotifyStatus = LpNotifyAnswer['status'];

export type LpNotifyAnswer = Static<typeof E.LpNotifyAnswer>;

// --- materials and review -------------------------------------------------------------------------

export type MaterialFile = Static<typeof E.MaterialFile>;

export type SubmitMaterialRequest = Static<typeof E.SubmitMaterialBody>;

export type MaterialRequirement = Static<typeof E.MaterialRequirement>;

/** `GET /auth/submit-material?entCode=`: what this user must upload for this company. */
export type MaterialRequirementsAnswer = Static<typeof E.MaterialRequirementsAnswer>;

/**
 * After a submit the company waits for review: sts PROCESSING, subSts JUMP_SUBMIT_MATERIALS and
 * `factors.submitMaterials` `{sts: 'PROCESSING', subSts: 'MANUAL_CHECK'}` (the review pending).
 */
export type SubmitMaterialAnswer = Static<typeof E.SubmitMaterialAnswer>;

export type AuditResult = Static<typeof E.AuditResult>;

/** `GET lastAuthAuditRecord?entCode=`: data is null before any submit. */
export type AuditRecord = Static<typeof E.AuditRecord>;

// --- administrators -------------------------------------------------------------------------------

export type AdminPerson = Omit<AdminAddRequest, 'entCode'>;

export type AdminItem = Static<typeof E.AdminItem>;

/** `GET /auth/admin/list?entCode=`. */
export type AdminListAnswer = Static<typeof E.AdminListAnswer>;

export type AdminAddRequest = Static<typeof E.AdminBody>;

/** `POST /auth/admin/check`: may that person be added? Failures answer a business code. */
export type AdminCheckRequest = AdminAddRequest;

export type AdminCheckAnswer = Static<typeof E.AdminCheckAnswer>;

// --- business codes -------------------------------------------------------------------------------

/**
 * The mock's business codes of enterprise authentication (5030xx). The create-company texts are
 * ENTERPRISE_MESSAGES; the server sends them as the envelope message.
 */
export const ENTERPRISE_CODES = {
  NO_CREDIT_CODE: 503001,
  NOT_GROUP_CORE: 503002,
  UPGRADE_FIRST: 503003,
  CANNOT_ADD: 503004,
  PLATFORM_AUTHENTICATED: 503005,
  NOT_OPERATOR: 503006,
  ALREADY_AUTHENTICATED: 503007,
  /** data: InFlightData. */
  IN_FLIGHT: 503008,
  AUTH_METHOD_REQUIRED: 503009,
  INDIVIDUAL_UNSUPPORTED: 503010,
  /** Company lookup found nothing. */
  LOOKUP_FAILED: 503011,
  /** The company's state does not allow this step (e.g. verify before apply). */
  WRONG_STEP: 503012,
  LICENCE_OCR_FAILED: 503013,
  /** Wrong remittance amount; data: SmallAmountTries. */
  AMOUNT_WRONG: 503014,
  /** No tries left: apply again. */
  AMOUNT_TRIES_EXHAUSTED: 503015,
  /** Malformed amount, account or branch. */
  REMITTANCE_INVALID: 503016,
  /** A required material is missing. */
  MATERIAL_MISSING: 503017,
  /** Only the legal representative or the administrator may manage administrators. */
  ADMIN_NOT_ALLOWED: 503018,
  ADMIN_EXISTS: 503019,
  /** Name and ID of the person to add do not match. */
  ADMIN_ID_MISMATCH: 503020,
  /** Resend of the legal person's SMS within 60 s. */
  LP_RESEND_TOO_SOON: 503021,
  /** The legal representative's ID-card photo shows another person than the one typed. */
  ID_CARD_MISMATCH: 503022,
} as const;

export { ENTERPRISE_MESSAGES } from '../i18n/zh-CN/enterprise';
