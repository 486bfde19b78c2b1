/**
 * The change world (issue 11): one legal-representative change and one administrator change per
 * company (credit code), moved by the change calls and the reviewer (POST /__mock/review/:creditCode).
 * Kept on the world (MockState.changes), so POST /__mock/reset re-seeds it.
 */
import {
  CHANGE_CODES as C,
  type AdminChangeView,
  type AuditRecord,
  type ChangeInfoAnswer,
  type ChangeSide,
  type LegalChangeView,
  changeStates,
} from '@portal/core';
import { maskMobile } from '../mask';
import { bizError } from '../envelope';
import type { Account, Company } from '../model';
import type { MockState } from '../state';
import type { ReviewDecision } from './enterprise-state';
import { type AdminChangeRecord, type ChangeRecords, type LegalChangeRecord, changeSeeds, legalMobileOf } from './change-seeds';

export type { AdminChangeRecord, ChangeRecords, ChangeSeed, LegalChangeRecord } from './change-seeds';
export { registerChangeSeed, registerLegalMobile } from './change-seeds';

export function changesOf(state: MockState): ChangeRecords {
  let records = state.changes;
  if (!records) {
    records = { legal: new Map(), admin: new Map(), nextId: 1 };
    for (const seed of changeSeeds()) seed(records);
    state.changes = records;
  }
  return records;
}

export const REVIEW_REJECT_DEFAULT = '新营业执照与变更通知书信息不一致，请核对后重新上传';
export const ADMIN_REFUSAL_DEFAULT = '法定代表人未同意该用户成为平台管理员';

const links = (state: MockState, creditCode: string): Array<{ account: Account; company: Company }> =>
  [...state.accounts.values()].flatMap((account) => account.companies.filter((c) => c.creditCode === creditCode).map((company) => ({ account, company })));

/** Every linked account's flags follow the change (they block smallsupply and proBill). */
export function syncFlags(state: MockState, creditCode: string): void {
  const records = changesOf(state);
  const flags = changeStates({
    legalChange: records.legal.get(creditCode) ?? null,
    adminChange: records.admin.get(creditCode) ?? null,
  });
  for (const { company } of links(state, creditCode)) {
    company.legalChange = flags.legalChange;
    company.adminChange = flags.adminChange;
  }
}

const isManager = (company: Company): boolean => company.role === 'ADMINISTRATOR' || company.role === 'LEGAL_PERSON';

function legalSide(record: LegalChangeRecord, account: Account, company: Company): ChangeSide {
  if (record.newLegal?.mobile === account.mobile) return 'legal';
  if (record.applicantMobile === account.mobile || company.role === 'ADMINISTRATOR') return 'admin';
  return 'other';
}

export function legalView(record: LegalChangeRecord, account: Account, company: Company): LegalChangeView {
  const last = record.audits.at(-1);
  return {
    instId: record.instId,
    businessType: record.businessType,
    step: record.step,
    side: legalSide(record, account, company),
    newLegalName: record.newLegal?.name ?? null,
    newLegalMobile: record.newLegal ? maskMobile(record.newLegal.mobile) : null,
    rejectReasons: record.step === 'REJECTED' && last ? [...last.reasons] : [],
    updatedAt: record.updatedAt,
  };
}

export function adminView(record: AdminChangeRecord, account: Account): AdminChangeView {
  return {
    instId: record.instId,
    step: record.step,
    side: record.applicantMobile === account.mobile ? 'applicant' : 'other',
    applicantName: record.applicantName,
    legalName: record.legalName,
    legalMobile: maskMobile(record.legalMobile),
    refusal: record.refusal,
    updatedAt: record.updatedAt,
  };
}

export function changeInfo(state: MockState, account: Account, company: Company): ChangeInfoAnswer {
  const records = changesOf(state);
  const legal = records.legal.get(company.creditCode);
  const admin = records.admin.get(company.creditCode);
  return {
    entCode: company.creditCode,
    entName: company.companyName,
    legalChange: legal ? legalView(legal, account, company) : null,
    adminChange: admin ? adminView(admin, account) : null,
  };
}

const wrongStep = (message = '变更已进入下一步，请刷新页面'): never => {
  throw bizError(C.WRONG_STEP, message);
};

