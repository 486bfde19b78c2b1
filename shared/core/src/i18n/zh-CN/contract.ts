/** Value lists of the call contract that are zh-CN text: the treasury application form's options. */
export const TREASURY_DEMAND_OPTIONS = ['账户管理', '资金归集', '资金计划', '支付结算', '票据与凭证', '融资协同'] as const;
export const TREASURY_SCALE_OPTIONS = ['1 亿元以下', '1 - 10 亿元', '10 - 50 亿元', '50 亿元以上'] as const;
