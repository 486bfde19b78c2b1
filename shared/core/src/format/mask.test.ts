/** @jest-environment node */
import fc from 'fast-check';
import {
  MASK_CHAR,
  maskByDocumentType,
  maskGeneral,
  maskHkMacauPass,
  maskIdCard,
  maskName,
  maskPassport,
  maskPhone,
  maskTaiwanPass,
  type IdDocumentType,
} from './index';

type Mask = (value: string | null | undefined) => string;

describe('masks', () => {
  it.each<[string, Mask, string | null | undefined, string]>([
    ['phone', maskPhone, '13800138000', '138****8000'],
    ['ID card', maskIdCard, '11010519491231002X', '110***********002X'],
    ['general', maskGeneral, '6222020200112233', '622*********2233'],
    ['general', maskGeneral, '12345678', '123*5678'],
    ['general', maskGeneral, '1234567', '-'],
    ['general', maskGeneral, 'ab', '-'],
    ['general', maskGeneral, '', ''],
    ['general', maskGeneral, null, ''],
    ['general', maskGeneral, undefined, ''],
    ['passport', maskPassport, 'E12345678', 'E1****678'],
    ['passport', maskPassport, 'E1234', '-'],
    ['HK/Macau pass', maskHkMacauPass, 'H12345678', 'H1****678'],
    ['Taiwan pass', maskTaiwanPass, '12345678', '12****78'],
    ['Taiwan pass', maskTaiwanPass, '1234', '-'],
    ['phone', maskPhone, '张三丰𠮷野家族成员', '张三丰**家族成员'],
    ['name', maskName, '张伟', '张*'],
    ['name', maskName, '欧阳娜娜', '欧***'],
    ['name', maskName, '阿依古丽·买买提', '阿*******'],
    ['name', maskName, '𠮷野', '𠮷*'],
    ['name', maskName, '李', '*'],
    ['name', maskName, ' 张伟 ', '张*'],
    ['name', maskName, '', ''],
    ['name', maskName, null, ''],
  ])('%s: %p -> %p', (_kind, mask, value, expected) => {
    expect(mask(value)).toBe(expected);
  });

  const rules: [string, Mask, number, number][] = [
    ['phone', maskPhone, 3, 4],
    ['ID card', maskIdCard, 3, 4],
    ['general', maskGeneral, 3, 4],
    ['passport', maskPassport, 2, 3],
    ['HK/Macau pass', maskHkMacauPass, 2, 3],
    ['Taiwan pass', maskTaiwanPass, 2, 2],
  ];

  it.each(rules)('%s keeps the length and the kept characters and hides the rest', (_kind, mask, start, end) => {
    fc.assert(
      fc.property(fc.string({ minLength: start + end + 1, unit: 'grapheme-ascii' }), (value) => {
        const masked = mask(value);
        expect(masked).toHaveLength(value.length);
        expect(masked.slice(0, start)).toBe(value.slice(0, start));
        expect(masked.slice(-end)).toBe(value.slice(-end));
        expect(masked.slice(start, -end)).toBe(MASK_CHAR.repeat(value.length - start - end));
      }),
    );
  });

  it.each(rules)('%s shows a dash for a non-empty value too short to hide anything', (_kind, mask, start, end) => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: start + end }), (value) => mask(value) === '-'));
  });
});

describe('maskByDocumentType', () => {
  it.each<[IdDocumentType, string]>([
    ['idCard', '110***********002X'],
    ['passport', '11*************02X'],
    ['hkMacauPass', '11*************02X'],
    ['taiwanPass', '11**************2X'],
  ])('%s -> %p', (type, expected) => {
    expect(maskByDocumentType(type, '11010519491231002X')).toBe(expected);
  });

  it('masks an unknown kind from server data as a general value', () => {
    expect(maskByDocumentType('driverLicence' as IdDocumentType, '11010519491231002X')).toBe(maskGeneral('11010519491231002X'));
    expect(maskByDocumentType('toString' as IdDocumentType, '13800138000')).toBe('138****8000');
  });
});
