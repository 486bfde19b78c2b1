/** @jest-environment node */
import { BUSINESS_SYSTEM_KEYS } from '../session/constants';
import { PRODUCTS, PRODUCT_GROUPS, PRODUCT_KEYS, fromProductParam, isProductKey, productByKey, productBySystemKey, productIntroPoints, productFromParam, productName, productPath } from './catalog';

describe('the product catalogue', () => {
  it.each([
    ['twogold', '保理营运资金', 'cp01', 'twogold', 'receivables'],
    ['smallsupply', '小供保理', 'HXG', 'smallsupply', 'receivables'],
    ['factoring', '池保理', null, 'factoring', 'receivables'],
    ['foreignTrade', '外贸保理', null, 'foreignTrade', 'receivables'],
    ['orderCredit', '订单融资（信用）', 'DDB', 'orderCredit', 'order'],
    ['orderProtection', '订单融资（保障）', 'DDB', 'orderProtection', 'order'],
    ['winnings', '应付电子凭证', 'HCJ', 'winnings', 'payables'],
    ['bill', '票据保理', 'HXP', 'proBill', 'payables'],
    ['huafubao', '应付账款管理', 'HFB', 'huafubao', 'payables'],
  ])('%s is %s, product id %s, business system %s, in %s', (key, name, productId, systemKey, group) => {
    expect(productByKey(key)).toEqual({ key, name, productId, systemKey, group, path: `/product/${key}` });
    expect(productBySystemKey(systemKey)?.key).toBe(key);
    expect(isProductKey(key) && productName(key)).toBe(name);
  });

  it('groups the mega-menu as four receivables, two order and three payables products, in page order', () => {
    expect(PRODUCT_GROUPS.map((g) => [g.key, g.name, g.products])).toEqual([
      ['receivables', '应收账款保理', ['twogold', 'smallsupply', 'factoring', 'foreignTrade']],
      ['order', '订单融资', ['orderCredit', 'orderProtection']],
      ['payables', '应付管理', ['winnings', 'bill', 'huafubao']],
    ]);
  });

  it('names only business systems the jump rules know', () => {
    for (const p of PRODUCTS) expect(BUSINESS_SYSTEM_KEYS).toContain(p.systemKey);
  });

  it('knows its keys and nothing else', () => {
    expect(isProductKey('bill')).toBe(true);
    expect(isProductKey('proBill')).toBe(false);
    expect(productByKey('nope')).toBeUndefined();
    expect(productPath('winnings')).toBe('/product/winnings');
  });
});

describe('the fromProduct parameter', () => {
  it.each([
    ['bill', 'proBill'],
    ['twogold', 'twogold'],
    ['orderCredit', 'orderCredit'],
    ['huafubao', 'huafubao'],
  ] as const)('%s travels as %s (the spec\'s system key)', (key, param) => {
    expect(fromProductParam(key)).toBe(param);
    expect(productFromParam(param)).toBe(key);
  });

  it.each([
    ['bill', 'bill'],
    ['cpms-cp', undefined],
    ['nothing', undefined],
    [null, undefined],
  ] as const)('reads %s as %s', (param, key) => {
    expect(productFromParam(param)).toBe(key);
  });
});

describe('intro selling points', () => {
  it.each(PRODUCT_KEYS.map((key) => [key]))('%s has three distinct points short enough for one line of its video', (key) => {
    const points = productIntroPoints(key);
    expect(new Set(points).size).toBe(3);
    for (const point of points) expect(point.length).toBeLessThanOrEqual(20);
  });
});
