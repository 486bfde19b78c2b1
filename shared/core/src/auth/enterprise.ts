/**
 * Enterprise authentication rules (spec 000 sections 3-5, 001 section 8; issue 10): the
 * business-type code, the create-company checks the client decides alone, the steps of each
 * method and the page a company's state allows. Pure functions; the pages call them.
 */
import { ENTERPRISE_MESSAGES, type EnterpriseBasic, type EntAuthMethod, type EntTypeCode } from '../api/enterprise';
import type { EnterpriseAuthInfoAnswer } from '../api/auth';
import type { ProductKey } from '../products';
import { ROUTES } from '../routing/routes';
import { enterpriseResumePage } from '../session/status';
import { ENT_AUTH_EXPIRED_STS } from '../contract/enums';

/** The enterprise pages' prefix (the claim of mf-auth). */
export const AUTH_ENTERPRISE_BASE = ROUTES.auth.enterprise.SelectBusiness.path.slice(0, ROUTES.auth.enterprise.SelectBusiness.path.lastIndexOf('/'));

/** The enterprise status (sts.sts or the summary's entPlatformAuthSts) of an authentication past its validity. */
export { ENT_AUTH_EXPIRED_STS };

/** The enterprise pages under /AuthEnterprise (spec 000 section 2). */
export const ENTERPRISE_PAGES = [
  'SelectBusiness',
  'SelectBusinessOrder',
  'AuthCertificate',
  'AuthPayment',
  'AuthBackfill',
  'AuthType',
  'legalPersonAuthType',
  'AuthUpload',
  'AuthManualReview',
  'AuthReject',
  'AuthResult',
  'addAdministrator',
] as const;

export type EnterprisePage = (typeof ENTERPRISE_PAGES)[number];

export const isEnterprisePage = (value: string | undefined): value is EnterprisePage => (ENTERPRISE_PAGES as readonly string[]).includes(value ?? '');

/** Products that refuse individual businesses (spec 000 section 5: smallsupply and proBill). */
const NO_INDIVIDUAL: readonly string[] = ['smallsupply', 'bill', 'proBill'];
/** Order financing products (SelectBusinessOrder; the group-core check). */
const ORDER: readonly string[] = ['orderCredit', 'orderProtection'];

export const isOrderProduct = (product: string | null | undefined): boolean => ORDER.includes(product ?? '');

/**
 * The business-type code kept with the company (spec 000 section 3): ddb keeps its mode
 * (ddb_1 / ddb_2); otherwise the product's segment under abt_ent_ (general), abt_indv_biz_
 * (individual business); without a product, abt_basic_individual for an individual business and
 * abt_ent_basic for a company.
 */
export function businessTypeCode({ busType, entType, ddbMode }: { busType: string | null | undefined; entType: EntTypeCode | undefined; ddbMode?: 1 | 2 }): string {
  const segment = (busType ?? '').trim().toLowerCase();
  if (segment.startsWith('ddb')) return `ddb_${ddbMode ?? (segment.endsWith('2') ? 2 : 1)}`;
  if (segment.startsWith('abt_')) return segment;
  if (entType === 2) return segment ? `abt_indv_biz_${segment}` : 'abt_basic_individual';
  return segment ? `abt_ent_${segment}` : 'abt_ent_basic';
}

export interface CreateCompanyInput {
  basic: EnterpriseBasic;
  /** The signed-in person's real name (personal2). */
  userName: string | undefined;
  product: ProductKey | string | null | undefined;
  /** The group-unit answer ('Y' / 'N'), when asked. */
  groupUnit?: 'Y' | 'N';
  authMethod?: EntAuthMethod;
}

export type CreateCompanyDecision =
  | { kind: 'refuse'; message: string }
  /** Ask queryCustomerInfoGroupUnit, then decide again with its answer. */
  | { kind: 'askGroupUnit' }
  /** Ask for the auth method (order products with a general enterprise). */
  | { kind: 'askMethod' }
  | { kind: 'relate' };

