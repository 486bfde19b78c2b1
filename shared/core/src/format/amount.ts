type AmountInput = number | string | null | undefined;

interface Cents {
  negative: boolean;
  /** Absolute value in fen (hundredths), exact. */
  cents: bigint;
}

export const CURRENCY_SYMBOL = '￥';
export const EMPTY_CURRENCY = '￥----';

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
// String(n) switches to exponent notation outside [1e-6, 1e21).
const SMALLEST_PLAIN = 1e-6;
const LARGEST_PLAIN = 1e21;

/** The decimal text of an input, without exponent; undefined for empty or non-numeric input. */
const toDecimalText = (value: AmountInput): string | undefined => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const magnitude = Math.abs(value);
    // Below a millionth rounds to 0.00 anyway; from 1e21 up every double is an integer.
    if (magnitude < SMALLEST_PLAIN) return '0';
    if (magnitude >= LARGEST_PLAIN) return BigInt(value).toString();
    return String(value);
  }
  const text = value?.trim();
  return text ? text : undefined;
};

/**
 * Rounds half-up (half away from zero) on the decimal text, never on the binary double: a number
 * is taken as its shortest decimal form, so 1.005 is "1.005" and becomes 1.01, where toFixed gives 1.00.
 */
const toCents = (value: AmountInput): Cents | undefined => {
  const text = toDecimalText(value);
  const match = text === undefined ? null : PLAIN_DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, integer, fraction = ''] = match;
  if (integer === '' && fraction === '') return undefined;
  const thousandths = fraction.padEnd(3, '0');
  const cents = BigInt(`${integer || '0'}${thousandths.slice(0, 2)}`) + (thousandths[2] >= '5' ? 1n : 0n);
  // -0.001 rounds to zero and shows without a sign.
  return { negative: sign === '-' && cents > 0n, cents };
};

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const formatCents = (cents: bigint): string => {
  const digits = cents.toString().padStart(3, '0');
  return `${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
};

/** '1,234,567.80': two decimals, thousands separators, sign kept; '' when empty or not a number. */
export const formatAmount = (value: AmountInput): string => {
  const amount = toCents(value);
  if (!amount) return '';
  return `${amount.negative ? '-' : ''}${formatCents(amount.cents)}`;
};

/** '￥1,234.50' (negative: '-￥1,234.50', as Intl's zh-CN CNY format puts it); '￥----' when empty, not a number, or zero after rounding. */
export const formatCurrency = (value: AmountInput): string => {
  const amount = toCents(value);
  if (!amount || amount.cents === 0n) return EMPTY_CURRENCY;
  return `${amount.negative ? '-' : ''}${CURRENCY_SYMBOL}${formatCents(amount.cents)}`;
};
