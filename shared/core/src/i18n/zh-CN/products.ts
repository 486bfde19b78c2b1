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
  /** Three selling points per product, from the product pages' highlights: the intro videos show them. */
  introPoints: {
    twogold: ['融资比例最高可达应收账款金额的 90%', '核心企业在线确权，最快 T+1 放款', '无需抵押，依托核心企业信用'],
    smallsupply: ['单笔 1 万元起融', '系统自动审批，最快 2 小时放款', '法定代表人手机刷脸即可签约'],
    factoring: ['一次授信，额度随池内余额动态调整', '回款自动入池，无需逐笔办理', '支持多个买方、多币种应收账款'],
    foreignTrade: ['发货后即可融资，提前回笼资金', '有追索 / 无追索两种方式可选', '支持美元、欧元结算'],
    orderCredit: ['订单下达即可申请，融资前移至备货阶段', '融资比例最高为订单金额的 70%', '纯信用，无需抵押担保'],
    orderProtection: ['融资比例最高为订单金额的 85%', '单户额度最高 8,000 万元', '交货后自动转为应收账款保理'],
    winnings: ['凭证可拆分、可多级流转，最小 100 元', '持有人随时申请融资，最快当日到账', '全流程电子签章，权属清晰可追溯'],
    bill: ['单张票据 1 万元起', '支持多张票据打包融资', '线上背书与签约，最快当日放款'],
    huafubao: ['应付账款集中管理，付款计划一目了然', '供应商在线对账与确权', '为供应商对接保理融资，不占用企业授信'],
  },
  groups: {
    receivables: '应收账款保理',
    order: '订单融资',
    payables: '应付管理',
  },
} as const;
