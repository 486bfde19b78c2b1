/** @jest-environment node */
import { ENTERPRISE_MESSAGES as M, type EnterpriseBasic } from '../api/enterprise';
import {
  FACE_HERE,
  backfillState,
  businessTypeCode,
  createCompanyDecision,
  enterprisePageRedirect,
  enterpriseStepPage,
  isAccountNo,
  isCnapsCode,
  isRemittanceAmount,
  linkedCompanyPage,
  linkedCompanyState,
  methodSteps,
  type EnterprisePage,
  type EnterprisePageInfo,
} from './enterprise';

const company = (extra: Partial<EnterpriseBasic> = {}): EnterpriseBasic => ({ entName: '杭州西湖云帆科技有限公司', creditCode: '91330106MA2H7Y3KXQ', entityType: 1, frName: '何俊', ...extra });

describe('businessTypeCode', () => {
  it.each([
    ['abcp', 1, undefined, 'abt_ent_abcp'],
    ['abcp', 2, undefined, 'abt_indv_biz_abcp'],
    ['', 2, undefined, 'abt_basic_individual'],
    [null, 1, undefined, 'abt_ent_basic'],
    ['ddb', 1, 2, 'ddb_2'],
    ['ddb', 1, undefined, 'ddb_1'],
    ['abt_ent_cp01', 1, undefined, 'abt_ent_cp01'],
  ] as const)('%s, kind %s, ddb mode %s: %s', (busType, entType, ddbMode, expected) => {
    expect(businessTypeCode({ busType, entType, ...(ddbMode ? { ddbMode } : {}) })).toBe(expected);
  });
});

describe('createCompanyDecision', () => {
  it.each([
    ['no credit code', { basic: company({ creditCode: null }) }, { kind: 'refuse', message: M.noCreditCode }],
    ['individual business for smallsupply', { basic: company({ entityType: 2 }), product: 'smallsupply' }, { kind: 'refuse', message: M.individualUnsupported }],
    ['individual business for proBill', { basic: company({ entityType: 2 }), product: 'bill' }, { kind: 'refuse', message: M.individualUnsupported }],
    ['individual business, not the operator', { basic: company({ entityType: 2 }), userName: '王五' }, { kind: 'refuse', message: M.notOperator }],
    ['individual business, the operator', { basic: company({ entityType: 2 }), userName: '何俊' }, { kind: 'relate' }],
    ['order product: asks the group unit', { basic: company(), product: 'orderCredit' }, { kind: 'askGroupUnit' }],
    ['order product, not a group core', { basic: company(), product: 'orderCredit', groupUnit: 'N' }, { kind: 'refuse', message: M.notGroupCore }],
    ['order product, group core, no method', { basic: company(), product: 'orderProtection', groupUnit: 'Y' }, { kind: 'askMethod' }],
    ['order product, group core, a method', { basic: company(), product: 'orderProtection', groupUnit: 'Y', authMethod: 1 }, { kind: 'relate' }],
    ['other product, general enterprise', { basic: company(), product: 'twogold' }, { kind: 'relate' }],
  ] as const)('%s', (_case, input, expected) => {
    expect(createCompanyDecision({ userName: undefined, product: undefined, ...input })).toEqual(expected);
  });
});

describe('methodSteps', () => {
  it.each([
    [1, 1, ['ent4', 'remittance', 'legalPersonFace', 'materials', 'review']],
    [2, 1, ['ent4', 'legalPersonFace', 'materials', 'review']],
    [3, 1, ['ent4', 'remittance', 'materials', 'review']],
    [4, 1, ['ent4', 'materials', 'review']],
    [undefined, 2, ['ent4', 'legalPersonFace']],
  ] as const)('method %s, kind %s', (method, entType, expected) => {
    expect(methodSteps(method, entType)).toEqual(expected);
  });
});

