/**
 * Enterprise authentication's state and rules (issue 10; design page "Enterprise authentication").
 * The progress of one (account, company) lives on the Company (`company.enterprise`) so it is
 * seeded, shown by `GET /__mock/accounts/:mobile` and reset with the personas. The functions here
 * move a company's `auth` {sts, subSts, authMethod} and throw the business errors of @portal/core's
 * ENTERPRISE_CODES; routes only parse and answer.
 */
import {
  AUTH_CODES,
  ENTERPRISE_CODES as C,
  ENTERPRISE_MESSAGES as M,
  type MaterialRequirement,
  type AuditRecord,
  type AuditResult,
  type AuthFactor,
  type EntAuthMethod,
  type FourFactorRequest,
  type InFlightData,
  type RelationshipRequest,
  type StsPair,
  ddbModeOf,
  fillTemplate,
  isRealName,
  isResidentId,
} from '@portal/core';
import { MOCK_ENTERPRISE_PATHS } from '../paths';
import { bizError, httpError } from '../envelope';
import type { Account, AuditEntry, AuthMethod, AuthSts, Company, EnterpriseProgress, EntType, LpNotice, Remittance, RemittanceTarget } from '../model';
import { AGREEMENT_TITLES } from './agreements';
import { type RegistryCompany, registryByCode, registryByName } from './enterprise-registry';

export const REMITTANCE_MAX_TRIES = 3;
export const LP_RESEND_MS = 60_000;

export type { Remittance, RemittanceTarget, LpNotice, AuditEntry, AdminEntry, EnterpriseProgress } from '../model';

export const emptyProgress = (): EnterpriseProgress => ({
  businessType: null,
  productKey: null,
  ent4Reason: null,
  faceReason: null,
  remittance: null,
  lpNotice: null,
  audits: [],
  admins: [],
});

const REJECTS = ['MANUAL_CHECK_REJECT_BUSINESS_OPERATION', 'MANUAL_CHECK_REJECT_RISK_OPERATION', 'MANUAL_CHECK_REJECT_CUSTOMER'] as const;
export type RejectSubSts = (typeof REJECTS)[number];

export const REJECT_RESULTS: Readonly<Record<RejectSubSts, AuditResult>> = {
  MANUAL_CHECK_REJECT_BUSINESS_OPERATION: 'REJECT_BUSINESS',
  MANUAL_CHECK_REJECT_RISK_OPERATION: 'REJECT_RISK',
  MANUAL_CHECK_REJECT_CUSTOMER: 'REJECT_CUSTOMER',
};

/** Default reviewer reasons when QA gives none (and for seeded rejections). */
export const DEFAULT_REJECT_REASONS: Readonly<Record<RejectSubSts, string>> = {
  MANUAL_CHECK_REJECT_BUSINESS_OPERATION: '《平台认证服务协议》未加盖企业公章，请盖章后重新上传',
  MANUAL_CHECK_REJECT_RISK_OPERATION: '企业经营信息需进一步核实，请联系您的客户经理补充说明',
  MANUAL_CHECK_REJECT_CUSTOMER: '上传的营业执照复印件不清晰，请重新扫描后上传',
};

export const isReject = (subSts: string | null): subSts is RejectSubSts => REJECTS.includes(subSts as RejectSubSts);

/** The company's progress, created on first use (seeded companies start without one). */
export function progressOf(company: Company): EnterpriseProgress {
  company.enterprise ??= emptyProgress();
  const progress = company.enterprise;
  // A company put into a reject state (seed or control API) without a review gets one, so its reasons can be read.
  if (company.auth.sts === 'PROCESSING' && isReject(company.auth.subSts) && progress.audits.at(-1)?.result !== REJECT_RESULTS[company.auth.subSts]) {
    progress.audits.push({ result: REJECT_RESULTS[company.auth.subSts], reasons: [DEFAULT_REJECT_REASONS[company.auth.subSts]], submittedAt: 0, reviewedAt: 0, files: [] });
  }
  return progress;
}

