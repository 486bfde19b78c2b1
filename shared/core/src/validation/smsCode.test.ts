/** @jest-environment node */
import fc from 'fast-check';
import { SMS_CODE_LENGTH, isSmsCode, keepDigits, validateSmsCode, validationMessages } from './index';

describe('validateSmsCode', () => {
  it.each([
    ['', validationMessages.smsCodeRequired],
    [' ', validationMessages.smsCodeRequired],
    [undefined, validationMessages.smsCodeRequired],
    ['123456', undefined],
    ['000000', undefined],
    ['12345', validationMessages.smsCodeInvalid],
    ['1234567', validationMessages.smsCodeInvalid],
    ['12345a', validationMessages.smsCodeInvalid],
    ['12 456', validationMessages.smsCodeInvalid],
  ])('%p -> %p', (value, expected) => {
    expect(validateSmsCode(value)).toBe(expected);
  });

  it('uses the spec texts', () => {
    expect(validationMessages.smsCodeRequired).toBe('请输入短信验证码');
    expect(validationMessages.smsCodeInvalid).toBe('请输入六位手机短信验证码');
  });

  it('accepts exactly six digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{6}$/), (code) => isSmsCode(code) && validateSmsCode(code) === undefined));
  });

  it('rejects any six-character string holding a non-digit', () => {
    const withNonDigit = fc.string({ minLength: 6, maxLength: 6 }).filter((s) => /\D/.test(s) && s.trim() !== '');
    fc.assert(fc.property(withNonDigit, (code) => validateSmsCode(code) === validationMessages.smsCodeInvalid));
  });
});

describe('keepDigits', () => {
  it.each([
    ['', ''],
    ['12a3-4 5', '12345'],
    ['12345678', '123456'],
    ['１２３', ''],
    ['code: 987654!', '987654'],
  ])('%p -> %p', (input, expected) => {
    expect(keepDigits(input)).toBe(expected);
  });

  it('keeps only digits, in order, at most six', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const kept = keepDigits(input);
        expect(kept).toMatch(/^\d*$/);
        expect(kept.length).toBeLessThanOrEqual(SMS_CODE_LENGTH);
        const asciiDigits = [...input].filter((c) => c >= '0' && c <= '9').join('');
        expect(kept).toBe(asciiDigits.slice(0, SMS_CODE_LENGTH));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (input) => keepDigits(keepDigits(input)) === keepDigits(input)));
  });
});
