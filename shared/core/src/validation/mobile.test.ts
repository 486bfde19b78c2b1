/** @jest-environment node */
import fc from 'fast-check';
import { MOBILE_LENGTH, isMobile, validateMobile, validationMessages } from './index';

const digit = fc.constantFrom(...'0123456789');
const validMobile = fc
  .tuple(fc.constantFrom(...'3456789'), fc.array(digit, { minLength: 9, maxLength: 9 }))
  .map(([second, rest]) => `1${second}${rest.join('')}`);

describe('validateMobile', () => {
  it.each([
    ['', validationMessages.mobileRequired],
    ['   ', validationMessages.mobileRequired],
    [null, validationMessages.mobileRequired],
    [undefined, validationMessages.mobileRequired],
    ['13800138000', undefined],
    ['19912345678', undefined],
    ['12800138000', validationMessages.mobileInvalid],
    ['10800138000', validationMessages.mobileInvalid],
    ['23800138000', validationMessages.mobileInvalid],
    ['1380013800', validationMessages.mobileInvalid],
    ['138001380001', validationMessages.mobileInvalid],
    ['1380013800a', validationMessages.mobileInvalid],
    [' 13800138000', validationMessages.mobileInvalid],
    ['１３８００１３８０００', validationMessages.mobileInvalid],
  ])('%p -> %p', (value, expected) => {
    expect(validateMobile(value)).toBe(expected);
  });

  it('uses the spec texts', () => {
    expect(validationMessages.mobileRequired).toBe('请输入手机号');
    expect(validationMessages.mobileInvalid).toBe('请输入正确的手机号');
    expect(MOBILE_LENGTH).toBe(11);
  });

  it('accepts every generated valid mobile', () => {
    fc.assert(
      fc.property(validMobile, (mobile) => {
        expect(mobile).toHaveLength(MOBILE_LENGTH);
        expect(isMobile(mobile)).toBe(true);
        expect(validateMobile(mobile)).toBeUndefined();
      }),
    );
  });

  it('rejects a valid mobile with any character replaced by a non-digit', () => {
    const nonDigit = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/\d/.test(c));
    fc.assert(
      fc.property(validMobile, fc.nat({ max: MOBILE_LENGTH - 1 }), nonDigit, (mobile, at, bad) => {
        const broken = `${mobile.slice(0, at)}${bad}${mobile.slice(at + 1)}`;
        expect(isMobile(broken)).toBe(false);
        expect(validateMobile(broken)).toBe(validationMessages.mobileInvalid);
      }),
    );
  });

  it('rejects every digit string of another length', () => {
    const wrongLength = fc
      .array(digit, { minLength: 1, maxLength: 20 })
      .filter((d) => d.length !== MOBILE_LENGTH)
      .map((d) => d.join(''));
    fc.assert(fc.property(wrongLength, (value) => !isMobile(value)));
  });
});