export const stsOf = (company: Company): StsPair => ({ sts: company.auth.sts, subSts: company.auth.subSts });

const setAuth = (company: Company, sts: AuthSts | null, subSts: string | null): void => {
  company.auth.sts = sts;
  company.auth.subSts = subSts;
};

export const businessTypeOf = (company: Company): string => company.enterprise?.businessType ?? (company.entType === 2 ? 'abt_indv_biz_basic' : 'abt_ent_basic');

export function isLegalPersonOf(account: Account, company: Company): boolean {
  const idNo = account.personal?.factors.personal2?.sts === 'SUCCESS' ? account.personal.idNo : null;
  return idNo !== null && idNo === company.legalPersonIdNo;
}

const wrongStep = (message: string = M.wrongStep): never => {
  throw bizError(C.WRONG_STEP, message);
};

export function requireIdentity(account: Account): { idName: string; idNo: string } {
  const personal = account.personal;
  if (personal?.factors.personal2?.sts !== 'SUCCESS') throw bizError(AUTH_CODES.PERSONAL2_REQUIRED, '请先完成个人实名认证');
  return { idName: personal.idName, idNo: personal.idNo };
}

// --- create-company checks --------------------------------------------------------------------------

const ORDER_PRODUCTS = ['orderCredit', 'orderProtection'];
const NO_INDIVIDUAL_PRODUCTS = ['smallsupply', 'proBill'];

export type RelationshipOutcome =
  | { kind: 'linked'; company: Company; related: boolean; migratory: boolean }
  | { kind: 'inFlight'; data: InFlightData };

const otherLinks = (accounts: Iterable<Account>, self: Account, code: string): Company[] =>
  [...accounts].filter((a) => a !== self).flatMap((a) => a.companies.filter((c) => c.creditCode === code));

/**
 * The create-company checks of spec 000 section 5 and 001 section 8, in the order the server
 * runs them; on success the company is linked to the account (role by who the user is).
 */
