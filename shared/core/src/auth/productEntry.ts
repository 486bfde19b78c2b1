/**
 * Product entry (spec 000 section 4 "Product entry", 001 sections 6 and 8): what pressing a
 * product's button does, as one pure decision. The flow (`useProductEntry` in @portal/ui) loads
 * what the decision asks for, shows its notices and follows its routes.
 */
import type { EnterpriseAuthInfoAnswer, ProductPermissionRequest } from '../api/auth';
import { missingFactorKind } from './personal';
import type { Company } from '../bus';
import { errorMessages, fillTemplate } from '../errors';
import { fromProductParam, productByKey, type ProductKey } from '../products';
import { ROUTES } from '../routing/routes';
import type { BusinessSystemKey } from '../session/constants';
import { EnterpriseStatus, PersonalStatus, enterpriseResumePage, enterpriseStatusFromSts, personalStatusFromSts } from '../session/status';
import type { AuthHistoryInfo, AuthSummary, EnterpriseAuthInfo, PersonalAuthInfo } from '../session/types';

/** Where the upgrade prompt sends the user once acknowledged, and where `lost` goes. */
export const PERSONAL_CERTIFICATE_PATH = ROUTES.auth.person.AuthCertificate.path;
export const PERSONAL_AUTH_TYPE_PATH = ROUTES.auth.person.AuthType.path;
export const ADD_FACE_FACTOR_PATH = ROUTES.auth.person.AuthType.href({ type: 'addAuthTypeFace' });
export const PRODUCT_SELECTION_PATH = ROUTES.auth.person.SelectProduct.path;
export const BUSINESS_CENTRE_PATH = ROUTES.userCentre.businessCenter.path;

/** Products that a legal-person or administrator change in progress blocks, and that refuse individual businesses. */
export const CHANGE_BLOCKED_PRODUCTS: readonly ProductKey[] = ['smallsupply', 'bill'];
export const NO_INDIVIDUAL_BUSINESS_PRODUCTS: readonly ProductKey[] = ['smallsupply', 'bill'];

/** Enterprise type 2 is an individual business (spec 000 section 3). */
export const INDIVIDUAL_BUSINESS_ENT_TYPE = 2;

const ORDER_PRODUCTS: readonly ProductKey[] = ['orderCredit', 'orderProtection'];

/**
 * The busType of the enterprise authentication a product needs. Reading: the business segment of
 * the `abt_*` codes (spec names abcp and ddb), the product id lower-cased, twogold's cp01 being
 * abcp; pool and foreign-trade factoring have no id and are receivables factoring like twogold.
 */
export const PRODUCT_BUS_TYPES: Readonly<Record<ProductKey, string>> = {
  twogold: 'abcp',
  smallsupply: 'hxg',
  factoring: 'abcp',
  foreignTrade: 'abcp',
  orderCredit: 'ddb',
  orderProtection: 'ddb',
  winnings: 'hcj',
  bill: 'hxp',
  huafubao: 'hfb',
};

/** Where enterprise authentication for a product starts (SelectBusinessOrder for order financing). */
export function enterpriseAuthEntryPath(product: ProductKey): string {
  const page = ORDER_PRODUCTS.includes(product) ? ROUTES.auth.enterprise.SelectBusinessOrder : ROUTES.auth.enterprise.SelectBusiness;
  return page.href({ busType: PRODUCT_BUS_TYPES[product], fromProduct: fromProductParam(product) });
}

/** Roles whose missing permission reads 您暂无办理该产品权限 (others are told whom to ask). */
const MANAGING_ROLES: readonly string[] = ['LEGAL_PERSON', 'ADMINISTRATOR'];

/** The enterprise info as the portal's `/auth/info` answers it; the extras may be absent elsewhere. */
export type EntryEnterpriseInfo = EnterpriseAuthInfo & Partial<Pick<EnterpriseAuthInfoAnswer, 'role' | 'isLegalPerson' | 'changes'>>;

export interface ProductEntryInput {
  product: ProductKey;
  loggedIn: boolean;
  personal?: PersonalAuthInfo;
  history?: AuthHistoryInfo;
  summary?: AuthSummary;
  /** The company the user acts for: null for none linked, undefined when none was chosen. */
  company?: Company | null;
  /** The current company's enterprise authentication info. */
  enterprise?: EntryEnterpriseInfo;
  /** The user-centre id of the user (the companies call's `userCustmoerId`). */
  userUCId?: string;
  /** The permission check's answer, once asked. */
  permitted?: boolean;
  /** Open the business system in this tab instead of a new one. */
  sameTab?: boolean;
}

export type ProductEntryAction =
  | { kind: 'login' }
  | { kind: 'route'; path: string }
  /** An acknowledge-only notice; `then` is where to go once it is acknowledged. */
  | { kind: 'notice'; text: string; then?: string }
  /** 页面信息丢失: the notice, then the business centre. */
  | { kind: 'lost'; text: string; then: string }
  /** The flow must ask the permission check and decide again with its answer. */
  | { kind: 'checkPermission'; request: ProductPermissionRequest }
  | { kind: 'jump'; key: BusinessSystemKey; sameTab: boolean };

/** What the person checks can answer: a route or a notice. */
export type PersonEntryAction = Extract<ProductEntryAction, { kind: 'route' | 'notice' }>;

