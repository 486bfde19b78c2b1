/**
 * The nine products as the pages name and group them (spec 000 sections 1 and 3). Their facts
 * (intro, audience, steps, documents) come from the content API; what is here is what the home
 * page and the routes need before any call answers.
 */
export type ProductKey = 'twogold' | 'smallsupply' | 'factoring' | 'foreignTrade' | 'orderCredit' | 'orderProtection' | 'winnings' | 'bill' | 'huafubao';

export type ProductGroupKey = 'receivables' | 'order' | 'payables';

export interface CatalogProduct {
  key: ProductKey;
  name: string;
  tagline: string;
  /** The business-system key the login and jump rules use (spec 001 section 4): bill is proBill. */
  systemKey: string;
}

export const PRODUCTS: readonly CatalogProduct[] = [
  { key: 'twogold', name: '保理营运资金', tagline: '应收账款转让融资，盘活营运资金', systemKey: 'twogold' },
  { key: 'smallsupply', name: '小供保理', tagline: '面向小微供应商的小额、高频保理', systemKey: 'smallsupply' },
  { key: 'factoring', name: '池保理', tagline: '多笔应收账款入池，额度循环使用', systemKey: 'factoring' },
  { key: 'foreignTrade', name: '外贸保理', tagline: '出口应收账款融资与买方风险保障', systemKey: 'foreignTrade' },
  { key: 'orderCredit', name: '订单融资（信用）', tagline: '凭核心企业订单，备货阶段即可融资', systemKey: 'orderCredit' },
  { key: 'orderProtection', name: '订单融资（保障）', tagline: '订单融资叠加履约保障，额度更高', systemKey: 'orderProtection' },
  { key: 'winnings', name: '应付电子凭证', tagline: '可拆分、可流转、可融资的电子凭证', systemKey: 'winnings' },
  { key: 'bill', name: '票据保理', tagline: '以票据对应的应收账款融资', systemKey: 'proBill' },
  { key: 'huafubao', name: '应付账款管理', tagline: '一站式应付账款管理', systemKey: 'huafubao' },
];

export const PRODUCT_GROUPS: readonly { key: ProductGroupKey; name: string; lead: string; products: readonly ProductKey[] }[] = [
  { key: 'receivables', name: '应收账款保理', lead: '已形成应收账款，提前回笼资金', products: ['twogold', 'smallsupply', 'factoring', 'foreignTrade'] },
  { key: 'order', name: '订单融资', lead: '拿到订单即可融资，备货生产不缺钱', products: ['orderCredit', 'orderProtection'] },
  { key: 'payables', name: '应付管理', lead: '核心企业优化账期，供应商随时融资', products: ['winnings', 'bill', 'huafubao'] },
];

export function productByKey(key: string): CatalogProduct | undefined {
  return PRODUCTS.find((p) => p.key === key);
}

export const productPath = (key: ProductKey): string => `/product/${key}`;