export function checkAndLink(
  accounts: Iterable<Account>,
  account: Account,
  body: RelationshipRequest,
  newCompanyUCId: () => string,
): RelationshipOutcome {
  const { idName, idNo } = requireIdentity(account);
  const byCode = body.entCode ? registryByCode(body.entCode.trim().toUpperCase()) : undefined;
  const entry: RegistryCompany | undefined = byCode ?? registryByName(body.entName);
  if (!entry || (byCode && body.entName && byCode.entName !== body.entName.trim())) throw bizError(C.LOOKUP_FAILED, M.lookupFailed);
  if (!entry.creditCode) throw bizError(C.NO_CREDIT_CODE, M.noCreditCode);
  const code = entry.creditCode;

  const own = account.companies.find((c) => c.creditCode === code);
  if (own?.auth.sts === 'SUCCESS') throw bizError(C.ALREADY_AUTHENTICATED, M.alreadyAuthenticated);
  // An expired authentication is started again (the auth-error dialog's 重新认证), not continued.
  if (own?.auth.sts && own.auth.sts !== 'EXPIRED') {
    const data: InFlightData = {
      entCode: code,
      entName: own.companyName,
      sts: stsOf(own),
      entType: own.entType,
      isLegalPerson: isLegalPersonOf(account, own),
      businessType: businessTypeOf(own),
    };
    return { kind: 'inFlight', data };
  }
  if (entry.flags.includes('blocked')) throw bizError(C.CANNOT_ADD, M.cannotAdd);
  if (entry.flags.includes('migratory')) throw bizError(C.UPGRADE_FIRST, M.upgradeFirst);
  const others = otherLinks(accounts, account, code);
  if (!own && (entry.flags.includes('platformAuthenticated') || others.some((c) => c.auth.sts === 'SUCCESS'))) {
    throw bizError(C.PLATFORM_AUTHENTICATED, M.platformAuthenticated);
  }
  const productKey = body.productKey ?? null;
  const isOrder = (productKey !== null && ORDER_PRODUCTS.includes(productKey)) || /ddb/i.test(body.busType ?? '');
  if (entry.entType === 2) {
    if (productKey !== null && NO_INDIVIDUAL_PRODUCTS.includes(productKey)) throw bizError(C.INDIVIDUAL_UNSUPPORTED, M.individualUnsupported);
    // The operator check (spec 000 section 5: the legal representative's name matches): the client
    // sends the user's real name; it must be the caller's own and the registry's operator, whose ID
    // must be the caller's too (a namesake is not the operator).
    const operatorName = body.operatorName?.trim();
    if (!operatorName) throw httpError(400, '缺少参数 operatorName（经营者姓名）');
    if (operatorName !== idName || entry.legalPersonName !== operatorName || entry.legalPersonIdNo !== idNo) throw bizError(C.NOT_OPERATOR, M.notOperator);
  } else if (isOrder && entry.entType === 1) {
    if (!entry.groupUnit) throw bizError(C.NOT_GROUP_CORE, M.notGroupCore);
    if (!body.authMethod) throw bizError(C.AUTH_METHOD_REQUIRED, M.authMethodRequired);
  }

  const isLegalPerson = entry.legalPersonIdNo === idNo;
  const company: Company = own ?? {
    companyUCId: newCompanyUCId(),
    creditCode: code,
    companyName: entry.entName,
    entType: entry.entType as EntType,
    legalPersonName: entry.legalPersonName,
    legalPersonIdNo: entry.legalPersonIdNo,
    administratorIdNo: idNo,
    role: isLegalPerson ? 'LEGAL_PERSON' : 'ADMINISTRATOR',
    auth: { sts: null, subSts: null, authMethod: null },
    legalChange: 'none',
    adminChange: 'none',
    permissions: {},
  };
  const progress = progressOf(company);
  if (body.busType) progress.businessType = body.busType;
  if (productKey) progress.productKey = productKey;
  if (body.authMethod) company.auth.authMethod = body.authMethod;
  if (!own) account.companies.push(company);
  return { kind: 'linked', company, related: others.length > 0, migratory: false };
}

// --- ent4 -------------------------------------------------------------------------------------------

export interface FourFactorOutcome {
  passed: boolean;
  reason: string | null;
}

const ENT4_REASONS = {
  name: '企业名称与统一社会信用代码不匹配，请核对营业执照',
  type: '企业类型与工商登记信息不一致',
  legal: '法定代表人姓名或身份证号与工商登记信息不一致',
  operator: '经营者姓名或身份证号与工商登记信息不一致',
} as const;

const ENT4_STEPS = [null, 'ENT_4_FINISH', 'ENT_4_NOT_PASS'];

/**
 * ent4 against the registry (or the company's own record when QA made it up). A user who is the
 * legal representative sends both sides of their ID card (`ownsFile`: an upload of this account).
 */
