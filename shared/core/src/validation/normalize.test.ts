/** @jest-environment node */
import fc from 'fast-check';
import {
  CREDIT_CODE_CHARSET,
  creditCodeCheckChar,
  isRealName,
  isResidentId,
  isValidCreditCode,
  normalizeCreditCode,
  normalizeMobile,
  normalizeRealName,
  normalizeResidentId,
  normalizeText,
  residentIdCheckChar,
  trimForm,
  validateCreditCode,
} from './index';

const TODAY = new Date(2024, 5, 15);
const pad = (n: number) => String(n).padStart(2, '0');

const validId = fc
  .tuple(fc.stringMatching(/^\d{6}$/), fc.date({ min: new Date(1900, 0, 1), max: TODAY, noInvalidDate: true }), fc.stringMatching(/^\d{3}$/))
  .map(([region, birth, seq]) => `${region}${birth.getFullYear()}${pad(birth.getMonth() + 1)}${pad(birth.getDate())}${seq}`)
  .map((first17) => `${first17}${residentIdCheckChar(first17)}`);

const codeChars = (n: number) => fc.array(fc.constantFrom(...CREDIT_CODE_CHARSET), { minLength: n, maxLength: n }).map((c) => c.join(''));
const validCreditCode = fc
  .tuple(codeChars(2), fc.stringMatching(/^\d{6}$/), codeChars(9))
  .map(([head, region, org]) => `${head}${region}${org}`)
  .map((first17) => `${first17}${creditCodeCheckChar(first17)}`);

// White space a paste may carry: spaces, tabs, line breaks and the ideographic space.
const space = fc.constantFrom(' ', '\t', '\n', '\r\n', '\u3000', '\u00a0');
/** The value as a user might paste it: white space before, after and between any characters. */
const pasted = (value: string) =>
  fc.array(fc.option(space, { nil: '' }), { minLength: value.length + 1, maxLength: value.length + 1 }).map((gaps) =>
    gaps.map((gap, i) => `${gap}${value[i] ?? ''}`).join(''),
  );
const anyCase = (value: string) =>
  fc.array(fc.boolean(), { minLength: value.length, maxLength: value.length }).map((lower) => [...value].map((c, i) => (lower[i] ? c.toLowerCase() : c)).join(''));

const anyString = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constant(null), fc.constant(undefined));

describe('normalisers', () => {
  it.each([
    [normalizeResidentId, ' 11010519491231002x ', '11010519491231002X'],
    [normalizeResidentId, '110105 19491231 002X', '11010519491231002X'],
    [normalizeCreditCode, '91350100m000100y43', '91350100M000100Y43'],
    [normalizeCreditCode, '9135 0100\tM000 100Y\n43', '91350100M000100Y43'],
    [normalizeMobile, '138 0000 0000', '13800000000'],
    [normalizeRealName, '\u3000阿依古丽·买买提 ', '阿依古丽·买买提'],
    [normalizeText, '  上海某某有限公司  ', '上海某某有限公司'],
    [normalizeText, null, ''],
  ])('%p(%p) is %p', (normalize, value, expected) => {
    expect(normalize(value)).toBe(expected);
  });

  it.each([normalizeText, normalizeResidentId, normalizeCreditCode, normalizeMobile, normalizeRealName])('%p is idempotent and leaves no white space at the ends', (normalize) => {
    fc.assert(
      fc.property(anyString, (value) => {
        const once = normalize(value);
        expect(normalize(once)).toBe(once);
        expect(once).toBe(once.trim());
      }),
    );
  });

  it('accepts a resident ID typed with a lower-case x or pasted with white space, and sends it upper-cased', () => {
    const typed = validId.chain((id) => anyCase(id).chain(pasted).map((input) => ({ id, input })));
    fc.assert(
      fc.property(typed, ({ id, input }) => {
        expect(isResidentId(input, TODAY)).toBe(true);
        expect(normalizeResidentId(input)).toBe(id);
      }),
    );
  });

  it('accepts a credit code typed in lower case or pasted with white space, and sends it upper-cased', () => {
    const typed = validCreditCode.chain((code) => anyCase(code).chain(pasted).map((input) => ({ code, input })));
    fc.assert(
      fc.property(typed, ({ code, input }) => {
        expect(validateCreditCode(input)).toBeUndefined();
        expect(isValidCreditCode(input)).toBe(true);
        expect(normalizeCreditCode(input)).toBe(code);
      }),
    );
  });

  it('accepts a real name with white space around it, never inside it', () => {
    const ideograph = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCodePoint(c));
    const name = fc.array(ideograph, { minLength: 2, maxLength: 4 }).map((c) => c.join(''));
    fc.assert(
      fc.property(name, space, space, (value, before, after) => {
        expect(isRealName(`${before}${value}${after}`)).toBe(true);
        expect(normalizeRealName(`${before}${value}${after}`)).toBe(value);
        expect(isRealName(`${value.slice(0, 1)}${before}${value.slice(1)}`)).toBe(false);
      }),
    );
  });

  it('trims every string of a submitted form and keeps the rest', () => {
    const form = fc.dictionary(fc.string().filter((k) => k !== '__proto__'), fc.oneof(fc.string(), fc.integer(), fc.boolean()));
    fc.assert(
      fc.property(form, (values) => {
        const trimmed = trimForm(values);
        for (const [key, value] of Object.entries(values)) expect(trimmed[key]).toBe(typeof value === 'string' ? value.trim() : value);
      }),
    );
  });
});
