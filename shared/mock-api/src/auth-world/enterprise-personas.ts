/**
 * The enterprise personas 13800000020-27 (issue 10 item 11): one per step a page can be entered
 * at. Their companies are registry companies (enterprise-registry.ts); personas.ts seeds them.
 */
import type { Account, AuthMethod, Company, PersonalAuth } from '../model';
import { ENTERPRISE_PEOPLE as P, type RegistryCompany, branchesOf, registryByName } from './enterprise-registry';
import type { EnterpriseProgress } from '../model';
import { emptyProgress } from './enterprise-state';
import { EnterprisePersonaMobile } from '../persona-table';

export { EnterprisePersonaMobile } from '../persona-table';

/** The amount remitted to 13800000022's company (GET /__mock/remittance/:creditCode). */
export const SEEDED_REMITTANCE_AMOUNT = '0.37';
/** Seed time of the enterprise personas' steps (2026-03-01 08:00 UTC). */
const SEED_AT = Date.UTC(2026, 2, 1, 8, 0, 0);

export const SEEDED_BUSINESS_REJECT_REASONS = ['《平台认证服务协议》未加盖企业公章，请盖章后重新上传', '《数字证书服务协议（企业）》签署日期缺失'];
export const SEEDED_ENT4_FAILURE = '经营者姓名或身份证号与工商登记信息不一致';

const authenticated = (idName: string, idNo: string): PersonalAuth => ({
  sts: 'SUCCESS',
  subSts: 'FACE_VERIFY_FINISH',
  idName,
  idNo,
  factors: { personal2: { sts: 'SUCCESS', reason: null }, telecomOperators3: { sts: 'SUCCESS', reason: null }, livingFace: { sts: 'SUCCESS', reason: null } },
  lastFailure: null,
});

function registered(name: string): RegistryCompany {
  const entry = registryByName(name);
  if (!entry?.creditCode) throw new Error(`not a registry company with a credit code: ${name}`);
  return entry;
}

/** The sample remittance target (ICBC, Hangzhou head office branch) of the seeded remittances. */
const seededRemittance = (entry: RegistryCompany, amount: string, verified: boolean, triesLeft = 3): EnterpriseProgress['remittance'] => ({
  amount,
  accountNo: '1202020409900012345',
  accountName: entry.entName,
  bankCode: 'ICBC',
  bankName: '中国工商银行',
  cnapsCode: branchesOf('ICBC', '330100')[0].cnapsCode,
  branchName: branchesOf('ICBC', '330100')[0].branchName,
  provinceCode: '330000',
  cityCode: '330100',
  appliedAt: SEED_AT,
  triesLeft,
  verified,
});

function company(
  entry: RegistryCompany,
  ucId: string,
  subSts: string,
  authMethod: AuthMethod,
  role: Company['role'],
  administratorIdNo: string,
  progress: Partial<EnterpriseProgress> = {},
): Company {
  return {
    companyUCId: ucId,
    creditCode: entry.creditCode as string,
    companyName: entry.entName,
    entType: entry.entType,
    legalPersonName: entry.legalPersonName,
    legalPersonIdNo: entry.legalPersonIdNo,
    administratorIdNo,
    role,
    auth: { sts: 'PROCESSING', subSts, authMethod },
    legalChange: 'none',
    adminChange: 'none',
    permissions: {},
    enterprise: { ...emptyProgress(), businessType: entry.entType === 2 ? 'abt_indv_biz_basic' : 'abt_ent_basic', ...progress },
  };
}

function persona(mobile: string, userUCId: string, person: { name: string; idNo: string }, password: string, summary: string, companies: Company[]): Account {
  return {
    mobile,
    userUCId,
    username: person.name,
    password,
    weakPassword: false,
    activated: true,
    personal: authenticated(person.name, person.idNo),
    history: null,
    summary,
    companies,
  };
}

