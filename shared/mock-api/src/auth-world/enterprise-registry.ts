/**
 * The simulated outside registries of enterprise authentication: the business registry (names,
 * credit codes, kinds, legal representatives, group units), the banks, the areas and the bank
 * branches (CNAPS). Fixed data and pure lookups; `GET /__mock/registry` lists the companies.
 */
import type { AreaItem, BankItem, CnapsItem, EnterpriseBasic, EntTypeCode } from '@portal/core';
import { creditCode, residentId } from '../checksums';

/** How the create-company checks treat a registry company (beyond its kind and legal person). */
export type RegistryFlag =
  /** Authenticated on the old platform: 当前企业需先进行企业升级认证. */
  | 'migratory'
  /** Refused by the platform: 当前企业暂无法添加，请联系客户经理. */
  | 'blocked'
  /** Authenticated on the platform by its own users: others cannot add it. */
  | 'platformAuthenticated';

export interface RegistryCompany {
  entName: string;
  /** null: the company has no unified social credit code (certification not supported). */
  creditCode: string | null;
  entType: EntTypeCode;
  /** The licence's wording of the kind. */
  entTypeText: string;
  legalPersonName: string;
  legalPersonIdNo: string;
  /** Where the legal-person notice SMS goes when QA does not give another mobile. */
  legalPersonMobile: string;
  /** queryCustomerInfoGroupUnit answers 'Y': a core group enterprise (order products). */
  groupUnit: boolean;
  flags: readonly RegistryFlag[];
  address: string;
  registeredCapital: string;
  establishDate: string;
  /** One line for QA: what adding this company shows. */
  purpose: string;
}

/** Identities of the enterprise personas (13800000020-27) and of the registry's other legal persons. */
export const ENTERPRISE_PEOPLE = {
  heJun: { name: '何俊', idNo: residentId('330106', '19860514', '031') },
  fengLei: { name: '冯磊', idNo: residentId('330206', '19840322', '017') },
  xuJing: { name: '许静', idNo: residentId('340104', '19910809', '024') },
  hanDong: { name: '韩冬', idNo: residentId('370212', '19821105', '019') },
  pengLi: { name: '彭丽', idNo: residentId('430104', '19890226', '048') },
  caoYang: { name: '曹阳', idNo: residentId('610113', '19870913', '035') },
  yuanFang: { name: '袁芳', idNo: residentId('330302', '19930417', '026') },
  dengChao: { name: '邓超', idNo: residentId('500112', '19900301', '013') },
  jiangWen: { name: '蒋文', idNo: residentId('500105', '19750618', '057') },
  qianFeng: { name: '钱峰', idNo: residentId('320506', '19780125', '011') },
  sunLi: { name: '孙立', idNo: residentId('320115', '19810709', '053') },
  zhouTao: { name: '周涛', idNo: residentId('420106', '19760412', '071') },
  maQiang: { name: '马强', idNo: residentId('120116', '19800830', '039') },
  wangLei: { name: '王磊', idNo: residentId('330108', '19830211', '075') },
  gaoMin: { name: '高敏', idNo: residentId('110105', '19690922', '028') },
  xuHua: { name: '徐华', idNo: residentId('330102', '19720316', '044') },
  liangYu: { name: '梁宇', idNo: residentId('440304', '19850527', '015') },
  shenQiang: { name: '沈强', idNo: residentId('330411', '19770808', '097') },
  luoMing: { name: '罗明', idNo: residentId('350102', '19810602', '034') },
  tangJie: { name: '唐杰', idNo: residentId('330602', '19880715', '019') },
  luPing: { name: '陆平', idNo: residentId('330603', '19700104', '057') },
  songYa: { name: '宋雅', idNo: residentId('350206', '19900923', '042') },
  fanLin: { name: '范琳', idNo: residentId('320214', '19861130', '026') },
} as const;

/** The seeded personas' own companies (personas.ts) are registry companies too. */
const SEEDED = {
  pujiang: { name: '上海浦江供应链管理有限公司', code: creditCode('91', '310115', 'MA1FL3XK'), lp: '张伟', lpId: residentId('310115', '19850312', '013') },
  qianhai: { name: '深圳前海鑫源贸易有限公司', code: creditCode('91', '440300', 'MA5DQ8R2'), lp: '李娜', lpId: residentId('440305', '19900708', '026') },
  nansha: { name: '广州南沙恒通物流有限公司', code: creditCode('91', '440115', 'MA59CT7N'), lp: '赵磊', lpId: residentId('440115', '19820214', '051') },
  wuhou: { name: '成都市武侯区李娜食品经营部', code: creditCode('92', '510107', 'MA6CUB4P'), lp: '李娜', lpId: residentId('440305', '19900708', '026') },
} as const;

