/**
 * THE call table: every call the portal makes to the API, by name, with its method, its path
 * (relative to /customer/client) and the business codes it may answer besides success. Light on
 * purpose: the browser reads it at run time. Each call's request and answer schemas sit in
 * ./schemas under the same name (checked there with `satisfies Record<CallName, ...>`).
 */
import { AUTH_CODES, AUTH_PATHS } from '../api/auth';
import { CHANGE_CODES, CHANGE_PATHS } from '../api/change';
import { CONTENT_PATHS } from '../api/content';
import { ENTERPRISE_CODES as E, ENTERPRISE_PATHS } from '../api/enterprise';
import { SESSION_PATHS } from '../api/session';
import { TREASURY_PATHS } from '../api/treasury';
import { USER_CENTRE_CODES as UC, USER_CENTRE_PATHS } from '../api/userCentre';
import { BUSINESS_CODES as B } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDefinition {
  method: HttpMethod;
  /** Under the API base path; `:name` segments are filled from the call's `params`. */
  path: string;
  /** Business codes (envelope `code`, HTTP 200) this call may answer besides success. */
  codes: readonly number[];
}

export type Call<N extends string = string> = CallDefinition & { readonly name: N };

function defineCalls<const T extends Record<string, CallDefinition>>(table: T): { readonly [K in keyof T & string]: T[K] & { readonly name: K } } {
  return Object.fromEntries(Object.entries(table).map(([name, call]) => [name, { ...call, name }])) as never;
}

const SMS = [B.smsCodeWrong, B.smsCodeExpired, B.smsLocked] as const;
const AUTH_FACTOR = [
  AUTH_CODES.ID_MISMATCH,
  AUTH_CODES.ID_INVALID,
  AUTH_CODES.PERSONAL2_REQUIRED,
  AUTH_CODES.TELECOM_MISMATCH,
  AUTH_CODES.BANK_CARD_INVALID,
  AUTH_CODES.BANK_CARD_MISMATCH,
  AUTH_CODES.BANK_SMS_WRONG,
  AUTH_CODES.BANK_SMS_EXPIRED,
  AUTH_CODES.ALREADY_AUTHENTICATED,
  AUTH_CODES.AGREEMENT_REQUIRED,
] as const;
const CREATE_COMPANY = [
  E.NO_CREDIT_CODE,
  E.NOT_GROUP_CORE,
  E.UPGRADE_FIRST,
  E.CANNOT_ADD,
  E.PLATFORM_AUTHENTICATED,
  E.NOT_OPERATOR,
  E.ALREADY_AUTHENTICATED,
  E.IN_FLIGHT,
  E.AUTH_METHOD_REQUIRED,
  E.INDIVIDUAL_UNSUPPORTED,
  E.LOOKUP_FAILED,
] as const;

