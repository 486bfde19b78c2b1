/**
 * Data of the spec's development-time mock layer (001 sections 3 and 7): the enum dictionary,
 * the menus and to-do routes by role, collateral types, regions, and generators of believable
 * white-list, dashboard and to-do records. Lists are generated from a fixed seed so that pages
 * stay the same from one call to the next.
 */
import { DAY_MS, chinaDate, formatChinaTime } from '@portal/core';
import { mulberry32 } from '../state';
import { AREAS } from '../auth-world/enterprise-registry';
import { creditCode } from '../checksums';
import { own } from '../own';

export interface Option {
  code: string;
  desc: string;
}

const options = (entries: readonly (readonly [string | number, string])[]): Option[] => entries.map(([code, desc]) => ({ code: String(code), desc }));

/** The enum dictionary of spec 001 section 3 ("mock-only shapes"), by type code. */
export const ENUM_DICTIONARY: Readonly<Record<string, { name: string; options: Option[] }>> = {
  billStatus: { name: '票据状态', options: options([[1, '待签收'], [2, '已签收'], [3, '已背书'], [4, '已贴现'], [5, '已兑付'], [6, '已拒付']]) },
  creditApplyStatus: { name: '授信申请状态', options: options([[1, '草稿'], [2, '审批中'], [3, '审批通过'], [4, '审批拒绝'], [5, '已撤回']]) },
  companyStatus: {
    name: '企业状态',
    options: options([
      [1, '待提交'], [2, '待初审'], [3, '初审退回'], [4, '待复审'], [5, '复审退回'], [6, '待授信'], [7, '授信审批中'], [8, '已授信'],
      [9, '授信拒绝'], [10, '待签约'], [11, '签约中'], [12, '已签约'], [13, '正常'], [14, '已冻结'], [15, '已注销'], [16, '黑名单'],
    ]),
  },
  withdrawalState: { name: '提款状态', options: options([[1, '待提款'], [2, '提款审核中'], [3, '放款中'], [4, '已放款'], [5, '放款失败']]) },
  loanReceiptStatus: { name: '借据状态', options: options([[1, '正常'], [2, '逾期'], [3, '已结清'], [4, '已核销']]) },
  roleType: { name: '角色类型', options: options([[1, '融资方'], [2, '核心企业'], [3, '保理公司'], [4, '资金方']]) },
  contractType: { name: '合同类型', options: options([[1, '保理合同'], [2, '应收账款转让通知书'], [3, '担保合同'], [4, '补充协议']]) },
  guaranteeType: { name: '担保方式', options: options([[1, '信用'], [2, '保证'], [3, '抵押'], [4, '质押']]) },
  moneyType: { name: '币种', options: options([['CNY', '人民币'], ['USD', '美元'], ['HKD', '港币']]) },
  userRole: { name: '用户角色', options: options([[1, '管理员'], [2, '业务员']]) },
  userStatus: { name: '用户状态', options: options([[0, '启用'], [1, '关闭'], [2, '未激活']]) },
  authStatus: { name: '认证状态', options: options([[0, '未认证'], [1, '认证中'], [2, '已认证']]) },
  signStatus: { name: '签署状态', options: options([[0, '待签署'], [1, '签署中'], [2, '已签署'], [3, '已拒签']]) },
  warningLevel: { name: '预警等级', options: options([[1, '一级（提示）'], [2, '二级（关注）'], [3, '三级（预警）'], [4, '四级（严重）']]) },
  frozenStatus: { name: '冻结状态', options: options([[0, '未冻结'], [1, '已冻结']]) },
  whiteListStatus: { name: '白名单状态', options: options([[0, '待审核'], [1, '审核通过'], [2, '审核拒绝']]) },
};