export function submitFourFactor(
  account: Account,
  company: Company,
  body: FourFactorRequest,
  ownsFile: (fileId: string | undefined) => boolean = () => false,
  frontPerson: (fileId: string | undefined) => { name: string; idNo: string } | undefined = () => undefined,
): FourFactorOutcome {
  if (company.auth.sts === 'SUCCESS') throw bizError(C.ALREADY_AUTHENTICATED, M.alreadyAuthenticated);
  const expired = company.auth.sts === 'EXPIRED';
  if (!expired && !ENT4_STEPS.includes(company.auth.subSts)) wrongStep();
  const legalName = body.legalPersonName.trim();
  const legalIdNo = body.legalPersonIdNo.trim().toUpperCase();
  if (!isRealName(legalName)) throw bizError(AUTH_CODES.ID_INVALID, '请输入正确的法定代表人姓名');
  if (!isResidentId(legalIdNo)) throw bizError(AUTH_CODES.ID_INVALID, '请输入正确的法定代表人身份证号');
  const individual = company.entType === 2;
  const method: AuthMethod | undefined = individual ? 2 : body.authMethod;
  if (!method) throw bizError(C.AUTH_METHOD_REQUIRED, M.authMethodRequired);
  if (isLegalPersonOf(account, company) && !(ownsFile(body.idCardFrontFileId) && ownsFile(body.idCardBackFileId))) {
    throw bizError(C.MATERIAL_MISSING, M.idCardPhotosRequired);
  }
  // OCR of the front photo: another person's card is refused before ent4 is asked (nothing moves).
  const pictured = frontPerson(body.idCardFrontFileId);
  if (pictured && (pictured.name !== legalName || pictured.idNo !== legalIdNo)) throw bizError(C.ID_CARD_MISMATCH, M.idCardMismatch);

  const entry = registryByCode(company.creditCode);
  const truth = {
    entName: entry?.entName ?? company.companyName,
    entType: entry?.entType ?? company.entType,
    legalPersonName: entry?.legalPersonName ?? company.legalPersonName,
    legalPersonIdNo: entry?.legalPersonIdNo ?? company.legalPersonIdNo,
  };
  const reason =
    body.entName.trim() !== truth.entName
      ? ENT4_REASONS.name
      : body.entType !== truth.entType
        ? ENT4_REASONS.type
        : legalName !== truth.legalPersonName || legalIdNo !== truth.legalPersonIdNo
          ? individual
            ? ENT4_REASONS.operator
            : ENT4_REASONS.legal
          : null;

  // Re-authentication after expiry starts from nothing (the administrators stay).
  if (expired) company.enterprise = { ...emptyProgress(), admins: progressOf(company).admins };
  const progress = progressOf(company);
  company.auth.authMethod = method;
  if (body.busType) progress.businessType = body.busType;
  progress.ent4Reason = reason;
  if (reason) {
    setAuth(company, 'PROCESSING', 'ENT_4_NOT_PASS');
    return { passed: false, reason };
  }
  company.legalPersonName = truth.legalPersonName;
  company.legalPersonIdNo = truth.legalPersonIdNo;
  if (isLegalPersonOf(account, company)) company.role = 'LEGAL_PERSON';
  // Offline (4) has nothing online left: the materials come next.
  setAuth(company, 'PROCESSING', method === 4 ? 'JUMP_SUBMIT_MATERIALS' : 'ENT_4_FINISH');
  return { passed: true, reason: null };
}

// --- small remittance -------------------------------------------------------------------------------


const usesRemittance = (method: AuthMethod | null): boolean => method === 1 || method === 3;

/** Apply (or apply again): a new random amount and a fresh set of tries. */
export function applyRemittance(account: Account, company: Company, target: RemittanceTarget, amountCents: number, now: number): Remittance {
  const { subSts, authMethod } = company.auth;
  if (company.auth.sts === 'SUCCESS') throw bizError(C.ALREADY_AUTHENTICATED, M.alreadyAuthenticated);
  if (!usesRemittance(authMethod)) wrongStep('当前认证方式无需小额打款');
  // Spec resume: a non-legal-person whose ent4 failed goes to the payment page, the remittance proving the company.
  const allowed = subSts === 'ENT_4_FINISH' || subSts === 'ENT_SMALL_AMT_APPLY' || (subSts === 'ENT_4_NOT_PASS' && !isLegalPersonOf(account, company));
  if (!allowed) wrongStep();
  if (target.accountName.trim() !== company.companyName) throw bizError(C.REMITTANCE_INVALID, '账户名称须与企业名称一致');
  const remittance: Remittance = {
    ...target,
    amount: (amountCents / 100).toFixed(2),
    appliedAt: now,
    triesLeft: REMITTANCE_MAX_TRIES,
    verified: false,
  };
  progressOf(company).remittance = remittance;
  setAuth(company, 'PROCESSING', 'ENT_SMALL_AMT_APPLY');
  return remittance;
}

