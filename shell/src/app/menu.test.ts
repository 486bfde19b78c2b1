/** @jest-environment node */
import { activeMenuItem } from './menu';

describe('top menu', () => {
  it.each([
    ['/home/index', '首页'],
    ['/product/bill', '产品中心'],
    ['/dynamics/index', '新闻动态'],
    ['/helpCenter/entAuth/process', '帮助中心'],
    ['/enterpriseCentre/index', '业务中心'],
  ])('marks the item for %s as active: %s', (path, label) => {
    expect(activeMenuItem(path)?.label).toBe(label);
  });

  it('marks nothing on pages outside the menu', () => {
    expect(activeMenuItem('/AuthPerson/AuthType')).toBeUndefined();
    expect(activeMenuItem('/homepage')).toBeUndefined();
  });
});
