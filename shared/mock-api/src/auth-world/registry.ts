/**
 * The simulated outside registries of personal authentication: the identity registry (name +
 * resident ID), the mobile operators (telecom factor) and the banks (bank-card factor). Pure
 * functions over fixed data; the README lists the documented pairs and cards.
 */
import { ENTERPRISE_MESSAGES, isLuhn, isRealName, isResidentId } from '@portal/core';
import { residentId, seedAccounts } from '../personas';
import { BUSINESS_REGISTRY } from './enterprise-registry';

/** Pairs the registry knows under another name: personal2 answers 姓名与身份证号不一致. */
export const MISMATCHING_PAIRS: readonly { name: string; idNo: string }[] = [
  { name: '王小明', idNo: residentId('110101', '19900307', '011') },
  { name: '李小红', idNo: residentId('310104', '19880512', '024') },
  { name: '张三', idNo: residentId('440106', '19950101', '017') },
];

/** The person on the mock's sample ID-card images (OCR); passes personal2 for anyone. */
export const SAMPLE_ID_CARD = {
  name: '林晓雪',
  idNo: residentId('350203', '19930718', '046'),
  gender: '女',
  nation: '汉',
  birth: '1993年7月18日',
  address: '福建省厦门市思明区鹭江道100号',
  issueAuthority: '厦门市公安局思明分局',
  validFrom: '2018.07.18',
  validTo: '2038.07.18',
} as const;

export type IdentityCheck = { ok: true } | { ok: false; kind: 'invalid' | 'mismatch'; reason: string };

export const ID_MISMATCH_REASON = ENTERPRISE_MESSAGES.adminIdMismatch;

/** The personas' identities: an ID registered to a persona matches that persona's name only. */
function registeredNames(): Map<string, { name: string; mobile: string }> {
  const names = new Map<string, { name: string; mobile: string }>();
  for (const account of seedAccounts()) {
    const identity = account.personal ?? account.history;
    if (identity) names.set(identity.idNo, { name: identity.idName, mobile: account.mobile });
  }
  return names;
}

const REGISTERED = registeredNames();

/** personal2: a real name (spec rule) with a valid resident ID passes, unless the registry says otherwise. */
export function checkIdentity(name: string, idNo: string, today: Date): IdentityCheck {
  if (!isRealName(name)) return { ok: false, kind: 'invalid', reason: '请输入正确的真实姓名' };
  if (!isResidentId(idNo, today)) return { ok: false, kind: 'invalid', reason: '请输入正确的身份证号' };
  if (MISMATCHING_PAIRS.some((pair) => pair.idNo === idNo && pair.name === name)) return { ok: false, kind: 'mismatch', reason: ID_MISMATCH_REASON };
  const registered = REGISTERED.get(idNo);
  if (registered && registered.name !== name) return { ok: false, kind: 'mismatch', reason: ID_MISMATCH_REASON };
  return { ok: true };
}

/**
 * telecomOperators3: a persona's identity is registered with that persona's mobile only; any
 * other identity is taken to own the login mobile.
 */
export function telecomMatches(idNo: string, loginMobile: string): boolean {
  const registered = REGISTERED.get(idNo);
  return !registered || registered.mobile === loginMobile;
}

/**
 * The person a sample ID card shows (OCR): the generic sample's 林晓雪, or a person the mock knows
 * by that ID number (a persona, a registry company's legal representative); undefined otherwise.
 */
export function cardIdentity(idNo: string | undefined): { name: string; idNo: string } | undefined {
  if (idNo === undefined) return { name: SAMPLE_ID_CARD.name, idNo: SAMPLE_ID_CARD.idNo };
  const persona = REGISTERED.get(idNo);
  if (persona) return { name: persona.name, idNo };
  const legal = BUSINESS_REGISTRY.find((company) => company.legalPersonIdNo === idNo);
  return legal ? { name: legal.legalPersonName, idNo } : undefined;
}

// --- banks -----------------------------------------------------------------------------------

/** A debit card number: 16 to 19 digits passing core's Luhn check. */
export const isLuhnValid = (cardNo: string): boolean => /^\d{16,19}$/.test(cardNo) && isLuhn(cardNo);

/** The Luhn check digit for a card number without it. */
export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (isLuhnValid(`${body}${d}`)) return String(d);
  throw new Error(`no Luhn digit for ${body}`);
}

const card = (body: string): string => `${body}${luhnCheckDigit(body)}`;

/** Issuer prefixes (BIN) of the banks the enumeration lists. */
const BINS: readonly { bin: string; bank: string; name: string }[] = [
  { bin: '622202', bank: 'ICBC', name: '中国工商银行' },
  { bin: '622848', bank: 'ABC', name: '中国农业银行' },
  { bin: '621661', bank: 'BOC', name: '中国银行' },
  { bin: '621700', bank: 'CCB', name: '中国建设银行' },
  { bin: '622260', bank: 'BCM', name: '交通银行' },
  { bin: '621483', bank: 'CMB', name: '招商银行' },
];

/** Documented cards (README): Luhn-valid debit cards; `reservedMobile` set means only that mobile matches. */
export const SAMPLE_BANK_CARDS: readonly { cardNo: string; bank: string; reservedMobile: string | null }[] = [
  { cardNo: card('622202100012345678'), bank: '中国工商银行', reservedMobile: null },
  { cardNo: card('621700000088886666'), bank: '中国建设银行', reservedMobile: null },
  { cardNo: card('621483012300004567'), bank: '招商银行', reservedMobile: null },
  { cardNo: card('622848001122334455'), bank: '中国农业银行', reservedMobile: '13700000000' },
];

export const BANKS = BINS.map(({ bank, name }) => ({ value: bank, name }));

export function bankOf(cardNo: string): string {
  return BINS.find((entry) => cardNo.startsWith(entry.bin))?.name ?? '其他银行';
}

export type BankCardCheck = { ok: true; bank: string } | { ok: false; kind: 'invalid' | 'mismatch'; reason: string };

/** The bank's check of a card and its reserved mobile (before the SMS code is sent). */
export function checkBankCard(cardNo: string, bankMobile: string): BankCardCheck {
  if (!isLuhnValid(cardNo)) return { ok: false, kind: 'invalid', reason: '银行卡号无效，请核对后重新输入' };
  const known = SAMPLE_BANK_CARDS.find((entry) => entry.cardNo === cardNo);
  if (known?.reservedMobile && known.reservedMobile !== bankMobile) {
    return { ok: false, kind: 'mismatch', reason: '银行预留手机号与银行卡信息不一致' };
  }
  return { ok: true, bank: bankOf(cardNo) };
}