export const AMOUNT_PATTERN = /^\d{1,3}(,\d{3})*\.\d{2}$|^\d+\.\d{2}$/;

export type VerifyOutcome = { ok: true } | { ok: false; code: number; message: string; triesLeft: number };

/** Backfill: the amount with two decimals; wrong answers count down the tries. */
export function verifyRemittance(company: Company, amount: string): VerifyOutcome {
  const remittance = progressOf(company).remittance;
  if (company.auth.subSts !== 'ENT_SMALL_AMT_APPLY' || !remittance || remittance.verified) wrongStep();
  const live = remittance as Remittance;
  if (!AMOUNT_PATTERN.test(amount.trim())) throw bizError(C.REMITTANCE_INVALID, M.amountFormat);
  if (live.triesLeft <= 0) return { ok: false, code: C.AMOUNT_TRIES_EXHAUSTED, message: M.amountTriesExhausted, triesLeft: 0 };
  if (Number(amount.replace(/,/g, '')).toFixed(2) !== live.amount) {
    live.triesLeft -= 1;
    return live.triesLeft > 0
      ? { ok: false, code: C.AMOUNT_WRONG, message: fillTemplate(M.amountWrong, { left: String(live.triesLeft) }), triesLeft: live.triesLeft }
      : { ok: false, code: C.AMOUNT_TRIES_EXHAUSTED, message: M.amountTriesExhausted, triesLeft: 0 };
  }
  live.verified = true;
  // Method 3 signs the legal person's part offline: the materials come next.
  setAuth(company, 'PROCESSING', company.auth.authMethod === 3 ? 'JUMP_SUBMIT_MATERIALS' : 'ENT_SMALL_AMT_VERIFY');
  return { ok: true };
}

// --- legal person -----------------------------------------------------------------------------------

/** Where the legal person's own step (face or notice) may happen: after the remittance (1) or ent4 (2, individual). */
export function legalPersonStepOpen(company: Company): boolean {
  const { subSts, authMethod } = company.auth;
  if (company.auth.sts !== 'PROCESSING') return false;
  if (company.entType === 2) return subSts === 'ENT_4_FINISH';
  // ddb mode 2 goes on like an individual business after ent4 (spec 000 section 4): the legal person's face next.
  if (ddbModeOf(company.enterprise?.businessType) === 2) return subSts === 'ENT_4_FINISH';
  if (authMethod === 1) return subSts === 'ENT_SMALL_AMT_VERIFY';
  if (authMethod === 2) return subSts === 'ENT_4_FINISH';
  return false;
}

/** The legal person's face passed or failed (scene legalPerson). */
export function legalPersonFaceOutcome(company: Company, passed: boolean, reason: string | null): void {
  const progress = progressOf(company);
  if (!legalPersonStepOpen(company)) return;
  if (!passed) {
    progress.faceReason = reason;
    return;
  }
  progress.faceReason = null;
  // An individual business is authenticated by its operator's face (no materials to review).
  if (company.entType === 2) setAuth(company, 'SUCCESS', 'WISH_FINISH');
  else setAuth(company, 'PROCESSING', 'FACE_VERIFY_FINISH');
}

export function notifyLegalPerson(account: Account, company: Company, lpMobile: string, notifyId: string, now: number): LpNotice {
  if (!legalPersonStepOpen(company)) wrongStep();
  if (isLegalPersonOf(account, company)) wrongStep('您是该企业的法定代表人，请直接完成人脸识别');
  if (lpMobile === account.mobile) throw bizError(C.REMITTANCE_INVALID, '请填写法定代表人本人的手机号');
  const progress = progressOf(company);
  const previous = progress.lpNotice;
  if (previous && previous.status === 'waiting' && previous.resendAt > now) throw bizError(C.LP_RESEND_TOO_SOON, M.lpResendTooSoon);
  const notice: LpNotice = { notifyId, mobile: account.mobile, creditCode: company.creditCode, lpMobile, status: 'waiting', reason: null, sentAt: now, resendAt: now + LP_RESEND_MS };
  progress.lpNotice = notice;
  return notice;
}