const lost = (): ProductEntryAction => ({ kind: 'lost', text: errorMessages.pageInfoLost, then: BUSINESS_CENTRE_PATH });

/** The `fromProduct` that carries a product on through the personal flow, so it ends in it. */
const fromProductOf = (product: ProductKey | undefined): string | undefined => (product ? fromProductParam(product) : undefined);

/**
 * The person checks: not authenticated goes to AuthCertificate (or the upgrade prompt after an
 * old-platform authentication), in progress to AuthType, and one kind of factor without the
 * other (telecom or bank card / face) to AuthType to add it. Undefined when the person may go on.
 */
export function personEntryStep({ personal, history }: Pick<ProductEntryInput, 'personal' | 'history'>, product?: ProductKey): PersonEntryAction | undefined {
  const status = personalStatusFromSts(personal?.sts?.sts);
  if (status === PersonalStatus.notAuthenticated) {
    const certificate = ROUTES.auth.person.AuthCertificate.href({ fromProduct: fromProductOf(product) });
    if (history?.personalInfo?.sts?.sts === 'SUCCESS') return { kind: 'notice', text: errorMessages.upgradeRequired, then: certificate };
    return { kind: 'route', path: certificate };
  }
  if (status === PersonalStatus.authenticating) return { kind: 'route', path: ROUTES.auth.person.AuthType.href({ fromProduct: fromProductOf(product) }) };
  if (missingFactorKind(personal)) return { kind: 'route', path: ROUTES.auth.person.AuthType.href({ type: 'addAuthTypeFace', fromProduct: fromProductOf(product) }) };
  return undefined;
}

/** What pressing a product's button does now; `checkPermission` asks to be called again with `permitted`. */
export function productEntryDecision(input: ProductEntryInput): ProductEntryAction {
  const { product: key, loggedIn, summary, company, enterprise, userUCId, permitted, sameTab = false } = input;
  if (!loggedIn) return { kind: 'login' };
  const product = productByKey(key);
  if (!product) return lost();

  const personStep = personEntryStep(input, key);
  if (personStep) return personStep;

  // Not chosen (several companies, the dialog dismissed): the business centre is where one is chosen.
  if (company === undefined) return lost();

  // Refused before any enterprise step: authenticating an individual business for them would lead nowhere.
  if (company && NO_INDIVIDUAL_BUSINESS_PRODUCTS.includes(key) && enterprise?.businessLicense?.entType === INDIVIDUAL_BUSINESS_ENT_TYPE) {
    return { kind: 'notice', text: errorMessages.individualBusinessUnsupported };
  }

  const entStatus = company ? enterpriseStatusFromSts(enterprise?.sts?.sts) : EnterpriseStatus.none;
  if (!company || entStatus === EnterpriseStatus.none) {
    // Reading of "or show the upgrade prompt": a person migrated from the old platform upgrades before a new business.
    if (summary?.personalMigratory === true) return { kind: 'notice', text: errorMessages.upgradeRequired };
    return { kind: 'route', path: enterpriseAuthEntryPath(key) };
  }

  // Expired: the company's page, where the auth-error dialog says so and re-authenticates it.
  if (entStatus === EnterpriseStatus.expired) {
    return { kind: 'route', path: ROUTES.auth.enterprise.AuthCertificate.href({ creditCode: company.creditCode, fromProduct: fromProductParam(key) }) };
  }

  const role = enterprise?.role ?? summary?.role ?? undefined;
  const isLegalPerson = enterprise?.isLegalPerson ?? role === 'LEGAL_PERSON';
  if (entStatus === EnterpriseStatus.inProgress) {
    const page = enterpriseResumePage({
      subSts: enterprise?.sts?.subSts,
      entType: enterprise?.businessLicense?.entType,
      isLegalPerson,
      businessType: enterprise?.businessType ?? enterprise?.authBizType,
    });
    return { kind: 'route', path: ROUTES.auth.enterprise[page].href({ type: 'ContinueAuth', creditCode: company.creditCode, fromProduct: fromProductParam(key) }) };
  }

  const companyName = { company: company.companyName };
  if (CHANGE_BLOCKED_PRODUCTS.includes(key)) {
    if (enterprise?.changes?.legalChange === 'inProgress') return { kind: 'notice', text: fillTemplate(errorMessages.legalPersonChanging, companyName) };
    if (enterprise?.changes?.adminChange === 'inProgress') return { kind: 'notice', text: fillTemplate(errorMessages.adminChanging, companyName) };
  }
  // Pool and foreign-trade factoring have no product id, so there is no permission to check.
  if (product.productId !== null) {
    if (!company.companyUCId || !userUCId) return lost();
    if (permitted === undefined) {
      return {
        kind: 'checkPermission',
        request: { bizType: PRODUCT_BUS_TYPES[key], companyUCId: company.companyUCId, productId: product.productId, userUCId },
      };
    }
    if (!permitted) {
      const managing = MANAGING_ROLES.includes(role ?? '');
      return { kind: 'notice', text: managing ? errorMessages.noProductPermission : errorMessages.contactLegalOrAdmin };
    }
  }
  return { kind: 'jump', key: product.systemKey, sameTab };
}