/** Collateral types, two levels (the "multi-level type fields" of collateral records). */
export const COLLATERAL_TYPES: Readonly<Record<string, Option[]>> = {
  '': options([['01', '应收账款'], ['02', '不动产'], ['03', '动产'], ['04', '权利']]),
  '01': options([['0101', '商业发票'], ['0102', '电子债权凭证'], ['0103', '商业承兑汇票']]),
  '02': options([['0201', '住宅'], ['0202', '商业用房'], ['0203', '工业厂房'], ['0204', '土地使用权']]),
  '03': options([['0301', '机器设备'], ['0302', '交通运输工具'], ['0303', '存货']]),
  '04': options([['0401', '股权'], ['0402', '知识产权'], ['0403', '存单']]),
};

/** Districts (GB/T 2260) of the cities where most customers are; other cities answer none. */
const DISTRICTS: Readonly<Record<string, Option[]>> = {
  '110100': options([['110101', '东城区'], ['110102', '西城区'], ['110105', '朝阳区'], ['110108', '海淀区']]),
  '310100': options([['310101', '黄浦区'], ['310104', '徐汇区'], ['310115', '浦东新区']]),
  '320100': options([['320102', '玄武区'], ['320104', '秦淮区'], ['320115', '江宁区']]),
  '330100': options([['330102', '上城区'], ['330106', '西湖区'], ['330108', '滨江区']]),
  '420100': options([['420102', '江岸区'], ['420106', '武昌区'], ['420111', '洪山区']]),
  '440100': options([['440103', '荔湾区'], ['440104', '越秀区'], ['440106', '天河区']]),
  '440300': options([['440303', '罗湖区'], ['440304', '福田区'], ['440305', '南山区']]),
  '510100': options([['510104', '锦江区'], ['510105', '青羊区'], ['510107', '武侯区']]),
};

export type AreaLevel = 'province' | 'city' | 'district';

/** Provinces without a parent code; a province's cities, or a city's districts, with one. */
export function areaData(parentCode: string | undefined): (Option & { level: AreaLevel; parentCode: string | null })[] {
  if (!parentCode) return AREAS.map(({ code, name }) => ({ code, desc: name, level: 'province', parentCode: null }));
  const province = AREAS.find((p) => p.code === parentCode);
  if (province) return province.cities.map(({ code, name }) => ({ code, desc: name, level: 'city', parentCode }));
  return (own(DISTRICTS, parentCode) ?? []).map((d) => ({ ...d, level: 'district', parentCode }));
}

export interface MenuEntry {
  roleId: number;
  name: string;
  path: string;
  hidden: boolean;
  meta: { title: string; icon: string };
  children: MenuEntry[];
}

export const ROLES = [
  { roleId: 1, roleName: '管理员' },
  { roleId: 2, roleName: '业务员' },
] as const;

type MenuSeed = readonly [path: string, title: string, icon: string, hidden?: boolean, children?: readonly MenuSeed[], adminOnly?: boolean];

const MENU: readonly MenuSeed[] = [
  ['/dashboard', '工作台', 'dashboard', false, [['/dashboard/view1', '数据概览', 'chart']]],
  [
    '/components',
    '组件示例',
    'component',
    false,
    [
      ['/components/table-list', '表格列表', 'table'],
      ['/components/detail', '详情', 'detail', true],
      ['/components/transfer', '穿梭框', 'transfer'],
      ['/components/edit-table', '可编辑表格', 'edit'],
      ['/components/region-selector', '省市区选择', 'location'],
      ['/components/svg-icon', '图标', 'icon'],
      ['/components/tabs', '标签页', 'tab'],
    ],
  ],
  ['/user-manage', '用户管理', 'user', false, [['/user-manage/user', '用户列表', 'peoples'], ['/user-manage/role', '角色管理', 'role']], true],
];

const nameOf = (path: string): string =>
  path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase()))
    .join('');