/** The notified legal person answered on the phone page (or through the control API). */
export function answerLpNotice(company: Company, notice: LpNotice, confirm: boolean, reason: string | null): void {
  if (notice.status !== 'waiting') throw new Error(`该通知已处理（${notice.status}）`);
  notice.status = confirm ? 'confirmed' : 'refused';
  notice.reason = confirm ? null : reason || '法定代表人拒绝了本次认证';
  if (confirm && legalPersonStepOpen(company)) setAuth(company, 'PROCESSING', 'LP_NOTIFY_FINISH');
}

// --- materials and review -----------------------------------------------------------------------------

const LICENCE_COPY: MaterialRequirement = { code: 'businessLicense', title: '加盖公章的营业执照复印件', templateUrl: null };

/** The signed and stamped documents a company uploads, by method and by who the user is. */
export function requiredMaterials(account: Account, company: Company): MaterialRequirement[] {
  const method = company.auth.authMethod ?? 1;
  const codes = method === 3 || method === 4 ? ['ptrzxy-bl-0001', 'szzsgs-bl-0007'] : ['ptrzxy-bl-0001', 'szzsgs-bl-0006'];
  if (!isLegalPersonOf(account, company)) codes.push('glysq-bl-0003');
  const list = codes.map((code) => ({ code, title: AGREEMENT_TITLES[code], templateUrl: MOCK_ENTERPRISE_PATHS.agreementPdf(code) }));
  return method === 4 ? [...list, LICENCE_COPY] : list;
}

const SUBMIT_STEPS = ['JUMP_SUBMIT_MATERIALS', 'FACE_VERIFY_FINISH', 'LP_NOTIFY_FINISH', ...REJECTS];

export const reviewPending = (company: Company): boolean => company.enterprise?.audits.at(-1)?.result === 'PENDING';

export function submitMaterials(account: Account, company: Company, files: AuditEntry['files'], now: number): AuditEntry {
  if (company.auth.sts === 'SUCCESS') throw bizError(C.ALREADY_AUTHENTICATED, M.alreadyAuthenticated);
  if (reviewPending(company)) wrongStep('认证材料审核中，请耐心等待审核结果');
  if (company.auth.sts !== 'PROCESSING' || !SUBMIT_STEPS.includes(company.auth.subSts ?? '')) wrongStep();
  const given = new Set(files.map((f) => f.code));
  const missing = requiredMaterials(account, company).filter((m) => !given.has(m.code));
  if (missing.length > 0) throw bizError(C.MATERIAL_MISSING, `${M.materialMissing}：${missing.map((m) => m.title).join('、')}`);
  const entry: AuditEntry = { result: 'PENDING', reasons: [], submittedAt: now, reviewedAt: null, files };
  progressOf(company).audits.push(entry);
  setAuth(company, 'PROCESSING', 'JUMP_SUBMIT_MATERIALS');
  return entry;
}

export type ReviewDecision = 'approve' | 'reject-business' | 'reject-risk' | 'reject-customer';

const DECISION_SUBSTS: Readonly<Record<Exclude<ReviewDecision, 'approve'>, RejectSubSts>> = {
  'reject-business': 'MANUAL_CHECK_REJECT_BUSINESS_OPERATION',
  'reject-risk': 'MANUAL_CHECK_REJECT_RISK_OPERATION',
  'reject-customer': 'MANUAL_CHECK_REJECT_CUSTOMER',
};

