import { CREDIT_CODE_LENGTH } from './constants';
import { validationMessages, type FieldValue, type ValidationResult } from './messages';
import { normalizeCreditCode } from './normalize';

// GB 32100-2015 alphabet: digits and upper-case letters without I, O, S, V and Z (31 characters).
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const MODULUS = CREDIT_CODE_CHARSET.length;

// Registration department and category (2), region code (6 digits), organisation code and check (10).
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const LETTERS_AND_DIGITS = /^[0-9A-Za-z]*$/;

/** Check character for the first 17 characters of a credit code; undefined if they are not in the alphabet. */
export const creditCodeCheckChar = (first17: string): string | undefined => {
  if (first17.length !== CREDIT_CODE_LENGTH - 1) return undefined;
  let sum = 0;
  for (let i = 0; i < first17.length; i += 1) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[i]);
    if (value < 0) return undefined;
    sum += value * CREDIT_CODE_WEIGHTS[i];
  }
  return CREDIT_CODE_CHARSET[(MODULUS - (sum % MODULUS)) % MODULUS];
};

const isCanonicalCreditCode = (code: string): boolean =>
  CREDIT_CODE_PATTERN.test(code) && creditCodeCheckChar(code.slice(0, CREDIT_CODE_LENGTH - 1)) === code[CREDIT_CODE_LENGTH - 1];

/**
 * A complete 18-character code, as typed: the pattern and the check character both hold once
 * white space is dropped and letters are upper-cased (normalizeCreditCode gives the value to send).
 */
export const isValidCreditCode = (value: FieldValue): boolean => value != null && isCanonicalCreditCode(normalizeCreditCode(value));

/**
 * The form rule: empty passes (the field is optional); while the code is not 18 characters long
 * only letters and digits are allowed; at 18 characters it must be a valid code. The input's
 * maxLength (CREDIT_CODE_LENGTH) is what keeps a draft from growing past 18.
 */
export const validateCreditCode = (value: FieldValue): ValidationResult => {
  const code = normalizeCreditCode(value);
  if (code === '') return undefined;
  if (code.length !== CREDIT_CODE_LENGTH) {
    return LETTERS_AND_DIGITS.test(code) ? undefined : validationMessages.creditCodeCharset;
  }
  return isCanonicalCreditCode(code) ? undefined : validationMessages.creditCodeInvalid;
};