/** The create-company checks the client decides before `/auth/relationship` (spec 000 section 5). */
export function createCompanyDecision({ basic, userName, product, groupUnit, authMethod }: CreateCompanyInput): CreateCompanyDecision {
  if (!basic.creditCode) return { kind: 'refuse', message: ENTERPRISE_MESSAGES.noCreditCode };
  const individual = basic.entityType === 2;
  if (individual) {
    if (NO_INDIVIDUAL.includes(product ?? '')) return { kind: 'refuse', message: ENTERPRISE_MESSAGES.individualUnsupported };
    if (userName !== undefined && basic.frName !== userName) return { kind: 'refuse', message: ENTERPRISE_MESSAGES.notOperator };
    return { kind: 'relate' };
  }
  if (isOrderProduct(product)) {
    if (groupUnit === undefined) return { kind: 'askGroupUnit' };
    if (groupUnit !== 'Y') return { kind: 'refuse', message: ENTERPRISE_MESSAGES.notGroupCore };
    if (authMethod === undefined) return { kind: 'askMethod' };
  }
  return { kind: 'relate' };
}

export type MethodStep = 'ent4' | 'remittance' | 'legalPersonFace' | 'materials' | 'review';

/** The steps of each method after ent4 (spec 000 section 3's methods; the materials end each). */
export function methodSteps(method: EntAuthMethod | null | undefined, entType?: EntTypeCode): MethodStep[] {
  if (entType === 2) return ['ent4', 'legalPersonFace'];
  switch (method) {
    case 1:
      return ['ent4', 'remittance', 'legalPersonFace', 'materials', 'review'];
    case 2:
      return ['ent4', 'legalPersonFace', 'materials', 'review'];
    case 3:
      return ['ent4', 'remittance', 'materials', 'review'];
    case 4:
      return ['ent4', 'materials', 'review'];
    default:
      return ['ent4'];
  }
}

/** Pages any state allows: the entry pages and the administrators. */
const ALWAYS: readonly EnterprisePage[] = ['SelectBusiness', 'SelectBusinessOrder', 'addAdministrator'];

export type EnterprisePageInfo = Pick<EnterpriseAuthInfoAnswer, 'sts' | 'businessType' | 'isLegalPerson' | 'businessLicense' | 'authMethod'>;

/**
 * The page a company in progress continues on: spec 000 section 4's resume page, refined by what
 * the state says further: method 2 skips the remittance, after the legal person's face the
 * materials follow, and a user who is not the legal person notifies them (legalPersonAuthType).
 */
export function enterpriseStepPage(info: EnterprisePageInfo): EnterprisePage {
  const subSts = info.sts?.subSts;
  const entType = info.businessLicense?.entType;
  let page: EnterprisePage = enterpriseResumePage({ subSts, entType, isLegalPerson: info.isLegalPerson, businessType: info.businessType });
  const individual = entType === 2;
  if (!individual && subSts === 'ENT_4_FINISH' && info.authMethod === 2) page = 'AuthType';
  if (!individual && subSts === 'FACE_VERIFY_FINISH') page = 'AuthUpload';
  if (page === 'AuthType' && !individual && !info.isLegalPerson) page = 'legalPersonAuthType';
  return page;
}

/** Pages a sub-status allows besides its own: fix ent4, go on after the legal person confirmed, see the pending review. */
const ALSO_ALLOWED: Readonly<Record<string, readonly EnterprisePage[]>> = {
  ENT_4_NOT_PASS: ['AuthCertificate'],
  // After the tries ran out the company applies again.
  ENT_SMALL_AMT_APPLY: ['AuthPayment'],
  LP_NOTIFY_FINISH: ['AuthType', 'legalPersonAuthType', 'AuthUpload'],
  JUMP_SUBMIT_MATERIALS: ['AuthManualReview'],
};

export interface EnterprisePageInput {
  page: EnterprisePage;
  /** The company's enterprise info; undefined when it has none yet. */
  info: EnterprisePageInfo | undefined;
  /** The query's type: FACE_HERE lets a user who is not the legal person open the face page for them. */
  type?: string | null;
}

