/** @jest-environment node */
import type { AuthHistoryInfo } from '../session/types';
import {
  isLuhn,
  missingFactorKind,
  normaliseBankCard,
  normaliseResidentId,
  offeredFactors,
  personalAuthMessages as m,
  personalPageRedirect,
  personalResult,
  upgradeIdentity,
  validateBankCard,
  validateRealName,
  validateResidentId,
  type PersonalInfo,
  type PersonalPage,
} from './personal';

const passed = { sts: 'SUCCESS' };
const info = (sts: string | null, factors: string[], lastFailure: PersonalInfo['lastFailure'] = null): PersonalInfo => ({
  sts: sts ? { sts, subSts: null } : null,
  factors: Object.fromEntries(factors.map((f) => [f, passed])),
  idInfo: null,
  lastFailure,
});
const failure = (factor: 'personal2' | 'bankCard4', reason: string) => ({ factor, code: 502001, reason, at: 1 });

const none = info(null, []);
const personal2 = info('PROCESSING', ['personal2']);
const full = info('SUCCESS', ['personal2', 'telecomOperators3', 'livingFace']);
const cardOnly = info('SUCCESS', ['personal2', 'bankCard4']);
const faceOnly = info('SUCCESS', ['personal2', 'livingFace']);
const failedId = info(null, [], failure('personal2', '姓名与身份证号不一致'));
const failedCard = info('PROCESSING', ['personal2'], failure('bankCard4', '银行卡信息不一致'));

describe('personal fields', () => {
  it.each([
    ['', m.realNameRequired],
    ['   ', m.realNameRequired],
    ['张三', undefined],
    [' 张三 ', undefined],
    ['阿依古丽·买买提', undefined],
    ['张三·', m.realNameInvalid],
    ['Zhang San', m.realNameInvalid],
  ])('real name %j → %s', (value, message) => expect(validateRealName(value)).toBe(message));

  it.each([
    ['', m.idNoRequired],
    ['11010519491231002X', undefined],
    ['11010519491231002x', undefined],
    [' 110105 19491231 002x ', undefined],
    ['110105194912310021', m.idNoInvalid],
    ['11010519491331002X', m.idNoInvalid],
    ['1101051949123100', m.idNoInvalid],
  ])('resident ID %j → %s', (value, message) => expect(validateResidentId(value)).toBe(message));

  it('normalises the ID to upper-case X without spaces, and the card to its digits', () => {
    expect(normaliseResidentId(' 110105 19491231002x')).toBe('11010519491231002X');
    expect(normaliseBankCard('6222 0212 3456 7890 128')).toBe('6222021234567890128');
  });

  it.each([
    ['', m.bankCardRequired],
    ['6222 0212 3456 7890 128', undefined],
    ['4111111111111111', undefined],
    ['6222021234567890127', m.bankCardInvalid],
    ['62220212345678901', m.bankCardInvalid],
    ['411111111111', m.bankCardInvalid],
  ])('bank card %j → %s', (value, message) => expect(validateBankCard(value)).toBe(message));

  it('checks Luhn', () => {
    expect(isLuhn('79927398713')).toBe(true);
    expect(isLuhn('79927398710')).toBe(false);
    expect(isLuhn('7992a398713')).toBe(false);
  });
});

describe('which personal page a person belongs on', () => {
  const table: [string, PersonalInfo | undefined, PersonalPage, string | null, PersonalPage | undefined][] = [
    ['nothing done', none, 'AuthCertificate', null, undefined],
    ['nothing done', none, 'AuthType', null, 'AuthCertificate'],
    ['nothing done', none, 'AuthResult', null, 'AuthCertificate'],
    ['nothing done', none, 'SelectProduct', null, 'AuthCertificate'],
    ['info not loaded', undefined, 'AuthType', null, 'AuthCertificate'],
    ['personal2 passed', personal2, 'AuthCertificate', null, 'AuthType'],
    ['personal2 passed', personal2, 'AuthType', null, undefined],
    ['personal2 passed', personal2, 'AuthResult', null, undefined],
    ['personal2 passed', personal2, 'SelectProduct', null, 'AuthType'],
    ['personal2 failed', failedId, 'AuthCertificate', null, undefined],
    ['personal2 failed', failedId, 'AuthResult', null, undefined],
    ['authenticated', full, 'AuthCertificate', null, 'SelectProduct'],
    ['authenticated', full, 'AuthType', null, 'SelectProduct'],
    ['authenticated', full, 'AuthType', 'addAuthTypeFace', 'SelectProduct'],
    ['authenticated', full, 'AuthResult', null, undefined],
    ['authenticated', full, 'SelectProduct', null, undefined],
    ['bank card only', cardOnly, 'AuthType', 'addAuthTypeFace', undefined],
    ['bank card only', cardOnly, 'AuthType', null, 'SelectProduct'],
    ['face only', faceOnly, 'AuthType', 'addAuthTypeFace', undefined],
  ];
  it.each(table)('%s, opening %s (type %s) → %s', (_, state, page, type, target) => {
    expect(personalPageRedirect({ page, info: state, type })).toBe(target);
  });
});

describe('the factors AuthType offers', () => {
  it.each([
    ['personal2 passed', personal2, null, ['telecomOperators3', 'bankCard4', 'livingFace']],
    ['bank card only, adding for a product', cardOnly, 'addAuthTypeFace', ['livingFace']],
    ['face only, adding for a product', faceOnly, 'addAuthTypeFace', ['telecomOperators3', 'bankCard4']],
    ['all done', full, 'addAuthTypeFace', []],
  ] as const)('%s', (_, state, type, factors) => {
    expect(offeredFactors(state, type)).toEqual(factors);
  });

  it('names the missing kind only for an authenticated person', () => {
    expect(missingFactorKind(personal2)).toBeUndefined();
    expect(missingFactorKind(cardOnly)).toBe('face');
    expect(missingFactorKind(faceOnly)).toBe('operator');
    expect(missingFactorKind(full)).toBeUndefined();
  });
});

describe('what AuthResult shows', () => {
  it.each([
    ['authenticated', full, { kind: 'success' }],
    ['personal2 failed', failedId, { kind: 'failure', reason: '姓名与身份证号不一致', factor: 'personal2', retry: 'AuthCertificate' }],
    ['bank card failed', failedCard, { kind: 'failure', reason: '银行卡信息不一致', factor: 'bankCard4', retry: 'AuthType' }],
    ['between steps', personal2, { kind: 'processing' }],
  ] as const)('%s', (_, state, result) => expect(personalResult(state)).toEqual(result));
});

describe('upgrade identity', () => {
  const history = (sts: string | null): AuthHistoryInfo => ({
    personalInfo: { sts: { sts }, factors: { personal2: { idNo: '11010519491231002X', idName: '王五' } } },
    entInfo: null,
  });
  it('is the old platform identity when the history passed and the person is not authenticated now', () => {
    expect(upgradeIdentity(none, history('SUCCESS'))).toEqual({ idName: '王五', idNo: '11010519491231002X' });
  });
  it.each([
    ['no history', none, undefined],
    ['history failed', none, history('FAILING')],
    ['already authenticated again', full, history('SUCCESS')],
  ])('is nothing with %s', (_, state, h) => expect(upgradeIdentity(state, h)).toBeUndefined());
});