export const calls = defineCalls({
  // --- session: captcha, sign-in, password, user, companies -------------------------------------
  slider: { method: 'GET', path: SESSION_PATHS.slider, codes: [B.rateLimited] },
  sliderCheck: { method: 'POST', path: SESSION_PATHS.sliderCheck, codes: [B.rateLimited] },
  secondTokenCheck: { method: 'POST', path: SESSION_PATHS.secondTokenCheck, codes: [] },
  smsSend: { method: 'POST', path: SESSION_PATHS.smsSend, codes: [B.captchaInvalid, B.smsUnregistered, B.smsTooFrequent, B.smsDailyCap, B.smsLocked] },
  smsLogin: { method: 'POST', path: SESSION_PATHS.smsLogin, codes: [B.smsUnregistered, ...SMS] },
  passwordLogin: { method: 'POST', path: SESSION_PATHS.passwordLogin, codes: [B.captchaRequired, B.passwordWrong, B.passwordLocked, B.weakPassword] },
  iamLogin: { method: 'POST', path: SESSION_PATHS.iamLogin, codes: [B.iamCodeInvalid] },
  passwordPreCheck: { method: 'POST', path: SESSION_PATHS.passwordPreCheck, codes: [B.smsUnregistered, B.alreadyActivated] },
  passwordReset: { method: 'POST', path: SESSION_PATHS.passwordReset, codes: [B.smsUnregistered, B.passwordRule, ...SMS] },
  passwordResetFinish: { method: 'POST', path: SESSION_PATHS.passwordResetFinish, codes: [B.noRecentReset] },
  user: { method: 'GET', path: SESSION_PATHS.user, codes: [] },
  logout: { method: 'POST', path: SESSION_PATHS.logout, codes: [] },
  logoutAll: { method: 'POST', path: USER_CENTRE_PATHS.logoutAll, codes: [] },
  saveEntInfo: { method: 'POST', path: SESSION_PATHS.saveEntInfo, codes: [B.notYourCompany] },
  tokenVerify: { method: 'GET', path: SESSION_PATHS.tokenVerify, codes: [] },
  customerEnt: { method: 'POST', path: SESSION_PATHS.customerEnt, codes: [] },
  authSummary: { method: 'GET', path: SESSION_PATHS.authSummary, codes: [] },
  authInfo: { method: 'GET', path: SESSION_PATHS.authInfo, codes: [B.notYourCompany] },
  authHistory: { method: 'GET', path: SESSION_PATHS.authHistory, codes: [] },
  dataSign: { method: 'GET', path: SESSION_PATHS.dataSign, codes: [B.unknownSystem, B.notYourCompany] },

  // --- personal authentication --------------------------------------------------------------------
  authQuery: { method: 'POST', path: AUTH_PATHS.query, codes: AUTH_FACTOR },
  agreements: { method: 'POST', path: AUTH_PATHS.agreements, codes: [B.notYourCompany] },
  entIdInfo: { method: 'POST', path: AUTH_PATHS.entIdInfo, codes: [AUTH_CODES.PERSONAL2_REQUIRED, B.notYourCompany] },
  faceStart: { method: 'POST', path: AUTH_PATHS.face, codes: [AUTH_CODES.PERSONAL2_REQUIRED, AUTH_CODES.ALREADY_AUTHENTICATED, B.notYourCompany, UC.CONTRACT_NOT_FOUND] },
  faceResult: { method: 'GET', path: AUTH_PATHS.face, codes: [AUTH_CODES.FACE_INVALID] },
  ocrIdCard: { method: 'POST', path: AUTH_PATHS.ocrIdCard, codes: [AUTH_CODES.OCR_FAILED, AUTH_CODES.UPLOAD_REFUSED] },
  fileUpload: { method: 'POST', path: AUTH_PATHS.fileUpload, codes: [AUTH_CODES.UPLOAD_REFUSED] },
  enumeration: { method: 'GET', path: AUTH_PATHS.enumeration, codes: [AUTH_CODES.ENUM_UNKNOWN] },
  productPermission: { method: 'POST', path: AUTH_PATHS.productPermission, codes: [B.notYourCompany] },

  // --- enterprise authentication ----------------------------------------------------------------
  enterpriseListBasic: { method: 'POST', path: ENTERPRISE_PATHS.enterpriseListBasic, codes: [E.LOOKUP_FAILED] },
  entInfo: { method: 'POST', path: ENTERPRISE_PATHS.entInfo, codes: [E.LOOKUP_FAILED] },
  groupUnit: { method: 'GET', path: ENTERPRISE_PATHS.groupUnit, codes: [E.LOOKUP_FAILED] },
  relationship: { method: 'POST', path: ENTERPRISE_PATHS.relationship, codes: CREATE_COMPANY },
  inSameEnt: { method: 'GET', path: ENTERPRISE_PATHS.inSameEnt, codes: [B.notYourCompany] },
  instId: { method: 'GET', path: ENTERPRISE_PATHS.instId, codes: [B.notYourCompany, E.WRONG_STEP] },
  ocrBusinessLicense: { method: 'POST', path: ENTERPRISE_PATHS.ocrBusinessLicense, codes: [E.LICENCE_OCR_FAILED, AUTH_CODES.UPLOAD_REFUSED] },
  fourFactor: {
    method: 'POST',
    path: ENTERPRISE_PATHS.fourFactor,
    codes: [B.notYourCompany, E.WRONG_STEP, E.AUTH_METHOD_REQUIRED, E.ID_CARD_MISMATCH, E.MATERIAL_MISSING, AUTH_CODES.ID_INVALID],
  },
  bankList: { method: 'GET', path: ENTERPRISE_PATHS.bankList, codes: [] },
  areaList: { method: 'GET', path: ENTERPRISE_PATHS.areaList, codes: [] },
  cnapsList: { method: 'POST', path: ENTERPRISE_PATHS.cnapsList, codes: [] },
  smallAmountApply: { method: 'POST', path: ENTERPRISE_PATHS.smallAmountApply, codes: [B.notYourCompany, E.WRONG_STEP, E.REMITTANCE_INVALID] },
  smallAmountVerify: { method: 'POST', path: ENTERPRISE_PATHS.smallAmountVerify, codes: [B.notYourCompany, E.WRONG_STEP, E.AMOUNT_WRONG, E.AMOUNT_TRIES_EXHAUSTED, E.REMITTANCE_INVALID] },
  lpNotify: { method: 'POST', path: ENTERPRISE_PATHS.lpNotify, codes: [B.notYourCompany, E.WRONG_STEP, E.LP_RESEND_TOO_SOON] },
  lpNotifyStatus: { method: 'GET', path: ENTERPRISE_PATHS.lpNotifyStatus, codes: [B.notYourCompany] },
  materialRequirements: { method: 'GET', path: ENTERPRISE_PATHS.submitMaterial, codes: [B.notYourCompany] },
  submitMaterial: { method: 'POST', path: ENTERPRISE_PATHS.submitMaterial, codes: [B.notYourCompany, E.WRONG_STEP, E.MATERIAL_MISSING] },
  lastAuditRecord: { method: 'GET', path: ENTERPRISE_PATHS.lastAuditRecord, codes: [B.notYourCompany] },
  adminList: { method: 'GET', path: ENTERPRISE_PATHS.adminList, codes: [B.notYourCompany, E.ADMIN_NOT_ALLOWED] },
  adminCheck: { method: 'POST', path: ENTERPRISE_PATHS.adminCheck, codes: [B.notYourCompany, E.ADMIN_NOT_ALLOWED, E.ADMIN_EXISTS, E.ADMIN_ID_MISMATCH, AUTH_CODES.ID_INVALID] },
  adminAdd: { method: 'POST', path: ENTERPRISE_PATHS.adminAdd, codes: [B.notYourCompany, E.ADMIN_NOT_ALLOWED, E.ADMIN_EXISTS, E.ADMIN_ID_MISMATCH, AUTH_CODES.ID_INVALID] },

  // --- legal-representative and administrator changes -------------------------------------------
  changeInfo: { method: 'GET', path: CHANGE_PATHS.info, codes: [B.notYourCompany] },
  changeApply: {
    method: 'POST',
    path: CHANGE_PATHS.apply,
    codes: [B.notYourCompany, CHANGE_CODES.NO_CHANGE, CHANGE_CODES.WRONG_STEP, CHANGE_CODES.NOT_ALLOWED, CHANGE_CODES.NOT_NEW_LEGAL, CHANGE_CODES.FACE_REQUIRED, CHANGE_CODES.AGREEMENT_REQUIRED],
  },
  changeLpMaterial: {
    method: 'POST',
    path: CHANGE_PATHS.lpMaterial,
    codes: [B.notYourCompany, CHANGE_CODES.NO_CHANGE, CHANGE_CODES.WRONG_STEP, CHANGE_CODES.NOT_ALLOWED, CHANGE_CODES.MATERIAL_MISSING, AUTH_CODES.ID_INVALID, AUTH_CODES.ID_MISMATCH],
  },
  authSuccessEnt: { method: 'POST', path: CHANGE_PATHS.authSuccessEnt, codes: [B.notYourCompany] },
  taskJump: { method: 'POST', path: CHANGE_PATHS.taskJump, codes: [CHANGE_CODES.NO_CHANGE, CHANGE_CODES.NOT_ALLOWED] },

  // --- user centre ------------------------------------------------------------------------------
  contractList: { method: 'GET', path: USER_CENTRE_PATHS.contractList, codes: [] },
  contractDetail: { method: 'GET', path: USER_CENTRE_PATHS.contractDetail, codes: [UC.CONTRACT_NOT_FOUND] },
  contractSignSms: { method: 'POST', path: USER_CENTRE_PATHS.contractSignSms, codes: [UC.CONTRACT_NOT_FOUND, UC.CONTRACT_LOCKED, UC.CONTRACT_NOT_SIGNABLE, B.smsLocked] },
  contractSign: {
    method: 'POST',
    path: USER_CENTRE_PATHS.contractSign,
    codes: [UC.CONTRACT_NOT_FOUND, UC.CONTRACT_LOCKED, UC.CONTRACT_NOT_SIGNABLE, UC.FACE_NOT_PASSED, ...SMS],
  },
  downloadList: { method: 'GET', path: USER_CENTRE_PATHS.downloadList, codes: [] },
  fileAuthUrlGet: { method: 'GET', path: USER_CENTRE_PATHS.fileAuthUrl, codes: [UC.FILE_NOT_FOUND] },
  fileAuthUrl: { method: 'POST', path: USER_CENTRE_PATHS.fileAuthUrl, codes: [UC.FILE_NOT_FOUND] },
  email: { method: 'GET', path: USER_CENTRE_PATHS.email, codes: [] },
  bindEmail: { method: 'POST', path: USER_CENTRE_PATHS.email, codes: [UC.EMAIL_CODE_WRONG, B.smsCodeExpired] },
  emailCode: { method: 'POST', path: USER_CENTRE_PATHS.emailCode, codes: [] },
  loginHistory: { method: 'GET', path: USER_CENTRE_PATHS.loginHistory, codes: [] },
  revealSms: { method: 'POST', path: USER_CENTRE_PATHS.revealSms, codes: [B.smsLocked] },
  reveal: { method: 'POST', path: USER_CENTRE_PATHS.reveal, codes: SMS },
  userEntInfo: { method: 'GET', path: USER_CENTRE_PATHS.entInfo, codes: [] },

  // --- public pages: content and treasury --------------------------------------------------------
  newsList: { method: 'GET', path: CONTENT_PATHS.newsList, codes: [] },
  newsDetail: { method: 'GET', path: CONTENT_PATHS.newsDetail, codes: [] },
  richDetail: { method: 'GET', path: CONTENT_PATHS.richDetail, codes: [] },
  productList: { method: 'GET', path: CONTENT_PATHS.productList, codes: [] },
  productDetail: { method: 'GET', path: CONTENT_PATHS.productDetail, codes: [] },
  treasuryProduct: { method: 'GET', path: TREASURY_PATHS.product, codes: [] },
  treasuryTemplates: { method: 'GET', path: TREASURY_PATHS.templates, codes: [] },
  treasuryFiles: { method: 'GET', path: TREASURY_PATHS.files, codes: [] },
  treasuryFile: { method: 'GET', path: TREASURY_PATHS.file, codes: [] },
  applicationList: { method: 'GET', path: TREASURY_PATHS.applicationList, codes: [] },
  applicationDetail: { method: 'GET', path: TREASURY_PATHS.applicationDetail, codes: [] },
  apply: { method: 'POST', path: TREASURY_PATHS.apply, codes: [400] },
});

export type Calls = typeof calls;
export type CallName = keyof Calls;
