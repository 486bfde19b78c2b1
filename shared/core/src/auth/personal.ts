/**
 * Personal real-name authentication as pure rules (spec 000 sections 3-5, design auth-domain):
 * field validators and normalisers, which factors are done, which page a person in a given state
 * may be on, what AuthType offers, and what AuthResult shows.
 */
import type { PersonalFactorCode, PersonalFailure } from '../api/auth';
import { personalAuthMessages as messages } from '../i18n/zh-CN/personalAuth';
import type { AuthHistoryInfo, PersonalAuthInfo } from '../session/types';
import { ROUTES } from '../routing/routes';
import { isBlank, isRealName, isResidentId, type FieldValue, type ValidationResult } from '../validation';

export { personalAuthMessages } from '../i18n/zh-CN/personalAuth';

// --- fields ---------------------------------------------------------------------------------------

/** Resident ID as typed: no spaces, the check character X upper-cased. */
export const normaliseResidentId = (value: FieldValue): string => (value ?? '').replace(/\s+/g, '').toUpperCase();

/** Card numbers are often typed in groups of four: only the digits count. */
export const normaliseBankCard = (value: FieldValue): string => (value ?? '').replace(/\D/g, '');

export function validateRealName(value: FieldValue): ValidationResult {
  if (isBlank(value)) return messages.realNameRequired;
  return isRealName((value ?? '').trim()) ? undefined : messages.realNameInvalid;
}

export function validateResidentId(value: FieldValue, today?: Date): ValidationResult {
  if (isBlank(value)) return messages.idNoRequired;
  return isResidentId(normaliseResidentId(value), today) ? undefined : messages.idNoInvalid;
}

/** The Luhn (mod 10) check every UnionPay debit card number passes. */
export function isLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Debit card numbers are 16 to 19 digits and pass Luhn. */
export function validateBankCard(value: FieldValue): ValidationResult {
  const digits = normaliseBankCard(value);
  if (digits === '') return messages.bankCardRequired;
  return digits.length >= 16 && digits.length <= 19 && isLuhn(digits) ? undefined : messages.bankCardInvalid;
}

// --- state ----------------------------------------------------------------------------------------

/** Personal info as the portal's `/auth/info` answers it: the last failure travels with it. */
export type PersonalInfo = PersonalAuthInfo & { lastFailure?: PersonalFailure | null };

export type FactorKind = 'operator' | 'face';

/** Telecom and bank card are one kind ("operator"), face the other; entry needs one of each. */
export const FACTOR_KIND: Readonly<Record<Exclude<PersonalFactorCode, 'personal2'>, FactorKind>> = {
  telecomOperators3: 'operator',
  bankCard4: 'operator',
  livingFace: 'face',
};

export const hasPassed = (info: PersonalInfo | undefined, factor: PersonalFactorCode): boolean =>
  info?.factors?.[factor]?.sts === 'SUCCESS';

export const isPersonallyAuthenticated = (info: PersonalInfo | undefined): boolean => info?.sts?.sts === 'SUCCESS';

/** The factor kind product entry still needs (design: {telecom or bank card} AND face), if any. */
export function missingFactorKind(info: PersonalInfo | undefined): FactorKind | undefined {
  if (!isPersonallyAuthenticated(info)) return undefined;
  if (!hasPassed(info, 'telecomOperators3') && !hasPassed(info, 'bankCard4')) return 'operator';
  if (!hasPassed(info, 'livingFace')) return 'face';
  return undefined;
}

/** The name and ID known from the old platform, when the person must upgrade (history SUCCESS). */
export function upgradeIdentity(info: PersonalInfo | undefined, history: AuthHistoryInfo | undefined): { idName: string; idNo: string } | undefined {
  const personal = history?.personalInfo;
  if (personal?.sts?.sts !== 'SUCCESS' || isPersonallyAuthenticated(info)) return undefined;
  const factor = personal.factors?.personal2;
  const idNo = typeof factor?.idNo === 'string' ? factor.idNo : '';
  const idName = typeof factor?.idName === 'string' ? factor.idName : typeof factor?.name === 'string' ? factor.name : '';
  return idNo || idName ? { idName, idNo } : undefined;
}

export type PersonalPage = 'AuthCertificate' | 'AuthType' | 'AuthResult' | 'SelectProduct';

export const PERSONAL_PAGES: readonly PersonalPage[] = ['AuthCertificate', 'AuthType', 'AuthResult', 'SelectProduct'];

export const personalPagePath = (page: PersonalPage): string => ROUTES.auth.person[page].path;

export interface PersonalPageInput {
  page: PersonalPage;
  info: PersonalInfo | undefined;
  /** The `type` query: addAuthTypeFace opens AuthType for an authenticated person. */
  type?: string | null;
}

/**
 * Where a person opening a personal page directly belongs, or undefined to stay: nobody types
 * an ID twice, nobody picks a factor before personal2, nobody picks a product before passing.
 */
export function personalPageRedirect({ page, info, type }: PersonalPageInput): PersonalPage | undefined {
  const authenticated = isPersonallyAuthenticated(info);
  const personal2 = hasPassed(info, 'personal2');
  const next: PersonalPage = authenticated ? 'SelectProduct' : personal2 ? 'AuthType' : 'AuthCertificate';
  switch (page) {
    case 'AuthCertificate':
      return next === 'AuthCertificate' ? undefined : next;
    case 'AuthType':
      if (authenticated) return type === 'addAuthTypeFace' && missingFactorKind(info) ? undefined : 'SelectProduct';
      return personal2 ? undefined : 'AuthCertificate';
    case 'AuthResult':
      // A result exists once something was tried: a pass, a failure or a step in progress.
      return authenticated || personal2 || info?.lastFailure || info?.sts?.sts === 'PROCESSING' ? undefined : 'AuthCertificate';
    case 'SelectProduct':
      return authenticated ? undefined : next;
    default:
      return undefined;
  }
}

/** The factors AuthType offers: the missing kind for product entry, else every one not yet passed. */
export function offeredFactors(info: PersonalInfo | undefined, type?: string | null): Exclude<PersonalFactorCode, 'personal2'>[] {
  const all: Exclude<PersonalFactorCode, 'personal2'>[] = ['telecomOperators3', 'bankCard4', 'livingFace'];
  if (type !== 'addAuthTypeFace') return all.filter((factor) => !hasPassed(info, factor));
  const missing = missingFactorKind(info);
  return missing ? all.filter((factor) => FACTOR_KIND[factor] === missing) : [];
}

export type PersonalResult =
  | { kind: 'success' }
  | { kind: 'failure'; reason: string; factor: PersonalFactorCode; retry: PersonalPage }
  | { kind: 'processing' };

/** What AuthResult shows; a failure's retry goes back to the page of the factor that failed. */
export function personalResult(info: PersonalInfo | undefined): PersonalResult {
  if (isPersonallyAuthenticated(info)) return { kind: 'success' };
  const failure = info?.lastFailure;
  if (failure) return { kind: 'failure', reason: failure.reason, factor: failure.factor, retry: failure.factor === 'personal2' ? 'AuthCertificate' : 'AuthType' };
  return { kind: 'processing' };
}
