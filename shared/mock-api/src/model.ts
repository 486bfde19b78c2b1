/**
 * The mock's data model: accounts, their companies and authentication progress, as types only.
 * A leaf module: the personas, the worlds and the routes all import it, and it imports none of them.
 */
import type {
  AuditResult,
  AuthSts,
  ChangeState,
  ENT_AUTH_EXPIRED_STS,
  EntAuthMethod,
  EntRole,
  EntTypeCode,
  LpNotifyStatus,
  MaterialFile,
  PersonalFactorCode,
  PersonalFailure,
} from '@portal/core';

// Core's wire types, by the names the mock's modules use.
export type { AuthSts, ChangeState, EntRole };
export type EntAuthSts = AuthSts | typeof ENT_AUTH_EXPIRED_STS;
export type EntType = EntTypeCode;
export type AuthMethod = EntAuthMethod;

export interface Company {
  companyUCId: string;
  creditCode: string;
  companyName: string;
  entType: EntType;
  legalPersonName: string;
  legalPersonIdNo: string;
  administratorIdNo: string;
  /** The linked account's role in this company. */
  role: EntRole;
  /** sts EXPIRED: an authentication past its validity (the auth-error dialog's expired case). */
  auth: { sts: EntAuthSts | null; subSts: string | null; authMethod: AuthMethod | null };
  /** Change requests in progress: they block smallsupply and proBill (issue 11 moves them). */
  legalChange: ChangeState;
  adminChange: ChangeState;
  /**
   * Product permissions by product id (HXG, cp01...): an entry overrides the default, which is
   * granted for the legal person and the administrator and refused for an ordinary user.
   */
  permissions: Record<string, boolean>;
  /** Enterprise authentication's progress (remittance, notices, reviews, administrators); created on first use. */
  enterprise?: EnterpriseProgress;
}

export type PersonalFactor = PersonalFactorCode;

/** One factor's outcome; `reason` is kept for a failure. */
export interface FactorState {
  sts: AuthSts;
  reason: string | null;
}

export interface PersonalAuth {
  sts: AuthSts;
  subSts: string | null;
  /** The identity given to personal2 (kept when it failed, for the record). */
  idName: string;
  idNo: string;
  factors: Partial<Record<PersonalFactor, FactorState>>;
  /** The last failed attempt, for /AuthPerson/AuthResult; cleared by the next factor passed. */
  lastFailure: PersonalFailure | null;
}

/** Authentication on the old platform (`/auth/history/info`): asks for 升级认证. */
export interface HistoryAuth {
  idName: string;
  idNo: string;
}

export interface Account {
  mobile: string;
  userUCId: string;
  username: string;
  password: string;
  /** Password login answers 501004 until the password is reset. */
  weakPassword: boolean;
  /** False until a password is set (activation, operation type 1): password login is refused until then. */
  activated: boolean;
  personal: PersonalAuth | null;
  history: HistoryAuth | null;
  companies: Company[];
  /** One line for the README and the IAM chooser. */
  summary: string;
}

/** The account a small remittance goes to. */
export interface RemittanceTarget {
  accountNo: string;
  accountName: string;
  bankCode: string;
  bankName: string;
  cnapsCode: string;
  branchName: string;
  provinceCode: string;
  cityCode: string;
}

export interface Remittance extends RemittanceTarget {
  /** Yuan with two decimals, 0.01-0.99. */
  amount: string;
  appliedAt: number;
  triesLeft: number;
  verified: boolean;
}

export interface LpNotice {
  notifyId: string;
  /** The account that asked (the administrator). */
  mobile: string;
  creditCode: string;
  lpMobile: string;
  status: LpNotifyStatus;
  reason: string | null;
  sentAt: number;
  resendAt: number;
}

export interface AuditEntry {
  result: AuditResult;
  reasons: string[];
  submittedAt: number;
  reviewedAt: number | null;
  files: Array<MaterialFile & { fileName: string; url: string }>;
}

export interface AdminEntry {
  mobile: string;
  name: string;
  idNo: string;
  role: 'LEGAL_PERSON' | 'ADMINISTRATOR';
  addedAt: number;
}

/** What enterprise authentication remembers per (account, company) beyond `company.auth`. */
export interface EnterpriseProgress {
  /** Business-type code (abt_*, ddb mode) chosen from the product; null: by the kind. */
  businessType: string | null;
  productKey: string | null;
  /** Why ent4 failed (ENT_4_NOT_PASS). */
  ent4Reason: string | null;
  /** Why the last legal-person face failed. */
  faceReason: string | null;
  remittance: Remittance | null;
  lpNotice: LpNotice | null;
  audits: AuditEntry[];
  /** Administrators added on /AuthEnterprise/addAdministrator (the legal person is listed apart). */
  admins: AdminEntry[];
}
