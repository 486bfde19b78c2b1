/**
 * The enterprise authentication calls' contract (spec 000 sections 3-5, 001 sections 3, 7, 8;
 * issue 10), shared by the enterprise pages and the mock API. The spec names most paths but few
 * payloads: the shapes below are this portal's, documented in shared/mock-api/README.md.
 */
import type { StsPair } from '../session/types';
import type { UploadAnswer } from './auth';

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

/** The mock's control and simulator paths for enterprise authentication (QA and tests only). */
export const MOCK_ENTERPRISE_PATHS = {
  /** GET → `{amount: "0.37"}`: the amount remitted to the company's account. */
  remittance: (creditCode: string): string => `/__mock/remittance/${encodeURIComponent(creditCode)}`,
  /** POST `{confirm: true}` or `{confirm: false, reason}`: the latest notified legal person answers; GET shows that notice (its SMS link). */
  lpLatest: '/__mock/lp/latest',
  /** The notified legal representative's phone page (the SMS link). */
  lpPage: (notifyId: string): string => `/__mock/lp/page/${encodeURIComponent(notifyId)}`,
  /** POST `{result, reason?}`: the reviewer's decision on the submitted materials. */
  review: (creditCode: string): string => `/__mock/review/${encodeURIComponent(creditCode)}`,
  /** GET: the simulated business registry. */
  registry: '/__mock/registry',
  /** A registry company's sample business-licence image (recognised by the licence OCR). */
  licenceSample: (creditCode: string): string => `/__mock/samples/licence/${encodeURIComponent(creditCode)}.png`,
  /** An agreement template as a Chinese PDF (spec 000 section 3 codes) to print, sign, stamp and upload. */
  agreementPdf: (code: string): string => `/__mock/templates/${encodeURIComponent(code)}.pdf`,
} as const;

/** Enterprise types of spec 000 section 3. */
export type EntTypeCode = 1 | 2 | 3 | 4 | 99;
export const ENT_TYPE_CODES: readonly EntTypeCode[] = [1, 2, 3, 4, 99];

/** Enterprise auth methods of spec 000 section 3. */
export type EntAuthMethod = 1 | 2 | 3 | 4;
export const ENT_AUTH_METHODS: readonly EntAuthMethod[] = [1, 2, 3, 4];

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
export interface EnterpriseBasic {
  entName: string;
  creditCode: string | null;
  entityType: EntTypeCode;
  /** The legal representative's (or operator's) name. */
  frName: string;
}

export interface EnterpriseListRequest {
  /** 3 to 50 characters (spec 000 section 5). */
  keyword: string;
}

/** At most 20 matches, registry order. */
export type EnterpriseListAnswer = EnterpriseBasic[];

export interface EntInfoRequest {
  entName: string;
}

/** Unknown name: business code ENTERPRISE_CODES.LOOKUP_FAILED (the page shows 获取信息异常). */
export interface EntInfoAnswer {
  basic: EnterpriseBasic;
}

/** `GET queryCustomerInfoGroupUnit?companyName=`: data. */
export type GroupUnitAnswer = 'Y' | 'N';

// --- create-company checks ------------------------------------------------------------------------

/**
 * `POST /auth/relationship`: runs the server-side create-company checks for the signed-in user
 * and, when they pass, links the company to the user (it then appears in select/customer-ent).
 * The client runs the rules it can decide alone first (no credit code, group unit for order
 * products, method chosen, individual business refused for smallsupply and proBill).
 */
export interface RelationshipRequest {
  entCode: string;
  entName: string;
  /** The signed-in user's mobile (own mobile only). */
  mobile: string;
  entType?: EntTypeCode;
  /** The product the user came from (twogold, smallsupply, orderCredit...), if any. */
  productKey?: string;
  /** Business-type code chosen on SelectBusiness (abt_*, ddb). */
  busType?: string;
  /** Chosen in the add-company dialog for order products with a general enterprise. */
  authMethod?: EntAuthMethod;
  /**
   * The user's real name (personal2), sent for an individual business: the server's operator check
   * compares it with the registry's operator (frName) and with the caller's own identity.
   */
  operatorName?: string;
}

export interface RelationshipAnswer {
  entCode: string;
  entName: string;
  companyUCId: string;
  /** Another user had already linked the company. */
  related: boolean;
  /** The company was authenticated on the old platform. */
  migratory: boolean;
  /** Whether the user is the legal representative (or operator) by name and ID. */
  isLegalPerson: boolean;
  /** The enterprise status after linking (sts null: not started). */
  sts: StsPair | null;
}

/**
 * Data of the in-flight answer (ENTERPRISE_CODES.IN_FLIGHT): the company is already being
 * authenticated by this user; the dialog offers to continue where it stands.
 */