const P = ENTERPRISE_PEOPLE;
const LIMITED = '有限责任公司';

export const BUSINESS_REGISTRY: readonly RegistryCompany[] = [
  {
    entName: '杭州西湖云帆科技有限公司',
    creditCode: creditCode('91', '330106', 'MA2H7Y3K'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.heJun.name,
    legalPersonIdNo: P.heJun.idNo,
    legalPersonMobile: '13800000020',
    groupUnit: false,
    flags: [],
    address: '浙江省杭州市西湖区文三路 90 号 8 楼',
    registeredCapital: '1000 万元人民币',
    establishDate: '2019-06-18',
    purpose: '13800000020 何俊 是其法定代表人，尚未认证：可添加并走完企业认证',
  },
  {
    entName: '杭州滨江云帆数据服务有限公司',
    creditCode: creditCode('91', '330108', 'MA27B5Q9'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.wangLei.name,
    legalPersonIdNo: P.wangLei.idNo,
    legalPersonMobile: '13700000101',
    groupUnit: true,
    flags: [],
    address: '浙江省杭州市滨江区网商路 599 号',
    registeredCapital: '5000 万元人民币',
    establishDate: '2017-03-02',
    purpose: '集团核心企业（订单融资可添加）；添加者不是法定代表人',
  },
  {
    entName: '宁波北仑海纳国际物流有限公司',
    creditCode: creditCode('91', '330206', 'MA2GQ1P8'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.fengLei.name,
    legalPersonIdNo: P.fengLei.idNo,
    legalPersonMobile: '13800000021',
    groupUnit: false,
    flags: [],
    address: '浙江省宁波市北仑区明州路 88 号',
    registeredCapital: '2000 万元人民币',
    establishDate: '2016-09-12',
    purpose: '13800000021 的企业，认证中（ENT_4_FINISH）：再次添加提示继续认证',
  },
  {
    entName: '合肥高新启明电子有限公司',
    creditCode: creditCode('91', '340100', 'MA2T5N6W'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.xuJing.name,
    legalPersonIdNo: P.xuJing.idNo,
    legalPersonMobile: '13800000022',
    groupUnit: false,
    flags: [],
    address: '安徽省合肥市高新区望江西路 800 号',
    registeredCapital: '800 万元人民币',
    establishDate: '2018-11-20',
    purpose: '13800000022 的企业，已申请小额打款（ENT_SMALL_AMT_APPLY）',
  },
  {
    entName: '青岛崂山蓝海食品有限公司',
    creditCode: creditCode('91', '370212', 'MA3C8R1D'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.hanDong.name,
    legalPersonIdNo: P.hanDong.idNo,
    legalPersonMobile: '13800000023',
    groupUnit: false,
    flags: [],
    address: '山东省青岛市崂山区海尔路 178 号',
    registeredCapital: '1500 万元人民币',
    establishDate: '2015-05-08',
    purpose: '13800000023 的企业，打款金额已验证（ENT_SMALL_AMT_VERIFY），待法定代表人刷脸',
  },
  {
    entName: '长沙岳麓湘江文化传媒有限公司',
    creditCode: creditCode('91', '430104', 'MA4L2K9E'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.pengLi.name,
    legalPersonIdNo: P.pengLi.idNo,
    legalPersonMobile: '13800000024',
    groupUnit: false,
    flags: [],
    address: '湖南省长沙市岳麓区麓谷大道 627 号',
    registeredCapital: '500 万元人民币',
    establishDate: '2020-01-15',
    purpose: '13800000024 的企业，待上传认证材料（JUMP_SUBMIT_MATERIALS）',
  },
  {
    entName: '西安高新秦川软件有限公司',
    creditCode: creditCode('91', '610131', 'MA6W3T7F'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.caoYang.name,
    legalPersonIdNo: P.caoYang.idNo,
    legalPersonMobile: '13800000025',
    groupUnit: false,
    flags: [],
    address: '陕西省西安市高新区科技二路 68 号',
    registeredCapital: '3000 万元人民币',
    establishDate: '2014-07-30',
    purpose: '13800000025 的企业，审核被业务退回（MANUAL_CHECK_REJECT_BUSINESS_OPERATION）',
  },
  {
    entName: '温州市鹿城区袁芳五金店',
    creditCode: creditCode('92', '330302', 'MA2J6U4G'),
    entType: 2,
    entTypeText: '个体工商户',
    legalPersonName: P.yuanFang.name,
    legalPersonIdNo: P.yuanFang.idNo,
    legalPersonMobile: '13800000026',
    groupUnit: false,
    flags: [],
    address: '浙江省温州市鹿城区五马街 36 号',
    registeredCapital: '10 万元人民币',
    establishDate: '2021-04-06',
    purpose: '13800000026 的个体工商户，四要素未通过（ENT_4_NOT_PASS）',
  },
  {
    entName: '重庆两江鼎盛机电有限公司',
    creditCode: creditCode('91', '500112', 'MA5Y8H2B'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.jiangWen.name,
    legalPersonIdNo: P.jiangWen.idNo,
    legalPersonMobile: '13700000027',
    groupUnit: false,
    flags: [],
    address: '重庆市渝北区金开大道 106 号',
    registeredCapital: '2500 万元人民币',
    establishDate: '2013-10-21',
    purpose: '13800000027 邓超 为管理员（非法定代表人），打款已验证：通知法定代表人 蒋文（13700000027）',
  },
  {
    entName: '绍兴柯桥锦华纺织有限公司',
    creditCode: creditCode('91', '330603', 'MA2JH6QF'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.luPing.name,
    legalPersonIdNo: P.luPing.idNo,
    legalPersonMobile: '13700000040',
    groupUnit: false,
    flags: [],
    address: '浙江省绍兴市柯桥区轻纺城大道 1288 号',
    registeredCapital: '3000 万元人民币',
    establishDate: '2012-04-16',
    purpose: '13800000040 唐杰 为管理员（非法定代表人），小额保理（hxg）四要素未通过（ENT_4_NOT_PASS）：续办于小额打款页',
  },
  {
    entName: '厦门湖里嘉禾供应链有限公司',
    creditCode: creditCode('91', '350206', 'MA8UJH3K'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.songYa.name,
    legalPersonIdNo: P.songYa.idNo,
    legalPersonMobile: '13700000041',
    groupUnit: true,
    flags: [],
    address: '福建省厦门市湖里区嘉禾路 396 号',
    registeredCapital: '8000 万元人民币',
    establishDate: '2015-09-08',
    purpose: '13800000041 宋雅 的集团核心企业，订单融资模式二（ddb_2）四要素已通过：续办于法定代表人人脸识别',
  },
  {
    entName: '无锡新吴瑞泰电子有限公司',
    creditCode: creditCode('91', '320214', 'MA1RT5EW'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.fanLin.name,
    legalPersonIdNo: P.fanLin.idNo,
    legalPersonMobile: '13700000042',
    groupUnit: false,
    flags: [],
    address: '江苏省无锡市新吴区长江路 21 号',
    registeredCapital: '1500 万元人民币',
    establishDate: '2016-03-22',
    purpose: '13800000042 范琳 的企业，小额打款回填次数已用完：需重新申请打款',
  },
  {
    entName: '苏州工业园区瑞丰精密制造有限公司',
    creditCode: creditCode('91', '320594', 'MA1XR6M3'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.qianFeng.name,
    legalPersonIdNo: P.qianFeng.idNo,
    legalPersonMobile: '13700000102',
    groupUnit: true,
    flags: [],
    address: '江苏省苏州市工业园区星湖街 328 号',
    registeredCapital: '1 亿元人民币',
    establishDate: '2010-08-16',
    purpose: '集团核心企业（queryCustomerInfoGroupUnit 为 Y）：订单融资可添加',
  },
  {
    entName: '南京江宁恒昌建材有限公司',
    creditCode: creditCode('91', '320115', 'MA1Y2C5L'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.sunLi.name,
    legalPersonIdNo: P.sunLi.idNo,
    legalPersonMobile: '13700000103',
    groupUnit: false,
    flags: [],
    address: '江苏省南京市江宁区天元中路 126 号',
    registeredCapital: '600 万元人民币',
    establishDate: '2017-12-05',
    purpose: '非集团核心企业：订单融资添加提示“该企业非集团核心企业”',
  },
  {
    entName: '武汉光谷老字号食品有限公司',
    creditCode: creditCode('91', '420100', 'MA4K9P1A'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.zhouTao.name,
    legalPersonIdNo: P.zhouTao.idNo,
    legalPersonMobile: '13700000104',
    groupUnit: false,
    flags: ['migratory'],
    address: '湖北省武汉市东湖新技术开发区光谷大道 77 号',
    registeredCapital: '1200 万元人民币',
    establishDate: '2012-02-28',
    purpose: '老平台已认证：提示“当前企业需先进行企业升级认证”',
  },
  {
    entName: '天津滨海泰和贸易有限公司',
    creditCode: creditCode('91', '120116', 'MA06D8T2'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.maQiang.name,
    legalPersonIdNo: P.maQiang.idNo,
    legalPersonMobile: '13700000105',
    groupUnit: false,
    flags: ['blocked'],
    address: '天津市滨海新区响螺湾商务区 1 号',
    registeredCapital: '300 万元人民币',
    establishDate: '2018-03-19',
    purpose: '平台限制：提示“当前企业暂无法添加，请联系客户经理”',
  },
  {
    entName: SEEDED.pujiang.name,
    creditCode: SEEDED.pujiang.code,
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: SEEDED.pujiang.lp,
    legalPersonIdNo: SEEDED.pujiang.lpId,
    legalPersonMobile: '13800000000',
    groupUnit: true,
    flags: ['platformAuthenticated'],
    address: '上海市浦东新区张杨路 500 号',
    registeredCapital: '5000 万元人民币',
    establishDate: '2016-04-11',
    purpose: '13800000000 张伟 的已认证企业：他人添加提示“已完成平台认证”，本人提示“已认证，请勿重复”',
  },
  {
    entName: SEEDED.qianhai.name,
    creditCode: SEEDED.qianhai.code,
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: SEEDED.qianhai.lp,
    legalPersonIdNo: SEEDED.qianhai.lpId,
    legalPersonMobile: '13800000001',
    groupUnit: false,
    flags: ['platformAuthenticated'],
    address: '广东省深圳市前海深港合作区前湾一路 1 号',
    registeredCapital: '2000 万元人民币',
    establishDate: '2017-07-07',
    purpose: '13800000001 李娜 的已认证企业',
  },
  {
    entName: SEEDED.nansha.name,
    creditCode: SEEDED.nansha.code,
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: SEEDED.nansha.lp,
    legalPersonIdNo: SEEDED.nansha.lpId,
    legalPersonMobile: '13700000106',
    groupUnit: false,
    flags: [],
    address: '广东省广州市南沙区港前大道 1 号',
    registeredCapital: '1000 万元人民币',
    establishDate: '2015-10-10',
    purpose: '13800000001 李娜 任管理员、认证被客户退回：本人再次添加提示继续认证',
  },
  {
    entName: SEEDED.wuhou.name,
    creditCode: SEEDED.wuhou.code,
    entType: 2,
    entTypeText: '个体工商户',
    legalPersonName: SEEDED.wuhou.lp,
    legalPersonIdNo: SEEDED.wuhou.lpId,
    legalPersonMobile: '13800000001',
    groupUnit: false,
    flags: [],
    address: '四川省成都市武侯区科华北路 12 号',
    registeredCapital: '5 万元人民币',
    establishDate: '2020-09-01',
    purpose: '13800000001 李娜 的个体工商户',
  },
  {
    entName: '厦门市思明区林记茶叶店',
    creditCode: creditCode('92', '350203', 'MA8N4F6C'),
    entType: 2,
    entTypeText: '个体工商户',
    legalPersonName: '林晓雪',
    legalPersonIdNo: residentId('350203', '19930718', '046'),
    legalPersonMobile: '13700000107',
    groupUnit: false,
    flags: [],
    address: '福建省厦门市思明区中山路 210 号',
    registeredCapital: '3 万元人民币',
    establishDate: '2022-02-14',
    purpose: '个体工商户（经营者 林晓雪）：他人添加提示“您不是该企业的经营者”；小额保理、票据保理不支持个体工商户',
  },
  {
    entName: '北京市朝阳区望京社区便民服务部',
    creditCode: null,
    entType: 99,
    entTypeText: '其他组织',
    legalPersonName: P.gaoMin.name,
    legalPersonIdNo: P.gaoMin.idNo,
    legalPersonMobile: '13700000108',
    groupUnit: false,
    flags: [],
    address: '北京市朝阳区望京街 9 号',
    registeredCapital: '—',
    establishDate: '2008-05-20',
    purpose: '无统一社会信用代码：提示“该企业无统一社会信用代码，暂不支持认证”',
  },
  {
    entName: '浙江省农业科学研究院后勤服务中心',
    creditCode: creditCode('12', '330000', '47000123'),
    entType: 3,
    entTypeText: '事业单位',
    legalPersonName: P.xuHua.name,
    legalPersonIdNo: P.xuHua.idNo,
    legalPersonMobile: '13700000109',
    groupUnit: false,
    flags: [],
    address: '浙江省杭州市上城区石桥路 198 号',
    registeredCapital: '800 万元人民币',
    establishDate: '2001-01-01',
    purpose: '事业单位（类型 3）',
  },
  {
    entName: '深圳市供应链金融促进会',
    creditCode: creditCode('51', '440300', 'MJL10234'),
    entType: 4,
    entTypeText: '社会团体',
    legalPersonName: P.liangYu.name,
    legalPersonIdNo: P.liangYu.idNo,
    legalPersonMobile: '13700000110',
    groupUnit: false,
    flags: [],
    address: '广东省深圳市福田区深南大道 6008 号',
    registeredCapital: '50 万元人民币',
    establishDate: '2015-06-06',
    purpose: '社会团体（类型 4）',
  },
  {
    entName: '嘉兴市秀洲区丰收农机专业合作社',
    creditCode: creditCode('93', '330411', 'MA29K7X5'),
    entType: 99,
    entTypeText: '农民专业合作社',
    legalPersonName: P.shenQiang.name,
    legalPersonIdNo: P.shenQiang.idNo,
    legalPersonMobile: '13700000111',
    groupUnit: false,
    flags: [],
    address: '浙江省嘉兴市秀洲区洪合镇 18 号',
    registeredCapital: '200 万元人民币',
    establishDate: '2019-03-03',
    purpose: '其他（类型 99）',
  },
  {
    entName: '福州鼓楼闽江机电有限公司',
    creditCode: creditCode('91', '350102', 'MA8N6R1W'),
    entType: 1,
    entTypeText: LIMITED,
    legalPersonName: P.luoMing.name,
    legalPersonIdNo: P.luoMing.idNo,
    legalPersonMobile: '13800000028',
    groupUnit: false,
    flags: [],
    address: '福建省福州市鼓楼区五四路 158 号',
    registeredCapital: '800 万元人民币',
    establishDate: '2015-09-21',
    purpose: '13800000028 罗明 的企业，企业认证已过期（EXPIRED）：打开企业认证页提示“企业认证已过期”，可重新认证',
  },
];

export const registryByCode = (code: string): RegistryCompany | undefined => BUSINESS_REGISTRY.find((c) => c.creditCode === code);
export const registryByName = (name: string): RegistryCompany | undefined => BUSINESS_REGISTRY.find((c) => c.entName === name.trim());

export const basicOf = (company: RegistryCompany): EnterpriseBasic => ({
  entName: company.entName,
  creditCode: company.creditCode,
  entityType: company.entType,
  frName: company.legalPersonName,
});

export const SEARCH_MIN = 3;
export const SEARCH_MAX = 50;
export const SEARCH_LIMIT = 20;

/** enterpriseListBasic: names containing the keyword, registry order, at most 20. */
export function searchRegistry(keyword: string): EnterpriseBasic[] {
  const needle = keyword.trim();
  return BUSINESS_REGISTRY.filter((c) => c.entName.includes(needle)).slice(0, SEARCH_LIMIT).map(basicOf);
}

// --- banks, areas, branches ------------------------------------------------------------------------

/** Banks of the remittance form, with the 3-digit bank number that starts their CNAPS codes. */
export const REMITTANCE_BANKS: readonly (BankItem & { bankNo: string })[] = [
  { bankCode: 'ICBC', bankName: '中国工商银行', bankNo: '102' },
  { bankCode: 'ABC', bankName: '中国农业银行', bankNo: '103' },
  { bankCode: 'BOC', bankName: '中国银行', bankNo: '104' },
  { bankCode: 'CCB', bankName: '中国建设银行', bankNo: '105' },
  { bankCode: 'BCM', bankName: '交通银行', bankNo: '301' },
  { bankCode: 'CITIC', bankName: '中信银行', bankNo: '302' },
  { bankCode: 'CMB', bankName: '招商银行', bankNo: '308' },
  { bankCode: 'CIB', bankName: '兴业银行', bankNo: '309' },
  { bankCode: 'SPDB', bankName: '上海浦东发展银行', bankNo: '310' },
  { bankCode: 'PSBC', bankName: '中国邮政储蓄银行', bankNo: '403' },
];

interface Province extends AreaItem {
  cities: readonly AreaItem[];
}

/** Provinces and cities (GB/T 2260 codes) covering the registry's companies. */
export const AREAS: readonly Province[] = [
  { code: '110000', name: '北京市', cities: [{ code: '110100', name: '北京市' }] },
  { code: '120000', name: '天津市', cities: [{ code: '120100', name: '天津市' }] },
  { code: '310000', name: '上海市', cities: [{ code: '310100', name: '上海市' }] },
  { code: '320000', name: '江苏省', cities: [{ code: '320100', name: '南京市' }, { code: '320500', name: '苏州市' }] },
  {
    code: '330000',
    name: '浙江省',
    cities: [
      { code: '330100', name: '杭州市' },
      { code: '330200', name: '宁波市' },
      { code: '330300', name: '温州市' },
      { code: '330400', name: '嘉兴市' },
    ],
  },
  { code: '340000', name: '安徽省', cities: [{ code: '340100', name: '合肥市' }] },
  { code: '350000', name: '福建省', cities: [{ code: '350100', name: '福州市' }, { code: '350200', name: '厦门市' }] },
  { code: '370000', name: '山东省', cities: [{ code: '370100', name: '济南市' }, { code: '370200', name: '青岛市' }] },
  { code: '420000', name: '湖北省', cities: [{ code: '420100', name: '武汉市' }] },
  { code: '430000', name: '湖南省', cities: [{ code: '430100', name: '长沙市' }] },
  { code: '440000', name: '广东省', cities: [{ code: '440100', name: '广州市' }, { code: '440300', name: '深圳市' }] },
  { code: '500000', name: '重庆市', cities: [{ code: '500100', name: '重庆市' }] },
  { code: '510000', name: '四川省', cities: [{ code: '510100', name: '成都市' }] },
  { code: '610000', name: '陕西省', cities: [{ code: '610100', name: '西安市' }] },
];

/** Provinces without a parent code; a province's cities with it; [] for an unknown code. */
export function areaList(parentCode: string | undefined): AreaItem[] {
  if (!parentCode) return AREAS.map(({ code, name }) => ({ code, name }));
  return (AREAS.find((p) => p.code === parentCode)?.cities ?? []).map((c) => ({ ...c }));
}

const cityOf = (cityCode: string): AreaItem | undefined => AREAS.flatMap((p) => p.cities).find((c) => c.code === cityCode);

const BRANCH_SUFFIXES = ['分行营业部', '城东支行', '高新技术开发区支行'] as const;

/**
 * The mock's CNAPS codes: bank number (3) + the city's first 4 GB/T 2260 digits + branch number
 * (4) + a check digit (digit sum mod 10): 12 digits.
 */
export function cnapsCode(bankNo: string, cityCode: string, branch: number): string {
  const body = `${bankNo}${cityCode.slice(0, 4)}${String(branch).padStart(4, '0')}`;
  const sum = [...body].reduce((acc, ch) => acc + Number(ch), 0);
  return `${body}${sum % 10}`;
}

/** Every branch of a bank in a city (three each). */
export function branchesOf(bankCode: string, cityCode: string): CnapsItem[] {
  const bank = REMITTANCE_BANKS.find((b) => b.bankCode === bankCode);
  const city = cityOf(cityCode);
  if (!bank || !city) return [];
  const short = city.name.replace(/市$/, '');
  return BRANCH_SUFFIXES.map((suffix, i) => ({
    cnapsCode: cnapsCode(bank.bankNo, city.code, i + 1),
    branchName: `${bank.bankName}股份有限公司${short}${suffix}`,
    bankCode,
    cityCode,
  }));
}

/** mgrDataCnaps/list: a bank's branches in a city whose name contains the keyword. */
export function searchBranches(bankCode: string, cityCode: string, keyword = ''): CnapsItem[] {
  const needle = keyword.trim();
  return branchesOf(bankCode, cityCode).filter((b) => !needle || b.branchName.includes(needle) || b.cnapsCode.startsWith(needle));
}

/** The branch with that CNAPS code, across banks and cities. */
export function branchByCode(code: string): CnapsItem | undefined {
  for (const bank of REMITTANCE_BANKS) {
    for (const city of AREAS.flatMap((p) => p.cities)) {
      const found = branchesOf(bank.bankCode, city.code).find((b) => b.cnapsCode === code);
      if (found) return found;
    }
  }
  return undefined;
}