/** The menu a role sees: the administrator (1) also manages users and roles. */
export function menuOf(roleId: number): MenuEntry[] {
  const build = (seed: MenuSeed): MenuEntry => {
    const [path, title, icon, hidden = false, children = []] = seed;
    return { roleId, name: nameOf(path), path, hidden, meta: { title, icon }, children: children.map(build) };
  };
  return MENU.filter((seed) => roleId === 1 || !seed[5]).map(build);
}

/** The to-do routes of the mock (backlog links), with the role that handles each. */
export const BACKLOG_ROUTES = [
  { roleId: 2, path: '/factoring-contract-sign/detail?id={id}', title: '保理合同待签署' },
  { roleId: 1, path: '/factoring-business-receivable/contract-upload-detail?id={id}', title: '应收账款合同待上传' },
] as const;

// --- generated records --------------------------------------------------------------------------

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '军', '涛', '明', '超', '秀英', '建华', '志强', '海燕', '晓东', '丽娟'];
const CITIES = ['上海', '杭州', '苏州', '南京', '宁波', '深圳', '广州', '成都', '武汉', '合肥', '青岛', '厦门'];
const TRADES = ['供应链管理', '机电设备', '新材料科技', '食品贸易', '物流', '电子科技', '建材', '医药', '纺织品', '汽车零部件'];
const SUFFIXES = ['有限公司', '股份有限公司', '有限责任公司'];
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const pick = <T,>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** A unified social credit code with valid check characters (GB 32100-2015, GB 11714). */
export function randomCreditCode(random: () => number): string {
  const region = pick(random, ['310115', '330106', '320505', '440305', '510107', '420111']);
  return creditCode('91', region, `MA${Array.from({ length: 6 }, () => pick(random, [...CREDIT_CODE_CHARS])).join('')}`);
}

export const personName = (random: () => number): string => pick(random, [...SURNAMES]) + pick(random, GIVEN);
export const companyName = (random: () => number): string => `${pick(random, CITIES)}${pick(random, ['恒通', '瑞丰', '鼎盛', '海纳', '启明', '云帆', '嘉禾', '华信', '永泰', '中联'])}${pick(random, TRADES)}${pick(random, SUFFIXES)}`;
const mobile = (random: () => number): string => `1${pick(random, ['35', '38', '39', '50', '58', '86', '88'])}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
const money = (random: () => number, min: number, max: number): number => Math.round((min + random() * (max - min)) / 1000) * 1000;

export interface WhiteListRecord {
  id: string;
  mobileNo: string;
  realName: string;
  companyName: string;
  creditCode: string;
  status: string;
  statusName: string;
  applySum: number;
  createTime: string;
}

export const WHITE_LIST_TOTAL = 47;
export const WHITE_LIST_PAGE_SIZE = 10;

const WHITE_LIST: readonly WhiteListRecord[] = (() => {
  const random = mulberry32(20261127);
  const statuses = ENUM_DICTIONARY.whiteListStatus.options;
  return Array.from({ length: WHITE_LIST_TOTAL }, (_, i) => {
    const status = statuses[i % 5 === 0 ? 0 : i % 7 === 0 ? 2 : 1];
    return {
      id: `WL${String(i + 1).padStart(6, '0')}`,
      mobileNo: mobile(random),
      realName: personName(random),
      companyName: companyName(random),
      creditCode: randomCreditCode(random),
      status: status.code,
      statusName: status.desc,
      applySum: money(random, 200_000, 5_000_000),
      createTime: `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')} ${String(9 + (i % 9)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}:00`,
    };
  });
})();

export interface WhiteListQuery {
  pageNum?: number;
  mobileNo?: string;
  realName?: string;
  creditCode?: string;
  status?: string;
}

