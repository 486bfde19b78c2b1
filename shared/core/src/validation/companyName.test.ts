/** @jest-environment node */
import fc from 'fast-check';
import { COMPANY_NAME_MAX, COMPANY_SEARCH_MIN, canSearchCompany, validateCompanyName, validationMessages } from './index';

describe('validateCompanyName', () => {
  it.each([
    ['', '请输入企业名称'],
    ['  ', '请输入企业名称'],
    [null, '请输入企业名称'],
    ['某某供应链管理有限公司', undefined],
  ])('%p -> %p', (value, expected) => {
    expect(validateCompanyName(value)).toBe(expected);
  });

  it('uses the spec limits', () => {
    expect(validationMessages.companyNameRequired).toBe('请输入企业名称');
    expect(COMPANY_SEARCH_MIN).toBe(3);
    expect(COMPANY_NAME_MAX).toBe(50);
  });
});

describe('canSearchCompany', () => {
  it.each([
    ['', false],
    [undefined, false],
    ['某某', false],
    ['  某某  ', false],
    ['某某公', true],
    ['abc', true],
  ])('%p -> %p', (value, expected) => {
    expect(canSearchCompany(value)).toBe(expected);
  });

  it('searches exactly when the trimmed keyword has three or more characters', () => {
    fc.assert(fc.property(fc.string(), (keyword) => canSearchCompany(keyword) === keyword.trim().length >= COMPANY_SEARCH_MIN));
  });
});
