import { isResidentId, isValidCreditCode } from '@portal/core';
import { creditCode, residentId, seedAccounts } from './personas';
import { BUSINESS_REGISTRY, ENTERPRISE_PEOPLE } from './auth-world/enterprise-registry';

/** ISO 7064 MOD 11-2 over all 18 characters, written independently of the generator. */
function residentIdValid(id: string): boolean {
  const digits = [...id].map((ch) => (ch === 'X' ? 10 : Number(ch)));
  const sum = digits.reduce((acc, d, i) => acc + d * (2 ** (17 - i) % 11), 0);
  return /^\d{17}[\dX]$/.test(id) && sum % 11 === 1;
}

const USCC = '0123456789ABCDEFGHJKLMNPQRTUWXY';
function creditCodeValid(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28, 1];
  return [...code].reduce((acc, ch, i) => acc + USCC.indexOf(ch) * weights[i], 0) % 31 === 0;
}

describe('personas', () => {
  it('carry valid resident IDs and credit codes (by an independent check and by the portal validators)', () => {
    const accounts = seedAccounts();
    const ids = accounts.flatMap((a) => [a.personal?.idNo, ...a.companies.flatMap((c) => [c.legalPersonIdNo, c.administratorIdNo])]).filter((id): id is string => !!id);
    const codes = accounts.flatMap((a) => a.companies.map((c) => c.creditCode));
    expect(ids.length).toBeGreaterThan(4);
    expect(codes).toHaveLength(20);
    for (const id of ids) expect([residentIdValid(id), isResidentId(id)]).toEqual([true, true]);
    for (const code of codes) expect([creditCodeValid(code), isValidCreditCode(code)]).toEqual([true, true]);
  });

  it('the business registry carries valid credit codes and legal persons\' IDs (one company has no credit code)', () => {
    const codes = BUSINESS_REGISTRY.flatMap((c) => (c.creditCode ? [c.creditCode] : []));
    expect(codes.length).toBe(BUSINESS_REGISTRY.length - 1);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect([creditCodeValid(code), isValidCreditCode(code)]).toEqual([true, true]);
    const ids = [...BUSINESS_REGISTRY.map((c) => c.legalPersonIdNo), ...Object.values(ENTERPRISE_PEOPLE).map((p) => p.idNo)];
    for (const id of ids) expect([residentIdValid(id), isResidentId(id)]).toEqual([true, true]);
  });

  it('match known published examples of both check digits', () => {
    expect(residentId('110105', '19491231', '002')).toBe('11010519491231002X');
    expect(creditCode('91', '350100', 'M000100Y')).toBe('91350100M000100Y43');
  });

  it('are fresh copies every time', () => {
    const first = seedAccounts();
    first[0].password = 'changed';
    expect(seedAccounts()[0].password).not.toBe('changed');
  });
});
