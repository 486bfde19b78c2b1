/** @jest-environment node */
import fc from 'fast-check';
import {
  LOGIN_PASSWORD_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  encodePassword,
  isStrongPassword,
  validateConfirmPassword,
  validateLoginPassword,
  validateNewPassword,
  validationMessages,
} from './index';

const { passwordRequired, passwordRule, passwordMismatch } = validationMessages;

const chars = (alphabet: string) => fc.constantFrom(...alphabet);
const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const SPECIAL = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const strongPassword = fc
  .tuple(
    chars(DIGITS),
    chars(UPPER),
    chars(LOWER),
    chars(SPECIAL),
    fc.array(chars(DIGITS + UPPER + LOWER + SPECIAL), { minLength: PASSWORD_MIN - 4, maxLength: PASSWORD_MAX - 4 }),
  )
  // Shuffling the whole list puts the four required kinds anywhere in the password.
  .chain(([d, u, l, s, rest]) => fc.shuffledSubarray([d, u, l, s, ...rest], { minLength: rest.length + 4 }))
  .map((picked) => picked.join(''));

describe('validateLoginPassword', () => {
  it.each([
    ['', passwordRequired],
    [null, passwordRequired],
    [' ', undefined],
    ['anything', undefined],
  ])('%p -> %p', (value, expected) => {
    expect(validateLoginPassword(value)).toBe(expected);
  });

  it('has a maximum of 20', () => {
    expect(LOGIN_PASSWORD_MAX).toBe(20);
  });
});

describe('encodePassword', () => {
  it.each([
    ['', ''],
    ['abc123', 'YWJjMTIz'],
    ['Passw0rd!', 'UGFzc3cwcmQh'],
    ['密码', '5a+G56CB'],
    ['é€😀', 'w6nigqzwn5iA'],
  ])('%p -> %p', (input, expected) => {
    expect(encodePassword(input)).toBe(expected);
  });

  it('matches Node Base64 of the UTF-8 bytes for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        expect(encodePassword(input)).toBe(Buffer.from(input, 'utf8').toString('base64'));
      }),
    );
  });
});

describe('validateNewPassword', () => {
  it.each([
    ['', passwordRequired],
    [undefined, passwordRequired],
    ['Abcdefgh12!@', undefined],
    ['Aa1!Aa1!Aa1!Aa1!Aa1!', undefined],
    ['Abcdefg12!@', passwordRule],
    ['Aa1!Aa1!Aa1!Aa1!Aa1!x', passwordRule],
    ['abcdefgh12!@', passwordRule],
    ['ABCDEFGH12!@', passwordRule],
    ['Abcdefghij!@', passwordRule],
    ['Abcdefgh1234', passwordRule],
    ['Abcdefgh 12!', passwordRule],
    ['Abcdefgh12!密', passwordRule],
  ])('%p -> %p', (value, expected) => {
    expect(validateNewPassword(value)).toBe(expected);
  });

  it('uses the spec texts', () => {
    expect(passwordRequired).toBe('请输入密码');
    expect(passwordRule).toBe('密码为12-20位数字+大写字母+小写字母+特殊符号组合');
    expect(passwordMismatch).toBe('两次密码输入不一致，请重新输入');
  });

  it('accepts every generated 12-20 character mix of the four kinds', () => {
    fc.assert(fc.property(strongPassword, (password) => isStrongPassword(password) && validateNewPassword(password) === undefined));
  });

  it('rejects a strong password once one kind of character is removed', () => {
    const kinds = [DIGITS, UPPER, LOWER, SPECIAL];
    fc.assert(
      fc.property(strongPassword, fc.nat({ max: 3 }), (password, kind) => {
        const stripped = [...password].filter((c) => !kinds[kind].includes(c)).join('');
        return !isStrongPassword(stripped);
      }),
    );
  });

  it('rejects a strong password made too long', () => {
    fc.assert(fc.property(strongPassword, (password) => !isStrongPassword(password.padEnd(PASSWORD_MAX + 1, 'a'))));
  });
});

describe('validateConfirmPassword', () => {
  it.each([
    ['', 'Abcdefgh12!@', passwordRequired],
    ['abc', 'abc', passwordRule],
    ['Abcdefgh12!@', 'Abcdefgh12!#', passwordMismatch],
    ['Abcdefgh12!@', undefined, passwordMismatch],
    ['Abcdefgh12!@', 'Abcdefgh12!@', undefined],
  ])('%p vs %p -> %p', (value, newPassword, expected) => {
    expect(validateConfirmPassword(value, newPassword)).toBe(expected);
  });

  it('passes exactly when a strong password is repeated', () => {
    fc.assert(
      fc.property(strongPassword, strongPassword, (a, b) => {
        expect(validateConfirmPassword(a, a)).toBeUndefined();
        expect(validateConfirmPassword(a, b)).toBe(a === b ? undefined : passwordMismatch);
      }),
    );
  });
});
