import { isResidentId } from '@portal/core';
import { type Account, residentId } from '../personas';
import { MISMATCHING_PAIRS, SAMPLE_BANK_CARDS, SAMPLE_ID_CARD, bankOf, checkBankCard, checkIdentity, isLuhnValid, telecomMatches } from './registry';
import { passFactor, personalStsAfterSuccess } from './state';

const TODAY = new Date(Date.UTC(2026, 2, 1));

describe('Luhn', () => {
  it.each([
    ['4539578763621486', true],
    ['4539578763621487', false],
    ['79927398713', false], // valid Luhn but too short for a debit card
    ['6222021000123456781', true],
    ['6222 0210 0012 3456 781', false], // the call strips spaces first
    ['622202100012345678a', false],
  ])('%s is %s', (cardNo, valid) => {
    expect(isLuhnValid(cardNo)).toBe(valid);
  });

  it('documents only valid cards, with their banks', () => {
    for (const card of SAMPLE_BANK_CARDS) {
      expect(isLuhnValid(card.cardNo)).toBe(true);
      expect(bankOf(card.cardNo)).toBe(card.bank);
    }
  });
});

describe('the identity registry', () => {
  const stranger = residentId('330102', '20000101', '019');

  it.each([
    ['a new person', '欧阳娜娜', stranger, { ok: true }],
    ['a name with a middle dot', '阿依古丽·买买提', stranger, { ok: true }],
    ['the OCR sample', SAMPLE_ID_CARD.name, SAMPLE_ID_CARD.idNo, { ok: true }],
    ['a documented mismatch', MISMATCHING_PAIRS[0].name, MISMATCHING_PAIRS[0].idNo, { ok: false, kind: 'mismatch', reason: '姓名与身份证号不一致' }],
    ["a persona's ID under another name", '王五', residentId('310115', '19850312', '013'), { ok: false, kind: 'mismatch' }],
    ['a name ending in a dot', '欧阳·', stranger, { ok: false, kind: 'invalid', reason: '请输入正确的真实姓名' }],
    ['a future birth date', '欧阳娜娜', residentId('330102', '20300101', '019'), { ok: false, kind: 'invalid', reason: '请输入正确的身份证号' }],
  ])('%s', (_case, name, idNo, expected) => {
    expect(checkIdentity(name, idNo, TODAY)).toMatchObject(expected);
  });

  it('documents mismatching pairs whose IDs are valid on their own', () => {
    for (const pair of MISMATCHING_PAIRS) expect(isResidentId(pair.idNo, TODAY)).toBe(true);
  });

  it("ties a persona's identity to that persona's mobile for the telecom factor", () => {
    const zhangWei = residentId('310115', '19850312', '013');
    expect(telecomMatches(zhangWei, '13800000000')).toBe(true);
    expect(telecomMatches(zhangWei, '13800000002')).toBe(false);
    expect(telecomMatches(SAMPLE_ID_CARD.idNo, '13800000002')).toBe(true);
  });

  it.each([
    [SAMPLE_BANK_CARDS[0].cardNo, '13711112222', { ok: true, bank: '中国工商银行' }],
    [SAMPLE_BANK_CARDS[3].cardNo, '13700000000', { ok: true, bank: '中国农业银行' }],
    [SAMPLE_BANK_CARDS[3].cardNo, '13711112222', { ok: false, kind: 'mismatch' }],
    ['6222021000123456782', '13711112222', { ok: false, kind: 'invalid' }],
  ])('bank check of %s with %s', (cardNo, mobile, expected) => {
    expect(checkBankCard(cardNo, mobile)).toMatchObject(expected);
  });
});

describe('the personal status rule', () => {
  const account = (): Account => ({
    mobile: '13800000099',
    userUCId: 'UC',
    username: 'x',
    password: '',
    weakPassword: false,
    activated: true,
    personal: null,
    history: null,
    companies: [],
    summary: '',
  });

  it.each([
    [['personal2'], 'PROCESSING'],
    [['personal2', 'telecomOperators3'], 'SUCCESS'],
    [['personal2', 'bankCard4'], 'SUCCESS'],
    [['personal2', 'livingFace'], 'SUCCESS'],
    [['livingFace'], 'PROCESSING'],
  ] as const)('%j passed gives %s', (factors, sts) => {
    const a = account();
    a.personal = { sts: 'PROCESSING', subSts: null, idName: 'x', idNo: 'y', factors: {}, lastFailure: null };
    for (const f of factors) a.personal.factors[f] = { sts: 'SUCCESS', reason: null };
    expect(personalStsAfterSuccess(a.personal)).toBe(sts);
  });

  it('a new identity in personal2 drops the factors of the old one', () => {
    const a = account();
    passFactor(a, 'personal2', { idName: '甲', idNo: '1' });
    passFactor(a, 'bankCard4');
    expect(a.personal?.sts).toBe('SUCCESS');
    passFactor(a, 'personal2', { idName: '乙', idNo: '2' });
    expect(a.personal).toMatchObject({ sts: 'PROCESSING', idName: '乙', factors: { personal2: { sts: 'SUCCESS' } } });
    expect(a.personal?.factors.bankCard4).toBeUndefined();
  });
});
