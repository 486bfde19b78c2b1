// The home remote's own lines about each product and group; names and groups come from @portal/core.
export const products = {
  taglines: {
    twogold: '应收账款转让融资，盘活营运资金',
    smallsupply: '面向小微供应商的小额、高频保理',
    factoring: '多笔应收账款入池，额度循环使用',
    foreignTrade: '出口应收账款融资与买方风险保障',
    orderCredit: '凭核心企业订单，备货阶段即可融资',
    orderProtection: '订单融资叠加履约保障，额度更高',
    winnings: '可拆分、可流转、可融资的电子凭证',
    bill: '以票据对应的应收账款融资',
    huafubao: '一站式应付账款管理',
  },
  groupLeads: {
    receivables: '已形成应收账款，提前回笼资金',
    order: '拿到订单即可融资，备货生产不缺钱',
    payables: '核心企业优化账期，供应商随时融资',
  },
} as const;
