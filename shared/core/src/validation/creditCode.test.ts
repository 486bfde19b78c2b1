/** @jest-environment node */
import fc from 'fast-check';
import {
  CREDIT_CODE_CHARSET,
  CREDIT_CODE_LENGTH,
  creditCodeCheckChar,
  isValidCreditCode,
  validateCreditCode,
  validationMessages,
} from './index';

const { creditCodeCharset, creditCodeInvalid } = validationMessages;

const fromCharset = fc.constantFrom(...CREDIT_CODE_CHARSET);
const codeChars = (length: number) => fc.array(fromCharset, { minLength: length, maxLength: length }).map((c) => c.join(''));
const regionCode = fc.stringMatching(/^\d{6}$/);
const validCreditCode = fc
  .tuple(codeChars(2), regionCode, codeChars(9))
  .map(([head, region, organisation]) => `${head}${region}${organisation}`)
  .map((first17) => `${first17}${creditCodeCheckChar(first17)}`);

describe('creditCodeCheckChar', () => {
  it.each([
    ['91350100M000100Y4', '3'],
    ['91440300192203821', '6'],
    ['91110108551385082', 'Q'],
  ])('%p -> %p', (first17, expected) => {
    expect(creditCodeCheckChar(first17)).toBe(expected);
  });

  it.each([['9135010OM000100Y4'], ['9135010'], ['91350100m000100Y4']])('is undefined for %p', (first17) => {
    expect(creditCodeCheckChar(first17)).toBeUndefined();
  });

  it('uses the 31-character GB 32100-2015 alphabet', () => {
    expect(CREDIT_CODE_CHARSET).toHaveLength(31);
    expect(CREDIT_CODE_CHARSET).not.toMatch(/[IOSVZ]/);
  });
});

describe('validateCreditCode', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['9135', undefined],
    ['91350100m000', undefined],
    ['9135-0100', creditCodeCharset],
    ['913501 00', undefined],
    ['统一代码', creditCodeCharset],
    ['91350100M000100Y43', undefined],
    ['914403001922038216', undefined],
    ['91110108551385082Q', undefined],
    ['91350100M000100Y44', creditCodeInvalid],
    ['91350100m000100y43', undefined],
    ['91350100m000100y44', creditCodeInvalid],
    ['9135010AM000100Y43', creditCodeInvalid],
    ['91350100M000100I43', creditCodeInvalid],
    ['91350100M000100Y4 ', undefined],
    [' 9135 0100 M000 100Y 43\n', undefined],
  ])('%p -> %p', (value, expected) => {
    expect(validateCreditCode(value)).toBe(expected);
  });

  it('uses the agreed texts', () => {
    expect(creditCodeCharset).toBe('只能输入数字和字母');
    expect(creditCodeInvalid).toBe('请输入正确的统一社会信用代码');
  });

  it('accepts every generated code with its computed check character', () => {
    fc.assert(
      fc.property(validCreditCode, (code) => {
        expect(code).toHaveLength(CREDIT_CODE_LENGTH);
        expect(isValidCreditCode(code)).toBe(true);
        expect(validateCreditCode(code)).toBeUndefined();
      }),
    );
  });

  it('rejects any single-character change of a valid code', () => {
    // White space is dropped and case folded before the check, so neither counts as a change.
    const anyChar = fc.oneof(fromCharset, fc.string({ minLength: 1, maxLength: 1 })).filter((c) => c.trim() !== '' && c.toUpperCase().length === 1);
    fc.assert(
      fc.property(validCreditCode, fc.nat({ max: CREDIT_CODE_LENGTH - 1 }), anyChar, (code, at, replacement) => {
        fc.pre(code[at] !== replacement.toUpperCase());
        const changed = `${code.slice(0, at)}${replacement}${code.slice(at + 1)}`;
        expect(isValidCreditCode(changed)).toBe(false);
        expect(validateCreditCode(changed)).toBe(creditCodeInvalid);
      }),
    );
  });

  it('lets any letters-and-digits draft shorter than 18 through and stops anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: CREDIT_CODE_LENGTH - 1 }), (draft) => {
        const expected = /^[0-9A-Za-z\s]*$/.test(draft) ? undefined : creditCodeCharset;
        expect(validateCreditCode(draft)).toBe(expected);
      }),
    );
  });
});
