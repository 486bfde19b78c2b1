/**
 * The demo personas the mock starts with (and returns to on POST /__mock/reset). Credit codes
 * and resident IDs carry real check digits, computed here, so the portal's validators accept them.
 */

import { AUTH_CODES } from '@portal/core';
import { creditCode, residentId } from './checksums';
import { DEMO_PASSWORD, PersonaMobile } from './persona-table';
import { enterprisePersonas } from './auth-world/enterprise-personas';
import { changePersonas } from './auth-world/change-personas';

export { DEMO_PASSWORD, PersonaMobile };

import type { AuthSts, EntAuthSts, EntRole, EntType, AuthMethod, Company, PersonalFactor, ChangeState, FactorState, PersonalAuth, HistoryAuth, Account } from './model';

export type { AuthSts, EntAuthSts, EntRole, EntType, AuthMethod, Company, PersonalFactor, ChangeState, FactorState, PersonalAuth, HistoryAuth, Account };

export { residentId, creditCode } from './checksums';

const ZHANG_WEI = residentId('310115', '19850312', '013');
const LI_NA = residentId('440305', '19900708', '026');
const LIU_YANG = residentId('110105', '19880921', '037');
const ZHAO_LEI = residentId('440115', '19820214', '051');

const CHEN_JING = residentId('330106', '19920415', '028');
const SUN_HAO = residentId('320102', '19870603', '015');
const ZHOU_MIN = residentId('420106', '19830119', '046');
const WU_GANG = residentId('610113', '19790828', '031');
const ZHENG_JIE = residentId('350102', '19950226', '062');

const passedFactors = (...names: PersonalFactor[]): Partial<Record<PersonalFactor, FactorState>> =>
  Object.fromEntries(names.map((name) => [name, { sts: 'SUCCESS', reason: null }]));

const authenticated = (idName: string, idNo: string): PersonalAuth => ({
  sts: 'SUCCESS',
  subSts: 'FACE_VERIFY_FINISH',
  idName,
  idNo,
  factors: passedFactors('personal2', 'telecomOperators3', 'livingFace'),
  lastFailure: null,
});

/** Seed time of the failed attempt of 13800000011 (2026-03-01 08:30 UTC). */
const SEED_FAILURE_AT = Date.UTC(2026, 2, 1, 8, 30, 0);
export const SEED_FACE_FAILURE_REASON = '人脸比对不通过：请本人在光线充足处正对镜头重试';

const noChanges = (): Pick<Company, 'legalChange' | 'adminChange' | 'permissions'> => ({ legalChange: 'none', adminChange: 'none', permissions: {} });