/** One page of 10 white-list records, filtered by the fields given (substring, status exact). */
export function whiteListPage(query: WhiteListQuery): { list: WhiteListRecord[]; total: number; pageNum: number; pageSize: number } {
  const found = WHITE_LIST.filter(
    (r) =>
      (!query.mobileNo || r.mobileNo.includes(query.mobileNo)) &&
      (!query.realName || r.realName.includes(query.realName)) &&
      (!query.creditCode || r.creditCode.includes(query.creditCode)) &&
      (query.status === undefined || query.status === '' || r.status === String(query.status)),
  );
  const pageNum = Math.max(1, Math.floor(query.pageNum ?? 1));
  const start = (pageNum - 1) * WHITE_LIST_PAGE_SIZE;
  return { list: found.slice(start, start + WHITE_LIST_PAGE_SIZE).map((r) => ({ ...r })), total: found.length, pageNum, pageSize: WHITE_LIST_PAGE_SIZE };
}

/** Pie chart: the largest acceptors (core enterprises) and loan recipients by amount (yuan). */
export function pieChart(): { acceptors: { entName: string; amount: number }[]; loanRecipients: { entName: string; amount: number }[] } {
  const random = mulberry32(7);
  const slices = (count: number) =>
    Array.from({ length: count }, () => ({ entName: companyName(random), amount: money(random, 1_000_000, 60_000_000) })).sort((a, b) => b.amount - a.amount);
  return { acceptors: slices(6), loanRecipients: slices(8) };
}

/** Bar chart: counts and amounts of financing by day (the last 7 days) or by month (the last 12), China time. */
export function barChart(now: number, dimension: 'day' | 'month'): { dimension: 'day' | 'month'; list: { date: string; count: number; amount: number }[] } {
  const [year, month] = chinaDate(now).split('-').map(Number);
  const dates =
    dimension === 'day'
      ? // China keeps one offset all year, so a China day is always DAY_MS long.
        Array.from({ length: 7 }, (_, i) => chinaDate(now - (6 - i) * DAY_MS))
      : Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(year, month - 12 + i, 1)).toISOString().slice(0, 7));
  return {
    dimension,
    list: dates.map((date) => {
      // Seeded by the date, so a day keeps its bar from one call to the next.
      const random = mulberry32([...date].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, dimension === 'day' ? 1 : 2));
      const count = dimension === 'day' ? 2 + Math.floor(random() * 18) : 40 + Math.floor(random() * 260);
      return { date, count, amount: count * money(random, 300_000, 1_500_000) };
    }),
  };
}

export interface BacklogMessage {
  messageId: string;
  messageContent: string;
  linkUrl: string;
  lastUpdTime: string;
  businessNo: string;
  messageStatus: string;
  roleId: number;
}

/** The to-do messages (unread first), linking to the to-do routes with a business id. */
export function backlog(now: number): BacklogMessage[] {
  const random = mulberry32(11);
  return Array.from({ length: 12 }, (_, i) => {
    const route = BACKLOG_ROUTES[i % 2];
    const id = 1000 + i * 37;
    const when = now - i * 5 * 3_600_000;
    const businessNo = `${i % 2 === 0 ? 'BLHT' : 'YSZK'}${chinaDate(when).replace(/-/g, '')}${String(id).padStart(4, '0')}`;
    const ent = companyName(random);
    return {
      messageId: `MSG${String(i + 1).padStart(8, '0')}`,
      messageContent: i % 2 === 0 ? `${ent}的保理合同（${businessNo}）待您签署` : `${ent}的应收账款合同（${businessNo}）待上传`,
      linkUrl: route.path.replace('{id}', String(id)),
      lastUpdTime: formatChinaTime(when),
      businessNo,
      messageStatus: i < 5 ? '0' : '1',
      roleId: route.roleId,
    };
  });
}

/** Map data: customers and financing (yuan) per province, for the dashboard's China map. */
export function mapData(): { code: string; name: string; value: number; amount: number }[] {
  const random = mulberry32(13);
  return AREAS.map(({ code, name }) => {
    const value = 3 + Math.floor(random() * 120);
    return { code, name, value, amount: value * money(random, 500_000, 2_000_000) };
  });
}