/** The administrator starts a legal-representative change (business type 11001: started by the administrator). */
export function startLegalChange(state: MockState, account: Account, company: Company): LegalChangeRecord {
  if (company.role !== 'ADMINISTRATOR') throw bizError(C.NOT_ALLOWED, '仅平台管理员可发起法定代表人变更');
  if (company.auth.sts !== 'SUCCESS') throw bizError(C.NOT_ALLOWED, '企业认证完成后才能办理法定代表人变更');
  const records = changesOf(state);
  const current = records.legal.get(company.creditCode);
  if (current && current.step !== 'SUCCESS') return current;
  const record: LegalChangeRecord = {
    instId: `LC${String(records.nextId++).padStart(6, '0')}`,
    creditCode: company.creditCode,
    businessType: '11001',
    step: 'UPLOAD',
    applicantMobile: account.mobile,
    newLegal: null,
    files: [],
    faceId: null,
    audits: [],
    updatedAt: state.now(),
  };
  records.legal.set(company.creditCode, record);
  syncFlags(state, company.creditCode);
  return record;
}

/** The administrator's materials: first upload (UPLOAD) or the fix of a rejection (REJECTED). */
export function submitLegalMaterials(
  state: MockState,
  account: Account,
  company: Company,
  newLegal: { name: string; idNo: string; mobile: string },
  files: LegalChangeRecord['files'],
): LegalChangeRecord {
  const record = changesOf(state).legal.get(company.creditCode);
  if (!record || record.step === 'SUCCESS') throw bizError(C.NO_CHANGE, '请先发起法定代表人变更');
  if (legalSide(record, account, company) !== 'admin') throw bizError(C.NOT_ALLOWED, '仅平台管理员可上传变更材料');
  if (record.step !== 'UPLOAD' && record.step !== 'REJECTED') wrongStep();
  if (newLegal.mobile === account.mobile) throw bizError(C.NOT_ALLOWED, '请填写新法定代表人本人的手机号');
  const renamed = record.newLegal && (record.newLegal.mobile !== newLegal.mobile || record.newLegal.idNo !== newLegal.idNo);
  record.newLegal = { ...newLegal };
  record.files = files;
  record.updatedAt = state.now();
  // A fixed rejection goes back to review when the same person already signed; a new person signs again.
  if (record.step === 'REJECTED' && record.faceId && !renamed) {
    record.step = 'MANUAL_REVIEW';
    record.audits.push({ result: 'PENDING', reasons: [], submittedAt: state.now(), reviewedAt: null, files: files.map((f) => ({ ...f })) });
  } else {
    record.step = 'WAIT_LEGAL';
    record.faceId = null;
  }
  // The new legal representative sees the change once linked to the company (their task link needs it).
  const other = state.account(newLegal.mobile);
  if (other && !other.companies.some((c) => c.creditCode === company.creditCode)) {
    other.companies.push({ ...company, role: 'ORDINARY', auth: { ...company.auth }, permissions: {}, enterprise: undefined });
  }
  syncFlags(state, company.creditCode);
  return record;
}

/** The new legal representative, identity confirmed and face passed, signs the change notice: review pending. */
export function signLegalChange(state: MockState, account: Account, company: Company, faceId: string): LegalChangeRecord {
  const record = changesOf(state).legal.get(company.creditCode);
  if (!record || record.step === 'SUCCESS') throw bizError(C.NO_CHANGE, '该企业没有待您确认的法定代表人变更');
  if (legalSide(record, account, company) !== 'legal' || !record.newLegal) throw bizError(C.NOT_NEW_LEGAL, '您不是本次变更的新法定代表人');
  if (record.step !== 'WAIT_LEGAL') wrongStep();
  const personal = account.personal;
  if (personal?.idName !== record.newLegal.name || personal.idNo !== record.newLegal.idNo) {
    throw bizError(C.NOT_NEW_LEGAL, '您的实名信息与管理员填写的新法定代表人信息不一致，请联系管理员核对');
  }
  const check = state.authWorld.faceChecks.get(faceId);
  if (!check || check.mobile !== account.mobile || check.entCode !== company.creditCode || check.status !== 'passed') {
    throw bizError(C.FACE_REQUIRED, '请先完成人脸识别');
  }
  record.faceId = faceId;
  record.step = 'MANUAL_REVIEW';
  record.updatedAt = state.now();
  record.audits.push({ result: 'PENDING', reasons: [], submittedAt: state.now(), reviewedAt: null, files: record.files.map((f) => ({ ...f })) });
  syncFlags(state, company.creditCode);
  return record;
}

