/**
 * Personal and enterprise authentication status, the user card's label, red dot and click
 * target (spec 000 section 4), and the enterprise in-progress resume route. Pure functions.
 */
import type { AuthHistoryInfo, AuthSummary, EnterpriseAuthInfo, PersonalAuthInfo } from './types';
import { ROUTES } from '../routing/routes';
import { ENT_AUTH_EXPIRED_STS } from '../contract/enums';

/** The enterprise pages authentication in progress resumes at. */
export type ResumePage = 'AuthCertificate' | 'AuthPayment' | 'AuthBackfill' | 'AuthType' | 'AuthUpload' | 'AuthManualReview' | 'AuthReject';

/** 1 not logged in, 2 not authenticated, 3 authenticating, 4 authenticated. */
export const PersonalStatus = { notLoggedIn: 1, notAuthenticated: 2, authenticating: 3, authenticated: 4 } as const;
export type PersonalStatus = (typeof PersonalStatus)[keyof typeof PersonalStatus];

/** 2 none, 3 in progress, 4 done, 5 done once but expired (it must be done again). */
export const EnterpriseStatus = { none: 2, inProgress: 3, done: 4, expired: 5 } as const;
export type EnterpriseStatus = (typeof EnterpriseStatus)[keyof typeof EnterpriseStatus];

/** From sts: FAILING or absent gives 2, PROCESSING 3, SUCCESS 4; no session gives 1. */
export function personalStatusFromSts(sts: string | null | undefined, loggedIn = true): PersonalStatus {
  if (!loggedIn) return PersonalStatus.notLoggedIn;
  if (sts === 'SUCCESS') return PersonalStatus.authenticated;
  if (sts === 'PROCESSING') return PersonalStatus.authenticating;
  return PersonalStatus.notAuthenticated;
}

export function enterpriseStatusFromSts(sts: string | null | undefined): EnterpriseStatus {
  if (sts === 'SUCCESS') return EnterpriseStatus.done;
  if (sts === ENT_AUTH_EXPIRED_STS) return EnterpriseStatus.expired;
  if (sts === 'PROCESSING') return EnterpriseStatus.inProgress;
  return EnterpriseStatus.none;
}

/** The nine status labels of the user card; the shell's catalogue holds their texts. */
export type StatusLabelKey =
  | 'completePersonal'
  | 'upgrade'
  | 'personalAuthenticating'
  | 'personalUpgradeAuthenticating'
  | 'entNotAuthenticated'
  | 'entAuthenticating'
  | 'entAuthenticated'
  | 'entExpired'
  | 'entAssociated';

/** Roles that manage the company; anyone else linked to an authenticated company is 'associated'. */
const MANAGING_ROLES: readonly string[] = ['LEGAL_PERSON', 'ADMINISTRATOR'];

export interface AuthViewInput {
  loggedIn: boolean;
  personal?: PersonalAuthInfo;
  history?: AuthHistoryInfo;
  enterprise?: EnterpriseAuthInfo;
  summary?: AuthSummary;
}

export interface AuthView {
  personal: PersonalStatus;
  enterprise: EnterpriseStatus;
  /** Linked to an authenticated company without managing it. */
  associated: boolean;
  /** Authenticated before the platform upgrade: the personal step is an upgrade. */
  needsUpgrade: boolean;
  redDot: boolean;
  /** Undefined when not logged in. */
  label?: StatusLabelKey;
}

/** Red dot: enterprise authentication processing with sub-status MANUAL_CHECK_REJECT_CUSTOMER. */
export function hasRedDot(enterprise: EnterpriseAuthInfo | undefined): boolean {
  return enterprise?.sts?.sts === 'PROCESSING' && enterprise.sts.subSts === 'MANUAL_CHECK_REJECT_CUSTOMER';
}

export function deriveAuthView({ loggedIn, personal, history, enterprise, summary }: AuthViewInput): AuthView {
  const personalStatus = personalStatusFromSts(personal?.sts?.sts, loggedIn);
  const enterpriseStatus = enterpriseStatusFromSts(enterprise?.sts?.sts);
  const needsUpgrade = history?.personalInfo?.sts?.sts === 'SUCCESS' && personalStatus !== PersonalStatus.authenticated;
  const associated =
    enterpriseStatus === EnterpriseStatus.done && summary?.related === true && !MANAGING_ROLES.includes(summary.role ?? '');
  const view: AuthView = { personal: personalStatus, enterprise: enterpriseStatus, associated, needsUpgrade, redDot: loggedIn && hasRedDot(enterprise) };
  if (personalStatus === PersonalStatus.notLoggedIn) return view;
  if (personalStatus === PersonalStatus.notAuthenticated) return { ...view, label: needsUpgrade ? 'upgrade' : 'completePersonal' };
  if (personalStatus === PersonalStatus.authenticating) {
    return { ...view, label: needsUpgrade ? 'personalUpgradeAuthenticating' : 'personalAuthenticating' };
  }
  if (associated) return { ...view, label: 'entAssociated' };
  const entLabel: Record<EnterpriseStatus, StatusLabelKey> = { 2: 'entNotAuthenticated', 3: 'entAuthenticating', 4: 'entAuthenticated', 5: 'entExpired' };
  return { ...view, label: entLabel[enterpriseStatus] };
}