export interface InFlightData {
  entCode: string;
  entName: string;
  sts: StsPair;
  entType: EntTypeCode;
  isLegalPerson: boolean;
  businessType: string | null;
}

export interface InSameEntUser {
  /** Masked, e.g. 138****0021. */
  mobile: string;
  /** Masked name, e.g. 王*. */
  name: string;
  role: 'LEGAL_PERSON' | 'ADMINISTRATOR' | 'ORDINARY';
}

export type InSameEntAnswer = InSameEntUser[];

export interface InstIdAnswer {
  instId: string;
}

// --- licence OCR and ent4 -------------------------------------------------------------------------

/** `POST /ps/communal/ocr/business-license`: multipart `file`, or JSON with Base64 or an uploaded fileId. */
export interface LicenceOcrJsonRequest {
  image?: string;
  fileId?: string;
  fileName?: string;
}

export interface LicenceOcrAnswer {
  entName: string;
  creditCode: string;
  entType: EntTypeCode;
  /** The licence's own wording of the kind, e.g. 有限责任公司. */
  entTypeText: string;
  legalPersonName: string;
  address: string;
  registeredCapital: string;
  establishDate: string;
}

export interface FourFactorRequest {
  entCode: string;
  entName: string;
  entType: EntTypeCode;
  legalPersonName: string;
  legalPersonIdNo: string;
  /** Required for general enterprises; individual businesses authenticate by the operator's face (2). */
  authMethod?: EntAuthMethod;
  /** Business-type code (abt_*, ddb mode); kept as the company's businessType. */
  busType?: string;
  /** fileIds from /ps/communal/file/upload. */
  businessLicenseFileId?: string;
  idCardFrontFileId?: string;
  idCardBackFileId?: string;
}

export interface FourFactorAnswer {
  /** SUCCESS: sub-status ENT_4_FINISH; FAILING: ENT_4_NOT_PASS with the reason. */
  factorSts: 'SUCCESS' | 'FAILING';
  reason: string | null;
  entSts: StsPair;
  authMethod: EntAuthMethod;
  isLegalPerson: boolean;
}

// --- small remittance -----------------------------------------------------------------------------

export interface BankItem {
  bankCode: string;
  bankName: string;
}

export type BankListAnswer = BankItem[];

export interface AreaItem {
  code: string;
  name: string;
}

export type AreaListAnswer = AreaItem[];

export interface CnapsListRequest {
  bankCode: string;
  cityCode: string;
  /** Part of the branch name; empty lists the city's branches of that bank. */
  keyword?: string;
}

export interface CnapsItem {
  /** 12-digit CNAPS code. */
  cnapsCode: string;
  branchName: string;
  bankCode: string;
  cityCode: string;
}

export type CnapsListAnswer = CnapsItem[];

export interface SmallAmountApplyRequest {
  entCode: string;
  /** The company's corporate account number (8-30 digits). */
  accountNo: string;
  /** The account name must be the company's name. */
  accountName: string;
  bankCode: string;
  provinceCode: string;
  cityCode: string;
  cnapsCode: string;
}

export interface SmallAmountApplyAnswer {
  entSts: StsPair;
  /** Masked account, e.g. 6222 **** 1234. */
  accountNoMasked: string;
  bankName: string;
  branchName: string;
  /** ms since the epoch. */
  appliedAt: number;
  maxTries: number;
}

export interface SmallAmountVerifyRequest {
  entCode: string;
  /** Yuan with two decimals, e.g. "0.37". */
  amount: string;
}

/** Success: ENT_SMALL_AMT_VERIFY. A wrong amount answers AMOUNT_WRONG with SmallAmountTries as data. */
export interface SmallAmountVerifyAnswer {
  entSts: StsPair;
}

export interface SmallAmountTries {
  triesLeft: number;
  maxTries: number;
}

// --- legal person ---------------------------------------------------------------------------------

export interface LpNotifyRequest {
  entCode: string;
  /** The legal representative's mobile the SMS goes to. */
  lpMobile: string;
}

export type LpNotifyStatus = 'waiting' | 'confirmed' | 'refused';

export interface LpNotifyAnswer {
  notifyId: string;
  /** Masked, e.g. 139****8888. */
  lpMobile: string;
  status: LpNotifyStatus;
  /** The refusal's reason. */
  reason: string | null;
  sentAt: number;
  /** The SMS link (the mock's phone page), absolute on the serving origin. */
  url: string;
  /** Resend is allowed from this time (60 s after a send). */
  resendAt: number;
  entSts: StsPair;
}

// --- materials and review -------------------------------------------------------------------------