/** A linked user (not the legal person, not already administrator) applies to become administrator. */
export function applyAdminChange(state: MockState, account: Account, company: Company): AdminChangeRecord {
  if (company.auth.sts !== 'SUCCESS') throw bizError(C.NOT_ALLOWED, '企业认证完成后才能申请成为管理员');
  if (isManager(company)) throw bizError(C.NOT_ALLOWED, '您已是该企业的法定代表人或管理员');
  const records = changesOf(state);
  const current = records.admin.get(company.creditCode);
  if (current?.step === 'WAIT_LEGAL') {
    if (current.applicantMobile === account.mobile) return current;
    throw bizError(C.WRONG_STEP, '该企业已有管理员变更正在办理中');
  }
  const legal = links(state, company.creditCode).find(({ company: c }) => c.role === 'LEGAL_PERSON');
  const record: AdminChangeRecord = {
    instId: `AC${String(records.nextId++).padStart(6, '0')}`,
    creditCode: company.creditCode,
    step: 'WAIT_LEGAL',
    applicantMobile: account.mobile,
    applicantName: account.personal?.idName ?? account.username,
    applicantIdNo: account.personal?.idNo ?? '',
    legalName: company.legalPersonName,
    legalMobile: legal?.account.mobile ?? legalMobileOf(company.creditCode) ?? '13700000000',
    refusal: null,
    updatedAt: state.now(),
  };
  records.admin.set(company.creditCode, record);
  syncFlags(state, company.creditCode);
  return record;
}

/** The reviewer's decision on a legal-representative change under review; undefined when none is. */
export function reviewLegalChange(state: MockState, creditCode: string, decision: ReviewDecision, reason: string | undefined): Record<string, unknown> | undefined {
  const legal = changesOf(state).legal.get(creditCode);
  if (legal?.step !== 'MANUAL_REVIEW' || !legal.newLegal) return undefined;
  const now = state.now();
  const audit = legal.audits.at(-1);
  if (audit) {
    audit.reviewedAt = now;
    audit.result = decision === 'approve' ? 'APPROVED' : decision === 'reject-risk' ? 'REJECT_RISK' : decision === 'reject-customer' ? 'REJECT_CUSTOMER' : 'REJECT_BUSINESS';
    audit.reasons = decision === 'approve' ? [] : [reason ?? REVIEW_REJECT_DEFAULT];
  }
  legal.updatedAt = now;
  if (decision === 'approve') {
    legal.step = 'SUCCESS';
    const { name, idNo, mobile } = legal.newLegal;
    for (const { account, company } of links(state, creditCode)) {
      company.legalPersonName = name;
      company.legalPersonIdNo = idNo;
      if (account.mobile === mobile) company.role = 'LEGAL_PERSON';
      else if (company.role === 'LEGAL_PERSON') company.role = 'ORDINARY';
    }
  } else {
    legal.step = 'REJECTED';
  }
  syncFlags(state, creditCode);
  return { creditCode, kind: 'legalChange', instId: legal.instId, step: legal.step, reasons: audit?.reasons ?? [] };
}

/** The legal representative's answer to an administrator application waiting on them; undefined when none waits. */
export function answerAdminChange(state: MockState, creditCode: string, agree: boolean, reason: string | undefined): Record<string, unknown> | undefined {
  const admin = changesOf(state).admin.get(creditCode);
  if (admin?.step !== 'WAIT_LEGAL') return undefined;
  admin.updatedAt = state.now();
  if (agree) {
    admin.step = 'SUCCESS';
    for (const { account, company } of links(state, creditCode)) {
      if (account.mobile === admin.applicantMobile) company.role = 'ADMINISTRATOR';
      else if (company.role === 'ADMINISTRATOR') company.role = 'ORDINARY';
      company.administratorIdNo = admin.applicantIdNo;
    }
  } else {
    admin.step = 'REFUSED';
    admin.refusal = reason || ADMIN_REFUSAL_DEFAULT;
  }
  syncFlags(state, creditCode);
  return { creditCode, kind: 'adminChange', instId: admin.instId, step: admin.step, reasons: admin.refusal ? [admin.refusal] : [] };
}

/**
 * The reviewer's decision on a legal-representative change (review pending), else the legal
 * representative's answer to an administrator change (approve confirms, a reject refuses).
 */
export function decideChange(state: MockState, creditCode: string, decision: ReviewDecision, reason: string | undefined): Record<string, unknown> | undefined {
  return reviewLegalChange(state, creditCode, decision, reason) ?? answerAdminChange(state, creditCode, decision === 'approve', reason);
}

/** The change's last review when it is newer than the enterprise one (lastAuthAuditRecord answers the latest). */
export function changeAuditRecord(state: MockState, creditCode: string): AuditRecord | null {
  const audit = changesOf(state).legal.get(creditCode)?.audits.at(-1);
  return audit ? { entCode: creditCode, ...audit, reasons: [...audit.reasons], files: audit.files.map((f) => ({ ...f })) } : null;
}

/** Finds a change by its task id. */
export function changeByInstId(state: MockState, instId: string): { creditCode: string } | undefined {
  const records = changesOf(state);
  return [...records.legal.values(), ...records.admin.values()].find((r) => r.instId === instId);
}
