/**
 * The treasury front pages' data: the treasury-management product, its downloadable templates,
 * seeded applications, and the files that /treasuryFront/view/{type}/{file} previews.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPdf, textPage } from './pdf';
import { treasuryChartPng } from './images';
import type { ApplicationStatus, TreasuryProduct } from '@portal/core';

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
  demandOptions: ['账户管理', '资金归集', '资金计划', '支付结算', '票据与凭证', '融资协同'],
  scaleOptions: ['1 亿元以下', '1 - 10 亿元', '10 - 50 亿元', '50 亿元以上'],
};


export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, string> = {
  SUBMITTED: '已受理',
  EVALUATING: '方案评估中',
  SIGNED: '已签约',
  CLOSED: '已关闭',
};

export interface TreasuryApplication {
  applicationNo: string;
  entName: string;
  creditCode: string;
  contactName: string;
  contactMobile: string;
  demands: string[];
  fundScale: string;
  remark: string;
  status: ApplicationStatus;
  submittedAt: string;
  updatedAt: string;
}

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

const brochurePdf = (): Buffer =>
  buildPdf('Treasury Management Service - Product Brochure', [
    textPage(
      'Treasury Management Service',
      [
        '# Product brochure',
        'The treasury management service gives a group a single view of every bank account of its member companies, pools their cash into the group account on a schedule, and plans and approves payments in one place.',
        '# What it does',
        'Accounts: opening, change and closing approved online; balances and statements in real time through bank-enterprise direct connection.',
        'Cash pooling: daily or threshold-based sweeping, zero-balance, fixed-amount and proportional modes.',
        'Cash planning: monthly and weekly plans, with warnings on payments outside the plan.',
        'Payments: one payment platform, instructions sent to banks after approval, results written back.',
        'Bills and vouchers: the group bill pool and payable electronic vouchers managed together.',
        'Financing: suppliers reach factoring on the portal, the group confirms receivables online.',
      ],
      'Lianrong Commercial Factoring Co., Ltd. - Hotline 400-000-0000 - page 1 of 2',
    ),
    textPage(
      'Implementation',
      [
        '# From application to launch',
        '1. Apply online and receive an application number.',
        '2. An account manager calls within two working days to understand your accounts and banks.',
        '3. We propose a plan and a quotation, including the banks to connect directly.',
        '4. Sign the service agreement; direct connection, data migration and training follow.',
        '5. Go live with continuous operation and improvement.',
        '# Typical timeline',
        'A standard plan goes live in 6 to 8 weeks. With several banks and an ERP integration, about 3 months.',
      ],
      'Lianrong Commercial Factoring Co., Ltd. - Hotline 400-000-0000 - page 2 of 2',
    ),
  ]);

const applicationFormPdf = (): Buffer =>
  buildPdf('Treasury Service Application Form', [
    [
      ...textPage(
        'Application Form',
        [
          '# Treasury management service - offline application form',
          'Fill in this form when you apply offline, sign and stamp it, and send a scan to your account manager.',
          'Company name: ______________________________________________',
          'Unified social credit code: ______________________________',
          'Contact person: ____________________  Mobile: ____________________',
          'Services wanted: [ ] Accounts  [ ] Cash pooling  [ ] Planning  [ ] Payments  [ ] Bills  [ ] Financing',
          'Annual fund scale: [ ] under 0.1 bn  [ ] 0.1-1 bn  [ ] 1-5 bn  [ ] over 5 bn',
          'Legal representative (signature): ____________________  Company seal:',
        ],
        'Lianrong Commercial Factoring Co., Ltd. - form TMS-01 (2025 edition)',
      ),
    ],
  ]);

const authorizationPdf = (): Buffer =>
  buildPdf('Bank Account Inquiry Authorization', [
    textPage(
      'Account Authorization',
      [
        '# Authorization for bank account information inquiry',
        'The company authorizes Lianrong Commercial Factoring Co., Ltd. to query, through bank-enterprise direct connection, the balances and statements of the accounts listed below, for the treasury management service only.',
        'Account name: __________________  Bank: __________________  Account no.: __________________',
        'Account name: __________________  Bank: __________________  Account no.: __________________',
        'This authorization is valid from the date of signature until the service agreement ends.',
        'Company seal: ____________________     Date: ______ / ____ / ____',
      ],
      'Lianrong Commercial Factoring Co., Ltd. - form TMS-02 (2025 edition)',
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
  { file: 'treasury-intro.mp4', title: '司库服务介绍视频', contentType: 'video/mp4', description: '4 秒产品介绍短片。', body: once(() => readFileSync(path.join(MEDIA_DIR, 'treasury-intro.mp4'))) },
  { file: 'treasury-application-form.pdf', title: '司库服务线下申请表', contentType: 'application/pdf', description: '线下申请时填写，签字盖章后扫描发送给客户经理。', body: once(applicationFormPdf) },
  { file: 'account-authorization.pdf', title: '银行账户信息查询授权书', contentType: 'application/pdf', description: '授权通过银企直连查询账户余额与流水。', body: once(authorizationPdf) },
  { file: 'fund-plan-template.csv', title: '月度资金计划模板', contentType: 'text/csv; charset=utf-8', description: '成员单位月度资金计划编制模板（CSV，可用 Excel 打开）。', body: once(fundPlanCsv) },
];

/** The files the template page lists for download. */
export const TEMPLATE_FILES: readonly string[] = ['treasury-application-form.pdf', 'account-authorization.pdf', 'fund-plan-template.csv', 'treasury-brochure.pdf'];

export const findTreasuryFile = (file: string): TreasuryFile | undefined => TREASURY_FILES.find((f) => f.file === file);
