/** @jest-environment node */
import type { Company } from '../bus';
import type { ProductKey } from '../products';
import type { AuthHistoryInfo, PersonalAuthInfo } from '../session/types';
import {
  enterpriseAuthEntryPath,
  personEntryStep,
  productEntryDecision,
  type EntryEnterpriseInfo,
  type ProductEntryAction,
  type ProductEntryInput,
} from './productEntry';

const COMPANY: Company = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK0X', companyName: '上海浦江供应链管理有限公司' };

const person = (sts: string | null, passed: readonly string[] = ['personal2', 'telecomOperators3', 'livingFace']): PersonalAuthInfo => ({
  sts: sts ? { sts, subSts: null } : null,
  factors: Object.fromEntries(passed.map((factor) => [factor, { sts: 'SUCCESS' }])),
});
const OLD_PLATFORM: AuthHistoryInfo = { personalInfo: { sts: { sts: 'SUCCESS' } }, entInfo: null };

const ent = (sts: string | null, extra: Partial<EntryEnterpriseInfo> = {}): EntryEnterpriseInfo => ({
  sts: sts ? { sts, subSts: null } : null,
  businessLicense: { entType: 1, creditCode: COMPANY.creditCode },
  role: 'LEGAL_PERSON',
  isLegalPerson: true,
  changes: { legalChange: 'none', adminChange: 'none' },
  ...extra,
});
const inProgress = (subSts: string, entType = 1): EntryEnterpriseInfo => ent('PROCESSING', { sts: { sts: 'PROCESSING', subSts }, businessLicense: { entType } });

/** Signed in, authenticated with telecom and face, acting for an authenticated company, permitted. */
const ready: ProductEntryInput = {
  product: 'twogold',
  loggedIn: true,
  personal: person('SUCCESS'),
  company: COMPANY,
  enterprise: ent('SUCCESS'),
  userUCId: 'UC1',
};

const notice = (text: string, then?: string): ProductEntryAction => ({ kind: 'notice', text, ...(then ? { then } : {}) });
const LOST: ProductEntryAction = { kind: 'lost', text: '页面信息丢失，需要从“业务中心”重新进来', then: '/business/center' };
const UPGRADE = '为了给您提供更优质的服务，平台已进行升级，如需开通新业务请您进行个人升级认证';
const INDIVIDUAL = '您所选的业务暂不支持个体工商户，请选择其他业务';
const NO_PERMISSION = '您暂无办理该产品权限';
const ASK_MANAGER = '请联系法定代表人或管理员去开通';