/** The reviewer's decision on the pending materials; reasons are one per line of `reason`. */
export function decideReview(company: Company, decision: ReviewDecision, reason: string | undefined, now: number): AuditEntry {
  const audit = company.enterprise?.audits.at(-1);
  if (!audit || audit.result !== 'PENDING') throw new Error('no pending review');
  audit.reviewedAt = now;
  if (decision === 'approve') {
    audit.result = 'APPROVED';
    setAuth(company, 'SUCCESS', 'WISH_FINISH');
    return audit;
  }
  const subSts = DECISION_SUBSTS[decision];
  audit.result = REJECT_RESULTS[subSts];
  const lines = (reason ?? '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  audit.reasons = lines.length > 0 ? lines : [DEFAULT_REJECT_REASONS[subSts]];
  setAuth(company, 'PROCESSING', subSts);
  return audit;
}

export function auditRecord(company: Company): AuditRecord | null {
  const audit = progressOf(company).audits.at(-1);
  if (!audit) return null;
  return { entCode: company.creditCode, result: audit.result, reasons: [...audit.reasons], submittedAt: audit.submittedAt, reviewedAt: audit.reviewedAt, files: audit.files.map((f) => ({ ...f })) };
}

// --- the factors /auth/info shows ---------------------------------------------------------------------

const factor = (code: string, sts: AuthSts, subSts: string | null = null, additiona: string | null = null): AuthFactor => ({ code, sts, subSts, addService: false, additiona });

const AFTER_REMITTANCE = ['ENT_SMALL_AMT_VERIFY', 'FACE_VERIFY_FINISH', 'LP_NOTIFY_FINISH', 'JUMP_SUBMIT_MATERIALS', ...REJECTS];

/** Spec 000 section 3 enterprise factors, from how far the company got. */
export function enterpriseFactors(company: Company): Record<string, AuthFactor> {
  const { sts, subSts, authMethod } = company.auth;
  const factors: Record<string, AuthFactor> = {};
  if (!sts) return factors;
  const progress = progressOf(company);
  const ent4Failed = subSts === 'ENT_4_NOT_PASS';
  factors.ent4 = { ...factor('ent4', ent4Failed ? 'FAILING' : 'SUCCESS', null, ent4Failed ? progress.ent4Reason : null), entFullNm: company.companyName, entCode: company.creditCode };
  if (company.entType === 2) factors.individual4 = { ...factors.ent4, code: 'individual4' };
  const remittance = progress.remittance;
  if (sts === 'SUCCESS' || remittance?.verified || (usesRemittance(authMethod) && AFTER_REMITTANCE.includes(subSts ?? ''))) {
    factors.entSmallAmt = factor('entSmallAmt', 'SUCCESS');
  } else if (remittance) {
    factors.entSmallAmt = factor('entSmallAmt', 'PROCESSING', 'ENT_SMALL_AMT_APPLY');
  }
  if (subSts === 'FACE_VERIFY_FINISH' || (sts === 'SUCCESS' && (authMethod === 1 || authMethod === 2))) factors.livingFace = factor('livingFace', 'SUCCESS', 'FACE_VERIFY_FINISH');
  else if (progress.faceReason) factors.livingFace = factor('livingFace', 'FAILING', null, progress.faceReason);
  const audit = progress.audits.at(-1);
  if (audit?.result === 'PENDING') factors.submitMaterials = factor('submitMaterials', 'PROCESSING', 'MANUAL_CHECK');
  else if (audit && audit.result !== 'APPROVED' && sts === 'PROCESSING' && isReject(subSts)) factors.submitMaterials = factor('submitMaterials', 'FAILING', subSts, audit.reasons.join('\n'));
  else if (sts === 'SUCCESS') factors.submitMaterials = factor('submitMaterials', 'SUCCESS');
  return factors;
}

export const METHOD_VALUES: readonly EntAuthMethod[] = [1, 2, 3, 4];