/** Fresh copies of the personas: the state owns and mutates them. */
export function seedAccounts(): Account[] {
  return [
    {
      mobile: PersonaMobile.oneCompany,
      userUCId: 'UC2026000001',
      username: '张伟',
      password: DEMO_PASSWORD,
      weakPassword: false,
      activated: true,
      personal: authenticated('张伟', ZHANG_WEI),
      history: null,
      summary: '张伟：个人已认证，一家已认证企业（法定代表人）',
      companies: [
        {
          companyUCId: 'EC2026000101',
          creditCode: creditCode('91', '310115', 'MA1FL3XK'),
          companyName: '上海浦江供应链管理有限公司',
          entType: 1,
          legalPersonName: '张伟',
          legalPersonIdNo: ZHANG_WEI,
          administratorIdNo: ZHANG_WEI,
          role: 'LEGAL_PERSON',
          auth: { sts: 'SUCCESS', subSts: 'WISH_FINISH', authMethod: 1 },
          ...noChanges(),
        },
      ],
    },
    {
      mobile: PersonaMobile.threeCompanies,
      userUCId: 'UC2026000002',
      username: '李娜',
      password: DEMO_PASSWORD,
      weakPassword: false,
      activated: true,
      personal: authenticated('李娜', LI_NA),
      history: null,
      summary: '李娜：个人已认证，关联三家企业（已认证、认证中被退回、个体工商户未认证）',
      companies: [
        {
          companyUCId: 'EC2026000201',
          creditCode: creditCode('91', '440300', 'MA5DQ8R2'),
          companyName: '深圳前海鑫源贸易有限公司',
          entType: 1,
          legalPersonName: '李娜',
          legalPersonIdNo: LI_NA,
          administratorIdNo: LI_NA,
          role: 'LEGAL_PERSON',
          auth: { sts: 'SUCCESS', subSts: 'WISH_FINISH', authMethod: 2 },
          ...noChanges(),
        },
        {
          companyUCId: 'EC2026000202',
          creditCode: creditCode('91', '440115', 'MA59CT7N'),
          companyName: '广州南沙恒通物流有限公司',
          entType: 1,
          legalPersonName: '赵磊',
          legalPersonIdNo: ZHAO_LEI,
          administratorIdNo: LI_NA,
          role: 'ADMINISTRATOR',
          auth: { sts: 'PROCESSING', subSts: 'MANUAL_CHECK_REJECT_CUSTOMER', authMethod: 1 },
          ...noChanges(),
        },
        {
          companyUCId: 'EC2026000203',
          creditCode: creditCode('92', '510107', 'MA6CUB4P'),
          companyName: '成都市武侯区李娜食品经营部',
          entType: 2,
          legalPersonName: '李娜',
          legalPersonIdNo: LI_NA,
          administratorIdNo: LI_NA,
          role: 'LEGAL_PERSON',
          auth: { sts: null, subSts: null, authMethod: null },
          ...noChanges(),
        },
      ],
    },
    {
      mobile: PersonaMobile.unauthenticated,
      userUCId: 'UC2026000003',
      username: '138****0002',
      password: DEMO_PASSWORD,
      weakPassword: false,
      activated: true,
      personal: null,
      history: null,
      summary: '新用户：已注册，未做个人认证，无企业',
      companies: [],
    },
    {
      mobile: PersonaMobile.weakPassword,
      userUCId: 'UC2026000004',
      username: '刘洋',
      password: DEMO_PASSWORD,
      weakPassword: true,
      activated: true,
      // Seeded as before the auth world: PROCESSING although two factors passed.
      personal: { sts: 'PROCESSING', subSts: null, idName: '刘洋', idNo: LIU_YANG, factors: passedFactors('personal2', 'telecomOperators3'), lastFailure: null },
      history: null,
      summary: '刘洋：密码强度低（密码登录答 501004），个人认证中，无企业',
      companies: [],
    },
    {
      mobile: PersonaMobile.notActivated,
      userUCId: 'UC2026000005',
      username: '王芳',
      password: '',
      weakPassword: false,
      activated: false,
      personal: null,
      history: null,
      summary: '王芳：已注册未激活（未设置密码，密码登录提示通过忘记密码设置），无企业',
      companies: [],
    },
    {
      mobile: PersonaMobile.personal2Passed,
      userUCId: 'UC2026000010',
      username: '陈静',
      password: DEMO_PASSWORD,
      weakPassword: false,
      activated: true,
      personal: { sts: 'PROCESSING', subSts: null, idName: '陈静', idNo: CHEN_JING, factors: passedFactors('personal2'), lastFailure: null },
      history: null,
      summary: '陈静：身份信息（personal2）已通过，待完成下一项认证，无企业',
      companies: [],
    },
    {
      mobile: PersonaMobile.lastAttemptFailed,
      userUCId: 'UC2026000011',
      username: '孙浩',
      password: DEMO_PASSWORD,
      weakPassword: false,
      activated: true,
      personal: {
        sts: 'FAILING',
        subSts: null,
        idName: '孙浩',
        idNo: SUN_HAO,
        factors: { ...passedFactors('personal2'), livingFace: { sts: 'FAILING', reason: SEED_FACE_FAILURE_REASON } },
        lastFailure: { factor: 'livingFace', code: AUTH_CODES.FACE_FAILED, reason: SEED_FACE_FAILURE_REASON, at: SEED_FAILURE_AT },
      },
      history: null,
      summary: '孙浩：身份信息已通过，上次人脸识别未通过（有原因），无企业',
      companies: [],
    },
    {
      mobile: PersonaMobile.upgrade,
      userUCId: 'UC2026000012',
      username: '周敏',
      password: DEMO_PASSWORD,
      weakPassword: false,
      activated: true,
      personal: null,
      history: { idName: '周敏', idNo: ZHOU_MIN },
      summary: '周敏：老平台已实名（历史认证 SUCCESS），需升级认证，无企业',
      companies: [],
    },
    {
      mobile: PersonaMobile.bankCardNoFace,
      userUCId: 'UC2026000013',
      username: '吴刚',
      password: DEMO_PASSWORD,
      weakPassword: false,
      activated: true,
      personal: { sts: 'SUCCESS', subSts: null, idName: '吴刚', idNo: WU_GANG, factors: passedFactors('personal2', 'bankCard4'), lastFailure: null },
      history: null,
      summary: '吴刚：个人已认证（仅银行卡四要素，未做人脸），无企业',
      companies: [],
    },
    {
      mobile: PersonaMobile.personalNoCompany,
      userUCId: 'UC2026000014',
      username: '郑洁',
      password: DEMO_PASSWORD,
      weakPassword: false,
      activated: true,
      personal: authenticated('郑洁', ZHENG_JIE),
      history: null,
      summary: '郑洁：个人已认证（含人脸），无企业',
      companies: [],
    },
    ...enterprisePersonas(DEMO_PASSWORD),
    ...changePersonas(DEMO_PASSWORD),
  ];
}