const info = (subSts: string | null, extra: Partial<EnterprisePageInfo> = {}, sts = 'PROCESSING'): EnterprisePageInfo => ({
  sts: subSts === null && sts === 'NONE' ? null : { sts, subSts },
  isLegalPerson: true,
  businessType: 'abt_ent_abcp',
  businessLicense: { entType: 1 },
  authMethod: 1,
  ...extra,
});

describe('enterpriseStepPage: where a company in progress continues', () => {
  it.each([
    ['ENT_4_FINISH', {}, 'AuthPayment'],
    ['ENT_4_FINISH', { authMethod: 2 }, 'AuthType'],
    ['ENT_4_NOT_PASS', {}, 'AuthCertificate'],
    ['ENT_4_NOT_PASS', { isLegalPerson: false, businessType: 'abt_ent_hxg' }, 'AuthPayment'],
    ['ENT_4_NOT_PASS', { isLegalPerson: false, businessType: 'abt_ent_abcp' }, 'AuthCertificate'],
    ['ENT_4_FINISH', { businessType: 'ddb_2', isLegalPerson: false }, 'legalPersonAuthType'],
    ['ENT_SMALL_AMT_APPLY', {}, 'AuthBackfill'],
    ['ENT_SMALL_AMT_VERIFY', {}, 'AuthType'],
    ['ENT_SMALL_AMT_VERIFY', { isLegalPerson: false }, 'legalPersonAuthType'],
    ['LP_NOTIFY_FINISH', { isLegalPerson: false }, 'legalPersonAuthType'],
    ['FACE_VERIFY_FINISH', {}, 'AuthUpload'],
    ['JUMP_SUBMIT_MATERIALS', {}, 'AuthUpload'],
    ['MANUAL_CHECK_REJECT_BUSINESS_OPERATION', {}, 'AuthManualReview'],
    ['MANUAL_CHECK_REJECT_RISK_OPERATION', {}, 'AuthManualReview'],
    ['MANUAL_CHECK_REJECT_CUSTOMER', {}, 'AuthReject'],
    ['ENT_4_NOT_PASS', { businessLicense: { entType: 2 } }, 'AuthCertificate'],
    ['ENT_4_FINISH', { businessLicense: { entType: 2 } }, 'AuthType'],
    ['ENT_4_FINISH', { businessType: 'ddb_2' }, 'AuthType'],
  ] as const)('%s %j: %s', (subSts, extra, expected) => {
    expect(enterpriseStepPage(info(subSts, extra))).toBe(expected);
  });
});

describe('enterprisePageRedirect: a page opened for a state that does not allow it', () => {
  it.each<[EnterprisePage, EnterprisePageInfo | undefined, EnterprisePage | undefined]>([
    ['AuthType', info('ENT_SMALL_AMT_VERIFY', { isLegalPerson: false }), 'legalPersonAuthType'],
    ['legalPersonAuthType', info('ENT_SMALL_AMT_VERIFY'), 'AuthType'],
    ['AuthPayment', undefined, 'AuthCertificate'],
    ['AuthCertificate', undefined, undefined],
    ['AuthUpload', info(null, {}, 'NONE'), 'AuthCertificate'],
    ['SelectBusiness', info('ENT_SMALL_AMT_APPLY'), undefined],
    ['addAdministrator', info(null, {}, 'SUCCESS'), undefined],
    ['AuthCertificate', info('WISH_FINISH', {}, 'SUCCESS'), 'AuthResult'],
    ['AuthResult', info('WISH_FINISH', {}, 'SUCCESS'), undefined],
    ['AuthPayment', info(null, {}, 'EXPIRED'), 'AuthCertificate'],
    ['AuthCertificate', info(null, {}, 'EXPIRED'), undefined],
    ['AuthCertificate', info('ENT_SMALL_AMT_APPLY'), 'AuthBackfill'],
    ['AuthPayment', info('ENT_SMALL_AMT_APPLY'), undefined],
    ['AuthResult', info('ENT_4_FINISH'), 'AuthPayment'],
    ['AuthResult', info('ENT_4_NOT_PASS', { isLegalPerson: false, businessType: 'abt_ent_hxg' }), 'AuthPayment'],
    ['AuthUpload', info('LP_NOTIFY_FINISH', { isLegalPerson: false }), undefined],
    ['AuthManualReview', info('JUMP_SUBMIT_MATERIALS'), undefined],
    ['AuthUpload', info('MANUAL_CHECK_REJECT_CUSTOMER'), 'AuthReject'],
    ['AuthReject', info('MANUAL_CHECK_REJECT_BUSINESS_OPERATION'), 'AuthManualReview'],
  ])('%s: %j → %s', (page, state, expected) => {
    expect(enterprisePageRedirect({ page, info: state })).toBe(expected);
  });

  it('lets a user who is not the legal person open the face page for them with type=faceHere', () => {
    expect(enterprisePageRedirect({ page: 'AuthType', info: info('ENT_SMALL_AMT_VERIFY', { isLegalPerson: false }), type: FACE_HERE })).toBeUndefined();
    expect(enterprisePageRedirect({ page: 'AuthType', info: info('ENT_SMALL_AMT_VERIFY', { isLegalPerson: false }), type: 'ContinueAuth' })).toBe('legalPersonAuthType');
  });
});