export interface MaterialFile {
  /** Agreement code of spec 000 section 3 (or 'businessLicense', 'other'). */
  code: string;
  fileId: string;
}

export interface SubmitMaterialRequest {
  entCode: string;
  files: MaterialFile[];
}

export interface MaterialRequirement {
  /** Agreement code of spec 000 section 3, or 'businessLicense' (a stamped copy, method 4). */
  code: string;
  title: string;
  /** The blank template to download (a PDF), null for the licence copy. */
  templateUrl: string | null;
}

/** `GET /auth/submit-material?entCode=`: what this user must upload for this company. */
export interface MaterialRequirementsAnswer {
  authMethod: EntAuthMethod | null;
  required: MaterialRequirement[];
  /** The last review's result (null before any submit). */
  review: AuditResult | null;
}

/**
 * After a submit the company waits for review: sts PROCESSING, subSts JUMP_SUBMIT_MATERIALS and
 * `factors.submitMaterials` `{sts: 'PROCESSING', subSts: 'MANUAL_CHECK'}` (the review pending).
 */
export interface SubmitMaterialAnswer {
  entSts: StsPair;
  review: 'PENDING';
  submittedAt: number;
}

export type AuditResult = 'PENDING' | 'APPROVED' | 'REJECT_BUSINESS' | 'REJECT_RISK' | 'REJECT_CUSTOMER';

/** `GET lastAuthAuditRecord?entCode=`: data is null before any submit. */
export interface AuditRecord {
  entCode: string;
  result: AuditResult;
  /** The reviewer's reasons, one per line item (empty while pending or approved). */
  reasons: string[];
  submittedAt: number;
  reviewedAt: number | null;
  files: Array<MaterialFile & Pick<UploadAnswer, 'fileName' | 'url'>>;
}

// --- administrators -------------------------------------------------------------------------------

export interface AdminPerson {
  mobile: string;
  name: string;
  idNo: string;
}

export interface AdminItem {
  /** Masked. */
  mobile: string;
  name: string;
  /** Masked ID, first 3 and last 4. */
  idNo: string;
  role: 'LEGAL_PERSON' | 'ADMINISTRATOR';
  addedAt: number;
}

/** `GET /auth/admin/list?entCode=`. */
export type AdminListAnswer = AdminItem[];

export interface AdminAddRequest extends AdminPerson {
  entCode: string;
}

/** `POST /auth/admin/check`: may that person be added? Failures answer a business code. */
export type AdminCheckRequest = AdminAddRequest;

export interface AdminCheckAnswer {
  allowed: true;
  /** The person has a portal account (else an account is registered for the mobile on add). */
  registered: boolean;
}

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

/**
 * The texts the mock answers with (zh-CN). The create-company ones translate the spec's English
 * (001 section 8); 获取信息异常 and the individual-business text are the spec's own Chinese.
 */
export const ENTERPRISE_MESSAGES = {
  noCreditCode: '该企业无统一社会信用代码，暂不支持认证',
  notGroupCore: '该企业非集团核心企业，暂不支持企业认证，请重新选择',
  upgradeFirst: '当前企业需先进行企业升级认证',
  cannotAdd: '当前企业暂无法添加，请联系客户经理',
  platformAuthenticated: '该企业已完成平台认证，无法添加',
  notOperator: '您不是该企业的经营者',
  alreadyAuthenticated: '该企业已认证，请勿重复认证',
  inFlight: '该企业正在认证中，是否继续认证？',
  authMethodRequired: '请选择企业认证方式',
  individualUnsupported: '您所选的业务暂不支持个体工商户，请选择其他业务',
  lookupFailed: '获取信息异常',
  wrongStep: '当前认证进度不支持此操作，请刷新后重试',
  licenceOcrFailed: '未能识别营业执照信息，请上传清晰完整的营业执照照片，或手动填写',
  /** Template: {left}. */
  amountWrong: '打款金额不正确，您还可以尝试{left}次',
  amountTriesExhausted: '验证次数已用完，请重新申请打款',
  amountFormat: '请输入正确的金额（保留两位小数）',
  materialMissing: '请上传全部所需材料',
  adminNotAllowed: '仅法定代表人或管理员可以管理管理员',
  adminExists: '该用户已是企业管理员',
  adminIdMismatch: '姓名与身份证号不一致',
  lpResendTooSoon: '短信发送过于频繁，请稍后再试',
  /** ent4 of a legal representative who is the user: both sides of their ID card are asked. */
  idCardPhotosRequired: '请上传法定代表人身份证人像面和国徽面照片',
  idCardMismatch: '身份证照片与填写的法定代表人姓名或身份证号不一致，请上传法定代表人本人的身份证照片',
} as const;
