/**
 * The treasury front pages' data: the treasury-management product, its downloadable templates,
 * seeded applications, and the files that /treasuryFront/view/{type}/{file} previews.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPdf, textPage } from './pdf';
import { treasuryChartPng } from './images';
import { TREASURY_DEMAND_OPTIONS, TREASURY_SCALE_OPTIONS, type ApplicationRow, type ApplicationStatus, type NewApplication, type TreasuryProduct } from '@portal/core';

export type { ApplicationStatus, TreasuryProduct };


export const TREASURY_PRODUCT: TreasuryProduct = {
  name: '司库服务',
  tagline: '集团资金“看得见、管得住、调得动、用得好”',
  intro:
    '司库服务面向集团企业，提供账户统一管理、资金集中归集、资金计划、票据与供应链金融协同等能力。通过银企直连实时掌握全集团账户余额与流水，实现资金的集中管控与高效配置，并与平台的保理、应付电子凭证等产品打通，盘活集团内部与上下游的资金。',
  capabilities: [
    { title: '账户管理', detail: '全集团银行账户开立、变更、销户线上审批，账户余额与流水实时可见。' },
    { title: '资金归集', detail: '按日或按额度自动归集成员单位资金，支持定额、零余额、比例等归集方式。' },
    { title: '资金计划', detail: '月度、周度资金计划编制与执行监控，计划外付款自动预警。' },
    { title: '支付结算', detail: '统一支付平台，付款指令经审批后直连银行发出，支付结果实时回写。' },
    { title: '票据与凭证', detail: '集团票据池与应付电子凭证统一管理，到期提醒与兑付一目了然。' },
    { title: '融资协同', detail: '为上游供应商对接保理融资，核心企业在线确权，不占用集团授信。' },
  ],
  audience: ['下属单位多、银行账户分散的集团企业', '希望提升资金集中度、降低财务费用的国有企业和上市公司', '供应链上下游资金协同需求强的产业集团'],
  steps: [
    { title: '提交申请', detail: '在线填写企业信息与需求，提交后获得申请编号。' },
    { title: '需求调研', detail: '客户经理两个工作日内联系您，了解账户、银行与业务现状。' },
    { title: '方案评估', detail: '出具司库建设方案与报价，确认银企直连范围。' },
    { title: '签约实施', detail: '签署服务协议，完成银企直连、数据迁移与人员培训。' },
    { title: '上线运营', detail: '系统上线，提供持续的运维与优化服务。' },
  ],
  faqs: [
    { question: '司库服务支持哪些银行直连？', answer: '已支持国有大型银行、全国性股份制银行及主要城市商业银行共 30 余家，其他银行可按需对接。' },
    { question: '实施周期一般多长？', answer: '标准方案 6 - 8 周上线；涉及多家银行直连与 ERP 对接的，一般为 3 个月左右。' },
    { question: '申请后多久会有人联系？', answer: '提交申请后两个工作日内，客户经理会通过您留下的手机号与您联系。' },
    { question: '是否需要先在平台完成企业认证？', answer: '提交意向申请无需认证；签约前需由企业完成平台企业认证。' },
  ],
  // The form's options are the contract's (the application's body accepts these only).
  demandOptions: [...TREASURY_DEMAND_OPTIONS],
  scaleOptions: [...TREASURY_SCALE_OPTIONS],
};


export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = {
  SUBMITTED: '已受理',
  EVALUATING: '方案评估中',
  SIGNED: '已签约',
  CLOSED: '已关闭',
};

/** A stored application: what was sent (core's NewApplication, remark kept) and its record. */
export type TreasuryApplication = Required<NewApplication> & Omit<ApplicationRow, 'statusName'>;