describe('productEntryDecision', () => {
  it.each<[string, Partial<ProductEntryInput>, ProductEntryAction]>([
    // Signed out.
    ['signed out: login', { loggedIn: false }, { kind: 'login' }],
    ['an unknown product: page information lost', { product: 'nothing' as ProductKey }, LOST],
    // Person checks.
    ['no personal info: AuthCertificate', { personal: { sts: null } }, { kind: 'route', path: '/AuthPerson/AuthCertificate?fromProduct=twogold' }],
    ['personal FAILING: AuthCertificate', { personal: person('FAILING', ['personal2']) }, { kind: 'route', path: '/AuthPerson/AuthCertificate?fromProduct=twogold' }],
    ['not authenticated after an old-platform authentication: the upgrade prompt, then AuthCertificate', { personal: person(null, []), history: OLD_PLATFORM }, notice(UPGRADE, '/AuthPerson/AuthCertificate?fromProduct=twogold')],
    ['personal in progress: AuthType', { personal: person('PROCESSING', ['personal2']) }, { kind: 'route', path: '/AuthPerson/AuthType?fromProduct=twogold' }],
    ['upgrade in progress: AuthType', { personal: person('PROCESSING', ['personal2']), history: OLD_PLATFORM }, { kind: 'route', path: '/AuthPerson/AuthType?fromProduct=twogold' }],
    ['bank card without face: add the face factor', { personal: person('SUCCESS', ['personal2', 'bankCard4']) }, { kind: 'route', path: '/AuthPerson/AuthType?type=addAuthTypeFace&fromProduct=twogold' }],
    ['telecom without face: add the face factor', { personal: person('SUCCESS', ['personal2', 'telecomOperators3']) }, { kind: 'route', path: '/AuthPerson/AuthType?type=addAuthTypeFace&fromProduct=twogold' }],
    ['face without telecom or bank card: add the other factor', { personal: person('SUCCESS', ['personal2', 'livingFace']) }, { kind: 'route', path: '/AuthPerson/AuthType?type=addAuthTypeFace&fromProduct=twogold' }],
    ['authenticated with no factor reported: add the missing kind', { personal: person('SUCCESS', ['personal2']) }, { kind: 'route', path: '/AuthPerson/AuthType?type=addAuthTypeFace&fromProduct=twogold' }],
    ['bank card and face: on to the enterprise', { personal: person('SUCCESS', ['personal2', 'bankCard4', 'livingFace']), permitted: true }, { kind: 'jump', key: 'twogold', sameTab: false }],
    // Company and enterprise.
    ['no company chosen: page information lost', { company: undefined, enterprise: undefined }, LOST],
    ['no company linked: enterprise authentication entry', { company: null, enterprise: undefined }, { kind: 'route', path: '/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=twogold' }],
    ['no company linked, order financing: the order entry', { product: 'orderCredit', company: null, enterprise: undefined }, { kind: 'route', path: '/AuthEnterprise/SelectBusinessOrder?busType=ddb&fromProduct=orderCredit' }],
    ['enterprise not authenticated: enterprise authentication entry', { product: 'bill', enterprise: ent(null) }, { kind: 'route', path: '/AuthEnterprise/SelectBusiness?busType=hxp&fromProduct=proBill' }],
    ['enterprise failed: enterprise authentication entry', { product: 'winnings', enterprise: ent('FAILING') }, { kind: 'route', path: '/AuthEnterprise/SelectBusiness?busType=hcj&fromProduct=winnings' }],
    [
      "enterprise expired: the company's page, where the auth-error dialog says 企业认证已过期",
      { product: 'smallsupply', enterprise: ent('EXPIRED') },
      { kind: 'route', path: `/AuthEnterprise/AuthCertificate?creditCode=${COMPANY.creditCode}&fromProduct=smallsupply` },
    ],
    ['enterprise not authenticated, person migrated: the upgrade prompt', { enterprise: ent(null), summary: { personalMigratory: true } }, notice(UPGRADE)],
    [
      'enterprise in progress: its resume page',
      { enterprise: inProgress('ENT_SMALL_AMT_APPLY') },
      { kind: 'route', path: `/AuthEnterprise/AuthBackfill?type=ContinueAuth&creditCode=${COMPANY.creditCode}&fromProduct=twogold` },
    ],
    [
      'enterprise in progress, rejected by the customer check: the reject page',
      { product: 'orderProtection', enterprise: inProgress('MANUAL_CHECK_REJECT_CUSTOMER') },
      { kind: 'route', path: `/AuthEnterprise/AuthReject?type=ContinueAuth&creditCode=${COMPANY.creditCode}&fromProduct=orderProtection` },
    ],
    // Individual businesses.
    ['individual business, smallsupply: refused', { product: 'smallsupply', enterprise: ent('SUCCESS', { businessLicense: { entType: 2 } }) }, notice(INDIVIDUAL)],
    ['individual business, bill: refused', { product: 'bill', enterprise: ent('SUCCESS', { businessLicense: { entType: 2 } }) }, notice(INDIVIDUAL)],
    ['individual business not yet authenticated, smallsupply: refused before authenticating', { product: 'smallsupply', enterprise: ent(null, { businessLicense: { entType: 2 } }) }, notice(INDIVIDUAL)],
    ['individual business, twogold: on to the permission check', { enterprise: ent('SUCCESS', { businessLicense: { entType: 2 } }), permitted: true }, { kind: 'jump', key: 'twogold', sameTab: false }],
    // Changes in progress.
    [
      'legal-person change, smallsupply: blocked',
      { product: 'smallsupply', enterprise: ent('SUCCESS', { changes: { legalChange: 'inProgress', adminChange: 'none' } }) },
      notice('上海浦江供应链管理有限公司的法人正在变更中，暂不支持进入到业务系统'),
    ],
    [
      'administrator change, bill: blocked',
      { product: 'bill', enterprise: ent('SUCCESS', { changes: { legalChange: 'none', adminChange: 'inProgress' } }) },
      notice('上海浦江供应链管理有限公司的平台管理员正在变更中，暂不支持进入到业务系统'),
    ],
    [
      'legal-person change, twogold: not blocked',
      { enterprise: ent('SUCCESS', { changes: { legalChange: 'inProgress', adminChange: 'inProgress' } }), permitted: true },
      { kind: 'jump', key: 'twogold', sameTab: false },
    ],
    // Permission.
    ['no company id: page information lost', { company: { ...COMPANY, companyUCId: '' } }, LOST],
    ['no user id: page information lost', { userUCId: undefined }, LOST],
    [
      'not yet checked: ask the permission check',
      { product: 'bill' },
      { kind: 'checkPermission', request: { bizType: 'hxp', companyUCId: 'EC1', productId: 'HXP', userUCId: 'UC1' } },
    ],
    ['no permission, legal representative', { permitted: false }, notice(NO_PERMISSION)],
    ['no permission, administrator', { permitted: false, enterprise: ent('SUCCESS', { role: 'ADMINISTRATOR', isLegalPerson: false }) }, notice(NO_PERMISSION)],
    ['no permission, ordinary user', { permitted: false, enterprise: ent('SUCCESS', { role: 'ORDINARY', isLegalPerson: false }) }, notice(ASK_MANAGER)],
    ['no permission, role from the summary', { permitted: false, enterprise: ent('SUCCESS', { role: undefined }), summary: { role: 'ORDINARY' } }, notice(ASK_MANAGER)],
    // The jump.
    ['permitted: the business system, new tab', { permitted: true }, { kind: 'jump', key: 'twogold', sameTab: false }],
    ['permitted bill: the proBill system', { product: 'bill', permitted: true }, { kind: 'jump', key: 'proBill', sameTab: false }],
    ['permitted, same tab asked', { permitted: true, sameTab: true }, { kind: 'jump', key: 'twogold', sameTab: true }],
    ['pool factoring has no product id: no permission to check', { product: 'factoring' }, { kind: 'jump', key: 'factoring', sameTab: false }],
  ])('%s', (_name, changes, expected) => {
    expect(productEntryDecision({ ...ready, ...changes })).toEqual(expected);
  });
});

