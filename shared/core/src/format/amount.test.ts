/** @jest-environment node */
import fc from 'fast-check';
import { EMPTY_CURRENCY, formatAmount, formatCurrency } from './index';

describe('formatAmount', () => {
  it.each<[number | string | null | undefined, string]>([
    [1234567.8, '1,234,567.80'],
    ['1234567.8', '1,234,567.80'],
    [0, '0.00'],
    ['0', '0.00'],
    [12, '12.00'],
    [999.999, '1,000.00'],
    [123.456, '123.46'],
    [123.454, '123.45'],
    [1.005, '1.01'],
    ['1.005', '1.01'],
    [1.015, '1.02'],
    [0.1 + 0.2, '0.30'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['+7', '7.00'],
    [' 1234 ', '1,234.00'],
    ['00012', '12.00'],
    [-1234.5, '-1,234.50'],
    ['-1.005', '-1.01'],
    [-0.001, '0.00'],
    ['-0.004', '0.00'],
    [-0.005, '-0.01'],
    [1e-7, '0.00'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    ['123456789012345678901234.565', '123,456,789,012,345,678,901,234.57'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    ['', ''],
    ['  ', ''],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
    ['1,234', ''],
    ['1e3', ''],
    ['.', ''],
    ['-', ''],
  ])('%p -> %p', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  // Amounts as integer thousandths, so the expected half-up rounding is exact integer arithmetic.
  const thousandths = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
  const toText = (n: bigint) => {
    const digits = (n < 0n ? -n : n).toString().padStart(4, '0');
    return `${n < 0n ? '-' : ''}${digits.slice(0, -3)}.${digits.slice(-3)}`;
  };
  const roundedCents = (n: bigint) => {
    const magnitude = ((n < 0n ? -n : n) + 5n) / 10n;
    return n < 0n ? -magnitude : magnitude;
  };

  it('parses back to the half-up rounded input', () => {
    fc.assert(
      fc.property(thousandths, (n) => {
        const [whole, cents] = formatAmount(toText(n)).replace(/,/g, '').split('.');
        const sign = whole.startsWith('-') ? -1n : 1n;
        expect(sign * (BigInt(whole.replace('-', '')) * 100n + BigInt(cents))).toBe(roundedCents(n));
      }),
    );
  });

  it('always groups by thousands with two decimals', () => {
    fc.assert(fc.property(thousandths, (n) => /^-?\d{1,3}(,\d{3})*\.\d{2}$/.test(formatAmount(toText(n)))));
  });

  it('formats a number like its shortest decimal text', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        fc.pre(Math.abs(value) >= 1e-6);
        expect(formatAmount(value)).toBe(formatAmount(String(value)));
      }),
    );
  });

  it('rounds exact two-decimal numbers to themselves', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(Number(formatAmount(cents / 100).replace(/,/g, ''))).toBe(cents / 100);
      }),
    );
  });
});

describe('formatCurrency', () => {
  it.each<[number | string | null | undefined, string]>([
    [1234.5, '￥1,234.50'],
    ['1234.5', '￥1,234.50'],
    [0.01, '￥0.01'],
    [-1234.5, '-￥1,234.50'],
    [0, '￥----'],
    ['0.00', '￥----'],
    [0.004, '￥----'],
    ['', '￥----'],
    [null, '￥----'],
    [undefined, '￥----'],
    ['n/a', '￥----'],
  ])('%p -> %p', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it('is the currency sign in front of the formatted non-zero amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }).filter((c) => c !== 0), (cents) => {
        const amount = formatAmount(cents / 100);
        expect(formatCurrency(cents / 100)).toBe(cents < 0 ? `-￥${amount.slice(1)}` : `￥${amount}`);
      }),
    );
    expect(EMPTY_CURRENCY).toBe('￥----');
  });
});