export interface ResumeInput {
  subSts: string | null | undefined;
  /** Enterprise type: 2 is an individual business. */
  entType?: number;
  isLegalPerson: boolean;
  businessType?: string | null;
}

/** ddb mode from a business type code such as abt_ent_ddb_2 (undefined when not ddb). */
export function ddbModeOf(businessType: string | null | undefined): 1 | 2 | undefined {
  const match = /ddb\D*([12])\b/i.exec(businessType ?? '');
  if (match) return match[1] === '2' ? 2 : 1;
  return /ddb/i.test(businessType ?? '') ? 1 : undefined;
}

/** The enterprise page where authentication in progress continues (spec 000 section 4). */
export function enterpriseResumePage({ subSts, entType, isLegalPerson, businessType }: ResumeInput): ResumePage {
  const individualLike =
    entType === 2 || (ddbModeOf(businessType) === 2 && (subSts === 'ENT_4_FINISH' || subSts === 'FACE_VERIFY_FINISH'));
  if (individualLike) return subSts === 'ENT_4_NOT_PASS' ? 'AuthCertificate' : 'AuthType';
  switch (subSts) {
    case 'ENT_4_FINISH':
      return 'AuthPayment';
    case 'ENT_4_NOT_PASS':
      return isLegalPerson || /abcp|ddb/i.test(businessType ?? '') ? 'AuthCertificate' : 'AuthPayment';
    case 'ENT_SMALL_AMT_APPLY':
      return 'AuthBackfill';
    case 'ENT_SMALL_AMT_VERIFY':
    case 'LP_NOTIFY_FINISH':
      return 'AuthType';
    case 'JUMP_SUBMIT_MATERIALS':
      return 'AuthUpload';
    case 'MANUAL_CHECK_REJECT_BUSINESS_OPERATION':
    case 'MANUAL_CHECK_REJECT_RISK_OPERATION':
      return 'AuthManualReview';
    case 'MANUAL_CHECK_REJECT_CUSTOMER':
      return 'AuthReject';
    default:
      return 'AuthCertificate';
  }
}

/** The path of the page where enterprise authentication in progress continues. */
export const enterpriseResumeRoute = (input: ResumeInput): string => ROUTES.auth.enterprise[enterpriseResumePage(input)].path;

export type StatusClick = { kind: 'login' } | { kind: 'route'; path: string } | { kind: 'none' };

export interface StatusClickContext {
  enterprise?: EnterpriseAuthInfo;
  /** Credit code of the current company, passed on so the auth pages know which one. */
  creditCode?: string;
  isLegalPerson: boolean;
}

/** What clicking the status label does (spec 000 section 4, 'Clicking the status'). */
export function statusClickTarget(view: AuthView, { enterprise, creditCode, isLegalPerson }: StatusClickContext): StatusClick {
  switch (view.personal) {
    case PersonalStatus.notLoggedIn:
      return { kind: 'login' };
    case PersonalStatus.notAuthenticated:
      return { kind: 'route', path: ROUTES.auth.person.AuthCertificate.path };
    case PersonalStatus.authenticating:
      return { kind: 'route', path: ROUTES.auth.person.AuthType.path };
    default:
      break;
  }
  if (view.associated) return { kind: 'none' };
  // The company's page, where the auth-error dialog says 企业认证已过期 and offers 重新认证.
  if (view.enterprise === EnterpriseStatus.expired) return { kind: 'route', path: ROUTES.auth.enterprise.AuthCertificate.href({ creditCode: creditCode || undefined }) };
  if (view.enterprise === EnterpriseStatus.none) return { kind: 'route', path: ROUTES.auth.person.SelectProduct.path };
  if (view.enterprise === EnterpriseStatus.inProgress) {
    const page = enterpriseResumePage({
      subSts: enterprise?.sts?.subSts,
      entType: enterprise?.businessLicense?.entType,
      isLegalPerson,
      businessType: enterprise?.businessType ?? enterprise?.authBizType,
    });
    return { kind: 'route', path: ROUTES.auth.enterprise[page].href({ type: 'ContinueAuth', creditCode: creditCode || undefined }) };
  }
  return { kind: 'none' };
}