describe('linkedCompanyState and linkedCompanyPage: a linked company on SelectBusiness', () => {
  it.each<[string, EnterprisePageInfo | undefined, string, EnterprisePage]>([
    ['no info', undefined, 'none', 'AuthCertificate'],
    ['never started', info(null, {}, 'NONE'), 'none', 'AuthCertificate'],
    ['failed', info('ENT_4_NOT_PASS', {}, 'FAILING'), 'none', 'AuthCertificate'],
    ['in progress', info('ENT_SMALL_AMT_APPLY'), 'inProgress', 'AuthBackfill'],
    ['customer reject', info('MANUAL_CHECK_REJECT_CUSTOMER'), 'rejected', 'AuthReject'],
    ['not the legal person, face next', info('ENT_SMALL_AMT_VERIFY', { isLegalPerson: false }), 'inProgress', 'legalPersonAuthType'],
    ['authenticated', info('WISH_FINISH', {}, 'SUCCESS'), 'done', 'AuthResult'],
    ['expired', info(null, {}, 'EXPIRED'), 'expired', 'AuthCertificate'],
  ])('%s', (_case, state, expected, page) => {
    expect(linkedCompanyState(state)).toBe(expected);
    expect(linkedCompanyPage(state)).toBe(page);
  });
});

describe('backfillState', () => {
  it.each([
    ['no info', undefined, { kind: 'unknown' }],
    ['not applied yet', { remittance: null }, { kind: 'unknown' }],
    ['every try left', { remittance: { triesLeft: 3, maxTries: 3 } }, { kind: 'open', triesLeft: 3, maxTries: 3 }],
    ['one try left', { remittance: { triesLeft: 1, maxTries: 3 } }, { kind: 'open', triesLeft: 1, maxTries: 3 }],
    ['no try left: said when the page opens', { remittance: { triesLeft: 0, maxTries: 3 } }, { kind: 'exhausted' }],
  ] as const)('%s', (_name, info, expected) => expect(backfillState(info)).toEqual(expected));
});

describe('field rules', () => {
  it.each([
    ['0.37', true],
    ['0.5', false],
    ['0.00', false],
    ['1.00', false],
    ['abc', false],
    [' 0.07 ', true],
  ])('amount %j: %s', (value, ok) => expect(isRemittanceAmount(value)).toBe(ok));
  it.each([
    ['1202 0204 0990 0012 345', true],
    ['1234567', false],
    ['12345678', true],
    ['12a45678', false],
  ])('account %j: %s', (value, ok) => expect(isAccountNo(value)).toBe(ok));
  it.each([
    ['308331014002', true],
    ['30833101400', false],
  ])('branch code %j: %s', (value, ok) => expect(isCnapsCode(value)).toBe(ok));
});
