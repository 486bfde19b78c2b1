// Display names of spec 000 section 3 (factoring working capital, payable voucher, small supply
// factoring, order financing, bill factoring, payables management) and section 1 (pool and
// foreign-trade factoring), and the product centre's groups.
export const products = {
  names: {
    twogold: '保理营运资金',
    smallsupply: '小供保理',
    factoring: '池保理',
    foreignTrade: '外贸保理',
    orderCredit: '订单融资（信用）',
    orderProtection: '订单融资（保障）',
    winnings: '应付电子凭证',
    bill: '票据保理',
    huafubao: '应付账款管理',
  },
  groups: {
    receivables: '应收账款保理',
    order: '订单融资',
    payables: '应付管理',
  },
} as const;