const SEED_COMPANIES: [string, string][] = [
  ['华东精工集团有限公司', '张'],
  ['浙江海港物流控股有限公司', '王'],
  ['江苏苏源能源集团有限公司', '李'],
  ['山东齐鲁建材集团股份有限公司', '赵'],
  ['安徽皖江汽车零部件有限公司', '陈'],
  ['福建闽海食品集团有限公司', '刘'],
  ['湖北楚天钢构集团有限公司', '周'],
  ['广东粤信电子科技集团有限公司', '吴'],
  ['四川蜀道交通建设集团有限公司', '郑'],
  ['河南中原粮油集团有限公司', '孙'],
  ['上海浦江供应链管理有限公司', '张'],
  ['深圳前海鑫源贸易有限公司', '李'],
  ['天津滨海化工集团有限公司', '马'],
  ['重庆山城机电集团有限公司', '何'],
];

const STATUS_CYCLE: ApplicationStatus[] = ['SUBMITTED', 'EVALUATING', 'SIGNED', 'EVALUATING', 'CLOSED', 'SUBMITTED', 'SIGNED'];

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 28 applications over the last months, newest first; built the same way every time. */
export function seedApplications(): TreasuryApplication[] {
  // 2025-11-20 10:30 China time; each earlier one some days before, within office hours.
  const start = Date.UTC(2025, 10, 20, 2, 30);
  const day = 24 * 3600_000;
  return Array.from({ length: 28 }, (_, i) => {
    const [entName, surname] = SEED_COMPANIES[i % SEED_COMPANIES.length];
    const submitted = new Date(start - (i * 4 + (i % 3)) * day + (i % 5) * 75 * 60_000);
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length];
    const updated = new Date(submitted.getTime() + (status === 'SUBMITTED' ? 0 : 3 + (i % 4)) * day);
    const stamp = `${submitted.getUTCFullYear()}${pad(submitted.getUTCMonth() + 1)}${pad(submitted.getUTCDate())}`;
    return {
      applicationNo: `SK${stamp}${pad(i + 1, 4)}`,
      entName,
      creditCode: `91310000MA1K${pad(i, 6)}`,
      contactName: `${surname}经理`,
      contactMobile: `139${pad(10000000 + i * 7919, 8).slice(-8)}`,
      demands: TREASURY_PRODUCT.demandOptions.filter((_, d) => (i + d) % 3 === 0),
      fundScale: TREASURY_PRODUCT.scaleOptions[i % TREASURY_PRODUCT.scaleOptions.length],
      remark: '',
      status,
      submittedAt: submitted.toISOString(),
      updatedAt: updated.toISOString(),
    };
  });
}

export interface TreasuryFile {
  /** The name in URLs: /treasuryFront/view/{type}/{file}. */
  file: string;
  title: string;
  contentType: string;
  /** What the template page says of it. */
  description: string;
  body: () => Buffer;
}

const COMPANY = '链融商业保理有限公司';

const brochurePdf = (): Buffer =>
  buildPdf('司库管理服务产品手册', [
    textPage(
      '司库管理服务',
      [
        '# 产品手册',
        '司库管理服务为企业集团提供成员单位全部银行账户的统一视图，按计划将资金归集到集团账户，并在同一平台上编制资金计划、审批付款。',
        '# 服务能力',
        '账户管理：开户、变更、销户线上审批；通过银企直连实时查询余额与流水。',
        '资金归集：按日或按阈值上划，支持零余额、定额、比例等归集模式。',
        '资金计划：月度、周度资金计划，计划外付款自动预警。',
        '支付结算：统一支付平台，审批通过后向银行发送指令，结果自动回写。',
        '票据与凭证：集团票据池与应付电子凭证统一管理。',
        '融资服务：供应商在平台申请保理融资，集团在线确权应收账款。',
      ],
      `${COMPANY} · 服务热线 400-000-0000 · 第 1 页，共 2 页`,
    ),
    textPage(
      '实施流程',
      [
        '# 从申请到上线',
        '1. 在线提交申请，获得申请编号。',
        '2. 客户经理在两个工作日内与您联系，了解账户与合作银行情况。',
        '3. 我们提出方案与报价，包括需要直连的银行。',
        '4. 签署服务协议，随后进行银企直连、数据迁移与培训。',
        '5. 正式上线，持续运营与优化。',
        '# 典型周期',
        '标准方案 6 至 8 周上线；涉及多家银行与 ERP 集成时约需 3 个月。',
      ],
      `${COMPANY} · 服务热线 400-000-0000 · 第 2 页，共 2 页`,
    ),
  ]);