/** The query type of 更换认证方式 on legalPersonAuthType: the legal person does the face on this user's screen. */
export const FACE_HERE = 'faceHere';

/**
 * The page the company's state allows: undefined when `page` may show, else the page to go to.
 * Not started (failed or expired): AuthCertificate; done: AuthResult; in progress: enterpriseStepPage and
 * the pages ALSO_ALLOWED for its sub-status.
 */
export function enterprisePageRedirect({ page, info, type }: EnterprisePageInput): EnterprisePage | undefined {
  if (ALWAYS.includes(page)) return undefined;
  const sts = info?.sts?.sts;
  // An expired authentication starts again at the certificate, like one never started.
  if (!info || !sts || sts === 'FAILING' || sts === ENT_AUTH_EXPIRED_STS) return page === 'AuthCertificate' ? undefined : 'AuthCertificate';
  if (sts === 'SUCCESS') return page === 'AuthResult' ? undefined : 'AuthResult';
  const step = enterpriseStepPage(info);
  if (page === step || (ALSO_ALLOWED[info.sts?.subSts ?? ''] ?? []).includes(page)) return undefined;
  if (step === 'legalPersonAuthType' && page === 'AuthType' && type === FACE_HERE) return undefined;
  return step;
}

/** How a linked company reads in the SelectBusiness list. */
export type LinkedCompanyState = 'none' | 'inProgress' | 'rejected' | 'done' | 'expired';

/** The state a linked company's `GET /auth/info` sts shows (a customer rejection asks the user to act). */
export function linkedCompanyState(info: Pick<EnterprisePageInfo, 'sts'> | undefined): LinkedCompanyState {
  const sts = info?.sts?.sts;
  if (sts === 'SUCCESS') return 'done';
  if (sts === ENT_AUTH_EXPIRED_STS) return 'expired';
  if (sts === 'PROCESSING') return info?.sts?.subSts === 'MANUAL_CHECK_REJECT_CUSTOMER' ? 'rejected' : 'inProgress';
  return 'none';
}

/** Where picking a linked company on SelectBusiness leads: its result, its resume page, or its certificate. */
export function linkedCompanyPage(info: EnterprisePageInfo | undefined): EnterprisePage {
  const state = linkedCompanyState(info);
  if (state === 'done') return 'AuthResult';
  if (info && (state === 'inProgress' || state === 'rejected')) return enterpriseStepPage(info);
  return 'AuthCertificate';
}

/** The backfill page's state: tries left to type the amount, or none left (apply for the remittance again). */
export type BackfillState = { kind: 'open'; triesLeft: number; maxTries: number } | { kind: 'exhausted' } | { kind: 'unknown' };

/** From the company's info: no tries left says so when the page opens, not after a wasted submit. */
export function backfillState(info: Pick<EnterpriseAuthInfoAnswer, 'remittance'> | undefined): BackfillState {
  const remittance = info?.remittance;
  if (!remittance) return { kind: 'unknown' };
  if (remittance.triesLeft <= 0) return { kind: 'exhausted' };
  return { kind: 'open', triesLeft: remittance.triesLeft, maxTries: remittance.maxTries };
}

/** Yuan with exactly two decimals, 0.01-0.99 for the remittance (the mock's amount). */
export const REMITTANCE_AMOUNT = /^0\.\d{2}$/;

export const isRemittanceAmount = (value: string | undefined): boolean => REMITTANCE_AMOUNT.test((value ?? '').trim()) && (value ?? '').trim() !== '0.00';

/** A corporate account number: 8-30 digits once spaces are removed. */
export const normaliseAccountNo = (value: string | undefined): string => (value ?? '').replace(/\s+/g, '');
export const isAccountNo = (value: string | undefined): boolean => /^\d{8,30}$/.test(normaliseAccountNo(value));

/** A CNAPS branch code has 12 digits. */
export const isCnapsCode = (value: string | undefined): boolean => /^\d{12}$/.test(value ?? '');