/** Fresh copies of the enterprise personas (the state owns and mutates them). */
export function enterprisePersonas(password: string): Account[] {
  const M = EnterprisePersonaMobile;
  const haina = registered('宁波北仑海纳国际物流有限公司');
  const qiming = registered('合肥高新启明电子有限公司');
  const lanhai = registered('青岛崂山蓝海食品有限公司');
  const xiangjiang = registered('长沙岳麓湘江文化传媒有限公司');
  const qinchuan = registered('西安高新秦川软件有限公司');
  const wujin = registered('温州市鹿城区袁芳五金店');
  const dingsheng = registered('重庆两江鼎盛机电有限公司');
  const minjiang = registered('福州鼓楼闽江机电有限公司');
  const jinhua = registered('绍兴柯桥锦华纺织有限公司');
  const jiahe = registered('厦门湖里嘉禾供应链有限公司');
  const ruitai = registered('无锡新吴瑞泰电子有限公司');
  return [
    persona(M.legalPersonNoCompany, 'UC2026000020', P.heJun, password, '何俊：个人已认证，杭州西湖云帆科技有限公司的法定代表人（企业未认证、未关联）', []),
    persona(M.ent4Finished, 'UC2026000021', P.fengLei, password, '冯磊：企业认证中，四要素已通过（ENT_4_FINISH，方式 1）', [
      company(haina, 'EC2026000021', 'ENT_4_FINISH', 1, 'LEGAL_PERSON', P.fengLei.idNo),
    ]),
    persona(M.remittanceApplied, 'UC2026000022', P.xuJing, password, `许静：已申请小额打款（ENT_SMALL_AMT_APPLY），打款金额 ${SEEDED_REMITTANCE_AMOUNT}`, [
      company(qiming, 'EC2026000022', 'ENT_SMALL_AMT_APPLY', 1, 'LEGAL_PERSON', P.xuJing.idNo, { remittance: seededRemittance(qiming, SEEDED_REMITTANCE_AMOUNT, false) }),
    ]),
    persona(M.remittanceVerified, 'UC2026000023', P.hanDong, password, '韩冬：打款金额已验证（ENT_SMALL_AMT_VERIFY），待法定代表人刷脸', [
      company(lanhai, 'EC2026000023', 'ENT_SMALL_AMT_VERIFY', 1, 'LEGAL_PERSON', P.hanDong.idNo, { remittance: seededRemittance(lanhai, '0.52', true) }),
    ]),
    persona(M.submitMaterials, 'UC2026000024', P.pengLi, password, '彭丽：待上传认证材料（JUMP_SUBMIT_MATERIALS）', [
      company(xiangjiang, 'EC2026000024', 'JUMP_SUBMIT_MATERIALS', 1, 'LEGAL_PERSON', P.pengLi.idNo, { remittance: seededRemittance(xiangjiang, '0.18', true) }),
    ]),
    persona(M.businessReject, 'UC2026000025', P.caoYang, password, '曹阳：审核被业务退回（MANUAL_CHECK_REJECT_BUSINESS_OPERATION），有退回原因', [
      company(qinchuan, 'EC2026000025', 'MANUAL_CHECK_REJECT_BUSINESS_OPERATION', 1, 'LEGAL_PERSON', P.caoYang.idNo, {
        remittance: seededRemittance(qinchuan, '0.64', true),
        audits: [{ result: 'REJECT_BUSINESS', reasons: [...SEEDED_BUSINESS_REJECT_REASONS], submittedAt: SEED_AT, reviewedAt: SEED_AT + 3_600_000, files: [] }],
      }),
    ]),
    persona(M.individualEnt4Failed, 'UC2026000026', P.yuanFang, password, '袁芳：个体工商户，四要素未通过（ENT_4_NOT_PASS），有原因', [
      company(wujin, 'EC2026000026', 'ENT_4_NOT_PASS', 2, 'LEGAL_PERSON', P.yuanFang.idNo, { ent4Reason: SEEDED_ENT4_FAILURE }),
    ]),
    persona(M.administratorVerified, 'UC2026000027', P.dengChao, password, '邓超：管理员（非法定代表人），打款已验证（ENT_SMALL_AMT_VERIFY），需通知法定代表人蒋文', [
      company(dingsheng, 'EC2026000027', 'ENT_SMALL_AMT_VERIFY', 1, 'ADMINISTRATOR', P.dengChao.idNo, { remittance: seededRemittance(dingsheng, '0.29', true) }),
    ]),
    // Authenticated once; the authentication has passed its validity: the auth-error dialog's 'expired' case.
    persona(M.expired, 'UC2026000028', P.luoMing, password, '罗明：企业认证已过期（EXPIRED），需重新进行企业认证', [
      { ...company(minjiang, 'EC2026000028', 'WISH_FINISH', 1, 'LEGAL_PERSON', P.luoMing.idNo), auth: { sts: 'EXPIRED', subSts: null, authMethod: 1 } },
    ]),
    // Spec 000 section 4: ENT_4_NOT_PASS for a user who is not the legal representative, outside abcp and ddb, resumes at the payment page.
    persona(M.administratorEnt4Failed, 'UC2026000040', P.tangJie, password, '唐杰：管理员（非法定代表人），小额保理（hxg）四要素未通过（ENT_4_NOT_PASS），续办于小额打款页', [
      company(jinhua, 'EC2026000040', 'ENT_4_NOT_PASS', 1, 'ADMINISTRATOR', P.tangJie.idNo, { businessType: 'abt_ent_hxg', productKey: 'smallsupply', ent4Reason: '法定代表人姓名或身份证号与工商登记信息不一致' }),
    ]),
    // ddb mode 2 after ent4 goes on like an individual business: the legal person's face, not the remittance of method 1.
    persona(M.ddbMode2, 'UC2026000041', P.songYa, password, '宋雅：订单融资模式二（ddb_2）四要素已通过（ENT_4_FINISH），续办于法定代表人人脸识别', [
      company(jiahe, 'EC2026000041', 'ENT_4_FINISH', 1, 'LEGAL_PERSON', P.songYa.idNo, { businessType: 'ddb_2', productKey: 'orderCredit' }),
    ]),
    persona(M.remittanceTriesUsed, 'UC2026000042', P.fanLin, password, '范琳：小额打款回填三次均错误（ENT_SMALL_AMT_APPLY，次数已用完），需重新申请打款', [
      company(ruitai, 'EC2026000042', 'ENT_SMALL_AMT_APPLY', 1, 'LEGAL_PERSON', P.fanLin.idNo, { remittance: seededRemittance(ruitai, '0.46', false, 0) }),
    ]),
  ];
}