const applicationFormPdf = (): Buffer =>
  buildPdf('司库服务线下申请表', [
    [
      ...textPage(
        '线下申请表',
        [
          '# 司库管理服务 · 线下申请表',
          '线下申请时请填写本表，签字盖章后扫描发送给您的客户经理。',
          '企业名称：______________________________________________',
          '统一社会信用代码：______________________________',
          '联系人：____________________  手机号：____________________',
          '所需服务：□ 账户管理  □ 资金归集  □ 资金计划  □ 支付结算  □ 票据  □ 融资',
          '年资金规模：□ 1 亿元以下  □ 1-10 亿元  □ 10-50 亿元  □ 50 亿元以上',
          '法定代表人（签字）：____________________  企业公章：',
        ],
        `${COMPANY} · 表单 TMS-01（2025 版）`,
      ),
    ],
  ]);

const authorizationPdf = (): Buffer =>
  buildPdf('银行账户信息查询授权书', [
    textPage(
      '账户查询授权书',
      [
        '# 银行账户信息查询授权书',
        `本企业授权${COMPANY}通过银企直连查询下列账户的余额与交易流水，仅用于司库管理服务。`,
        '账户名称：______________  开户银行：______________  账号：______________',
        '账户名称：______________  开户银行：______________  账号：______________',
        '本授权自签署之日起生效，至服务协议终止时失效。',
        '企业公章：____________________     日期：______ 年 ____ 月 ____ 日',
      ],
      `${COMPANY} · 表单 TMS-02（2025 版）`,
    ),
  ]);

const fundPlanCsv = (): Buffer =>
  Buffer.from(
    '\ufeff成员单位,计划月份,期初余额（元）,计划收入（元）,计划支出（元）,期末余额（元）,备注\n' +
      '示例：华东精工（上海）有限公司,2025-12,12000000.00,8500000.00,9200000.00,11300000.00,\n',
    'utf8',
  );

const MEDIA_DIR = path.join(__dirname, 'files');

/** Each file is made once, on first use. */
function once(make: () => Buffer): () => Buffer {
  let made: Buffer | undefined;
  return () => (made ??= make());
}

export const TREASURY_FILES: readonly TreasuryFile[] = [
  { file: 'treasury-brochure.pdf', title: '司库服务产品手册', contentType: 'application/pdf', description: '产品能力、实施流程与典型周期。', body: once(brochurePdf) },
  { file: 'treasury-overview.png', title: '司库资金全景示意图', contentType: 'image/png', description: '集团资金余额趋势与归集账户示意。', body: once(treasuryChartPng) },
  { file: 'treasury-intro.mp4', title: '司库服务介绍视频', contentType: 'video/mp4', description: '12 秒产品介绍短片：司库服务的三项核心能力。', body: once(() => readFileSync(path.join(MEDIA_DIR, 'treasury-intro.mp4'))) },
  { file: 'treasury-application-form.pdf', title: '司库服务线下申请表', contentType: 'application/pdf', description: '线下申请时填写，签字盖章后扫描发送给客户经理。', body: once(applicationFormPdf) },
  { file: 'account-authorization.pdf', title: '银行账户信息查询授权书', contentType: 'application/pdf', description: '授权通过银企直连查询账户余额与流水。', body: once(authorizationPdf) },
  { file: 'fund-plan-template.csv', title: '月度资金计划模板', contentType: 'text/csv; charset=utf-8', description: '成员单位月度资金计划编制模板（CSV，可用 Excel 打开）。', body: once(fundPlanCsv) },
];

/** The files the template page lists for download. */
export const TEMPLATE_FILES: readonly string[] = ['treasury-application-form.pdf', 'account-authorization.pdf', 'fund-plan-template.csv', 'treasury-brochure.pdf'];

export const findTreasuryFile = (file: string): TreasuryFile | undefined => TREASURY_FILES.find((f) => f.file === file);
