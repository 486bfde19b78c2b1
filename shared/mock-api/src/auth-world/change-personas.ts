/**
 * The change personas 13800000030-32 (issue 11 item 5) and their seeded changes. personas.ts seeds
 * the accounts; the changes are seeded into the change world (change-state.ts) on first use.
 */
import { creditCode, residentId } from '../checksums';
import type { Account, Company, PersonalAuth } from '../model';
import { ChangePersonaMobile } from '../persona-table';
import { type ChangeRecords, registerChangeSeed, registerLegalMobile } from './change-seeds';

export { ChangePersonaMobile } from '../persona-table';

export const CHANGE_PEOPLE = {
  luMing: { name: '陆鸣', idNo: residentId('310105', '19880415', '037') },
  fangRui: { name: '方睿', idNo: residentId('310104', '19830720', '058') },
  pengYue: { name: '彭越', idNo: residentId('360102', '19920611', '034') },
  wangJianguo: { name: '王建国', idNo: residentId('310105', '19650903', '019') },
  songHui: { name: '宋辉', idNo: residentId('310106', '19700512', '035') },
  gaoLan: { name: '高岚', idNo: residentId('360102', '19720108', '046') },
  xieBin: { name: '谢斌', idNo: residentId('360103', '19680725', '011') },
} as const;

export const CHANGE_COMPANIES = {
  jincheng: { name: '上海长宁锦程商贸有限公司', code: creditCode('91', '310105', 'MA1JC8T6'), legal: CHANGE_PEOPLE.wangJianguo },
  hengxin: { name: '上海静安恒信实业有限公司', code: creditCode('91', '310106', 'MA1HX5R2'), legal: CHANGE_PEOPLE.songHui },
  shengyuan: { name: '南昌红谷滩盛元科技有限公司', code: creditCode('91', '360125', 'MA38HY4K'), legal: CHANGE_PEOPLE.gaoLan },
  ganjiang: { name: '南昌青山湖赣江物流有限公司', code: creditCode('91', '360111', 'MA39GJ7W'), legal: CHANGE_PEOPLE.xieBin },
} as const;

/** The legal representatives' (not personas) mobiles: the administrator change notifies them. */
export const CHANGE_LEGAL_MOBILES = { shengyuan: '13700000130', ganjiang: '13700000131' } as const;

/** Seed time of the changes (2026-03-02 09:00 UTC). */
const SEED_AT = Date.UTC(2026, 2, 2, 9, 0, 0);

const authenticated = (idName: string, idNo: string): PersonalAuth => ({
  sts: 'SUCCESS',
  subSts: 'FACE_VERIFY_FINISH',
  idName,
  idNo,
  factors: { personal2: { sts: 'SUCCESS', reason: null }, telecomOperators3: { sts: 'SUCCESS', reason: null }, livingFace: { sts: 'SUCCESS', reason: null } },
  lastFailure: null,
});

type Seeded = (typeof CHANGE_COMPANIES)[keyof typeof CHANGE_COMPANIES];

function company(entry: Seeded, ucId: string, role: Company['role'], administratorIdNo: string, changes: Partial<Pick<Company, 'legalChange' | 'adminChange'>> = {}): Company {
  return {
    companyUCId: ucId,
    creditCode: entry.code,
    companyName: entry.name,
    entType: 1,
    legalPersonName: entry.legal.name,
    legalPersonIdNo: entry.legal.idNo,
    administratorIdNo,
    role,
    auth: { sts: 'SUCCESS', subSts: 'WISH_FINISH', authMethod: 1 },
    legalChange: changes.legalChange ?? 'none',
    adminChange: changes.adminChange ?? 'none',
    permissions: {},
  };
}

function persona(mobile: string, userUCId: string, person: { name: string; idNo: string }, password: string, summary: string, companies: Company[]): Account {
  return { mobile, userUCId, username: person.name, password, weakPassword: false, activated: true, personal: authenticated(person.name, person.idNo), history: null, summary, companies };
}

/** Fresh copies of the change personas (the state owns and mutates them). */
export function changePersonas(password: string): Account[] {
  const M = ChangePersonaMobile;
  const P = CHANGE_PEOPLE;
  const K = CHANGE_COMPANIES;
  return [
    persona(M.legalChangeAdmin, 'UC2026000030', P.luMing, password, '陆鸣：锦程的管理员（法定代表人变更待新法定代表人方睿签署）；恒信的管理员（可发起法定代表人变更）', [
      company(K.jincheng, 'EC2026000030', 'ADMINISTRATOR', P.luMing.idNo, { legalChange: 'inProgress' }),
      company(K.hengxin, 'EC2026000031', 'ADMINISTRATOR', P.luMing.idNo),
    ]),
    persona(M.newLegal, 'UC2026000031', P.fangRui, password, '方睿：锦程法定代表人变更中被指定的新法定代表人（待确认身份、刷脸、签署变更通知书）', [
      company(K.jincheng, 'EC2026000030', 'ORDINARY', P.luMing.idNo, { legalChange: 'inProgress' }),
    ]),
    persona(M.adminChangeApplicant, 'UC2026000032', P.pengYue, password, '彭越：已申请成为盛元的管理员（待法定代表人高岚确认）；赣江的普通用户（可申请成为管理员）', [
      company(K.shengyuan, 'EC2026000032', 'ORDINARY', P.gaoLan.idNo, { adminChange: 'inProgress' }),
      company(K.ganjiang, 'EC2026000033', 'ORDINARY', P.xieBin.idNo),
    ]),
  ];
}

registerLegalMobile(CHANGE_COMPANIES.shengyuan.code, CHANGE_LEGAL_MOBILES.shengyuan);
registerLegalMobile(CHANGE_COMPANIES.ganjiang.code, CHANGE_LEGAL_MOBILES.ganjiang);

registerChangeSeed((records: ChangeRecords) => {
  const K = CHANGE_COMPANIES;
  records.legal.set(K.jincheng.code, {
    instId: 'LC000901',
    creditCode: K.jincheng.code,
    businessType: '11001',
    step: 'WAIT_LEGAL',
    applicantMobile: ChangePersonaMobile.legalChangeAdmin,
    newLegal: { ...CHANGE_PEOPLE.fangRui, mobile: ChangePersonaMobile.newLegal },
    files: [],
    faceId: null,
    audits: [],
    updatedAt: SEED_AT,
  });
  records.admin.set(K.shengyuan.code, {
    instId: 'AC000902',
    creditCode: K.shengyuan.code,
    step: 'WAIT_LEGAL',
    applicantMobile: ChangePersonaMobile.adminChangeApplicant,
    applicantName: CHANGE_PEOPLE.pengYue.name,
    applicantIdNo: CHANGE_PEOPLE.pengYue.idNo,
    legalName: CHANGE_PEOPLE.gaoLan.name,
    legalMobile: CHANGE_LEGAL_MOBILES.shengyuan,
    refusal: null,
    updatedAt: SEED_AT,
  });
});