describe('personEntryStep', () => {
  it('without a product (实名认证) the personal pages carry no fromProduct', () => {
    expect(personEntryStep({ personal: { sts: null } })).toEqual({ kind: 'route', path: '/AuthPerson/AuthCertificate' });
    expect(personEntryStep({ personal: person('SUCCESS', ['personal2', 'bankCard4']) })).toEqual({ kind: 'route', path: '/AuthPerson/AuthType?type=addAuthTypeFace' });
    expect(personEntryStep({ personal: person('SUCCESS') })).toBeUndefined();
  });
});

describe('enterpriseAuthEntryPath', () => {
  it.each<[ProductKey, string]>([
    ['twogold', '/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=twogold'],
    ['smallsupply', '/AuthEnterprise/SelectBusiness?busType=hxg&fromProduct=smallsupply'],
    ['factoring', '/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=factoring'],
    ['foreignTrade', '/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=foreignTrade'],
    ['orderCredit', '/AuthEnterprise/SelectBusinessOrder?busType=ddb&fromProduct=orderCredit'],
    ['orderProtection', '/AuthEnterprise/SelectBusinessOrder?busType=ddb&fromProduct=orderProtection'],
    ['winnings', '/AuthEnterprise/SelectBusiness?busType=hcj&fromProduct=winnings'],
    ['bill', '/AuthEnterprise/SelectBusiness?busType=hxp&fromProduct=proBill'],
    ['huafubao', '/AuthEnterprise/SelectBusiness?busType=hfb&fromProduct=huafubao'],
  ])('%s -> %s', (product, path) => {
    expect(enterpriseAuthEntryPath(product)).toBe(path);
  });
});
