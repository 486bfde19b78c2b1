/**
 * The auth-error dialog's five cases (spec 001 section 8 "Company and product access"): which one
 * a company is in, and where each sends the user next. Pure: mf-auth's pages and the add-company
 * flow both ask it.
 */
import type { ChangeState } from '../api/auth';
import type { StsPair } from '../api/session';
import { authErrorTexts } from '../i18n/zh-CN/authError';
import { changeEntryPath } from './change';
import { ROUTES } from '../routing/routes';
import { ENT_AUTH_EXPIRED_STS } from './enterprise';

export type AuthErrorCase = 'expired' | 'alreadyAuthenticated' | 'associationRemoved' | 'legalChange' | 'adminChange';

export const AUTH_ERROR_TEXTS = authErrorTexts;

/**
 * The business code of a company call for a company the user is no longer linked to (该企业不是您的
 * 关联企业): its association was removed. The mock answers it from `/auth/info?entCode=`.
 */
export const NOT_LINKED_CODE = 501009;


export interface AuthErrorInput {
  /** Whether the company is still among the user's linked companies. */
  linked: boolean;
  /** `GET /auth/info` sts of the company (null: never started). */
  sts: StsPair | null;
  /** `GET /auth/summary` entPlatformAuthSts, when read. */
  platformAuthSts?: string | null;
  /** `GET /auth/info` changes. */
  changes?: { legalChange: ChangeState; adminChange: ChangeState };
  /** The page shows a finished authentication (AuthResult): success is not an error there. */
  successAllowed?: boolean;
}

/**
 * The case the company is in, or null when the user may go on. An unlinked company comes first (no
 * other answer concerns the user then), then the changes (they block everything else), expiry, and
 * a finished authentication opened again.
 */
export function authErrorCase({ linked, sts, platformAuthSts, changes, successAllowed = false }: AuthErrorInput): AuthErrorCase | null {
  if (!linked) return 'associationRemoved';
  if (changes?.legalChange === 'inProgress') return 'legalChange';
  if (changes?.adminChange === 'inProgress') return 'adminChange';
  if (sts?.sts === ENT_AUTH_EXPIRED_STS || platformAuthSts === ENT_AUTH_EXPIRED_STS) return 'expired';
  if (sts?.sts === 'SUCCESS' && !successAllowed) return 'alreadyAuthenticated';
  return null;
}

/** The dialog's message for a case, with the company's name. */
export function authErrorMessage(kind: AuthErrorCase, entName: string | null | undefined): string {
  return AUTH_ERROR_TEXTS.messages[kind].replace('{company}', entName?.trim() || AUTH_ERROR_TEXTS.thisCompany);
}

/**
 * Where the case's button leads, or null when it only acknowledges: expired re-authenticates the
 * company, a removed association adds a company again, the changes start (or resume) the change.
 */
export function authErrorActionPath(kind: AuthErrorCase, creditCode: string | null | undefined): string | null {
  const code = creditCode ?? '';
  switch (kind) {
    case 'expired':
      return ROUTES.auth.enterprise.AuthCertificate.href({ creditCode: code, type: 'addEntAuth' });
    case 'associationRemoved':
      return ROUTES.auth.enterprise.SelectBusiness.href({ type: 'addEntAuth' });
    case 'legalChange':
      return changeEntryPath('legal', code);
    case 'adminChange':
      return changeEntryPath('admin', code);
    case 'alreadyAuthenticated':
      return null;
  }
}
